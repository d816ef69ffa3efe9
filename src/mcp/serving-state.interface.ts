import type { Capabilities } from '../capabilities/index.js';
import type { GitlabSession } from '../session/gitlab-session.interface.js';
import type { Surface } from '../surfaces/surface.interface.js';

/** What one MCP server serves once ready: a surface and the session its calls run as. */
export interface ServingState {
  readonly surface: Surface;
  readonly session: GitlabSession;
  /** The token has neither read_api nor api: every catalog request is refused. */
  readonly noScope: boolean;
  /** Resources, prompts and completion over the same catalog view (absent: tools only). */
  readonly capabilities?: Capabilities;
}

/** Where an MCP server gets its state; resolves once the readiness gate opens. */
export interface ServingStateSource {
  /** Waits for readiness; rejects if the signal aborts first or registration failed. */
  current(signal: AbortSignal): Promise<ServingState>;
  /** Called after each tool call (degraded start re-detects identity then, A-08). */
  afterCall?(state: ServingState): Promise<void>;
}
