/** What decides the capabilities a server declares: a few configuration settings, nothing else. */
export interface CapabilitySettings {
  /** `GITLAB_MCP_CAPABILITY_SURFACE`: `minimal` keeps only the tools manifest resource. */
  readonly capabilitySurface: 'full' | 'minimal';
  readonly transport: 'stdio' | 'http';
  /** HTTP only: stateless Streamable HTTP has no channel to announce resource changes on. */
  readonly stateless: boolean;
}

/** The capabilities of a server that offers tools only (no configuration known). */
export const TOOLS_ONLY_CAPABILITIES = Object.freeze({ tools: Object.freeze({ listChanged: true }) });

/** Whether resource subscriptions are on: full capability surface and a session that outlives a request. */
export function subscriptionsEnabled(settings: CapabilitySettings): boolean {
  return settings.capabilitySurface === 'full' && (settings.transport === 'stdio' || !settings.stateless);
}

/**
 * Server capabilities, computed from the configuration alone so that the stdio channel (which
 * answers `initialize` before the SDK loads) and the SDK Server declare the same (A-60..A-65).
 */
export function serverCapabilities(settings: CapabilitySettings): Record<string, object> {
  if (settings.capabilitySurface === 'minimal') return { ...TOOLS_ONLY_CAPABILITIES, resources: {} };
  return {
    ...TOOLS_ONLY_CAPABILITIES,
    resources: subscriptionsEnabled(settings) ? { subscribe: true } : {},
    prompts: {},
    completions: {},
  };
}

export const SERVER_NAME = 'gitlab-mcp-server';
export const SERVER_TITLE = 'GitLab MCP Server';
export const SERVER_INSTRUCTIONS =
  'GitLab MCP server: every GitLab operation is an action with a canonical ID (domain.action). Results come as Markdown plus structured JSON. Destructive actions need the user\'s explicit approval before they run.';

/** The 2026-07-28 revision this server speaks beside 2025-11-25. */
export const MODERN_PROTOCOL_VERSION = '2026-07-28';

/**
 * The capabilities of the 2026-07-28 era: the same, with resource subscriptions on every transport
 * of the full surface (a `subscriptions/listen` stream outlives its request even when HTTP is
 * stateless).
 */
export function modernCapabilities(settings: CapabilitySettings | undefined): Record<string, object> {
  if (!settings) return TOOLS_ONLY_CAPABILITIES;
  const all = serverCapabilities(settings);
  return settings.capabilitySurface === 'full' ? { ...all, resources: { subscribe: true } } : all;
}

/**
 * How long a client may reuse a list or discover result (`ttlMs`, 2026-07-28). Lists differ by
 * credential (tier, scopes, read-only), so they are private to the caller; they change only when
 * the server restarts.
 */
export const LIST_CACHE_HINT = Object.freeze({ ttlMs: 5 * 60_000, cacheScope: 'private' as const });
