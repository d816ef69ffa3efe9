import type { CallerIdentity } from '@gitlab-mcp/action-kit';
import type { FailedRequest } from '@gitlab-mcp/errors';

/**
 * What start-up discovery concluded about a token (A-05..A-09).
 * - `ok`: identity resolved;
 * - `no_scope`: GitLab accepts the token but it has neither read_api nor api;
 * - `rejected`: GitLab answered 401 (A-09 clarification: served, each call reports E-15);
 * - `unreachable`: GitLab could not be reached (A-08: degraded start).
 */
export interface IdentityVerdict {
  readonly status: 'ok' | 'no_scope' | 'rejected' | 'unreachable';
  readonly identity: CallerIdentity;
  /** Read-only surface: the token has read_api but not api. */
  readonly readOnlyToken: boolean;
  /** `rejected`: GitLab's 401 answer, which HTTP mode replays for a while instead of asking again. */
  readonly rejection?: FailedRequest;
}
