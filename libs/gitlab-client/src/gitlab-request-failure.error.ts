import type { FailedRequest } from '@gitlab-mcp/errors';

/**
 * Thrown by {@link GitlabClient} for every non-2xx answer and every request that got no answer
 * (canceled, past its deadline, network error). `failure` carries everything the error taxonomy
 * needs; the message names only method, scheme, host and path, never the query string or the token.
 *
 * @publicApi
 */
export class GitlabRequestFailureError extends Error {
  /** What happened to the request, for the classifier and the composer. */
  readonly failure: FailedRequest;

  constructor(message: string, failure: FailedRequest) {
    super(message);
    this.name = 'GitlabRequestFailureError';
    this.failure = failure;
  }
}
