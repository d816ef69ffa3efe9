/** Base of the retry back-off when `retryBaseDelayMs` is not given (E-80, `GITLAB_MCP_RETRY_BASE_DELAY`). */
export const DEFAULT_RETRY_BASE_DELAY_MS = 700;

/** Upper bound of the random jitter added to each retry wait (E-80). */
export const DEFAULT_RETRY_JITTER_MS = 300;

/** No retry wait is ever longer than this, whatever `RateLimit-Reset` says (E-80). */
export const MAX_RETRY_WAIT_MS = 5_000;

/** A failed request is resent at most this many times (E-80). */
export const MAX_RESENDS = 2;

/** The raw body kept on a failure is cut at this many bytes. */
export const MAX_FAILURE_BODY_BYTES = 64 * 1024;

/** `User-Agent` sent when the options name none. */
export const DEFAULT_USER_AGENT = 'gitlab-mcp-server';

/** Path of the REST API below the instance URL. */
export const REST_API_PREFIX = '/api/v4';

/** Path of the GraphQL endpoint below the instance URL. */
export const GRAPHQL_PATH = '/api/graphql';

/** A GET or HEAD follows at most this many redirects; the next 3xx is the failure. */
export const MAX_REDIRECTS = 5;

/**
 * The Node-style error code of a connection the outbound destination policy refused.
 * Not one Node or the OS uses, so it is never confused with a real network failure.
 */
export const DESTINATION_REFUSED_CODE = 'EDESTREFUSED';
