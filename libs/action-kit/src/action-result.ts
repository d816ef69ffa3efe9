/**
 * What an action handler returns: the typed output (`structuredContent`) and the Markdown the
 * model reads. Build it with `respond()`.
 *
 * @publicApi
 */
export interface ActionResult<TOutput extends object = object> {
  readonly structured: TOutput;
  readonly markdown: string;
}

/**
 * Pairs an output with its Markdown rendering.
 *
 * @publicApi
 * @example return respond(branch, renderBranch(branch));
 */
export function respond<TOutput extends object>(structured: TOutput, markdown: string): ActionResult<TOutput> {
  return { structured, markdown };
}
