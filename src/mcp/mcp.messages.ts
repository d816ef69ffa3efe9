import type { RateLimitRefusal } from '../rate-limit/index.js';
import { REFUSAL_CODES } from './refusal-codes.js';

/** JSON-RPC error code of a request that ended while waiting behind the readiness gate. */
export const NOT_READY_CODE = -32000;
/** JSON-RPC error code for a token without read_api/api. */
export const NO_SCOPE_CODE = REFUSAL_CODES.forbidden;
/** JSON-RPC error code of a request refused by the server's own rate limit, after HTTP 429. */
export const RATE_LIMITED_CODE = REFUSAL_CODES.tooManyRequests;

/** JSON-RPC error code of an unknown resource (the MCP specification's -32002). */
export const RESOURCE_NOT_FOUND_CODE = -32002;

/** Seconds with one decimal, rounded up so a client that waits exactly this long passes. */
const seconds = (ms: number): string => (Number.isFinite(ms) ? (Math.ceil(ms / 100) / 10).toFixed(1) : 'an unknown number of');

/** Why a multi-round-trip state is refused, in the words the refusal uses. */
const STATE_REFUSALS = {
  tampered: 'it was altered, or this server did not issue it',
  expired: 'it expired (a state is valid for 10 minutes)',
  foreign_credential: 'it was issued to another credential',
  foreign_call: 'it was issued for another tool call (other tool or other arguments)',
  replayed: 'it was already used once',
} as const;

export const mcpMessages = {
  /** A 2026-07-28 retry whose requestState cannot resume its call; nothing ran. */
  requestStateRefused: (reason: keyof typeof STATE_REFUSALS) =>
    `The requestState of this call was refused: ${STATE_REFUSALS[reason]}. Nothing was run. Call the tool again without requestState to be asked afresh.`,
  notReady: 'The server is still starting up (discovering the GitLab instance and registering its tools). Retry the request.',
  noScope:
    'The GitLab token has neither the read_api nor the api scope, so no tool can run. Restart the server with a token that has read_api (or api to write).',
  unknownTool: (name: string) => `Unknown tool: ${name}`,
  unknownResource: (uri: string) => `Resource not found: ${uri}`,
  unknownPrompt: (name: string) => `Unknown prompt: ${name}`,
  notSubscribable: (uri: string) => `Resource ${uri} cannot be subscribed to: only single objects and single-parent lists of this server's resource templates are watched`,
  /** A limited request refused by this credential's bucket (E-81); the tool result of a refused tools/call. */
  rateLimited: (r: RateLimitRefusal) =>
    `rate limited by this server: more than ${r.ratePerSecond} requests per second (burst ${r.burst}) for this credential; retry in ${seconds(r.retryAfterMs)} s. Nothing was sent to GitLab.`,
  /** A limited request refused because the shared rate-limit store is down and the failure mode is `closed`. */
  limitsUnavailable: (r: RateLimitRefusal) =>
    `rate limits unavailable: this server cannot reach its shared rate-limit store, so it refuses limited requests for now; retry in ${seconds(r.retryAfterMs)} s. Nothing was sent to GitLab.`,
  /** A tools/list refused by this credential's listing bucket or by the process-wide listing budget. */
  listingRateLimited: (r: RateLimitRefusal) =>
    r.bucket === 'process-listing'
      ? `tools/list rate limited by this server: all clients together may list at most ${r.ratePerSecond} tools per second (burst ${r.burst}); retry in ${seconds(r.retryAfterMs)} s.`
      : `tools/list rate limited by this server: more than ${r.ratePerSecond} listings per second (burst ${r.burst}) for this credential; retry in ${seconds(r.retryAfterMs)} s.`,
} as const;
