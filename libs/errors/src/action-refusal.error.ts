/**
 * An answer the server gives on its own before anything reaches GitLab (E-04): an unknown action
 * or parameter, a destructive action without confirmation, an action withheld for the session.
 * Its `message` is the prose sentence, used as is for the `isError: true` tool result.
 *
 * @publicApi
 */
export class ActionRefusalError extends Error {
  /**
   * @param sentence - the refusal, e.g. from the argument-error or confirmation factories
   */
  constructor(sentence: string) {
    super(sentence);
    this.name = 'ActionRefusalError';
  }
}
