import type { FailedRequest } from './failed-request.js';
import { composeGitlabError } from './gitlab-error.composer.js';
import { formatGraphqlDataErrors } from './graphql-errors.format.js';

const GRAPHQL_URL = 'https://gitlab.example.com/api/graphql';
const TOKEN_REJECTED =
  'authentication failed: GitLab rejected the token (GITLAB_TOKEN) itself as invalid, expired, revoked or without the api or read_api scope, so renew or replace it';
const graphql = (status: number, body: unknown): FailedRequest => ({
  transport: 'graphql',
  method: 'POST',
  url: `${GRAPHQL_URL}?op=x`,
  status,
  body: typeof body === 'string' ? body : JSON.stringify(body),
});

describe('E-40 GraphQL refusals with an error status', () => {
  it('E-40 a GraphQL 401 names the token and lists errors[].message', () => {
    expect(composeGitlabError('vulnerabilityList', graphql(401, { errors: [{ message: 'Invalid token' }] }))).toBe(
      `vulnerabilityList: ${TOKEN_REJECTED}: POST https://gitlab.example.com/api/graphql: 401 (GraphQL errors: Invalid token)`,
    );
  });

  it('E-40 several messages joined by ", "', () => {
    const body = { errors: [{ message: 'first' }, { message: 'second\nline' }], data: null };
    expect(composeGitlabError('q', graphql(500, body))).toBe(
      'q: GitLab internal server error: the server encountered an unexpected condition: POST https://gitlab.example.com/api/graphql: 500 (GraphQL errors: first, second line)',
    );
  });

  it('E-40 E-70 the list is cut to 2048 bytes in all', () => {
    const body = { errors: [{ message: 'a'.repeat(1500) }, { message: 'b'.repeat(1500) }] };
    const message = composeGitlabError('q', graphql(500, body));
    const list = message.slice(message.indexOf('(GraphQL errors: ') + 17, -1);
    expect(Buffer.byteLength(list)).toBe(2048);
    expect(list).toBe(`${'a'.repeat(1500)}, ${'b'.repeat(546)}`);
  });

  it('E-40 the list is dropped when the body has a key other than data, errors, extensions', () => {
    expect(composeGitlabError('q', graphql(500, { errors: [{ message: 'x' }], trace: 'y' }))).toBe(
      'q: GitLab internal server error: the server encountered an unexpected condition: POST https://gitlab.example.com/api/graphql: 500',
    );
  });

  it('E-40 E-36 a GraphQL refusal with a status reads the status like REST for hints', () => {
    const hints = [{ text: 'wait and retry', statuses: [503] }, { text: 'never', statuses: [500] }];
    expect(composeGitlabError('q', graphql(503, { errors: [{ message: 'down' }] }), hints)).toBe(
      'q: GitLab is under maintenance or overloaded (service unavailable): try again shortly. Suggestion: wait and retry: POST https://gitlab.example.com/api/graphql: 503 (GraphQL errors: down)',
    );
  });

  it('E-40 a 404 arrives without the list', () => {
    expect(composeGitlabError('q', graphql(404, { errors: [{ message: 'x' }] }))).toBe(
      'q: not found: the requested resource does not exist, you lack access, or the feature requires a higher GitLab tier. Verify the ID/path is correct: failed to execute GraphQL query: 404 Not Found',
    );
  });
});

describe('E-41 errors inside a 200', () => {
  it.each<['top-level' | 'mutation-payload', string]>([
    ['top-level', 'securityAttributeCreate GraphQL errors: a; b'],
    ['mutation-payload', 'securityAttributeCreate mutation errors: a; b'],
  ])('E-41 %s errors', (source, text) => {
    expect(formatGraphqlDataErrors({ source, operation: 'securityAttributeCreate', messages: ['a', 'b'] })).toBe(text);
  });

  it('E-41 E-70 GitLab\'s words are bounded', () => {
    expect(formatGraphqlDataErrors({ source: 'top-level', operation: 'op', messages: ['a\n\nb', 'c\u0000d'] })).toBe(
      'op GraphQL errors: a b; cd',
    );
  });

  it('E-41 wrapped by a handler: unexpected error, then the suggestion (golden)', () => {
    const failure: FailedRequest = {
      transport: 'graphql',
      method: 'POST',
      url: GRAPHQL_URL,
      status: 200,
      graphqlErrors: { source: 'mutation-payload', operation: 'securityAttributeCreate', messages: ["<GitLab's message>"] },
    };
    const hints = [
      { text: 'verify namespace_id and category_id; requires permission on a Premium or Ultimate namespace', namesRole: true },
    ];
    expect(composeGitlabError('create security attributes', failure, hints)).toBe(
      "create security attributes: unexpected error. Suggestion: verify namespace_id and category_id; requires permission on a Premium or Ultimate namespace: securityAttributeCreate mutation errors: <GitLab's message>",
    );
  });
});

describe('E-42 rejected mutations', () => {
  it('E-42 a null payload with top-level errors is reported with GitLab\'s reason', () => {
    const failure: FailedRequest = {
      transport: 'graphql',
      method: 'POST',
      url: GRAPHQL_URL,
      status: 200,
      graphqlErrors: { source: 'top-level', operation: 'labelCreate', messages: ['Title has already been taken'] },
    };
    expect(composeGitlabError('labelCreate', failure)).toBe(
      'labelCreate: unexpected error: labelCreate GraphQL errors: Title has already been taken',
    );
  });
});
