import { AuthFailureLimiter } from './auth-failure.limiter';

describe('AuthFailureLimiter', () => {
  it('A-02 blocks an address after 10 failed authentications in a minute, per address, until the window ends', () => {
    const l = new AuthFailureLimiter();
    for (let i = 0; i < 10; i++) {
      expect(l.blockedFor('a', 1000 + i)).toBe(0);
      l.recordFailure('a', 1000 + i);
    }
    expect(l.blockedFor('a', 2000)).toBe(59);
    expect(l.blockedFor('b', 2000)).toBe(0);
    expect(l.blockedFor('a', 61_000)).toBe(0);
  });

  it('issue 20 counts each distinct rejected token once per window: a spray blocks, one retried token does not', () => {
    const l = new AuthFailureLimiter();
    for (let i = 0; i < 50; i++) l.recordRejectedToken('a', 'same-key', 1000 + i);
    expect(l.blockedFor('a', 2000)).toBe(0);
    for (let i = 0; i < 9; i++) l.recordRejectedToken('a', `key-${i}`, 1000 + i);
    expect(l.blockedFor('a', 2000)).toBe(59);
  });
});
