import { isIP } from 'node:net';
import type { Readable } from 'node:stream';
import axios, { type AxiosInstance, type AxiosResponse } from 'axios';
import type { FailedRequest } from '@gitlab-mcp/errors';
import { abortableDelay, isDeadlineReason } from './abortable.delay.js';
import { refusalFor } from './destination.lookup.js';
import type { PrivateAddressRule } from './destination.policy.js';
import { GitlabAgentPool, type GitlabAgents, type GitlabAgentSource } from './gitlab-agent.pool.js';
import type { GitlabClientOptions } from './gitlab-client-options.interface.js';
import {
  DEFAULT_RETRY_BASE_DELAY_MS,
  DEFAULT_RETRY_JITTER_MS,
  DEFAULT_USER_AGENT,
  DESTINATION_REFUSED_CODE,
  GRAPHQL_PATH,
  MAX_FAILURE_BODY_BYTES,
  MAX_REDIRECTS,
  MAX_RESENDS,
  REST_API_PREFIX,
} from './gitlab-client.constants.js';
import { requestFailedMessage } from './gitlab-client.messages.js';
import type {
  GraphqlError,
  GraphqlResponse,
  HttpMethod,
  RestRequest,
  RestResponse,
} from './gitlab-request.interface.js';
import { GitlabRequestFailureError } from './gitlab-request-failure.error.js';
import { environmentNamesProxy, nodeHttpAdapter } from './node-http.adapter.js';
import { exchangeOverNodeHttp } from './node-http.exchange.js';
import { paginationFromHeaders } from './pagination.parser.js';
import { encodeJson, encodeMultipart, type EncodedBody } from './request-body.encoder.js';
import { buildQueryString, normalizeBaseUrl } from './request-url.builder.js';
import { tracedRequest, type RequestTarget } from './request.telemetry.js';
import { isResendable, retryDelayMs, type AttemptOutcome } from './retry.policy.js';

interface Call {
  readonly transport: FailedRequest['transport'];
  readonly method: HttpMethod;
  readonly url: string;
  readonly payload?: EncodedBody;
  readonly signal?: AbortSignal;
  readonly accept: string;
  /** Read the body as bytes (a 2xx one up to `maxBytes`). */
  readonly bytes?: boolean;
  readonly maxBytes?: number;
}

/** What one exchange brought back, by whichever path it was sent. */
interface Exchanged {
  readonly status: number;
  readonly headers: Readonly<Record<string, unknown>>;
  /** The text of a text exchange, the unread body of a `bytes` one. */
  readonly body: string | Readable;
}

interface Answer {
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly text: string;
  /** The body's bytes, for a `bytes` call. */
  readonly raw?: Buffer;
  readonly truncated?: boolean;
}

/** What one attempt (a request and the redirects it followed) ended with, at `url`, its last hop. */
type Attempt = { readonly url: string } & (
  | ({ readonly kind: 'status' } & Answer)
  | { readonly kind: 'network'; readonly code?: string; readonly message?: string }
  | { readonly kind: 'refused'; readonly message: string }
);

const REDIRECT_STATUSES: ReadonlySet<number> = new Set([301, 302, 303, 307, 308]);

let fallbackAgents: GitlabAgentPool | undefined;
let fallbackHttp: AxiosInstance | undefined;

/**
 * HTTP client for one GitLab instance and one credential: REST v4 and GraphQL, with the E-80
 * retry policy, cancellation through `AbortSignal`, and every failure thrown as a
 * {@link GitlabRequestFailureError}.
 *
 * Outbound destination policy: every address a destination resolves to, and every
 * redirect hop, is checked before anything is sent; a refusal is a failure with
 * `destinationRefused`, never resent. GET and HEAD follow up to {@link MAX_REDIRECTS} redirects
 * (301, 302, 303, 307, 308), sending the token only while the hop stays on the instance's scheme,
 * host and port (or upgrades http to https on the default ports); other methods do not follow
 * redirects, a 3xx is their failure.
 *
 * Cheap to create: the axios instance and the keep-alive agents are shared. An instance that
 * sends with {@link nodeHttpAdapter} and has no interceptors is not asked to merge a config per
 * call: the client makes the exchange on `node:http` itself, as that adapter would, unless a
 * proxy variable (`HTTP_PROXY`, `HTTPS_PROXY`, `ALL_PROXY`, any case) was set when the client was
 * made; then every request goes through axios and its own adapter, which honours it.
 *
 * @publicApi
 */
export class GitlabClient {
  /** The instance URL, normalised (no trailing slash, no `/api/v4`). */
  readonly baseUrl: string;

  readonly #token: string;
  readonly #bearer: boolean;
  readonly #http: AxiosInstance;
  readonly #agents: GitlabAgents | GitlabAgentSource;
  readonly #skipTlsVerify: boolean;
  readonly #hostname: string;
  readonly #origin: URL;
  readonly #ownRule: PrivateAddressRule;
  readonly #foreignRule: PrivateAddressRule;
  readonly #retryBaseDelayMs: number;
  readonly #jitterMs: number;
  readonly #userAgent: string;
  /** Whether a proxy variable was set when the client was made (then axios' adapter sends). */
  readonly #proxied: boolean;

  /**
   * @param options instance, credential and retry settings
   * @param http axios instance to send with (default: a shared one on {@link nodeHttpAdapter});
   *   through another adapter or interceptors, per-request settings (agents, redirects, status
   *   handling) override its defaults
   * @param agents where keep-alive agents come from (default: a process-wide pool). A source
   *   (such as {@link GitlabAgentPool}) gives each hop agents whose DNS lookup enforces that hop's
   *   rule. A fixed set (tests, custom transports) is used for every hop as it is: IP literals are
   *   still checked, but names only as far as the agents' own `lookup` does (the pool's do).
   * @throws TypeError when `baseUrl` is not an http(s) URL with a host, or the token is empty
   */
  constructor(options: GitlabClientOptions, http?: AxiosInstance, agents?: GitlabAgents | GitlabAgentSource) {
    this.baseUrl = normalizeBaseUrl(options.baseUrl);
    if (options.token === '') throw new TypeError('GitLab token must not be empty');
    this.#token = options.token;
    this.#bearer = options.tokenKind === 'oauth';
    this.#http = http ?? (fallbackHttp ??= axios.create({ adapter: nodeHttpAdapter }));
    this.#agents = agents ?? (fallbackAgents ??= new GitlabAgentPool());
    this.#skipTlsVerify = options.skipTlsVerify ?? false;
    this.#origin = new URL(this.baseUrl);
    this.#hostname = this.#origin.hostname;
    const allowPrivate = options.destination?.allowPrivate ?? false;
    const operatorNamed = options.destination?.operatorNamed ?? true;
    this.#ownRule = operatorNamed || allowPrivate ? 'allow' : 'refuse';
    this.#foreignRule = allowPrivate ? 'allow' : 'refuse';
    this.#retryBaseDelayMs = nonNegative(options.retryBaseDelayMs, DEFAULT_RETRY_BASE_DELAY_MS);
    this.#jitterMs = nonNegative(options.jitterMs, DEFAULT_RETRY_JITTER_MS);
    this.#userAgent = options.userAgent ?? DEFAULT_USER_AGENT;
    this.#proxied = environmentNamesProxy();
  }

  /**
   * Sends one REST v4 request; resolves for a 2xx, otherwise throws {@link GitlabRequestFailureError}
   * (after the resends E-80 allows).
   */
  async rest<T>(req: RestRequest): Promise<RestResponse<T>> {
    const path = req.path.startsWith('/') ? req.path : `/${req.path}`;
    const url = `${this.baseUrl}${REST_API_PREFIX}${path}${buildQueryString(req.query)}`;
    const type = req.responseType ?? 'json';
    const payload = req.form !== undefined ? await encodeMultipart(req.form) : req.body !== undefined ? encodeJson(req.body) : undefined;
    const answer = await tracedRequest(this.#target(req.method, req.route), () =>
      this.#send({
        transport: 'rest',
        method: req.method,
        url,
        ...(payload === undefined ? {} : { payload }),
        signal: req.signal,
        accept: type === 'json' ? 'application/json' : '*/*',
        ...(type === 'json' ? {} : { bytes: true, ...(req.maxBytes === undefined ? {} : { maxBytes: req.maxBytes }) }),
      }),
    );

    let data: unknown;
    if (answer.status === 204 || req.method === 'HEAD') data = undefined;
    else if (type === 'bytes') data = new Uint8Array(answer.raw ?? Buffer.alloc(0));
    else if (type === 'text') data = (answer.raw ?? Buffer.alloc(0)).toString('utf8');
    else if (answer.text.trim() !== '') {
      data = parseJson(answer.text);
      // A 2xx that is not JSON (a login or proxy page, a truncated body) is no answer to read.
      if (data === undefined) throw this.#failure({ transport: 'rest', method: req.method, url }, { status: answer.status, ...this.#bodyOf(answer) });
    }

    const perPage = req.query?.['per_page'];
    const pagination = paginationFromHeaders(answer.headers, typeof perPage === 'number' ? perPage : undefined);
    return {
      status: answer.status,
      data: data as T,
      headers: answer.headers,
      ...(pagination === undefined ? {} : { pagination }),
      ...(answer.truncated ? { truncated: true } : {}),
    };
  }

  /**
   * POSTs a GraphQL document to `{baseUrl}/api/graphql`. A 2xx is returned even when it carries
   * `errors` (the caller decides, E-41); a non-2xx, or a 2xx that is not a GraphQL JSON object,
   * throws {@link GitlabRequestFailureError} with transport `graphql`. Never resent except for 429 and
   * connection failures before sending (POST, E-80).
   */
  async graphql<T>(query: string, variables?: Record<string, unknown>, signal?: AbortSignal): Promise<GraphqlResponse<T>> {
    const url = `${this.baseUrl}${GRAPHQL_PATH}`;
    const answer = await tracedRequest(this.#target('POST', GRAPHQL_PATH), () =>
      this.#send({
        transport: 'graphql',
        method: 'POST',
        url,
        payload: encodeJson(variables === undefined ? { query } : { query, variables }),
        signal,
        accept: 'application/json',
      }),
    );
    const parsed = parseJson(answer.text);
    if (!isRecord(parsed) || (!('data' in parsed) && !('errors' in parsed))) {
      throw this.#failure(
        { transport: 'graphql', method: 'POST', url },
        { status: answer.status, ...this.#bodyOf(answer) },
      );
    }
    const errors = Array.isArray(parsed['errors']) ? (parsed['errors'] as GraphqlError[]) : undefined;
    return {
      data: (parsed['data'] ?? null) as T | null,
      ...(errors === undefined ? {} : { errors }),
    };
  }

  /** What telemetry names a request by: the method, the route template, the instance's host and port. */
  #target(method: string, route: string | undefined): RequestTarget {
    return { method, route, host: this.#hostname, port: Number(this.#origin.port) || (this.#origin.protocol === 'https:' ? 443 : 80) };
  }

  async #send(call: Call): Promise<Answer> {
    const origin = { transport: call.transport, method: call.method, url: call.url };
    for (let resend = 0; ; resend++) {
      if (call.signal?.aborted) throw this.#failure(origin, abortFacts(call.signal));

      const attempt = await this.#attempt(call);
      if (attempt.kind === 'status' && attempt.status >= 200 && attempt.status < 300) return attempt;
      // A canceled call is canceled even when the socket broke or a status arrived (E-11).
      if (call.signal?.aborted) throw this.#failure(origin, abortFacts(call.signal));
      // The failure names the hop that failed: after a redirect, that is where it happened.
      const failed = { ...origin, url: attempt.url };
      // Nothing was sent, and a resend would be refused again.
      if (attempt.kind === 'refused') {
        throw this.#failure(failed, {
          destinationRefused: true,
          network: { code: DESTINATION_REFUSED_CODE, message: attempt.message },
        });
      }

      const outcome: AttemptOutcome =
        attempt.kind === 'status' ? { kind: 'status', status: attempt.status } : { kind: 'network', code: attempt.code };
      if (resend < MAX_RESENDS && isResendable(call.method, outcome)) {
        const wait = retryDelayMs({
          resend: resend + 1,
          baseDelayMs: this.#retryBaseDelayMs,
          jitterMs: this.#jitterMs,
          rateLimitReset:
            attempt.kind === 'status' && attempt.status === 429 ? attempt.headers['ratelimit-reset'] : undefined,
          nowMs: Date.now(),
          random: Math.random(),
        });
        await abortableDelay(wait, call.signal);
        continue;
      }

      if (attempt.kind === 'network') {
        const network = {
          ...(attempt.code === undefined ? {} : { code: attempt.code }),
          ...(attempt.message === undefined ? {} : { message: attempt.message }),
        };
        throw this.#failure(failed, { network });
      }
      throw this.#failure(failed, { status: attempt.status, ...this.#bodyOf(attempt) });
    }
  }

  /**
   * Sends `call`, following the redirects a GET or HEAD may follow. Each hop is checked against
   * the policy: the instance's own host under the client's rule, any other host as a destination
   * the operator did not name. The token is dropped for good once a hop leaves the instance's
   * origin. A retry (E-80) starts again from `call.url`: a redirect target (e.g. a signed object
   * store URL) may have expired.
   */
  async #attempt(call: Call): Promise<Attempt> {
    const follows = call.method === 'GET' || call.method === 'HEAD';
    // The first hop is sent exactly as built; only redirect targets are URL-serialised.
    let href = call.url;
    let url = new URL(href);
    let credentials = true;
    for (let hop = 0; ; hop++) {
      const rule = url.hostname === this.#hostname ? this.#ownRule : this.#foreignRule;
      const refusal = literalRefusal(url.hostname, rule);
      if (refusal !== undefined) return { kind: 'refused', url: href, message: refusal };

      const result = await this.#exchange(call, url, href, rule, credentials);
      if (result.kind !== 'status' || !follows || hop >= MAX_REDIRECTS || !REDIRECT_STATUSES.has(result.status)) {
        return result;
      }
      const next = redirectTarget(url, result.headers['location']);
      if (next === undefined || call.signal?.aborted) return result;
      credentials &&= keepsCredentials(this.#origin, next);
      url = next;
      href = next.href;
    }
  }

  /** One HTTP exchange with `url`, with the agents (and lookup) of `rule`. */
  async #exchange(call: Call, url: URL, href: string, rule: PrivateAddressRule, credentials: boolean): Promise<Attempt> {
    const headers: Record<string, string> = {
      ...(credentials ? (this.#bearer ? { Authorization: `Bearer ${this.#token}` } : { 'PRIVATE-TOKEN': this.#token }) : {}),
      Accept: call.accept,
      'User-Agent': this.#userAgent,
    };
    const agents = 'agentsFor' in this.#agents ? this.#agents.agentsFor(this.#skipTlsVerify, rule) : this.#agents;
    if (call.payload !== undefined) headers['Content-Type'] = call.payload.contentType;
    let response: Exchanged;
    try {
      response = !this.#proxied && sendsDirectly(this.#http)
        ? await exchangeOverNodeHttp({
            url,
            method: call.method,
            headers,
            ...(call.payload === undefined ? {} : { body: call.payload.data }),
            ...(call.signal === undefined ? {} : { signal: call.signal }),
            read: call.bytes ? 'stream' : 'text',
            httpAgent: agents.httpAgent,
            httpsAgent: agents.httpsAgent,
          })
        : await this.#throughAxios(call, href, headers, agents);
    } catch (error: unknown) {
      const facts = this.#networkFacts(error);
      if (facts.code === DESTINATION_REFUSED_CODE) {
        return { kind: 'refused', url: href, message: facts.message ?? 'outbound destination refused' };
      }
      return { kind: 'network', url: href, ...facts };
    }
    if (call.bytes) return this.#streamed(href, response, call);
    return {
      kind: 'status',
      url: href,
      status: response.status,
      headers: flattenHeaders(response.headers),
      text: typeof response.body === 'string' ? response.body : '',
    };
  }

  /**
   * The exchange through `axios.request`, for an instance with interceptors or another adapter:
   * every setting the client relies on is spelled out, since the instance's defaults are not ours.
   */
  async #throughAxios(call: Call, href: string, headers: Record<string, string>, agents: GitlabAgents): Promise<Exchanged> {
    const response = await this.#http.request<unknown>({
      url: href,
      method: call.method,
      headers,
      data: call.payload?.data,
      signal: call.signal,
      allowAbsoluteUrls: true,
      responseType: call.bytes ? 'stream' : 'text',
      responseEncoding: 'utf8',
      transformRequest: [(body: unknown) => body],
      transformResponse: [(body: unknown) => body],
      validateStatus: () => true,
      maxRedirects: 0,
      timeout: 0,
      maxContentLength: -1,
      maxBodyLength: Infinity,
      httpAgent: agents.httpAgent,
      httpsAgent: agents.httpsAgent,
    });
    const data = response.data;
    return {
      status: response.status,
      headers: headerRecord(response.headers),
      body: call.bytes ? (data as Readable) : typeof data === 'string' ? data : data == null ? '' : String(data),
    };
  }

  /** Reads a streamed body; a 2xx one stops at `maxBytes` (the rest is never downloaded). */
  async #streamed(url: string, response: Exchanged, call: Call): Promise<Attempt> {
    const ok = response.status >= 200 && response.status < 300;
    const limit = ok ? (call.maxBytes ?? Infinity) : MAX_FAILURE_BODY_BYTES;
    let read: { bytes: Buffer; truncated: boolean };
    try {
      read = await readBounded(response.body as Readable, limit);
    } catch (error: unknown) {
      return { kind: 'network', url, ...this.#networkFacts(error) };
    }
    return {
      kind: 'status',
      url,
      status: response.status,
      headers: flattenHeaders(response.headers),
      text: ok ? '' : read.bytes.toString('utf8'),
      raw: read.bytes,
      truncated: read.truncated,
    };
  }

  #bodyOf(answer: Answer): Pick<FailedRequest, 'body' | 'contentType'> {
    const contentType = answer.headers['content-type'];
    // The client records only the status for every 404 (E-03).
    const body =
      answer.status === 404 || answer.text === ''
        ? undefined
        : this.#redact(capUtf8(answer.text, MAX_FAILURE_BODY_BYTES));
    return {
      ...(body === undefined ? {} : { body }),
      ...(contentType === undefined ? {} : { contentType }),
    };
  }

  #networkFacts(error: unknown): { code?: string; message?: string } {
    const code = errorCode(error);
    const rawMessage = innermostMessage(error);
    const message = rawMessage === undefined ? undefined : this.#scrub(rawMessage);
    return {
      ...(code === undefined ? {} : { code }),
      ...(message === undefined || message === '' ? {} : { message }),
    };
  }

  /** Takes the token and any query string out of text that came from elsewhere. */
  #scrub(text: string): string {
    return this.#redact(text).replace(/(https?:\/\/[^\s?#]*)[?#]\S*/g, '$1');
  }

  #redact(text: string): string {
    return text.split(this.#token).join('[REDACTED]');
  }

  #failure(origin: Pick<FailedRequest, 'transport' | 'method' | 'url'>, facts: Partial<FailedRequest>): GitlabRequestFailureError {
    const failure: FailedRequest = { ...origin, url: this.#redact(origin.url), ...facts };
    return new GitlabRequestFailureError(this.#scrub(requestFailedMessage(failure)), failure);
  }
}

/** Node never calls `lookup` for an IP literal, so the policy checks literals here. */
function literalRefusal(hostname: string, rule: PrivateAddressRule): string | undefined {
  const bare = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  if (isIP(bare) === 0) return undefined;
  return refusalFor(bare, bare, rule)?.message;
}

/** The http(s) URL a `Location` header points to, resolved against the hop that sent it. */
function redirectTarget(from: URL, location: string | undefined): URL | undefined {
  if (location === undefined || location.trim() === '') return undefined;
  let next: URL;
  try {
    next = new URL(location, from);
  } catch {
    return undefined;
  }
  if (next.protocol !== 'http:' && next.protocol !== 'https:') return undefined;
  return next;
}

/**
 * Whether the token may go to `to`: the same scheme, host and port as the instance, or the
 * http → https upgrade of the same host on the default ports.
 */
function keepsCredentials(origin: URL, to: URL): boolean {
  if (to.hostname !== origin.hostname) return false;
  if (to.protocol === origin.protocol) return effectivePort(to) === effectivePort(origin);
  return origin.protocol === 'http:' && effectivePort(origin) === '80' && to.protocol === 'https:' && effectivePort(to) === '443';
}

function effectivePort(url: URL): string {
  if (url.port !== '') return url.port;
  return url.protocol === 'https:' ? '443' : '80';
}

function abortFacts(signal: AbortSignal): Partial<FailedRequest> {
  return isDeadlineReason(signal.reason) ? { deadlineExceeded: true } : { canceled: true };
}

function nonNegative(value: number | undefined, fallback: number): number {
  return value !== undefined && Number.isFinite(value) && value >= 0 ? value : fallback;
}

/** An axios response's headers as a plain record (AxiosHeaders or a plain object). */
function headerRecord(headers: AxiosResponse['headers']): Readonly<Record<string, unknown>> {
  return typeof (headers as { toJSON?: unknown }).toJSON === 'function'
    ? (headers as { toJSON(): Record<string, unknown> }).toJSON()
    : (headers as Record<string, unknown>);
}

function flattenHeaders(source: Readonly<Record<string, unknown>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(source)) {
    if (value === undefined || value === null) continue;
    out[name.toLowerCase()] = Array.isArray(value) ? value.map(String).join(', ') : String(value);
  }
  return out;
}

/**
 * Whether the client may send on `node:http` itself rather than through `axios.request`: the
 * instance sends with {@link nodeHttpAdapter} (the HttpService of {@link GitlabClientModule}
 * does) and has no interceptors to run. Then axios' request pipeline (config merge, header
 * normalisation, transforms) would end in the same exchange, only later. (The client also
 * requires that no proxy variable was set when it was made.)
 */
function sendsDirectly(instance: AxiosInstance): boolean {
  return (
    instance.defaults.adapter === nodeHttpAdapter &&
    (instance.interceptors.request.handlers?.length ?? 0) === 0 &&
    (instance.interceptors.response.handlers?.length ?? 0) === 0
  );
}

/** Reads up to `limit` bytes of `stream`, then closes it. */
async function readBounded(stream: Readable, limit: number): Promise<{ bytes: Buffer; truncated: boolean }> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const part = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
    if (size + part.length > limit) {
      chunks.push(part.subarray(0, limit - size));
      stream.destroy();
      return { bytes: Buffer.concat(chunks, limit), truncated: true };
    }
    chunks.push(part);
    size += part.length;
  }
  return { bytes: Buffer.concat(chunks, size), truncated: false };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Cuts `text` to at most `maxBytes` of UTF-8 without splitting a character. */
function capUtf8(text: string, maxBytes: number): string {
  const bytes = Buffer.from(text, 'utf8');
  if (bytes.length <= maxBytes) return text;
  let end = maxBytes;
  // Step back over continuation bytes (10xxxxxx) to the start of the cut character.
  while (end > 0 && ((bytes[end] ?? 0) & 0xc0) === 0x80) end--;
  return bytes.subarray(0, end).toString('utf8');
}

/** The most specific error code: the axios error's, else its cause's, else an aggregated one's. */
function errorCode(error: unknown): string | undefined {
  const seen = new Set<unknown>();
  let current: unknown = error;
  let fallback: string | undefined;
  while (isRecord(current) || current instanceof Error) {
    if (seen.has(current)) break;
    seen.add(current);
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && code !== '') {
      // axios' own generic codes say less than the socket's code underneath.
      if (!code.startsWith('ERR_BAD_') && code !== 'ERR_NETWORK') return code;
      fallback ??= code;
    }
    const errors = (current as { errors?: unknown }).errors;
    if (Array.isArray(errors) && errors.length > 0) {
      const nested = errorCode(errors[0]);
      if (nested !== undefined) return nested;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return fallback;
}

function innermostMessage(error: unknown): string | undefined {
  const message = messageOf(error);
  if (message === undefined) return typeof error === 'string' ? error : undefined;
  const cause = messageOf((error as { cause?: unknown }).cause);
  if (cause !== undefined && cause !== '') return cause;
  // Node's AggregateError (every address of a dual-stack name failed) says it all in `errors`,
  // joined as axios joins them.
  const errors = (error as { errors?: unknown }).errors;
  if (message === '' && Array.isArray(errors)) {
    return errors.map((e: unknown) => messageOf(e) ?? String(e)).filter((m) => m !== '').join('; ');
  }
  return message;
}

/** An error's message; duck-typed, since Node's own errors may come from another realm. */
function messageOf(error: unknown): string | undefined {
  if (!(error instanceof Error) && !isRecord(error)) return undefined;
  const message = (error as { message?: unknown }).message;
  return typeof message === 'string' ? message : undefined;
}
