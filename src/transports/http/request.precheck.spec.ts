import type { IncomingMessage } from 'node:http';
import { precheck, UNSUPPORTED_MEDIA_TYPE } from './request.precheck';

const request = (method: string, raw: string[]): IncomingMessage => {
  const headers: Record<string, string> = {};
  for (let i = 0; i < raw.length; i += 2) headers[raw[i].toLowerCase()] ??= raw[i + 1];
  return { method, rawHeaders: raw, headers } as unknown as IncomingMessage;
};

describe('HTTP transport checks (issue 20)', () => {
  it('lets a well-formed request through', () => {
    expect(precheck(request('POST', ['Host', 'h', 'Content-Type', 'application/json; charset=utf-8', 'PRIVATE-TOKEN', 't']))).toBeUndefined();
    expect(precheck(request('GET', ['Host', 'h']))).toBeUndefined();
  });

  it('refuses a request without Host', () => {
    expect(precheck(request('POST', ['Content-Type', 'application/json']))).toMatchObject({ status: 400, message: 'Bad Request: the Host header is required' });
  });

  it.each([
    [['PRIVATE-TOKEN', 'a', 'private-token', 'b'], 'PRIVATE-TOKEN'],
    [['Authorization', 'Bearer a', 'Authorization', 'Bearer b'], 'Authorization'],
    [['GITLAB-URL', 'https://a', 'GitLab-Url', 'https://a'], 'GITLAB-URL'],
  ])('refuses a repeated %j', (twice, name) => {
    expect(precheck(request('POST', ['Host', 'h', 'Content-Type', 'application/json', ...twice]))).toEqual({
      status: 400,
      code: -32600,
      message: `Bad Request: the ${name} header was sent more than once; send it once`,
    });
  });

  it('answers the same 415 for a missing and a wrong Content-Type', () => {
    expect(precheck(request('POST', ['Host', 'h']))).toBe(UNSUPPORTED_MEDIA_TYPE);
    expect(precheck(request('POST', ['Host', 'h', 'Content-Type', 'text/plain']))).toBe(UNSUPPORTED_MEDIA_TYPE);
  });
});
