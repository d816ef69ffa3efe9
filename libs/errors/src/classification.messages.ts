/**
 * Classifications of GitLab's answers by HTTP status (E-10), verbatim.
 *
 * @publicApi
 */
export const STATUS_CLASSIFICATIONS: Readonly<Record<number, string>> = Object.freeze({
  400: 'bad request: check your input parameters',
  401: 'unauthorized: either the token (GITLAB_TOKEN) is invalid or expired, or it is valid and lacks a permission this action needs, since some GitLab endpoints answer a missing permission with 401 rather than 403. If the token works for other calls, treat this as a permission refusal',
  403: 'access denied: your token lacks the required permissions. This can mean: (1) missing API scope on the token, (2) insufficient project role (some operations require Maintainer or Owner), or (3) the feature is restricted by instance admin settings',
  404: 'not found: the requested resource does not exist, you lack access, or the feature requires a higher GitLab tier. Verify the ID/path is correct',
  405: 'method not allowed: the action cannot be performed on this resource in its current state',
  409: 'conflict: the resource already exists or there is a state conflict',
  422: 'validation failed: GitLab rejected the request due to invalid data',
  429: 'rate limited: too many requests, please wait before retrying',
  500: 'GitLab internal server error: the server encountered an unexpected condition',
  502: 'GitLab is temporarily unavailable (bad gateway): try again shortly',
  503: 'GitLab is under maintenance or overloaded (service unavailable): try again shortly',
});

/**
 * The 401 verdict used only when GitLab said it rejected the token itself (E-10, E-15).
 *
 * @publicApi
 */
export const TOKEN_REJECTED_CLASSIFICATION =
  'authentication failed: GitLab rejected the token (GITLAB_TOKEN) itself as invalid, expired, revoked or without the api or read_api scope, so renew or replace it';

/**
 * Classifications of requests GitLab did not answer (E-11), verbatim.
 *
 * @publicApi
 */
export const UNANSWERED_CLASSIFICATIONS = Object.freeze({
  canceled: 'the request was canceled by the client',
  deadlineExceeded: 'the request exceeded its deadline and was canceled',
  unattributed:
    'this request could not be attributed to a credential and was not sent to GitLab; retry, and report it if it persists',
  destinationRefused: 'this server refused to connect to that address, so the request never left the process',
  connectionRefused:
    'GitLab server is unreachable (connection refused). Check GITLAB_URL and whether the server is running',
  dns: 'GitLab server hostname could not be resolved (DNS error). Check GITLAB_URL',
  timeout: 'Request to GitLab timed out. The server may be overloaded or unreachable',
  tls: 'TLS/SSL handshake failed. If using self-signed certificates, set GITLAB_MCP_SKIP_TLS_VERIFY=true',
  unexpected: 'unexpected error',
});

/**
 * `GitLab returned HTTP <status>`: the classification of a status E-10 does not list.
 *
 * @publicApi
 * @param status - the HTTP status GitLab answered with
 */
export function otherStatusClassification(status: number): string {
  return `GitLab returned HTTP ${status}`;
}

/**
 * `network error reaching GitLab (Get)`: any other network error (E-11), naming the request's
 * method with only its first letter upper-case.
 *
 * @publicApi
 * @param method - the HTTP method of the failed request, in any case
 */
export function networkErrorClassification(method: string): string {
  const lower = method.toLowerCase();
  return `network error reaching GitLab (${lower.charAt(0).toUpperCase()}${lower.slice(1)})`;
}

/**
 * The one suggestion a destination refused by the outbound policy gets (E-11, E-37).
 *
 * @publicApi
 */
export const DESTINATION_REFUSED_SUGGESTION =
  'if this GitLab instance or its object store is in your own private network, start the server with --allow-private-instances; cloud metadata addresses stay refused whatever the flag';

/**
 * What happened to a request that got no answer, written after its request line in the cause.
 * Stable texts: they name the failure, never the query string, the address or the system message.
 */
export const UNANSWERED_CAUSES = Object.freeze({
  canceled: 'canceled by the client',
  deadlineExceeded: 'deadline exceeded',
  destinationRefused: 'outbound destination refused',
  connectionRefused: 'connection refused',
  hostNotFound: 'hostname could not be resolved',
  dnsTemporary: 'hostname could not be resolved (temporary DNS failure)',
  timeout: 'timed out',
  tls: 'TLS handshake failed',
  network: 'network error',
  noResponse: 'no response',
});
