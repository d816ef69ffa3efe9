import pino from 'pino';
import { startRedis, type RedisServer } from '../../../test/helpers/redis-server';
import { until } from '../../../test/helpers/wait-for';
import { LimitStoreUnavailableError } from '../limit-store.error';
import { RedisLimitStore } from './redis-limit.store';

/** A store whose warning lines are kept. */
function storeAt(url: string, mode: 'open' | 'closed', level = 'warn'): { store: RedisLimitStore; warnings: string[] } {
  const warnings: string[] = [];
  const store = new RedisLimitStore(url, mode, pino({ level }, { write: (line: string) => void warnings.push(line) }));
  store.onApplicationBootstrap();
  return { store, warnings };
}

describe('issue 17 RedisLimitStore when Redis is down: never a crash, the failure mode decides', () => {
  const stores: RedisLimitStore[] = [];
  const redises: RedisServer[] = [];
  afterAll(async () => {
    for (const s of stores) s.onApplicationShutdown();
    for (const r of redises) await r.stop();
  });

  it('open: an unreachable Redis admits everything, counts each failure and warns once', async () => {
    const dead = await startRedis();
    await dead.stop();
    const { store, warnings } = storeAt(dead.url, 'open');
    stores.push(store);
    for (let i = 0; i < 20; i++) {
      expect(await store.take('k', 1, 1, 1, 0)).toBe(0);
      expect(await store.increment('k', 1000, 0, 1000)).toMatchObject({ isBlocked: false });
      expect(await store.blockedFor('k')).toBe(0);
    }
    expect(store.storeFailures()).toBe(60);
    expect(warnings).toHaveLength(1);
    expect(JSON.parse(warnings[0])).toMatchObject({ level: 40, failure_mode: 'open', msg: expect.stringMatching(/^rate-limit store \(Redis\) unavailable: limited requests are admitted/) });
  });

  it('closed: an unreachable Redis refuses (LimitStoreUnavailableError) and the warning says so', async () => {
    const dead = await startRedis();
    await dead.stop();
    const { store, warnings } = storeAt(dead.url, 'closed');
    stores.push(store);
    await expect(store.take('k', 1, 1, 1, 0)).rejects.toBeInstanceOf(LimitStoreUnavailableError);
    await expect(store.increment('k', 1000, 5, 1000)).rejects.toBeInstanceOf(LimitStoreUnavailableError);
    await expect(store.blockedFor('k')).rejects.toBeInstanceOf(LimitStoreUnavailableError);
    expect(store.storeFailures()).toBe(3);
    expect(warnings.map((w) => (JSON.parse(w) as { msg: string }).msg)).toEqual([expect.stringMatching(/limited requests are refused/)]);
  });

  it('Redis killed mid-run: the store fails open at once, then uses Redis again once it is back on its port, and says so', async () => {
    const redis = await startRedis();
    const { store, warnings: lines } = storeAt(redis.url, 'open', 'info');
    stores.push(store);
    expect(await store.take('k', 1, 1, 1, 0)).toBe(0);
    expect(await store.take('k', 1, 1, 1, 0)).toBeCloseTo(1000, 6);
    await redis.kill();
    expect(await store.take('k', 1, 1, 1, 0)).toBe(0);
    expect(store.storeFailures()).toBeGreaterThanOrEqual(1);
    const back = await startRedis({ port: redis.port });
    redises.push(back);
    // The restarted Redis is empty: the first take finds a full bucket, the second is refused.
    await until(async () => (await store.take('again', 1, 1, 1, 0)) === 0 && (await store.take('again', 1, 1, 1, 0)) > 0, 'the store using the restarted Redis');
    expect(lines.map((l) => (JSON.parse(l) as { msg: string }).msg)).toEqual([expect.stringMatching(/^rate-limit store \(Redis\) unavailable/), 'rate-limit store (Redis) reachable again: the shared limits apply']);
  });
});
