import type { GraphqlDataErrors } from './graphql-data-errors.interface.js';
import { composeGraphqlDataError } from './gitlab-error.composer.js';
import { formatGraphqlDataErrors } from './graphql-errors.format.js';
import type { Hint } from './hint.interface.js';

/**
 * GitLab answered 200 with errors (E-12, E-41, E-42): a handler throws this with what it read, and
 * the pipeline asks it for the caller-facing text with the action's label and hints. Its own
 * `message` is `<document> GraphQL errors: ...` (or `mutation errors`), bounded (E-70).
 *
 * @publicApi
 */
export class GraphqlDataError extends Error {
  /**
   * @param errors - where the errors were read and GitLab's messages
   */
  constructor(readonly errors: GraphqlDataErrors) {
    super(formatGraphqlDataErrors(errors));
    this.name = 'GraphqlDataError';
  }

  /**
   * The caller-facing text for the action labelled `operation` ({@link composeGraphqlDataError}):
   * `<operation>: unexpected error[. Suggestion: <hint>]: <document> GraphQL errors: ...`, or the
   * fine-grained description instead of `unexpected error` (E-24).
   *
   * @param operation - the handler's own label
   * @param hints - the action's hints; status-bound ones do not apply inside a 200 (E-36)
   */
  compose(operation: string, hints: readonly Hint[] = []): string {
    return composeGraphqlDataError(operation, this.errors, hints);
  }
}
