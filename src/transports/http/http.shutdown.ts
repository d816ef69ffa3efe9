import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Server } from 'node:http';
import type { Logger } from 'pino';
import { DrainState } from './drain.state.js';
import { InFlightTracker } from './in-flight.tracker.js';

/** Longest wait for in-flight calls once the listener has closed (after the drain delay). */
export const IN_FLIGHT_DRAIN_MS = 30_000;

export interface ShutdownOptions {
  /** How long SIGTERM keeps the server serving while `/health` answers 503 `draining`. */
  readonly drainDelayMs: number;
  readonly logger: Logger;
  /** Runs once the application has closed (the demo stops its simulator there). */
  readonly afterClose?: () => Promise<unknown>;
}

/**
 * SIGTERM: `/health` turns 503 `draining` and the server goes on serving for the drain delay,
 * so a load balancer sees the 503 and deregisters the replica before its listener closes; then
 * it stops accepting, lets in-flight calls finish (at most IN_FLIGHT_DRAIN_MS), closes every
 * connection and exits 0. SIGINT (Ctrl+C at a terminal, which no balancer watches) skips the
 * delay, and a second signal during the delay ends it. Returns a stop without delay for other
 * reasons to stop; the sequence runs once.
 */
export function stopOnSignal(app: NestFastifyApplication, options: ShutdownOptions): () => void {
  const state = app.get(DrainState);
  let endDelay: (() => void) | undefined;
  const stop = (signal: string, delayMs: number): void => {
    if (endDelay) return endDelay();
    state.begin();
    options.logger.info({ signal, drain_delay_ms: delayMs }, 'draining');
    const delay = new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, delayMs);
      endDelay = () => {
        clearTimeout(timer);
        resolve();
      };
    });
    void delay
      .then(() => closeApplication(app))
      .then(options.afterClose)
      .finally(() => process.exit(0));
  };
  process.on('SIGTERM', () => stop('SIGTERM', options.drainDelayMs));
  process.on('SIGINT', () => stop('SIGINT', 0));
  return () => stop('requested', 0);
}

/**
 * Stops accepting connections, lets in-flight calls finish (at most IN_FLIGHT_DRAIN_MS), then
 * closes every connection (open streams included) and the application.
 */
async function closeApplication(app: NestFastifyApplication): Promise<void> {
  const server = app.getHttpServer() as Server;
  server.close();
  server.closeIdleConnections();
  await Promise.race([app.get(InFlightTracker).idle(), new Promise((r) => setTimeout(r, IN_FLIGHT_DRAIN_MS).unref())]);
  server.closeAllConnections();
  await app.close();
}
