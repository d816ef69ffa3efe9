import type { FailedRequest } from './failed-request.js';
import { composeGitlabError } from './gitlab-error.composer.js';

const GITLAB = 'https://gitlab.example.com';
const FORBIDDEN_403 =
  'access denied: your token lacks the required permissions. This can mean: (1) missing API scope on the token, (2) insufficient project role (some operations require Maintainer or Owner), or (3) the feature is restricted by instance admin settings';
const rest = (method: string, path: string, status: number, body?: string): FailedRequest => ({
  transport: 'rest',
  method,
  url: `${GITLAB}${path}`,
  status,
  body,
});
const GRAPHQL_URL = `${GITLAB}/api/graphql`;

describe('E-25 E-26 golden messages', () => {
  it('E-25 form 1 (list project service accounts 502): an nginx page is not quoted, the cause ends at the status', () => {
    const failure = rest('GET', '/api/v4/projects/42/service_accounts', 502, '<html><center>nginx</center></html>');
    expect(composeGitlabError('list project service accounts', { ...failure, contentType: 'text/html' })).toBe(
      'list project service accounts: GitLab is temporarily unavailable (bad gateway): try again shortly: GET https://gitlab.example.com/api/v4/projects/42/service_accounts: 502',
    );
  });

  it('E-25 form 2 (issueList expired token)', () => {
    const failure = rest(
      'GET',
      '/api/v4/projects/42/issues?state=opened&per_page=20',
      401,
      '{"error":"invalid_token","error_description":"Token is expired. You can either do re-authorization or token refresh."}',
    );
    expect(composeGitlabError('issueList', failure)).toBe(
      'issueList: authentication failed: GitLab rejected the token (GITLAB_TOKEN) itself as invalid, expired, revoked or without the api or read_api scope, so renew or replace it ({error: invalid_token}, {error_description: Token is expired. You can either do re-authorization or token refresh.}): GET https://gitlab.example.com/api/v4/projects/42/issues: 401 {error: invalid_token}, {error_description: Token is expired. You can either do re-authorization or token refresh.}',
    );
  });

  it('E-25 form 3 (fileCreate 400 with suggestion)', () => {
    const failure = rest('POST', '/api/v4/projects/42/repository/files/README.md', 400, '{"message":"A file with this name already exists"}');
    const hints = [
      { text: 'the file may already exist. Use repository.file_update to modify an existing file, or verify the branch name', statuses: [400] },
    ];
    expect(composeGitlabError('fileCreate', failure, hints)).toBe(
      'fileCreate: bad request: check your input parameters ({message: A file with this name already exists}). Suggestion: the file may already exist. Use repository.file_update to modify an existing file, or verify the branch name: POST https://gitlab.example.com/api/v4/projects/42/repository/files/README.md: 400 {message: A file with this name already exists}',
    );
  });

  const branchProtectHints = [
    { text: 'protecting branches requires Maintainer or Owner role', statuses: [403], namesRole: true },
  ];

  it('E-25 form 4 (branchProtect 403): suggestion for its status', () => {
    const failure = rest('POST', '/api/v4/projects/42/protected_branches', 403, '{"message":"403 Forbidden"}');
    expect(composeGitlabError('branchProtect', failure, branchProtectHints)).toBe(
      'branchProtect: access denied: your token lacks the required permissions. This can mean: (1) missing API scope on the token, (2) insufficient project role (some operations require Maintainer or Owner), or (3) the feature is restricted by instance admin settings. Suggestion: protecting branches requires Maintainer or Owner role: POST https://gitlab.example.com/api/v4/projects/42/protected_branches: 403 {message: 403 Forbidden}',
    );
  });

  it('E-25 form 4 (branchProtect 409): the message form for any other status', () => {
    const failure = rest('POST', '/api/v4/projects/42/protected_branches', 409, '{"message":"Protected branch \'main\' already exists"}');
    expect(composeGitlabError('branchProtect', failure, branchProtectHints)).toBe(
      "branchProtect: conflict: the resource already exists or there is a state conflict ({message: Protected branch 'main' already exists}): POST https://gitlab.example.com/api/v4/projects/42/protected_branches: 409 {message: Protected branch 'main' already exists}",
    );
  });

  it('E-25 a 403 without a hint (issueCreate, golden)', () => {
    const failure = rest('POST', '/api/v4/projects/42/issues', 403, '{"message":"403 Forbidden"}');
    expect(composeGitlabError('issueCreate', failure)).toBe(
      'issueCreate: access denied: your token lacks the required permissions. This can mean: (1) missing API scope on the token, (2) insufficient project role (some operations require Maintainer or Owner), or (3) the feature is restricted by instance admin settings: POST https://gitlab.example.com/api/v4/projects/42/issues: 403 {message: 403 Forbidden}',
    );
  });

  it('E-38 E-26 mrApprove 401 (golden)', () => {
    const failure = rest('POST', '/api/v4/projects/42/merge_requests/7/approve', 401, '{"message":"401 Unauthorized"}');
    const hints = [
      { text: 'you may be the MR author (self-approval not allowed) or lack sufficient permissions', statuses: [401], namesRole: true },
    ];
    expect(composeGitlabError('mrApprove', failure, hints)).toBe(
      'mrApprove: unauthorized: either the token (GITLAB_TOKEN) is invalid or expired, or it is valid and lacks a permission this action needs, since some GitLab endpoints answer a missing permission with 401 rather than 403. If the token works for other calls, treat this as a permission refusal. Suggestion: you may be the MR author (self-approval not allowed) or lack sufficient permissions: POST https://gitlab.example.com/api/v4/projects/42/merge_requests/7/approve: 401 {message: 401 Unauthorized}',
    );
  });

  it('E-35 E-26 issueGet 404 (golden)', () => {
    const failure = rest('GET', '/api/v4/projects/42/issues/999', 404, '{"message":"404 Issue Not Found"}');
    const hints = [{ text: 'verify project_id and issue_iid; use issue.list to see existing issues in the project', statuses: [404] }];
    expect(composeGitlabError('issueGet', failure, hints)).toBe(
      'issueGet: not found: the requested resource does not exist, you lack access, or the feature requires a higher GitLab tier. Verify the ID/path is correct. Suggestion: verify project_id and issue_iid; use issue.list to see existing issues in the project: 404 Not Found',
    );
  });

  it('E-26 the instance\'s own scheme and host replace gitlab.example.com', () => {
    const failure: FailedRequest = { transport: 'rest', method: 'POST', url: 'http://git.internal:8080/api/v4/projects/42/issues', status: 403, body: '{"message":"403 Forbidden"}' };
    expect(composeGitlabError('issueCreate', failure)).toBe(
      `issueCreate: ${FORBIDDEN_403}: POST http://git.internal:8080/api/v4/projects/42/issues: 403 {message: 403 Forbidden}`,
    );
  });
});

describe('E-02 E-03 message parts', () => {
  it('E-02 parts in order: operation, classification, GitLab\'s message, suggestion, cause', () => {
    const failure = rest('PUT', '/api/v4/projects/42', 422, '{"message":{"name":["is too long"]}}');
    expect(composeGitlabError('projectUpdate', failure, [{ text: 'shorten the name' }])).toBe(
      'projectUpdate: validation failed: GitLab rejected the request due to invalid data ({message: {name: [is too long]}}). Suggestion: shorten the name: PUT https://gitlab.example.com/api/v4/projects/42: 422 {message: {name: [is too long]}}',
    );
  });

  it('E-03 a REST 404 cause has no request line and never GitLab\'s message', () => {
    expect(composeGitlabError('issueGet', rest('GET', '/api/v4/projects/42/issues/9', 404, '{"message":"404 Project Not Found"}'))).toBe(
      'issueGet: not found: the requested resource does not exist, you lack access, or the feature requires a higher GitLab tier. Verify the ID/path is correct: 404 Not Found',
    );
  });

  it('E-03 E-40 a GraphQL 404 cause', () => {
    const failure: FailedRequest = { transport: 'graphql', method: 'POST', url: GRAPHQL_URL, status: 404, body: '{"errors":[{"message":"x"}]}' };
    expect(composeGitlabError('vulnerabilityList', failure)).toBe(
      'vulnerabilityList: not found: the requested resource does not exist, you lack access, or the feature requires a higher GitLab tier. Verify the ID/path is correct: failed to execute GraphQL query: 404 Not Found',
    );
  });

  it('E-71 a dropped body ends the cause at the status, no trailing space', () => {
    const failure = rest('GET', '/api/v4/projects/42', 500, '{"message":"x","trace":"y"}');
    expect(composeGitlabError('projectGet', failure)).toBe(
      'projectGet: GitLab internal server error: the server encountered an unexpected condition: GET https://gitlab.example.com/api/v4/projects/42: 500',
    );
  });

  it('E-10 other status', () => {
    expect(composeGitlabError('jobTrace', rest('GET', '/api/v4/projects/42/jobs/1/trace', 418))).toBe(
      'jobTrace: GitLab returned HTTP 418: GET https://gitlab.example.com/api/v4/projects/42/jobs/1/trace: 418',
    );
  });
});

describe('E-11 E-73 causes of unanswered requests', () => {
  const base: FailedRequest = { transport: 'rest', method: 'GET', url: `${GITLAB}/api/v4/projects/42/issues?search=secret#frag` };

  it.each<[string, Partial<FailedRequest>, string]>([
    ['canceled', { canceled: true, status: 200 }, 'issueList: the request was canceled by the client: GET https://gitlab.example.com/api/v4/projects/42/issues: canceled by the client'],
    ['deadline', { deadlineExceeded: true }, 'issueList: the request exceeded its deadline and was canceled: GET https://gitlab.example.com/api/v4/projects/42/issues: deadline exceeded'],
    ['connection refused', { network: { code: 'ECONNREFUSED', message: 'connect ECONNREFUSED 10.0.0.1:443' } }, 'issueList: GitLab server is unreachable (connection refused). Check GITLAB_URL and whether the server is running: GET https://gitlab.example.com/api/v4/projects/42/issues: connection refused'],
    ['DNS, name not found', { network: { code: 'ENOTFOUND' } }, 'issueList: GitLab server hostname could not be resolved (DNS error). Check GITLAB_URL: GET https://gitlab.example.com/api/v4/projects/42/issues: hostname could not be resolved'],
    ['DNS, temporary', { network: { code: 'EAI_AGAIN' } }, 'issueList: GitLab server hostname could not be resolved (DNS error). Check GITLAB_URL: GET https://gitlab.example.com/api/v4/projects/42/issues: hostname could not be resolved (temporary DNS failure)'],
    ['timeout', { network: { code: 'ETIMEDOUT' } }, 'issueList: Request to GitLab timed out. The server may be overloaded or unreachable: GET https://gitlab.example.com/api/v4/projects/42/issues: timed out'],
    ['TLS', { network: { code: 'DEPTH_ZERO_SELF_SIGNED_CERT' } }, 'issueList: TLS/SSL handshake failed. If using self-signed certificates, set GITLAB_MCP_SKIP_TLS_VERIFY=true: GET https://gitlab.example.com/api/v4/projects/42/issues: TLS handshake failed (DEPTH_ZERO_SELF_SIGNED_CERT)'],
    ['other network error', { network: { code: 'ECONNRESET' } }, 'issueList: network error reaching GitLab (Get): GET https://gitlab.example.com/api/v4/projects/42/issues: network error (ECONNRESET)'],
    ['network error without code', { network: { message: 'socket hang up https://x?token=1' } }, 'issueList: network error reaching GitLab (Get): GET https://gitlab.example.com/api/v4/projects/42/issues: network error'],
    ['anything else', {}, 'issueList: unexpected error: GET https://gitlab.example.com/api/v4/projects/42/issues: no response'],
  ])('E-11 E-73 %s', (_name, extra, message) => {
    expect(composeGitlabError('issueList', { ...base, ...extra })).toBe(message);
  });

  it('E-11 E-37 unattributed: no cause, no suggestion', () => {
    expect(composeGitlabError('issueList', { ...base, unattributed: true }, [{ text: 'x', anyError: true }])).toBe(
      'issueList: this request could not be attributed to a credential and was not sent to GitLab; retry, and report it if it persists',
    );
  });

  it('E-11 E-37 destination refused: exactly the --allow-private-instances suggestion', () => {
    const failure: FailedRequest = { ...base, url: 'https://10.0.0.5/api/v4/projects?x=1', destinationRefused: true };
    expect(composeGitlabError('issueList', failure, [{ text: 'handler hint', anyError: true }, { text: 'other' }])).toBe(
      'issueList: this server refused to connect to that address, so the request never left the process. Suggestion: if this GitLab instance or its object store is in your own private network, start the server with --allow-private-instances; cloud metadata addresses stay refused whatever the flag: GET https://10.0.0.5/api/v4/projects: outbound destination refused',
    );
  });

  it('E-73 never the query string, credentials in the URL or the token', () => {
    const failure: FailedRequest = {
      transport: 'rest',
      method: 'GET',
      url: 'https://user:glpat-secret@gitlab.example.com/api/v4/projects?private_token=glpat-secret',
      status: 500,
    };
    const message = composeGitlabError('projectList', failure);
    expect(message).toBe(
      'projectList: GitLab internal server error: the server encountered an unexpected condition: GET https://gitlab.example.com/api/v4/projects: 500',
    );
    expect(message).not.toContain('glpat');
  });
});

describe('E-70 E-74 bounded text in the composed message', () => {
  it('E-70 E-74 GitLab\'s message is bounded both in the parentheses and in the cause', () => {
    const body = JSON.stringify({ message: `Branch name\n\t${'\u0007'}${'é'.repeat(2000)}` });
    const message = composeGitlabError('branchCreate', rest('POST', '/api/v4/projects/42/repository/branches', 400, body));
    const quoted = `{message: Branch name ${'é'.repeat(1013)}`;
    expect(Buffer.byteLength(quoted)).toBe(2048);
    expect(message).toBe(
      `branchCreate: bad request: check your input parameters (${quoted}): POST https://gitlab.example.com/api/v4/projects/42/repository/branches: 400 ${quoted}`,
    );
  });
});
