import { classifyFailure, isTokenRejected } from './failure.classifier.js';
import type { FailedRequest } from './failed-request.js';
import { classifyNetworkCode } from './network-error.classifier.js';

const URL = 'https://gitlab.example.com/api/v4/projects/42/issues?private_token=secret';
const rest = (extra: Partial<FailedRequest>): FailedRequest => ({ transport: 'rest', method: 'GET', url: URL, ...extra });

describe('E-10 classification by status', () => {
  it.each([
    [400, 'bad request: check your input parameters'],
    [401, 'unauthorized: either the token (GITLAB_TOKEN) is invalid or expired, or it is valid and lacks a permission this action needs, since some GitLab endpoints answer a missing permission with 401 rather than 403. If the token works for other calls, treat this as a permission refusal'],
    [403, 'access denied: your token lacks the required permissions. This can mean: (1) missing API scope on the token, (2) insufficient project role (some operations require Maintainer or Owner), or (3) the feature is restricted by instance admin settings'],
    [404, 'not found: the requested resource does not exist, you lack access, or the feature requires a higher GitLab tier. Verify the ID/path is correct'],
    [405, 'method not allowed: the action cannot be performed on this resource in its current state'],
    [409, 'conflict: the resource already exists or there is a state conflict'],
    [422, 'validation failed: GitLab rejected the request due to invalid data'],
    [429, 'rate limited: too many requests, please wait before retrying'],
    [500, 'GitLab internal server error: the server encountered an unexpected condition'],
    [502, 'GitLab is temporarily unavailable (bad gateway): try again shortly'],
    [503, 'GitLab is under maintenance or overloaded (service unavailable): try again shortly'],
    [418, 'GitLab returned HTTP 418'],
    [504, 'GitLab returned HTTP 504'],
    [501, 'GitLab returned HTTP 501'],
  ])('E-10 status %i has its verbatim classification', (status, text) => {
    expect(classifyFailure(rest({ status })).text).toBe(text);
    expect(classifyFailure({ ...rest({ status }), transport: 'graphql', method: 'POST' }).text).toBe(
      status === 401 ? classifyFailure(rest({ status: 401, body: '{"error":"invalid_token"}' })).text : text,
    );
  });

  it('E-10 E-12 a 2xx has no status to classify: unexpected error', () => {
    expect(classifyFailure(rest({ status: 200 }))).toEqual({ kind: 'unexpected', text: 'unexpected error' });
  });
});

describe('E-11 requests GitLab did not answer', () => {
  it.each<[string, Partial<FailedRequest>, string]>([
    ['canceled', { canceled: true }, 'the request was canceled by the client'],
    ['deadline', { deadlineExceeded: true }, 'the request exceeded its deadline and was canceled'],
    ['unattributed', { unattributed: true }, 'this request could not be attributed to a credential and was not sent to GitLab; retry, and report it if it persists'],
    ['destination refused', { destinationRefused: true }, 'this server refused to connect to that address, so the request never left the process'],
    ['connection refused', { network: { code: 'ECONNREFUSED' } }, 'GitLab server is unreachable (connection refused). Check GITLAB_URL and whether the server is running'],
    ['DNS', { network: { code: 'ENOTFOUND' } }, 'GitLab server hostname could not be resolved (DNS error). Check GITLAB_URL'],
    ['timeout', { network: { code: 'ETIMEDOUT' } }, 'Request to GitLab timed out. The server may be overloaded or unreachable'],
    ['TLS', { network: { code: 'CERT_HAS_EXPIRED' } }, 'TLS/SSL handshake failed. If using self-signed certificates, set GITLAB_MCP_SKIP_TLS_VERIFY=true'],
    ['other network error', { network: { code: 'ECONNRESET' } }, 'network error reaching GitLab (Get)'],
    ['network error without code', { network: { message: 'socket hang up' } }, 'network error reaching GitLab (Get)'],
    ['anything else', {}, 'unexpected error'],
  ])('E-11 %s', (_name, extra, text) => {
    expect(classifyFailure(rest(extra)).text).toBe(text);
  });

  it.each([
    ['GET', 'Get'],
    ['POST', 'Post'],
    ['PUT', 'Put'],
    ['PATCH', 'Patch'],
    ['DELETE', 'Delete'],
    ['HEAD', 'Head'],
  ])('E-11 other network error names %s as (%s)', (method, spelled) => {
    expect(classifyFailure(rest({ method, network: { code: 'EPIPE' } })).text).toBe(
      `network error reaching GitLab (${spelled})`,
    );
  });

  it.each<[string, Partial<FailedRequest>, string]>([
    ['canceled wins over a broken connection', { canceled: true, network: { code: 'ECONNRESET' } }, 'canceled'],
    ['canceled wins over a status', { canceled: true, status: 502 }, 'canceled'],
    ['canceled wins over the deadline', { canceled: true, deadlineExceeded: true }, 'canceled'],
    ['deadline wins over unattributed', { deadlineExceeded: true, unattributed: true }, 'deadline-exceeded'],
    ['unattributed wins over destination refused', { unattributed: true, destinationRefused: true }, 'unattributed'],
    ['destination refused wins over network', { destinationRefused: true, network: { code: 'ECONNREFUSED' } }, 'destination-refused'],
    ['network wins over a status', { network: { code: 'ECONNREFUSED' }, status: 500 }, 'connection-refused'],
  ])('E-11 order: %s', (_name, extra, kind) => {
    expect(classifyFailure(rest(extra)).kind).toBe(kind);
  });
});

describe('E-15 401: two causes', () => {
  it.each<[string, FailedRequest, boolean]>([
    ['REST 401 with invalid_token', rest({ status: 401, body: '{"error":"invalid_token","error_description":"Token is expired."}' }), true],
    ['REST 401 without the code', rest({ status: 401, body: '{"message":"401 Unauthorized"}' }), false],
    ['REST 401 with another RFC 6750 code', rest({ status: 401, body: '{"error":"invalid_request"}' }), false],
    ['REST 401 with a non-JSON body', rest({ status: 401, body: '<html>401</html>' }), false],
    ['any GraphQL 401', { transport: 'graphql', method: 'POST', url: 'https://gitlab.example.com/api/graphql', status: 401, body: '{"errors":[{"message":"Invalid token"}]}' }, true],
    ['GraphQL 401 without body', { transport: 'graphql', method: 'POST', url: 'https://gitlab.example.com/api/graphql', status: 401 }, true],
    ['REST 403 with invalid_token', rest({ status: 403, body: '{"error":"invalid_token"}' }), false],
  ])('E-15 E-16 %s', (_name, failure, rejected) => {
    expect(isTokenRejected(failure)).toBe(rejected);
    expect(classifyFailure(failure).kind).toBe(rejected ? 'token-rejected' : 'http-status');
  });

  it('E-15 the token-rejected verdict is verbatim', () => {
    expect(classifyFailure(rest({ status: 401, body: '{"error":"invalid_token"}' })).text).toBe(
      'authentication failed: GitLab rejected the token (GITLAB_TOKEN) itself as invalid, expired, revoked or without the api or read_api scope, so renew or replace it',
    );
  });
});

describe('E-80 Node error codes', () => {
  it.each([
    ['ECONNREFUSED', 'connection-refused'],
    ['ENOTFOUND', 'dns'],
    ['EAI_AGAIN', 'dns'],
    ['ETIMEDOUT', 'timeout'],
    ['ESOCKETTIMEDOUT', 'timeout'],
    ['ECONNABORTED', 'timeout'],
    ['UND_ERR_CONNECT_TIMEOUT', 'timeout'],
    ['ERR_TLS_CERT_ALTNAME_INVALID', 'tls'],
    ['ERR_TLS_HANDSHAKE_TIMEOUT', 'tls'],
    ['EPROTO', 'tls'],
    ['DEPTH_ZERO_SELF_SIGNED_CERT', 'tls'],
    ['SELF_SIGNED_CERT_IN_CHAIN', 'tls'],
    ['UNABLE_TO_VERIFY_LEAF_SIGNATURE', 'tls'],
    ['UNABLE_TO_GET_ISSUER_CERT_LOCALLY', 'tls'],
    ['CERT_HAS_EXPIRED', 'tls'],
    ['ERR_SSL_WRONG_VERSION_NUMBER', 'tls'],
    ['ECONNRESET', 'network'],
    ['EHOSTUNREACH', 'network'],
  ])('E-80 %s is the %s row', (code, kind) => {
    expect(classifyNetworkCode(code)).toBe(kind);
  });

  it('E-80 a missing code is an other network error', () => {
    expect(classifyNetworkCode(undefined)).toBe('network');
  });
});
