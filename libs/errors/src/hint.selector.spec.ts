import type { FailedRequest } from './failed-request.js';
import { composeGitlabError } from './gitlab-error.composer.js';
import type { Hint } from './hint.interface.js';

const rest = (status: number, body?: string, extra: Partial<FailedRequest> = {}): FailedRequest => ({
  transport: 'rest',
  method: 'POST',
  url: 'https://gitlab.example.com/api/v4/projects/42/thing',
  status,
  body,
  ...extra,
});
const suggestionOf = (failure: FailedRequest, hints: readonly Hint[]): string | undefined =>
  /\. Suggestion: (.*?): (?:POST|GET|404|failed|\w+ (?:GraphQL|mutation) errors)/.exec(composeGitlabError('op', failure, hints))?.[1];

describe('E-36 status-bound and every-response hints', () => {
  const hints: Hint[] = [{ text: 'the label may exist', statuses: [409] }];

  it.each<[string, FailedRequest, string | undefined]>([
    ['its status gets the hint', rest(409, '{"message":"Label already exists"}'), 'the label may exist'],
    ['another status gets GitLab\'s message without it', rest(422, '{"message":"Title is invalid"}'), undefined],
    ['no status (network) gets none', rest(409, undefined, { status: undefined, network: { code: 'ECONNRESET' } }), undefined],
  ])('E-36 %s', (_name, failure, suggestion) => {
    expect(suggestionOf(failure, hints)).toBe(suggestion);
  });

  it('E-36 a status-bound hint does not follow GraphQL errors inside a 200', () => {
    const failure: FailedRequest = {
      transport: 'graphql',
      method: 'POST',
      url: 'https://gitlab.example.com/api/graphql',
      status: 200,
      graphqlErrors: { source: 'top-level', operation: 'x', messages: ['boom'] },
    };
    expect(composeGitlabError('op', failure, [{ text: 'only 404', statuses: [404] }])).toBe(
      'op: unexpected error: x GraphQL errors: boom',
    );
    expect(composeGitlabError('op', failure, [{ text: 'every response' }])).toBe(
      'op: unexpected error. Suggestion: every response: x GraphQL errors: boom',
    );
  });

  it('E-36 the first applicable hint wins', () => {
    const several: Hint[] = [{ text: 'first 404', statuses: [404] }, { text: 'any' }, { text: 'second' }];
    expect(suggestionOf(rest(404), several)).toBe('first 404');
    expect(suggestionOf(rest(400, '{"message":"bad"}'), several)).toBe('any');
  });
});

describe('E-37 role, licence and owner hints are gated', () => {
  const roleHint: Hint[] = [{ text: 'requires the Owner role', statuses: [401, 403], namesRole: true }];

  it.each<[string, FailedRequest, boolean]>([
    ['REST 403 {message: 403 Forbidden}', rest(403, '{"message":"403 Forbidden"}'), true],
    ['REST 401 {message: 401 Unauthorized}', rest(401, '{"message":"401 Unauthorized"}'), true],
    ['REST 403 with a non-JSON body', rest(403, '<html>Forbidden</html>'), true],
    ['REST 401 invalid_token (token-rejected verdict)', rest(401, '{"error":"invalid_token"}'), false],
    ['REST 403 insufficient_scope (RFC 6750)', rest(403, '{"error":"insufficient_scope","error_description":"x","scope":"api"}'), false],
    ['REST 401 invalid_request (RFC 6750)', rest(401, '{"error":"invalid_request"}'), false],
    ['blocked account', rest(403, '{"message":"403 Forbidden - Your account has been blocked."}'), false],
    ['deactivated account', rest(403, '{"message":"403 Forbidden - Your account has been deactivated by your administrator. Please log back in"}'), false],
    ['pending approval', rest(403, '{"message":"403 Forbidden - Your account is pending approval from your administrator and hence blocked."}'), false],
    ['internal user', rest(403, '{"message":"403 Forbidden - This action cannot be performed by internal users"}'), false],
    ['terms of service', rest(403, '{"message":"403 Forbidden - You (@u) must accept the Terms of Service in order to perform this action."}'), false],
    ['primary email unconfirmed', rest(403, '{"message":"403 Forbidden - Your primary email address is not confirmed. Please check your inbox"}'), false],
    ['password expired', rest(403, '{"message":"403 Forbidden - Your password expired. Please access GitLab from a web browser"}'), false],
    ['GraphQL 403 (gating reads REST statuses)', rest(403, '{"errors":[{"message":"x"}]}', { transport: 'graphql' }), false],
    ['GraphQL 401 (token rejected)', rest(401, '{"errors":[{"message":"Invalid token"}]}', { transport: 'graphql' }), false],
  ])('E-37 %s', (_name, failure, shown) => {
    expect(suggestionOf(failure, roleHint)).toBe(shown ? 'requires the Owner role' : undefined);
  });

  it('E-37 a hint that names no role still follows the token-rejected verdict', () => {
    expect(suggestionOf(rest(401, '{"error":"invalid_token"}'), [{ text: 'check the token', statuses: [401] }])).toBe(
      'check the token',
    );
  });

  it('E-37 a role hint after GraphQL errors inside a 200 is not gated', () => {
    const failure: FailedRequest = {
      transport: 'graphql',
      method: 'POST',
      url: 'https://gitlab.example.com/api/graphql',
      status: 200,
      graphqlErrors: { source: 'mutation-payload', operation: 'm', messages: ['denied'] },
    };
    expect(composeGitlabError('op', failure, [{ text: 'needs Ultimate', namesRole: true }])).toBe(
      'op: unexpected error. Suggestion: needs Ultimate: m mutation errors: denied',
    );
  });
});

describe('E-38 401 permission hints', () => {
  const saml: Hint[] = [{ text: 'managing SAML group links requires the Owner role on the group', namesRole: true, anyError: true }];

  it('E-38 a SAML-link hint follows the token-rejected verdict too', () => {
    expect(
      composeGitlabError('samlLinkList', rest(401, '{"error":"invalid_token","error_description":"Token is expired."}', { method: 'GET', url: 'https://gitlab.example.com/api/v4/groups/7/saml_group_links' }), saml),
    ).toBe(
      'samlLinkList: authentication failed: GitLab rejected the token (GITLAB_TOKEN) itself as invalid, expired, revoked or without the api or read_api scope, so renew or replace it ({error: invalid_token}, {error_description: Token is expired.}). Suggestion: managing SAML group links requires the Owner role on the group: GET https://gitlab.example.com/api/v4/groups/7/saml_group_links: 401 {error: invalid_token}, {error_description: Token is expired.}',
    );
  });

  it.each<[string, FailedRequest]>([
    ['a 404', rest(404)],
    ['a 500', rest(500)],
    ['a blocked account', rest(403, '{"message":"Your account has been blocked."}')],
    ['a network error', rest(500, undefined, { status: undefined, network: { code: 'ECONNREFUSED' } })],
  ])('E-38 a SAML-link hint is added to any error: %s', (_name, failure) => {
    expect(composeGitlabError('samlLinkGet', failure, saml)).toContain(
      '. Suggestion: managing SAML group links requires the Owner role on the group: ',
    );
  });

  it('E-38 a self-rotation adds its hint about the calling token to every 401', () => {
    const rotate: Hint[] = [{ text: 'the calling token itself may be expired or revoked; a revoked token cannot rotate itself', statuses: [401] }];
    expect(suggestionOf(rest(401, '{"error":"invalid_token"}'), rotate)).toBe(rotate[0].text);
    expect(suggestionOf(rest(401, '{"message":"401 Unauthorized"}'), rotate)).toBe(rotate[0].text);
    expect(suggestionOf(rest(403, '{"message":"403 Forbidden"}'), rotate)).toBeUndefined();
  });
});

describe('E-39 routes whose 401 and 403 mean different things', () => {
  const statusChecks: Hint[] = [
    { text: "the project's namespace has no Ultimate licence", statuses: [401], namesRole: true },
    { text: 'your role on the merge request is not enough', statuses: [403], namesRole: true },
  ];

  it.each<[number, string]>([
    [401, "the project's namespace has no Ultimate licence"],
    [403, 'your role on the merge request is not enough'],
  ])('E-39 external_status_check %i', (status, suggestion) => {
    expect(suggestionOf(rest(status, `{"message":"${status} ${status === 401 ? 'Unauthorized' : 'Forbidden'}"}`), statusChecks)).toBe(
      suggestion,
    );
  });

  it('E-39 the 401 hint does not follow a token rejected by GitLab', () => {
    expect(suggestionOf(rest(401, '{"error":"invalid_token"}'), statusChecks)).toBeUndefined();
  });
});
