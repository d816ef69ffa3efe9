import { boundGitlabText } from './bounded-text.format.js';
import type { FailedRequest } from './failed-request.js';
import { onlyRepeatsStatus, renderGitlabMessage, renderGitlabValue } from './gitlab-message.format.js';

const rest = (body: string | undefined, extra: Partial<FailedRequest> = {}): FailedRequest => ({
  transport: 'rest',
  method: 'GET',
  url: 'https://gitlab.example.com/api/v4/projects/42',
  status: 400,
  body,
  ...extra,
});

describe('E-25 rendering GitLab\'s message', () => {
  it.each<[string, string, string]>([
    ['one message', '{"message":"A file with this name already exists"}', '{message: A file with this name already exists}'],
    ['keys sorted', '{"error_description":"Token is expired.","error":"invalid_token"}', '{error: invalid_token}, {error_description: Token is expired.}'],
    ['arrays', '{"message":["a","b"]}', '{message: [a, b]}'],
    ['nested objects', '{"message":{"name":["has already been taken"],"base":["is invalid"]}}', '{message: {base: [is invalid]}, {name: [has already been taken]}}'],
    ['numbers, booleans and null', '{"message":[1,true,null]}', '{message: [1, true, null]}'],
  ])('E-25 %s', (_name, body, rendered) => {
    expect(renderGitlabMessage(rest(body))).toBe(rendered);
  });

  it('E-25 renderGitlabValue keeps strings as they are', () => {
    expect(renderGitlabValue('plain')).toBe('plain');
  });

  it.each<[string, string | undefined, number, boolean]>([
    ['{message: 403 Forbidden} for a 403', '{"message":"403 Forbidden"}', 403, true],
    ['{message: 401 Unauthorized} for a 401', '{"message":"401 Unauthorized"}', 401, true],
    ['{message: 400 Bad request} for a 400', '{"message":"400 Bad request"}', 400, true],
    ['another status\'s reason', '{"message":"403 Forbidden"}', 401, false],
    ['a message saying more', '{"message":"403 Forbidden - Your account has been blocked."}', 403, false],
    ['an extra key', '{"message":"403 Forbidden","error":"x"}', 403, false],
    ['no body', undefined, 403, false],
  ])('E-02 E-25 only repeats the status: %s', (_name, body, status, repeats) => {
    expect(onlyRepeatsStatus(rest(body, { status }))).toBe(repeats);
  });
});

describe('E-70 bounding', () => {
  it('E-70 runs of line breaks and tabs become one space', () => {
    expect(boundGitlabText('a\r\n\r\nb\tc\n\td')).toBe('a b c d');
  });

  it('E-70 other control characters are removed', () => {
    expect(boundGitlabText('a\u0000b\u0007c\u001bd\u007fe\u009bf')).toBe('abcdef');
  });

  it('E-70 cut at 2048 bytes', () => {
    expect(boundGitlabText('x'.repeat(3000))).toBe('x'.repeat(2048));
  });

  it('E-70 cut on a UTF-8 character boundary, no marker', () => {
    const cut = boundGitlabText(`${'x'.repeat(2046)}é€`);
    expect(cut).toBe(`${'x'.repeat(2046)}é`);
    expect(Buffer.byteLength(boundGitlabText('😀'.repeat(600)))).toBe(2048);
    expect(Buffer.byteLength(boundGitlabText(`x${'😀'.repeat(600)}`))).toBe(2045);
  });

  it('E-70 applies to the rendered message', () => {
    const body = JSON.stringify({ message: `line one\n\nline two ${'y'.repeat(3000)}` });
    const rendered = renderGitlabMessage(rest(body)) ?? '';
    expect(rendered.startsWith('{message: line one line two y')).toBe(true);
    expect(Buffer.byteLength(rendered)).toBe(2048);
  });
});

describe('E-71 dropped bodies', () => {
  it.each<[string, string | undefined]>([
    ['a proxy error page', '<html><body>502 Bad Gateway</body></html>'],
    ['a captive portal', 'Please log in to the network'],
    ['an extra top-level key', '{"message":"x","request_id":"abc"}'],
    ['GitLab\'s insufficient_scope body with scope', '{"error":"insufficient_scope","error_description":"The request requires higher privileges.","scope":"api"}'],
    ['a JSON array', '["a"]'],
    ['a JSON string', '"text"'],
    ['an empty object', '{}'],
    ['an empty body', ''],
    ['no body', undefined],
  ])('E-71 %s is dropped', (_name, body) => {
    expect(renderGitlabMessage(rest(body))).toBeUndefined();
  });
});

describe('E-72 the Orbit query rejection', () => {
  const orbit = (body: object, extra: Partial<FailedRequest> = {}): FailedRequest =>
    rest(JSON.stringify(body), { method: 'POST', url: 'https://gitlab.example.com/api/v4/orbit/query?x=1', ...extra });

  it.each(['compile_error', 'validation_error'])('E-72 code %s is quoted', (code) => {
    expect(renderGitlabMessage(orbit({ code, message: 'unknown relation FOO' }))).toBe(
      `{code: ${code}}, {message: unknown relation FOO}`,
    );
  });

  it('E-72 the path may sit under a relative URL root', () => {
    const failure = orbit({ code: 'compile_error', message: 'm' }, { url: 'https://h.example/gitlab/api/v4/orbit/query' });
    expect(renderGitlabMessage(failure)).toBe('{code: compile_error}, {message: m}');
  });

  it.each<[string, object, Partial<FailedRequest>]>([
    ['execution_error', { code: 'execution_error', message: 'm' }, {}],
    ['internal_error', { code: 'internal_error', message: 'm' }, {}],
    ['timeout', { code: 'timeout', message: 'm' }, {}],
    ['quota_exhausted', { code: 'quota_exhausted', message: 'm' }, {}],
    ['an extra key', { code: 'compile_error', message: 'm', detail: 'd' }, {}],
    ['a non-string message', { code: 'compile_error', message: ['m'] }, {}],
    ['another path', { code: 'compile_error', message: 'm' }, { url: 'https://gitlab.example.com/api/v4/projects/1' }],
    ['another method', { code: 'compile_error', message: 'm' }, { method: 'GET' }],
  ])('E-72 %s is dropped', (_name, body, extra) => {
    expect(renderGitlabMessage(orbit(body, extra))).toBeUndefined();
  });
});
