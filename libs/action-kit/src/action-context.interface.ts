import type { GitlabClient } from '@gitlab-mcp/gitlab-client';
import type { Tier } from './tier.js';

/**
 * Who is calling, as resolved from the token at start (stdio) or per credential (HTTP).
 *
 * @publicApi
 */
export interface CallerIdentity {
  /** The GitLab instance URL, without `/api/v4`. */
  readonly instanceUrl: string;
  /** GitLab user ID, when the user could be resolved. */
  readonly userId?: number;
  /** GitLab username, when the user could be resolved. */
  readonly username?: string;
  /** Token scopes; empty when they could not be read. */
  readonly scopes: readonly string[];
  /** The token is a fine-grained personal access token. */
  readonly fineGrained: boolean;
  /** The user is an instance administrator. */
  readonly isAdmin: boolean;
  /** The resolved tier of the instance. */
  readonly tier: Tier;
  /** GitLab version, when known. */
  readonly gitlabVersion?: string;
}

/**
 * What an action handler receives beside its validated input.
 *
 * @publicApi
 */
export interface ActionContext {
  /** GitLab REST and GraphQL client authenticated as the caller. */
  readonly gitlab: GitlabClient;
  /** The caller's identity. */
  readonly caller: CallerIdentity;
  /** Aborted when the client cancels the call or the action deadline passes; pass it to every request. */
  readonly signal: AbortSignal;
  /**
   * Sends `notifications/progress` when the caller asked for progress; a no-op otherwise.
   * @param progress work done so far
   * @param total total work, when known
   * @param message a short human-readable status
   */
  reportProgress(progress: number, total?: number, message?: string): Promise<void>;
}
