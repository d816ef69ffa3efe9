import type { CallerIdentity } from '@gitlab-mcp/action-kit';
import type { FailedRequest } from '@gitlab-mcp/errors';
import type { GitlabClient } from '@gitlab-mcp/gitlab-client';

/** One credential's connection: its client and what GitLab said about it. */
export interface GitlabSession {
  readonly client: GitlabClient;
  readonly identity: CallerIdentity;
  /**
   * Told GitLab's answer when it answered a call with 401 (E-16): HTTP mode ends the pooled
   * credential at once for the token-rejected verdict and re-checks it after a plain 401.
   */
  readonly onUnauthorized?: (failure: FailedRequest) => void;
}
