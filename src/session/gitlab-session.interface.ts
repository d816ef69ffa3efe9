import type { CallerIdentity } from '@gitlab-mcp/action-kit';
import type { GitlabClient } from '@gitlab-mcp/gitlab-client';

/** One credential's connection: its client and what GitLab said about it. */
export interface GitlabSession {
  readonly client: GitlabClient;
  readonly identity: CallerIdentity;
}
