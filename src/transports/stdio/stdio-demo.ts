import type { Logger } from 'pino';
import type { ServerConfig } from '../../config/index.js';

/**
 * `--demo --stdio`: starts the embedded GitLab simulator (seeded data, the same plan as the HTTP
 * demo) and points the configuration at it with its API token. The notice is a log line on
 * stderr: stdout carries nothing but JSON-RPC. The simulator ends with the process.
 */
export async function demoStdioConfig(config: ServerConfig, logger: Logger): Promise<ServerConfig> {
  const { startGitlabSim } = await import('@gitlab-mcp/gitlab-sim');
  const sim = await startGitlabSim({ plan: 'premium' });
  logger.info({ gitlab_url: sim.url, project: 'acme/backend' }, 'demo: serving the embedded GitLab simulator over stdio');
  return { ...config, gitlabUrls: [sim.url], token: sim.tokens.api };
}
