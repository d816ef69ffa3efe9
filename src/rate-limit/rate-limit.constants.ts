import { Inject } from '@nestjs/common';
import { EdgeLimitStorage, SharedBucketStore } from './limit-store.interface.js';

/** Injects the edge limits' storage: Redis when configured, else this process's memory. */
export const InjectEdgeLimitStorage = (): ParameterDecorator => Inject(EdgeLimitStorage);

/** Injects the shared bucket store, `null` without Redis (the buckets then stay in memory). */
export const InjectSharedBucketStore = (): ParameterDecorator => Inject(SharedBucketStore);
