import { Inject } from '@nestjs/common';
import type { ActionContext } from './action-context.interface.js';

/**
 * The outcome of one action run through the catalog: its typed output, or the error text a tool call would show.
 *
 * @publicApi
 */
export type ActionRun =
  | { readonly ok: true; readonly structured: Readonly<Record<string, unknown>>; readonly markdown: string }
  | { readonly ok: false; readonly text: string };

/**
 * Port through which an action (the guided flows of A-64) runs another, plain catalog action with
 * the caller's own context: decoded, checked and guarded exactly like a tool call. The server
 * provides it application-wide; inject it with {@link InjectActionRunner}.
 *
 * @publicApi
 */
export interface PlainActionRunner {
  /** Runs the action; a failure is an `ok: false` outcome, never an exception. */
  run(id: string, params: Record<string, unknown>, ctx: ActionContext): Promise<ActionRun>;
  /** Undefined when the action can run for this caller, else why not (missing from this server, or withheld). */
  available(id: string, ctx: Pick<ActionContext, 'caller'>): string | undefined;
}

/**
 * Injection token of the {@link PlainActionRunner}.
 *
 * @publicApi
 */
export const PLAIN_ACTION_RUNNER = Symbol('PlainActionRunner');

/**
 * Constructor-parameter decorator injecting the {@link PlainActionRunner}; the domain module needs no import for it.
 *
 * @publicApi
 */
export const InjectActionRunner = (): ReturnType<typeof Inject> => Inject(PLAIN_ACTION_RUNNER);
