import { redisStoreForSuite } from '../../test/helpers/redis-store';
import { TokenBucket } from './token-bucket';

/** One step of a scenario: take `cost` at `at` ms, expecting that wait (0 = taken). */
type Step = readonly [at: number, cost: number, wait: number];

const SCENARIOS: readonly [string, number, number, readonly Step[]][] = [
  ['starts full: a burst of `capacity` passes at once, the next waits 1/rate', 1, 3, [[0, 1, 0], [0, 1, 0], [0, 1, 0], [0, 1, 1000]]],
  ['refills dt × rate', 2, 2, [[0, 1, 0], [0, 1, 0], [0, 1, 500], [250, 1, 250], [500, 1, 0], [500, 1, 500]]],
  ['refill stops at the capacity', 10, 2, [[0, 2, 0], [10_000, 1, 0], [10_000, 1, 0], [10_000, 1, 100]]],
  ['a cost > 1 takes that many tokens', 10, 10, [[0, 4, 0], [0, 4, 0], [0, 4, 200], [200, 4, 0], [200, 1, 100]]],
  ['a refused take consumes nothing', 1, 2, [[0, 2, 0], [500, 2, 1500], [500, 1, 500], [1000, 1, 0]]],
  ['a cost above the capacity is charged as the capacity', 100, 5, [[0, 50, 0], [0, 1, 10], [50, 50, 0]]],
  ['rate 0 never refills', 0, 1, [[0, 1, 0], [1_000_000, 1, Infinity]]],
  ['a clock going backwards refills nothing', 1, 1, [[1000, 1, 0], [0, 1, 1000], [1500, 1, 500]]],
];

describe('TokenBucket (A-40)', () => {
  it.each(SCENARIOS)('%s', (_title, rate, capacity, steps) => {
    const bucket = new TokenBucket(rate, capacity);
    for (const [at, cost, wait] of steps) expect(bucket.take(cost, at)).toBeCloseTo(wait, 6);
  });

  it('delay looks without taking', () => {
    const bucket = new TokenBucket(1, 1);
    expect(bucket.delay(1, 0)).toBe(0);
    expect(bucket.delay(1, 0)).toBe(0);
    expect(bucket.take(1, 0)).toBe(0);
    expect(bucket.delay(1, 250)).toBeCloseTo(750, 6);
  });

  it('defaults to cost 1 and performance.now()', () => {
    const bucket = new TokenBucket(0.001, 1);
    expect(bucket.take()).toBe(0);
    expect(bucket.take()).toBeGreaterThan(900_000);
  });
});

describe('issue 17 the Redis token bucket (one Lua script) against a real redis-server', () => {
  const redisStore = redisStoreForSuite();

  it.each(SCENARIOS)('answers as TokenBucket does: %s', async (title, rate, capacity, steps) => {
    for (const [at, cost, wait] of steps) expect(await redisStore().take(`test:${title}`, rate, capacity, cost, at)).toBeCloseTo(wait, 6);
  });

  it('buckets of different keys are independent', async () => {
    expect(await redisStore().take('test:a', 1, 1, 1, 0)).toBe(0);
    expect(await redisStore().take('test:b', 1, 1, 1, 0)).toBe(0);
    expect(await redisStore().take('test:a', 1, 1, 1, 0)).toBeCloseTo(1000, 6);
  });

  it('concurrent takes never pass more than the bucket holds (atomic script)', async () => {
    const waits = await Promise.all(Array.from({ length: 50 }, () => redisStore().take('test:race', 1, 20, 1, 0)));
    expect(waits.filter((w) => w === 0)).toHaveLength(20);
    expect(redisStore().storeFailures()).toBe(0);
  });
});
