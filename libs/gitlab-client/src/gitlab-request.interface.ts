import type { Pagination } from './pagination.interface.js';

/**
 * HTTP methods the client sends.
 *
 * @publicApi
 */
export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A query parameter value. `undefined` is dropped; an array is sent as `key[]=a&key[]=b`.
 *
 * @publicApi
 */
export type QueryValue = string | number | boolean | readonly (string | number)[] | undefined;

/**
 * A file part of a multipart body: the bytes come from the call, never from disk.
 *
 * @publicApi
 */
export interface MultipartFile {
  /** The name GitLab stores the file under. */
  readonly filename: string;
  /** The file's bytes. */
  readonly content: Uint8Array;
  /** Media type of the part. @default 'application/octet-stream' */
  readonly contentType?: string;
}

/**
 * A multipart field value; `undefined` fields are left out.
 *
 * @publicApi
 */
export type MultipartValue = string | number | boolean | MultipartFile | undefined;

/**
 * One REST v4 request.
 *
 * @publicApi
 */
export interface RestRequest {
  /** HTTP method. */
  readonly method: HttpMethod;
  /**
   * Path relative to `/api/v4`, already encoded,
   * e.g. `` `/projects/${encodeURIComponent('acme/backend')}/repository/branches` ``.
   */
  readonly path: string;
  /**
   * The path's template relative to `/api/v4`, placeholders in place of values
   * (`/projects/:id/repository/branches`): what telemetry names the request by, never the path.
   * Without it, telemetry names the method only.
   */
  readonly route?: string;
  /** Query parameters; `undefined` values are dropped, arrays become `key[]=a&key[]=b`. */
  readonly query?: Readonly<Record<string, QueryValue>>;
  /** JSON body, sent with `Content-Type: application/json`. */
  readonly body?: unknown;
  /** A `multipart/form-data` body (uploads); takes the place of `body`. */
  readonly form?: Readonly<Record<string, MultipartValue>>;
  /** Cancels the request and any retry wait (a `TimeoutError` reason means the deadline passed). */
  readonly signal?: AbortSignal;
  /**
   * `json` (default) parses the body; `text` returns it as a string (raw file endpoints);
   * `bytes` returns a `Uint8Array` (artifacts, archives, avatars).
   * @default 'json'
   */
  readonly responseType?: 'json' | 'text' | 'bytes';
  /**
   * For `text` and `bytes`: stop reading a 2xx body after this many bytes and close the
   * connection; the response then says `truncated: true`. Unbounded when absent.
   */
  readonly maxBytes?: number;
}

/**
 * A 2xx REST answer.
 *
 * @publicApi
 */
export interface RestResponse<T> {
  /** HTTP status (2xx). */
  readonly status: number;
  /** Parsed JSON, the text for `responseType: 'text'`, `undefined` for 204 and HEAD. */
  readonly data: T;
  /** Response headers, names in lower case; repeated headers joined with `, `. */
  readonly headers: Record<string, string>;
  /** Page information, present when GitLab sent `X-Page` or `X-Next-Page`. */
  readonly pagination?: Pagination;
  /** True when the body was cut at the request's `maxBytes`. */
  readonly truncated?: boolean;
}

/**
 * One entry of a GraphQL `errors` array.
 *
 * @publicApi
 */
export interface GraphqlError {
  /** GitLab's sentence. */
  readonly message: string;
  /** Where in the answer the error applies. */
  readonly path?: (string | number)[];
  /** Extra detail GitLab attached (e.g. a `code`). */
  readonly extensions?: Record<string, unknown>;
}

/**
 * A 2xx GraphQL answer. Errors inside a 200 are returned, not thrown: the caller decides (E-41).
 *
 * @publicApi
 */
export interface GraphqlResponse<T> {
  /** The `data` member; `null` when GitLab sent none. */
  readonly data: T | null;
  /** The top-level `errors` array, when present. */
  readonly errors?: GraphqlError[];
}
