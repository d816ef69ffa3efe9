import pino from 'pino';
import { RedisLimitStore } from '../../src/rate-limit/redis/redis-limit.store';
import { startRedis, type RedisServer } from './redis-server';

/**
 * A RedisLimitStore (failure mode `closed`, silent) over a real redis-server started for the
 * calling spec file: registers the jest hooks that start and stop both, and returns the store's getter.
 */
export function redisStoreForSuite(): () => RedisLimitStore {
  let redis: RedisServer;
  let store: RedisLimitStore;
  beforeAll(async () => {
    redis = await startRedis();
    store = new RedisLimitStore(redis.url, 'closed', pino({ level: 'silent' }));
    store.onApplicationBootstrap();
  });
  afterAll(async () => {
    store.onApplicationShutdown();
    await redis.stop();
  });
  return () => store;
}
