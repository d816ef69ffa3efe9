import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import type { GitlabSim } from '@gitlab-mcp/gitlab-sim';
import type { ServerConfig } from '../../config/index.js';

/** A port free at the moment: the demo's public URL and GitLab application name it before the server listens. */
function freePort(host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, host, () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** The loopback name the demo's public URL uses for the address it listens on. */
function loopbackName(host: string): string {
  if (host === '::1') return '[::1]';
  return host === 'localhost' || /^127\.\d+\.\d+\.\d+$/.test(host) ? host : '127.0.0.1';
}

/**
 * `--demo --auth-mode oauth`: the simulator is GitLab's OAuth provider too. The demo registers a
 * GitLab application there for its callback, on a loopback public URL, and seals with a key of
 * this process (a demo's sign-ins end with it).
 */
export async function demoOAuthConfig(config: ServerConfig, sim: GitlabSim): Promise<ServerConfig> {
  const port = config.httpPort === 0 ? await freePort(config.httpHost) : config.httpPort;
  const publicUrl = `http://${loopbackName(config.httpHost)}:${port}`;
  const app = sim.oauth.registerApplication({ name: 'GitLab MCP demo', redirectUris: [`${publicUrl}/oauth/callback`], scopes: ['api', 'read_api'] });
  const oauth = { ...config.oauth, publicUrl, gitlabAppId: app.uid, gitlabAppSecret: app.secret, sealingKeys: [randomBytes(32).toString('base64url')] };
  return { ...config, httpPort: port, oauth };
}

/** The banner's OAuth part: a client configuration without a token (the client signs in in the browser). */
export function demoOAuthLines(endpoint: string): string[] {
  return [
    'Client configuration with OAuth sign-in (no token: your MCP client opens the browser; approve, and the simulator signs you in):',
    JSON.stringify({ mcpServers: { gitlab: { type: 'http', url: endpoint } } }, null, 2),
    '',
  ];
}
