/**
 * Thrown by `ActionContext.elicit` when the question cannot be asked while the call waits: in the
 * MCP 2026-07-28 revision the server asks by answering the call with `input_required`, and the
 * client calls again with the user's answer, when the handler runs again from the start and
 * `elicit` returns the answers given so far in order. A handler that catches errors around
 * `elicit` rethrows this one unchanged; it is not a failure.
 */
export class ElicitationDeferredError extends Error {
  constructor(
    readonly question: string,
    readonly schema: Readonly<Record<string, unknown>>,
  ) {
    super(`elicitation deferred to the client's next round: ${question}`);
    this.name = 'ElicitationDeferredError';
  }
}
