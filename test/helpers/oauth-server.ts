import type { GitlabSim } from '@gitlab-mcp/gitlab-sim';
import { freePort } from './oauth-sign-in';
import { spawnHttp, type HttpServer } from './spawn-http';

/**
 * The built server in `--auth-mode oauth` on a free loopback port (its public URL), with the
 * operator's GitLab application registered in `sim` for its callback.
 */
export async function spawnOAuthServer(sim: GitlabSim, sealingKey: string, args: readonly string[] = [], env: Record<string, string> = {}): Promise<{ server: HttpServer; origin: string }> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const app = sim.oauth.registerApplication({ name: 'GitLab MCP', redirectUris: [`${origin}/oauth/callback`], scopes: ['api', 'read_api'] });
  const server = await spawnHttp(
    ['--http-addr', `127.0.0.1:${port}`, '--gitlab-url', sim.url, '--auth-mode', 'oauth', '--public-url', origin, '--oauth-gitlab-app-id', app.uid, ...args],
    { GITLAB_MCP_OAUTH_GITLAB_APP_SECRET: app.secret, GITLAB_MCP_OAUTH_SEALING_KEYS: sealingKey, ...env },
  );
  return { server, origin };
}
