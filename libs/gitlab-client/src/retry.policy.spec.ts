import { MAX_RETRY_WAIT_MS } from './gitlab-client.constants.js';
import { isResendable, retryDelayMs } from './retry.policy.js';

describe('isResendable (E-80)', () => {
  it.each([
    ['GET', 429, true],
    ['POST', 429, true],
    ['PATCH', 429, true],
    ['GET', 500, true],
    ['GET', 502, true],
    ['HEAD', 503, true],
    ['PUT', 504, true],
    ['DELETE', 502, true],
    ['OPTIONS', 502, true],
    ['POST', 502, false],
    ['PATCH', 503, false],
    ['GET', 501, false],
    ['GET', 400, false],
    ['GET', 401, false],
    ['GET', 404, false],
    ['GET', 302, false],
  ])('E-80 %s answered %i → resent %s', (method, status, expected) => {
    expect(isResendable(method, { kind: 'status', status })).toBe(expected);
  });

  it.each([
    ['POST', 'ECONNREFUSED', true],
    ['POST', 'EAI_AGAIN', true],
    ['POST', 'EHOSTUNREACH', true],
    ['POST', 'ENETUNREACH', true],
    ['POST', 'ERR_TLS_HANDSHAKE_TIMEOUT', true],
    ['GET', 'ENOTFOUND', false],
    ['GET', 'ERR_TLS_CERT_ALTNAME_INVALID', false],
    ['GET', 'DEPTH_ZERO_SELF_SIGNED_CERT', false],
    ['GET', 'EPROTO', false],
    ['GET', 'ERR_CANCELED', false],
    ['GET', 'ECONNRESET', true],
    ['POST', 'ECONNRESET', false],
    ['GET', 'ETIMEDOUT', true],
    ['POST', 'ETIMEDOUT', false],
    ['GET', 'ESOMETHINGELSE', false],
  ])('E-80 %s with no answer (%s) → resent %s', (method, code, expected) => {
    expect(isResendable(method, { kind: 'network', code })).toBe(expected);
  });

  it('E-80 a network failure without a code is not resent', () => {
    expect(isResendable('GET', { kind: 'network' })).toBe(false);
  });
});

describe('retryDelayMs (E-80)', () => {
  const nowMs = Date.UTC(2026, 0, 1, 12, 0, 0);
  const base = { baseDelayMs: 700, jitterMs: 300, nowMs, random: 0 };

  it('E-80 waits ~0.7 s then ~1.4 s', () => {
    expect(retryDelayMs({ ...base, resend: 1 })).toBe(700);
    expect(retryDelayMs({ ...base, resend: 2 })).toBe(1400);
  });

  it('E-80 adds up to 0.3 s of jitter', () => {
    expect(retryDelayMs({ ...base, resend: 1, random: 0.5 })).toBe(850);
    expect(retryDelayMs({ ...base, resend: 2, random: 0.999 })).toBeLessThanOrEqual(1700);
    expect(retryDelayMs({ ...base, resend: 1, jitterMs: 0, random: 0.9 })).toBe(700);
  });

  it('E-80 waits until RateLimit-Reset when that is later', () => {
    const reset = String(nowMs / 1000 + 3);
    expect(retryDelayMs({ ...base, resend: 1, rateLimitReset: reset })).toBe(3000);
    expect(retryDelayMs({ ...base, resend: 1, rateLimitReset: reset, random: 1 })).toBe(3300);
  });

  it('E-80 keeps the back-off when RateLimit-Reset is sooner or past', () => {
    expect(retryDelayMs({ ...base, resend: 2, rateLimitReset: String(nowMs / 1000 + 1) })).toBe(1400);
    expect(retryDelayMs({ ...base, resend: 1, rateLimitReset: String(nowMs / 1000 - 60) })).toBe(700);
  });

  it('E-80 never waits more than 5 s', () => {
    expect(retryDelayMs({ ...base, resend: 1, rateLimitReset: String(nowMs / 1000 + 3600) })).toBe(MAX_RETRY_WAIT_MS);
    expect(retryDelayMs({ ...base, resend: 1, rateLimitReset: String(nowMs / 1000 + 5), random: 1 })).toBe(5000);
    expect(retryDelayMs({ ...base, baseDelayMs: 4000, resend: 2 })).toBe(5000);
  });

  it('ignores a RateLimit-Reset that is not a number', () => {
    expect(retryDelayMs({ ...base, resend: 1, rateLimitReset: 'soon' })).toBe(700);
  });

  it('scales with the configured base (tests run fast)', () => {
    expect(retryDelayMs({ ...base, baseDelayMs: 5, jitterMs: 0, resend: 2 })).toBe(10);
  });
});
