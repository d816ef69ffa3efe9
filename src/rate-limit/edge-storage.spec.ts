import { redisStoreForSuite } from '../../test/helpers/redis-store';
import type { EdgeLimitStorage } from './limit-store.interface';
import { MemoryEdgeStorage } from './memory-edge.storage';

let keys = 0;

const redisStore = redisStoreForSuite();

const STORES: readonly [string, () => EdgeLimitStorage][] = [
  ['MemoryEdgeStorage', () => new MemoryEdgeStorage()],
  ['RedisLimitStore (issue 17, one Lua script)', () => redisStore()],
];

describe.each(STORES)('%s: @nestjs/throttler storage rules in fixed windows', (_name, storage) => {
  const key = (): string => `test-${++keys}`;

  it('counts hits; the first past the limit blocks the key for the block duration', async () => {
    const s = storage();
    const k = key();
    for (let i = 1; i <= 3; i++) expect(await s.increment(k, 60_000, 3, 30_000, 'x')).toEqual({ totalHits: i, timeToExpire: 60, isBlocked: false, timeToBlockExpire: 0 });
    expect(await s.increment(k, 60_000, 3, 30_000, 'x')).toMatchObject({ isBlocked: true, timeToBlockExpire: 30 });
    expect(await s.blockedFor(k)).toBe(30);
    // Blocked hits are not counted again.
    expect(await s.increment(k, 60_000, 3, 30_000, 'x')).toMatchObject({ totalHits: 4, isBlocked: true, timeToBlockExpire: 30 });
  });

  it('without a block duration a key past its limit is refused until its window ends, and blockedFor sees no block', async () => {
    const s = storage();
    const k = key();
    expect(await s.increment(k, 20_000, 1, 0, 'x')).toMatchObject({ totalHits: 1, isBlocked: false });
    expect(await s.increment(k, 20_000, 1, 0, 'x')).toMatchObject({ totalHits: 2, isBlocked: true, timeToBlockExpire: 20 });
    expect(await s.blockedFor(k)).toBe(0);
  });

  it('keys are independent', async () => {
    const s = storage();
    const [a, b] = [key(), key()];
    await s.increment(a, 60_000, 0, 60_000, 'x');
    expect(await s.blockedFor(a)).toBe(60);
    expect(await s.blockedFor(b)).toBe(0);
    expect(await s.increment(b, 60_000, 0, 60_000, 'x')).toMatchObject({ totalHits: 1, isBlocked: true });
  });

  it('concurrent hits never admit more than the limit (one atomic step per hit)', async () => {
    const s = storage();
    const k = key();
    const records = await Promise.all(Array.from({ length: 50 }, () => s.increment(k, 60_000, 20, 60_000, 'x')));
    expect(records.filter((r) => !r.isBlocked)).toHaveLength(20);
  });
});

describe('MemoryEdgeStorage windows over time', () => {
  it('a window ends ttl after its first hit; a block ends the window with it', () => {
    const s = new MemoryEdgeStorage();
    expect(s.hit('k', 1000, 1, 0, 0).isBlocked).toBe(false);
    expect(s.hit('k', 1000, 1, 0, 999).isBlocked).toBe(true);
    expect(s.hit('k', 1000, 1, 0, 1000)).toMatchObject({ totalHits: 1, isBlocked: false });
    expect(s.hit('k', 1000, 1, 5000, 1001)).toMatchObject({ isBlocked: true, timeToBlockExpire: 5 });
    expect(s.blockedAt('k', 5999)).toBe(1);
    expect(s.blockedAt('k', 6001)).toBe(0);
    expect(s.hit('k', 1000, 1, 5000, 6001)).toMatchObject({ totalHits: 1, isBlocked: false });
  });
});
