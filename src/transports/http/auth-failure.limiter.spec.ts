import { redisStoreForSuite } from '../../../test/helpers/redis-store';
import { CredentialDigest, MemoryEdgeStorage, type EdgeLimitStorage } from '../../rate-limit/index';
import { AuthFailureLimiter } from './auth-failure.limiter';

let run = 0;

const redisStore = redisStoreForSuite();

const STORES: readonly [string, () => EdgeLimitStorage][] = [
  ['in memory', () => new MemoryEdgeStorage()],
  ['in Redis (issue 17)', () => redisStore()],
];

describe.each(STORES)('AuthFailureLimiter %s', (_where, storage) => {
  // Addresses of their own per test: the Redis store outlives each test.
  const address = (name: string): string => `${name}-${++run}`;
  const limiter = (): AuthFailureLimiter => new AuthFailureLimiter(storage(), new CredentialDigest('salt'));

  it('A-02 blocks an address after 10 failed authentications in a minute, per address, for a minute', async () => {
    const l = limiter();
    const [a, b] = [address('a'), address('b')];
    for (let i = 0; i < 10; i++) {
      expect(await l.blockedFor(a)).toBe(0);
      await l.recordFailure(a);
    }
    expect(await l.blockedFor(a)).toBe(60);
    expect(await l.blockedFor(b)).toBe(0);
  });

  it('issue 20 counts each distinct rejected token once per window: a spray blocks, one retried token does not', async () => {
    const l = limiter();
    const a = address('a');
    for (let i = 0; i < 50; i++) await l.recordRejectedToken(a, 'same-key');
    expect(await l.blockedFor(a)).toBe(0);
    for (let i = 0; i < 9; i++) await l.recordRejectedToken(a, `key-${i}`);
    expect(await l.blockedFor(a)).toBe(60);
  });
});

describe('AuthFailureLimiter in memory: the block ends with its window', () => {
  afterEach(() => jest.useRealTimers());

  it('A-02 a minute after the tenth failure the address is served again, and counts afresh', async () => {
    jest.useFakeTimers({ now: 1_000 });
    const l = new AuthFailureLimiter(new MemoryEdgeStorage(), new CredentialDigest('salt'));
    for (let i = 0; i < 10; i++) await l.recordFailure('a');
    jest.setSystemTime(2_000);
    expect(await l.blockedFor('a')).toBe(59);
    jest.setSystemTime(61_000);
    expect(await l.blockedFor('a')).toBe(0);
    await l.recordFailure('a');
    expect(await l.blockedFor('a')).toBe(0);
  });
});
