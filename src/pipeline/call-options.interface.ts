import type { GitlabSession } from '../session/gitlab-session.interface.js';

export type SurfaceKind = 'dynamic' | 'meta' | 'individual';

/** The answer of an elicitation request, as the client gave it. */
export interface ElicitAnswer {
  readonly action: 'accept' | 'decline' | 'cancel';
  readonly content?: Readonly<Record<string, unknown>>;
}

/** Everything one tool call carries beside its parameters. Filled by the MCP layer. */
export interface CallOptions {
  readonly surface: SurfaceKind;
  /** `<meta tool>/<action>` spelling used in confirmation texts (E-61), e.g. `gitlab_branch/delete`. */
  readonly confirmName: string;
  /** The caller sent `confirm: true` where its surface expects it. */
  readonly confirmed: boolean;
  readonly session: GitlabSession;
  /** Aborted when the client cancels the call. */
  readonly signal: AbortSignal;
  /** Present when the caller sent a progress token. */
  readonly progress?: (progress: number, total?: number, message?: string) => Promise<void>;
  /** Present when the client declared the elicitation capability. */
  readonly elicit?: (message: string, schema: Record<string, unknown>) => Promise<ElicitAnswer>;
}
