import { parseCliArgs } from './cli-args';
import { ConfigError } from './config.error';
import { loadOAuthSettings } from './oauth-settings';

const passthrough = (argv: string[], env: Record<string, string> = {}) =>
  loadOAuthSettings(parseCliArgs(['--auth-mode', 'passthrough', '--public-url', 'https://mcp.example.com', ...argv]), env, 'http');

describe('loadOAuthSettings: passthrough (issue 16 item 5)', () => {
  it('accepts passthrough with a public URL, no pin and the 15m verdict cache by default', () => {
    expect(passthrough([])).toMatchObject({ authMode: 'passthrough', clientUids: [], cacheTtlMs: 15 * 60_000 });
  });

  it('needs the public URL', () => {
    expect(() => loadOAuthSettings(parseCliArgs(['--auth-mode', 'passthrough']), {}, 'http')).toThrow(ConfigError);
  });

  it('reads the pin as a comma list, flag over GITLAB_MCP_OAUTH_CLIENT_UID', () => {
    expect(passthrough([], { GITLAB_MCP_OAUTH_CLIENT_UID: ' a1, b2 ,' }).clientUids).toEqual(['a1', 'b2']);
    expect(passthrough(['--oauth-client-uid', 'c3'], { GITLAB_MCP_OAUTH_CLIENT_UID: 'a1' }).clientUids).toEqual(['c3']);
  });

  it('keeps GITLAB_MCP_OAUTH_CACHE_TTL within 1m..2h', () => {
    expect(passthrough(['--oauth-cache-ttl', '2h']).cacheTtlMs).toBe(7_200_000);
    expect(() => passthrough(['--oauth-cache-ttl', '30s'])).toThrow('between 1m and 2h');
    expect(() => passthrough([], { GITLAB_MCP_OAUTH_CACHE_TTL: '3h' })).toThrow('between 1m and 2h');
  });
});
