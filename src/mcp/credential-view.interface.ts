import type { Capabilities } from '../capabilities/index.js';
import type { GitlabSession } from '../session/gitlab-session.interface.js';
import type { Surface } from '../surfaces/surface.interface.js';

/**
 * What one credential is served once ready: the tool surface and the capabilities of its
 * configuration (shared by every credential of the same shape, A-03) and the GitLab session its
 * calls run as.
 */
export interface CredentialView {
  readonly surface: Surface;
  readonly session: GitlabSession;
  /** The token has neither read_api nor api: every catalog request is refused. */
  readonly noScope: boolean;
  /** Resources, prompts and completion over the same catalog view (absent: tools only). */
  readonly capabilities?: Capabilities;
}

/** Where an MCP server gets its credential view; resolves once the readiness gate opens. */
export interface CredentialViewSource {
  /** Waits for readiness; rejects if the signal aborts first or registration failed. */
  current(signal: AbortSignal): Promise<CredentialView>;
  /** Called after each tool call (degraded start re-detects identity then, A-08). */
  afterCall?(view: CredentialView): Promise<void>;
}
