import type { FailedRequest } from '@gitlab-mcp/errors';
import { GitlabClient, GitlabRequestFailureError, type GitlabClientOptions, type GraphqlResponse, type RestRequest, type RestResponse } from '@gitlab-mcp/gitlab-client';

/** What GitLab answered when it rejected the token: replayed for every later request. */
export type RejectionAnswer = Pick<FailedRequest, 'status' | 'body' | 'contentType'>;

/**
 * The client of a credential GitLab rejected a moment ago (E-16): every request fails at once
 * with GitLab's own 401 answer, so each call still reports the E-15 classification GitLab's
 * answer earns, and a retry storm with a bad token sends GitLab nothing.
 */
export class RejectedTokenClient extends GitlabClient {
  constructor(
    options: GitlabClientOptions,
    private readonly answer: RejectionAnswer,
  ) {
    super(options);
  }

  override async rest<T>(req: RestRequest): Promise<RestResponse<T>> {
    const path = req.path.startsWith('/') ? req.path : `/${req.path}`;
    throw this.failure('rest', req.method, `${this.baseUrl}/api/v4${path}`);
  }

  /** Same signature as the client's: the query is not looked at, nothing is sent. */
  override async graphql<T>(..._request: Parameters<GitlabClient['graphql']>): Promise<GraphqlResponse<T>> {
    throw this.failure('graphql', 'POST', `${this.baseUrl}/api/graphql`);
  }

  private failure(transport: FailedRequest['transport'], method: string, url: string): GitlabRequestFailureError {
    return new GitlabRequestFailureError(`${method} ${url}: ${this.answer.status} (GitLab rejected this token moments ago; not sent again)`, { ...this.answer, transport, method, url });
  }
}
