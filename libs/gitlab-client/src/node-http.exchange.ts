import * as http from 'node:http';
import * as https from 'node:https';
import { pipeline, type Readable } from 'node:stream';
import * as zlib from 'node:zlib';

/** One HTTP request as {@link exchangeOverNodeHttp} sends it. */
export interface NodeHttpRequest {
  /** The whole URL; Node serialises its path and query (WHATWG), as axios' own adapter did. */
  readonly url: URL;
  readonly method: string;
  /** Sent as given; `Accept-Encoding` is added unless present, `Content-Length` for a body. */
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: string | Uint8Array;
  readonly signal?: AbortSignal;
  /** `stream`: the body is handed over unread; `text`: read whole and decoded as UTF-8. */
  readonly read: 'text' | 'stream';
  readonly httpAgent?: http.Agent;
  readonly httpsAgent?: https.Agent;
}

/** What came back: headers as Node parsed them, `content-encoding` gone once the body is decoded. */
export interface NodeHttpResponse<B extends string | Readable = string | Readable> {
  readonly status: number;
  readonly statusText: string;
  readonly headers: http.IncomingHttpHeaders;
  readonly body: B;
  /** The request that was sent (for axios' `response.request`). */
  readonly request: http.ClientRequest;
}

/** Sent unless the caller names its own: the encodings {@link decoderFor} can undo. */
const ACCEPT_ENCODING = 'gzip, deflate, br';

/**
 * One HTTP/1.1 exchange on the caller's keep-alive agents, with nothing in between: no redirect
 * following (the caller follows redirects itself, checking each hop), no proxy, no timeout of its
 * own (the caller's `signal` is the deadline). The body is decompressed (gzip, deflate, br) as
 * axios' adapter did; `text` strips a byte order mark as it did.
 *
 * Rejects with the socket's own error (its `code`: `ECONNREFUSED`, `ECONNRESET`, the policy's
 * `EDESTREFUSED` from the agent's lookup, ...), or an `AbortError` once `signal` aborts.
 */
export function exchangeOverNodeHttp(request: NodeHttpRequest & { readonly read: 'text' }): Promise<NodeHttpResponse<string>>;
export function exchangeOverNodeHttp(request: NodeHttpRequest & { readonly read: 'stream' }): Promise<NodeHttpResponse<Readable>>;
export function exchangeOverNodeHttp(request: NodeHttpRequest): Promise<NodeHttpResponse>;
export function exchangeOverNodeHttp(request: NodeHttpRequest): Promise<NodeHttpResponse> {
  const { signal } = request;
  if (signal?.aborted) return Promise.reject(abortError(signal));
  return new Promise((resolve, reject) => {
    const secure = request.url.protocol === 'https:';
    const headers: Record<string, string> = { ...request.headers };
    if (!hasHeader(headers, 'accept-encoding')) headers['Accept-Encoding'] = ACCEPT_ENCODING;
    const body = request.body;
    if (body !== undefined) headers['Content-Length'] = String(typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength);
    const options: http.RequestOptions = { method: request.method, headers, agent: secure ? request.httpsAgent : request.httpAgent };

    let settled = false;
    let release = (): void => undefined;
    const fail = (error: Error): void => {
      release();
      if (settled) return;
      settled = true;
      reject(error);
    };
    const req = (secure ? https.request : http.request)(request.url, options, (res) => {
      const decoder = decoderFor(request.method, res);
      const stream: Readable = decoder === undefined ? res : pipeline(res, decoder, () => undefined);
      const answer = { status: res.statusCode ?? 0, statusText: res.statusMessage ?? '', headers: res.headers, request: req };
      if (request.read === 'stream') {
        settled = true;
        stream.once('close', () => release());
        resolve({ ...answer, body: stream });
        return;
      }
      readText(stream, res).then((text) => {
        release();
        if (settled) return;
        settled = true;
        resolve({ ...answer, body: text });
      }, fail);
    });
    req.on('error', fail);
    if (signal !== undefined) {
      const onAbort = (): void => {
        const error = abortError(signal);
        fail(error);
        req.destroy(error);
      };
      signal.addEventListener('abort', onAbort, { once: true });
      release = () => signal.removeEventListener('abort', onAbort);
    }
    req.end(body);
  });
}

/** The decompressor for the response's `content-encoding`, removing the header it undoes. */
function decoderFor(method: string, res: http.IncomingMessage): zlib.Unzip | zlib.BrotliDecompress | undefined {
  const encoding = res.headers['content-encoding'];
  if (encoding === undefined) return undefined;
  if (method === 'HEAD' || res.statusCode === 204 || res.statusCode === 304) {
    delete res.headers['content-encoding'];
    return undefined;
  }
  let decoder: zlib.Unzip | zlib.BrotliDecompress | undefined;
  switch (encoding.toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
    case 'deflate':
      // Unzip reads gzip and zlib-wrapped deflate alike; a lenient flush keeps a truncated tail.
      decoder = zlib.createUnzip({ flush: zlib.constants.Z_SYNC_FLUSH, finishFlush: zlib.constants.Z_SYNC_FLUSH });
      break;
    case 'br':
      decoder = zlib.createBrotliDecompress({ flush: zlib.constants.BROTLI_OPERATION_FLUSH, finishFlush: zlib.constants.BROTLI_OPERATION_FLUSH });
      break;
    default:
      return undefined;
  }
  delete res.headers['content-encoding'];
  return decoder;
}

/** Reads `stream` whole as UTF-8; rejects when the message ends before it is complete. */
function readText(stream: Readable, res: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.once('error', reject);
    stream.once('end', () => {
      const text = (chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks)).toString('utf8');
      resolve(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
    });
    res.once('close', () => {
      if (!res.complete) reject(Object.assign(new Error('aborted'), { code: 'ECONNRESET' }));
    });
  });
}

function hasHeader(headers: Record<string, string>, lowerName: string): boolean {
  for (const name of Object.keys(headers)) if (name.toLowerCase() === lowerName) return true;
  return false;
}

/** The error an aborted exchange rejects with, carrying the signal's reason as its cause. */
function abortError(signal: AbortSignal): Error {
  return Object.assign(new Error('This operation was aborted', { cause: signal.reason }), { name: 'AbortError', code: 'ABORT_ERR' });
}
