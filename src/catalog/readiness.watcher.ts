import { Injectable } from '@nestjs/common';

/**
 * The readiness gate: requests that need the catalog wait on it until the active
 * surface is registered; it rejects with the cause when registration failed.
 */
@Injectable()
export class ReadinessWatcher {
  private settle!: { resolve: () => void; reject: (e: Error) => void };
  private readonly ready = new Promise<void>((resolve, reject) => {
    this.settle = { resolve, reject };
  });
  private state: 'pending' | 'ready' | 'failed' = 'pending';

  constructor() {
    this.ready.catch(() => undefined);
  }

  get isReady(): boolean {
    return this.state === 'ready';
  }

  setReady(): void {
    this.state = 'ready';
    this.settle.resolve();
  }

  setErrored(error: Error): void {
    this.state = 'failed';
    this.settle.reject(error);
  }

  /** Resolves when ready; rejects with the registration error, or with the signal's reason if it aborts first. */
  waitUntilReady(signal?: AbortSignal): Promise<void> {
    if (this.state !== 'pending' || !signal) return this.ready;
    return new Promise<void>((resolve, reject) => {
      const onAbort = (): void => reject(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
      if (signal.aborted) return onAbort();
      signal.addEventListener('abort', onAbort, { once: true });
      this.ready.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
    });
  }
}
