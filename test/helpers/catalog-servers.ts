import { startGitlabSim, type GitlabSim } from '@gitlab-mcp/gitlab-sim';
import { spawnServer, type SpawnedServer } from './spawn-server';

/** Routes only an administrator may call (`METHOD /path` of the reference), one pattern per area. */
const ADMIN_ROUTES: readonly RegExp[] = [
  /^[A-Z]+ \/(admin\/|pages\/domains$)/,
  /^(GET|POST) \/deploy_(keys|tokens)$|^[A-Z]+ \/groups\/:id\/(access_tokens|deploy_tokens|access_requests|invitations)|^POST \/projects\/:id\/access_requests$/,
  /^(POST|DELETE) \/users\/:[a-z_]+\/(keys|gpg_keys|emails|personal_access_tokens)|^[A-Z]+ \/users\/:user_id\/impersonation_tokens|^GET \/users\/:id\/emails$|^GET \/keys/,
  /^(POST \/users$|PUT \/users\/:id$|DELETE \/users\/:id(\/identities\/:provider)?$|POST \/users\/:id\/(block|unblock|ban|unban|activate|deactivate|approve|reject)$|PATCH \/users\/:id\/disable_two_factor$|GET \/users\/:user_id\/memberships$|GET \/user\/activities$|[A-Z]+ \/service_accounts)/,
];

/**
 * What a catalog-wide walk runs against: an Ultimate simulator and two dynamic-surface servers
 * (confirmation skipped), one with a user's token and one with an administrator's.
 */
export interface CatalogServers {
  readonly sim: GitlabSim;
  readonly user: SpawnedServer;
  readonly admin: SpawnedServer;
  /** The server whose token may call the route: the administrator's for admin-only routes. */
  callerFor(route: string): SpawnedServer;
  close(): Promise<void>;
}

/** Starts the simulator and both servers, each past its first `tools/list`. */
export async function startCatalogServers(): Promise<CatalogServers> {
  const sim = await startGitlabSim({ plan: 'ultimate' });
  const env = { GITLAB_URL: sim.url, GITLAB_MCP_YOLO_MODE: 'true', GITLAB_MCP_TIER: 'ultimate' };
  const [user, admin] = await Promise.all([spawnServer({ env: { ...env, GITLAB_TOKEN: sim.tokens.api } }), spawnServer({ env: { ...env, GITLAB_TOKEN: sim.tokens.admin } })]);
  await Promise.all([user.client.listTools(), admin.client.listTools()]);
  return {
    sim,
    user,
    admin,
    callerFor: (route) => (ADMIN_ROUTES.some((r) => r.test(route)) ? admin : user),
    close: async () => {
      await Promise.all([user.close(), admin.close()]);
      await sim.close();
    },
  };
}
