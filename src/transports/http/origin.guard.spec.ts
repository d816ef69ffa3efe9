import { isServedHost, isTrustedOrigin } from './origin.guard';

describe('issue 15 #5 origin and host checks', () => {
  it('without a list, loopback origins on any port are trusted, nothing else (and never the opaque "null")', () => {
    for (const o of ['http://localhost:6274', 'https://127.0.0.1', 'http://[::1]:3000']) expect(isTrustedOrigin(o, [])).toBe(true);
    for (const o of ['http://evil.example', 'http://localhost.evil.example', 'null', 'file://', 'http://127.0.0.2.nip.io']) expect(isTrustedOrigin(o, [])).toBe(false);
  });

  it('with a list, exactly the listed origins are trusted (scheme, host and port), loopback ones no longer', () => {
    const list = ['https://app.example', 'http://tools.example:8080'];
    expect(isTrustedOrigin('https://app.example', list)).toBe(true);
    expect(isTrustedOrigin('http://tools.example:8080', list)).toBe(true);
    for (const o of ['http://app.example', 'https://app.example:8443', 'https://sub.app.example', 'http://localhost:6274']) expect(isTrustedOrigin(o, list)).toBe(false);
  });

  it('issue 16: the always-trusted public origin (oauth mode) is trusted besides the loopback default or the list', () => {
    const own = ['https://mcp.example.com'];
    expect(isTrustedOrigin('https://mcp.example.com', [], own)).toBe(true);
    expect(isTrustedOrigin('http://localhost:6274', [], own)).toBe(true);
    expect(isTrustedOrigin('https://mcp.example.com', ['https://app.example'], own)).toBe(true);
    for (const o of ['http://mcp.example.com', 'https://evil.example', 'null']) expect(isTrustedOrigin(o, [], own)).toBe(false);
  });

  it('a loopback-bound server serves Host names of the loopback interface on its own port (or without one)', () => {
    for (const h of ['127.0.0.1:8080', 'localhost:8080', '[::1]:8080', '127.0.0.1', 'LOCALHOST:8080']) expect(isServedHost(h, 8080)).toBe(true);
    for (const h of ['evil.example:8080', '127.0.0.1:9090', '127.0.0.1.evil.example:8080', '']) expect(isServedHost(h, 8080)).toBe(false);
  });
});
