import type { FailedRequest } from './failed-request.js';
import { composeGitlabError } from './gitlab-error.composer.js';
import type { Hint } from './hint.interface.js';

/**
 * A handler's GitLab call failed. Its `message` is the composed E-02 text; the pipeline turns it
 * into a tool result with `isError: true` and that text as its one block (E-01).
 *
 * @publicApi
 */
export class GitlabCallError extends Error {
  /** The handler's own label (`issueList`). */
  readonly operation: string;
  /** What happened to the request. */
  readonly failure: FailedRequest;
  /** The hints the action declared. */
  readonly hints: readonly Hint[];

  /**
   * @param operation - the handler's own label
   * @param failure - the failed request
   * @param hints - the action's hints
   */
  constructor(operation: string, failure: FailedRequest, hints: readonly Hint[] = []) {
    super(composeGitlabError(operation, failure, hints));
    this.name = 'GitlabCallError';
    this.operation = operation;
    this.failure = failure;
    this.hints = hints;
  }
}
