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
 * The user's answer to an elicitation: `accept` carries the form's values.
 *
 * @publicApi
 */
export interface ElicitationAnswer {
  readonly action: 'accept' | 'decline' | 'cancel';
  /** The values the user entered, keyed by the requested schema's property names (`accept` only). */
  readonly content?: Readonly<Record<string, unknown>>;
}

/**
 * Asks the user through the client (MCP elicitation, A-64). The schema is a flat JSON Schema object
 * whose properties are strings, numbers, integers, booleans or string enums.
 *
 * @publicApi
 */
export type ElicitFunction = (message: string, requestedSchema: Readonly<Record<string, unknown>>) => Promise<ElicitationAnswer>;

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
  /**
   * Asks the user a question through the client. Present only when the client declared the
   * elicitation capability; handlers that need it must fail with a clear message when it is absent.
   * Rejects when the exchange itself fails (transport error, invalid answer, cancelled call).
   */
  readonly elicit?: ElicitFunction;
}
