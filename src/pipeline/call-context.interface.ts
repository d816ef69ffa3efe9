import type { GitlabSession } from '../session/gitlab-session.interface.js';

export type SurfaceKind = 'dynamic' | 'meta' | 'individual';

/**
 * Which kind of tool carried a call. It decides how the pipeline reads the parameters and which
 * surface the call's log line names:
 * - `execute_action`: `gitlab_execute_action`, the parameters inside its `params` (open: aliases
 *   and conversions, E-54; the surface check of E-51);
 * - `meta_tool`: a meta tool `gitlab_<domain>`, the parameters and `confirm` inside its `params`
 *   (E-52; E-53 worded for `<tool>/<action>`), open unless `GITLAB_MCP_META_PARAM_SCHEMA=full`;
 * - `meta_action_tool`, `individual_tool`: a tool of one action, whose arguments are the
 *   action's parameters and `confirm` under the action's closed schema (E-50);
 * - `action_runner`: another action, a prompt, a resource or completion through the plain-action
 *   runner, with the action's own names and values.
 */
export type CallSource = 'execute_action' | 'meta_tool' | 'meta_action_tool' | 'individual_tool' | 'action_runner';

/** The answer of an elicitation request, as the client gave it. */
export interface ElicitAnswer {
  readonly action: 'accept' | 'decline' | 'cancel';
  readonly content?: Readonly<Record<string, unknown>>;
}

/** What the MCP layer supplies for each call. */
export interface ClientContext {
  readonly session: GitlabSession;
  /** Aborted when the client cancels the call. */
  readonly signal: AbortSignal;
  /** Present when the caller sent a progress token. */
  readonly progress?: (progress: number, total?: number, message?: string) => Promise<void>;
  /** Present when the client declared the elicitation capability. */
  readonly elicit?: (message: string, schema: Record<string, unknown>) => Promise<ElicitAnswer>;
}

/** Everything one call carries beside its request: the client's context and the tool that carried it. */
export interface CallContext extends ClientContext {
  readonly source: CallSource;
}
