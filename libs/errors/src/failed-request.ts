import type { GraphqlDataErrors } from './graphql-data-errors.interface.js';

/**
 * Everything the error taxonomy needs to know about one GitLab request that failed.
 * Plain data: the GitLab client fills it, the classifier and composer read it.
 *
 * @publicApi
 */
export interface FailedRequest {
  /** REST v4 or the GraphQL endpoint. */
  readonly transport: 'rest' | 'graphql';
  /** Upper-case HTTP method (`GET`, `POST`, ...). */
  readonly method: string;
  /** The full request URL. The composer strips the query string; it never reaches a message. */
  readonly url: string;
  /** HTTP status when GitLab (or a proxy in front of it) answered. */
  readonly status?: number;
  /** The raw response body text, when there was one. */
  readonly body?: string;
  /** The response `content-type`, when there was one. */
  readonly contentType?: string;
  /** Why no answer arrived: the Node error code (`ECONNREFUSED`, `ENOTFOUND`, `ERR_TLS_CERT_ALTNAME_INVALID`, ...) and message. */
  readonly network?: { readonly code?: string; readonly message?: string };
  /** The MCP client canceled the call (wins over everything else, E-11). */
  readonly canceled?: boolean;
  /** The action deadline (`GITLAB_MCP_ACTION_TIMEOUT`) passed. */
  readonly deadlineExceeded?: boolean;
  /** HTTP mode could not tell which credential the call belongs to; nothing was sent. */
  readonly unattributed?: boolean;
  /** The outbound destination policy refused the address; nothing was sent. */
  readonly destinationRefused?: boolean;
  /** GraphQL errors a handler found inside a 200 response (E-41); classified as `unexpected error`. */
  readonly graphqlErrors?: GraphqlDataErrors;
}
