import type { GitlabSession } from '../session/gitlab-session.interface.js';

/** Who asks, and until when: the session of the MCP request and its cancellation signal. */
export interface CapabilityRequest {
  readonly session: GitlabSession;
  readonly signal: AbortSignal;
}

/** Why a capability request failed; the MCP layer maps the kind to a JSON-RPC error code. */
export class CapabilityError extends Error {
  /**
   * @param kind `not_found` (unknown URI or prompt, or GitLab answered 404), `invalid` (bad or
   *   missing arguments), `failed` (the action behind it failed)
   */
  constructor(
    readonly kind: 'not_found' | 'invalid' | 'failed',
    message: string,
  ) {
    super(message);
    this.name = 'CapabilityError';
  }
}
