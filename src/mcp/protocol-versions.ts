/**
 * Protocol versions this server speaks, newest first: the pinned SDK's list (a unit test keeps
 * them equal). Kept here so the stdio channel answers `initialize` before the SDK is loaded.
 */
export const PROTOCOL_VERSIONS = ['2025-11-25', '2025-06-18', '2025-03-26', '2024-11-05', '2024-10-07'] as const;

/** The version to answer: the client's when supported, else the newest (as the SDK does). */
export function negotiateProtocolVersion(requested: unknown): string {
  return typeof requested === 'string' && (PROTOCOL_VERSIONS as readonly string[]).includes(requested) ? requested : PROTOCOL_VERSIONS[0];
}
