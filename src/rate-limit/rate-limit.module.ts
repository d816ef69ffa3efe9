import { Module } from '@nestjs/common';
import type { Logger } from 'pino';
import { SERVER_CONFIG, type ServerConfig } from '../config/index.js';
import { APP_LOGGER } from '../logging/logging.constants.js';
import { CredentialDigest } from './credential.digest.js';
import { CredentialLimitsFactory } from './credential-limits.factory.js';
import { EdgeLimitStorage, SharedBucketStore } from './limit-store.interface.js';
import { MemoryEdgeStorage } from './memory-edge.storage.js';
import type { RedisLimitStore } from './redis/redis-limit.store.js';

/**
 * The stores of every rate limit: with `GITLAB_MCP_REDIS_URL` (HTTP) one Redis shared by the
 * replicas holds the edge limits and the credential buckets; otherwise each process keeps its own.
 */
@Module({
  providers: [
    {
      provide: SharedBucketStore,
      inject: [SERVER_CONFIG, APP_LOGGER],
      useFactory: async (config: ServerConfig, logger: Logger): Promise<RedisLimitStore | null> => {
        if (config.transport !== 'http' || config.redisUrl === undefined) return null;
        // Loaded only when configured: a server without Redis never loads the client.
        const { RedisLimitStore } = await import('./redis/redis-limit.store.js');
        return new RedisLimitStore(config.redisUrl, config.redisFailureMode, logger);
      },
    },
    {
      provide: EdgeLimitStorage,
      inject: [SharedBucketStore],
      useFactory: (shared: RedisLimitStore | null): EdgeLimitStorage => shared ?? new MemoryEdgeStorage(),
    },
    {
      provide: CredentialDigest,
      inject: [SERVER_CONFIG],
      useFactory: (config: ServerConfig): CredentialDigest => CredentialDigest.fromConfig(config),
    },
    CredentialLimitsFactory,
  ],
  exports: [SharedBucketStore, EdgeLimitStorage, CredentialDigest, CredentialLimitsFactory],
})
export class RateLimitModule {}
