import type { SimOAuthControl, SimOAuthOptions } from './oauth/oauth.interface';

/**
 * Namespace plan the simulator reports (GitLab.com-style `plan` on namespaces and the licence plan).
 *
 * @publicApi
 */
export type SimPlan = 'free' | 'premium' | 'ultimate';

/**
 * Options for {@link startGitlabSim}.
 *
 * @publicApi
 */
export interface GitlabSimOptions {
  /**
   * Interface to listen on.
   * @default '127.0.0.1'
   */
  host?: string;
  /**
   * TCP port; `0` picks a free one (read it back from {@link GitlabSim.url}).
   * @default 0
   */
  port?: number;
  /**
   * Plan reported by `GET /namespaces` (`plan`) and by `GET /license` for an admin.
   * @default 'free'
   */
  plan?: SimPlan;
  /** The OAuth 2 provider (`/oauth/*`, `/api/v4/applications`). */
  oauth?: SimOAuthOptions;
}

/**
 * The seeded personal access tokens. Every value is fixed, so out-of-process users can hard-code them.
 *
 * @publicApi
 */
export interface SimTokens {
  /** Scopes `['api']`, user `demo` (id 1). */
  readonly api: string;
  /** Scopes `['read_api']`, user `demo` (id 1). */
  readonly readApi: string;
  /** Scopes `['read_user']`, user `demo` (id 1): only `/user`, `/users`, `/personal_access_tokens/self`, `/version`, `/metadata`. */
  readonly readUser: string;
  /** Scopes `['api']`, user `root` (id 2, instance administrator). */
  readonly admin: string;
  /** Expired token: every call answers 401 `invalid_token`. */
  readonly expired: string;
  /**
   * Fine-grained token (scopes `['granular']`), user `demo` (id 1), granting the permissions listed in
   * `granular-permissions.ts`: every other REST route but `/personal_access_tokens/self` answers 403
   * `insufficient_granular_scope`, and GraphQL mutations outside the grant resolve to null with GitLab's sentence.
   */
  readonly granular: string;
}

/**
 * One request the simulator answered (control routes under `/-/sim/` are not recorded).
 *
 * @publicApi
 */
export interface SimRequest {
  /** HTTP method, upper case. */
  method: string;
  /** Path without the query string, exactly as received (still URL-encoded). */
  path: string;
  /** Decoded query parameters; repeated keys become arrays. */
  query: Record<string, string | string[]>;
  /** Token sent in `PRIVATE-TOKEN` or `Authorization: Bearer`, if any. */
  token?: string;
  /** Parsed request body (JSON, form or text), if any. */
  body?: unknown;
  /** Status sent; `0` when a fault dropped the connection. */
  status: number;
  /** Epoch milliseconds when the request arrived. */
  at: number;
}

/**
 * A fault to inject. The first rule that matches a request applies; faults are checked before authentication.
 *
 * A rule with neither `status` nor `drop` only delays the request, which is then served normally.
 *
 * @publicApi
 */
export interface FaultRule {
  /** HTTP method to match (case-insensitive); any method when absent. */
  method?: string;
  /** Exact path or pattern, matched against the path without query, as received (URL-encoded). */
  path: string | RegExp;
  /** Status to answer with. */
  status?: number;
  /**
   * Body to send: an object is sent as JSON; a string is sent as is, as `text/html` when it starts with `<`
   * and as `text/plain` otherwise. Defaults to GitLab's `{"message":"<status> <reason>"}`.
   */
  body?: string | object;
  /** Extra response headers (they override the simulator's own). */
  headers?: Record<string, string>;
  /** Wait this long before answering (or dropping, or serving normally). */
  delayMs?: number;
  /**
   * Called when a matching request arrives (after `delayMs`); the request is answered, dropped or
   * served only once the returned promise settles. Lets a test act while a request is known to be
   * in flight at GitLab, instead of guessing a delay. In-process only (not over the control routes).
   * `gone` aborts when the client closes the connection before the answer (it cancelled its request).
   */
  hold?: (request: { readonly gone: AbortSignal }) => Promise<unknown>;
  /** Destroy the socket without answering; recorded with status 0. */
  drop?: boolean;
  /** How many requests the rule applies to before it expires. Unlimited when absent. */
  times?: number;
}

/**
 * Adds and removes fault rules.
 *
 * @publicApi
 */
export interface FaultInjector {
  /** Appends a rule (rules are tried in the order they were added). */
  add(rule: FaultRule): void;
  /** Removes every rule. */
  clear(): void;
  /** The rules still active, oldest first. */
  readonly rules: readonly FaultRule[];
}

/**
 * A running simulator. Call {@link GitlabSim.close} when done.
 *
 * @publicApi
 */
export interface GitlabSim {
  /** Base URL without trailing slash, e.g. `http://127.0.0.1:43123`; REST lives under `/api/v4`, GraphQL at `/api/graphql`. */
  readonly url: string;
  /** The seeded tokens. */
  readonly tokens: SimTokens;
  /** Request log, oldest first (control routes excluded). */
  readonly requests: readonly SimRequest[];
  /** Empties the request log. */
  clearRequests(): void;
  /** Fault rules. */
  readonly faults: FaultInjector;
  /** The OAuth 2 provider's applications and grants. */
  readonly oauth: SimOAuthControl;
  /** Restores the seed data, clears the faults and the request log. */
  reset(): void;
  /** Stops listening and closes open connections. */
  close(): Promise<void>;
}
