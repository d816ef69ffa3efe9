import type { ActionContext } from './action-context.interface.js';
import { respond, type ActionResult } from './action-result.js';
import { pageOf } from './page-of.js';
import { requestOf, type RoutePlan } from './route-request.js';

/**
 * How a declared action turns GitLab's answer into its output and Markdown.
 *
 * @publicApi
 * @example reply: { list: 'branches', render: (out, input) => renderBranchList(out, input.project_id), nextSteps: ['branch.get for one branch'] }
 */
export interface ReplyDeclaration<TInput extends object = object, TOutput extends object = object> {
  /** GitLab answers a JSON array: the output is `{ [list]: answer, pagination, next_steps }`. */
  readonly list?: string;
  /** Builds the output (with `list`: the items) from GitLab's answer and the input; without it the answer is used as is. */
  shape?(answer: unknown, input: TInput): object;
  /** Suggested next actions, added as `next_steps`; a function when they depend on the output (before `next_steps` is added) or the input. */
  readonly nextSteps?: readonly string[] | ((out: TOutput, input: TInput) => readonly string[]);
  /** The Markdown the model reads. */
  render(out: TOutput, input: TInput): string;
}

/**
 * The member type of a declared action (`@Action({ ..., reply }) readonly get?: Declared;`): it
 * holds nothing. The catalog sends the route's request and shapes the reply.
 *
 * @publicApi
 */
export type Declared = never;

/** Runs a declared action: one request along its plan, then the declared reply. */
export async function runDeclared(plan: RoutePlan, reply: ReplyDeclaration, input: object, ctx: ActionContext): Promise<ActionResult> {
  const res = await ctx.gitlab.rest<unknown>({ ...requestOf(plan, input), signal: ctx.signal });
  const answer = reply.shape ? reply.shape(res.data, input) : res.data;
  let out: object;
  if (reply.list !== undefined) {
    const items = Array.isArray(answer) ? (answer as readonly unknown[]) : [];
    out = { [reply.list]: items, pagination: pageOf({ ...res, data: items }, input as { page?: number; per_page?: number }) };
  } else {
    out = { ...(answer as object) };
  }
  const steps = typeof reply.nextSteps === 'function' ? reply.nextSteps(out, input) : reply.nextSteps;
  if (steps !== undefined) out = { ...out, next_steps: steps };
  return respond(out, reply.render(out, input));
}
