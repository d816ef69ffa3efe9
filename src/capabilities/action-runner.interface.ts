import type { ActionContext } from '@gitlab-mcp/action-kit';

/** The outcome of one action run through the catalog: its typed output, or the error text a tool call would show. */
export type ActionRun =
  | { readonly ok: true; readonly structured: Readonly<Record<string, unknown>>; readonly markdown: string }
  | { readonly ok: false; readonly text: string };

/**
 * Port through which an action (the guided flows of A-64) runs another, plain catalog action with
 * the caller's own context: decoded, checked and guarded exactly like a tool call.
 */
export interface PlainActionRunner {
  /** Runs the action; a failure is an `ok: false` outcome, never an exception. */
  run(id: string, params: Record<string, unknown>, ctx: ActionContext): Promise<ActionRun>;
  /** Undefined when the action can run for this caller, else why not (missing from this server, or withheld). */
  available(id: string, ctx: Pick<ActionContext, 'caller'>): string | undefined;
}

export const PlainActionRunner = Symbol('PlainActionRunner');
