import type { HttpMethod } from './gitlab-request.interface.js';
import { MAX_RETRY_WAIT_MS } from './gitlab-client.constants.js';

/**
 * What came back from one attempt, as far as the retry policy cares: a status, or the Node/axios
 * error code of a request that got no answer.
 *
 * @publicApi
 */
export type AttemptOutcome =
  | { readonly kind: 'status'; readonly status: number }
  | { readonly kind: 'network'; readonly code?: string };

/** Methods that may be resent after the request may have reached GitLab (E-80). */
const IDEMPOTENT_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'PUT', 'DELETE', 'OPTIONS']);

/**
 * The connection failed before anything was sent, so any method is resent (E-80): refused, dial
 * failed, temporary DNS failure, TLS handshake timeout. `ENOTFOUND` (the name does not exist) and
 * every other TLS error are deliberately absent.
 */
const NOT_SENT_CODES: ReadonlySet<string> = new Set([
  'ECONNREFUSED',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EHOSTDOWN',
  'ENETDOWN',
  'ERR_TLS_HANDSHAKE_TIMEOUT',
]);

/**
 * "A response without status" (E-80): the request may have reached GitLab but no answer came,
 * so only idempotent methods are resent.
 */
const NO_STATUS_CODES: ReadonlySet<string> = new Set([
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ESOCKETTIMEDOUT',
  'ECONNABORTED',
  'ERR_STREAM_PREMATURE_CLOSE',
]);

/**
 * Whether a failed attempt may be resent under E-80 (the caller also enforces the limit of two
 * resends and never calls this for a canceled request or one past its deadline).
 *
 * - 429: any method.
 * - 5xx other than 501, or no status after the request may have been sent: idempotent methods only
 *   (never POST, so never GraphQL).
 * - connection failed before sending (`ECONNREFUSED`, `EAI_AGAIN`, `EHOSTUNREACH`, `ENETUNREACH`,
 *   TLS handshake timeout): any method.
 * - anything else (`ENOTFOUND`, other TLS errors, 3xx, 4xx, 501, unknown codes): never.
 *
 * @publicApi
 */
export function isResendable(method: HttpMethod | string, outcome: AttemptOutcome): boolean {
  const idempotent = IDEMPOTENT_METHODS.has(method.toUpperCase());
  if (outcome.kind === 'status') {
    if (outcome.status === 429) return true;
    if (outcome.status >= 500 && outcome.status <= 599 && outcome.status !== 501) return idempotent;
    return false;
  }
  if (outcome.code === undefined) return false;
  if (NOT_SENT_CODES.has(outcome.code)) return true;
  if (NO_STATUS_CODES.has(outcome.code)) return idempotent;
  return false;
}

/**
 * Inputs of {@link retryDelayMs}.
 *
 * @publicApi
 */
export interface RetryDelayInput {
  /** Which resend this wait precedes: 1 for the first, 2 for the second. */
  readonly resend: number;
  /** Base delay in milliseconds (the first wait; the second is twice as long). */
  readonly baseDelayMs: number;
  /** Upper bound of the jitter added to the wait, in milliseconds. */
  readonly jitterMs: number;
  /** GitLab's `RateLimit-Reset` header (Unix epoch seconds), for a 429. */
  readonly rateLimitReset?: string;
  /** The current time in epoch milliseconds. */
  readonly nowMs: number;
  /** A number in [0, 1) that scales the jitter. */
  readonly random: number;
}

/**
 * The wait before a resend (E-80): `base × 2^(resend-1)`, or until `RateLimit-Reset` when that is
 * later, plus `random × jitterMs`, never more than 5 s in all. Pure.
 *
 * @example retryDelayMs({ resend: 2, baseDelayMs: 700, jitterMs: 300, nowMs, random: 0 }) // 1400
 * @publicApi
 */
export function retryDelayMs(input: RetryDelayInput): number {
  const resend = Math.max(1, Math.floor(input.resend));
  const base = Math.max(0, input.baseDelayMs) * 2 ** (resend - 1);
  const untilReset = rateLimitResetWaitMs(input.rateLimitReset, input.nowMs);
  const jitter = Math.max(0, input.jitterMs) * Math.min(Math.max(input.random, 0), 1);
  const wait = Math.max(base, untilReset ?? 0) + jitter;
  return Math.round(Math.min(wait, MAX_RETRY_WAIT_MS));
}

function rateLimitResetWaitMs(header: string | undefined, nowMs: number): number | undefined {
  if (header === undefined) return undefined;
  const trimmed = header.trim();
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return undefined;
  const wait = Number(trimmed) * 1000 - nowMs;
  return wait > 0 ? wait : undefined;
}
