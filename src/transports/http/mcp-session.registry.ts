import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import type { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { BeforeApplicationShutdown, Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { SERVER_CONFIG, type ServerConfig } from '../../config/index.js';
import { APP_LOGGER } from '../../logging/logging.constants.js';

/** One stateful MCP session (`--stateless=false`): its transport, server and owning credential. */
export interface McpSession {
  readonly transport: StreamableHTTPServerTransport;
  readonly server: Server;
  /** Hash of the token + GitLab URL that opened it; other credentials cannot use it. */
  readonly credential: string;
}

interface Held {
  readonly session: McpSession;
  lastUsed: number;
  /** Requests (and SSE streams) of the session still open: a busy session is never idle. */
  open: number;
}

/** Longest pause between sweeps of idle sessions. */
const MAX_SWEEP_MS = 60_000;

/**
 * Live stateful sessions by `Mcp-Session-Id`, least recently used first. A session is usable only
 * by the credential that opened it. At most GITLAB_MCP_MAX_SESSIONS live in the process and
 * GITLAB_MCP_MAX_SESSIONS_PER_CREDENTIAL per credential (a new one ends the least recently used),
 * and one unused for GITLAB_MCP_SESSION_TIMEOUT ends; an ended session's id answers 404. All
 * close at shutdown so open SSE streams do not hold the process.
 */
@Injectable()
export class McpSessionRegistry implements BeforeApplicationShutdown {
  private readonly sessions = new Map<string, Held>();
  private readonly sweeper: NodeJS.Timeout | undefined;

  constructor(
    @Inject(SERVER_CONFIG) private readonly config: ServerConfig,
    @Inject(APP_LOGGER) private readonly logger: Logger,
  ) {
    const idle = config.sessionIdleTimeoutMs;
    if (!config.stateless && idle > 0) {
      this.sweeper = setInterval(() => this.sweep(Date.now()), Math.min(MAX_SWEEP_MS, Math.max(1000, idle / 2)));
      this.sweeper.unref();
    }
  }

  get size(): number {
    return this.sessions.size;
  }

  /** Registers a new session, first ending the sessions the caps leave no room for. */
  add(id: string, session: McpSession): void {
    let ofCredential = 0;
    for (const held of this.sessions.values()) if (held.session.credential === session.credential) ofCredential++;
    for (const [other, held] of this.sessions) {
      if (ofCredential < this.config.maxSessionsPerCredential) break;
      if (held.session.credential !== session.credential) continue;
      this.end(other, 'credential session cap');
      ofCredential--;
    }
    while (this.sessions.size >= this.config.maxSessions) this.end(this.sessions.keys().next().value as string, 'process session cap');
    this.sessions.set(id, { session, lastUsed: Date.now(), open: 0 });
  }

  /**
   * The session, only if it belongs to `credential` and has not expired; marks it used and open
   * until the returned release is called (once the request or stream ends).
   */
  use(id: string, credential: string, now = Date.now()): { session: McpSession; release: () => void } | undefined {
    const held = this.sessions.get(id);
    if (!held || held.session.credential !== credential) return undefined;
    if (this.isIdle(held, now)) {
      this.end(id, 'idle');
      return undefined;
    }
    this.sessions.delete(id);
    this.sessions.set(id, held);
    held.lastUsed = now;
    held.open++;
    let released = false;
    const release = (): void => {
      if (released) return;
      released = true;
      held.open--;
      held.lastUsed = Date.now();
    };
    return { session: held.session, release };
  }

  remove(id: string): void {
    this.sessions.delete(id);
  }

  async beforeApplicationShutdown(): Promise<void> {
    if (this.sweeper) clearInterval(this.sweeper);
    const all = [...this.sessions.values()];
    this.sessions.clear();
    await Promise.allSettled(all.flatMap((h) => [h.session.transport.close(), h.session.server.close()]));
  }

  private isIdle(held: Held, now: number): boolean {
    return this.config.sessionIdleTimeoutMs > 0 && held.open === 0 && now - held.lastUsed > this.config.sessionIdleTimeoutMs;
  }

  private sweep(now: number): void {
    for (const [id, held] of this.sessions) if (this.isIdle(held, now)) this.end(id, 'idle');
  }

  private end(id: string, reason: string): void {
    const held = this.sessions.get(id);
    if (!held) return;
    this.sessions.delete(id);
    this.logger.info({ session: id.slice(0, 8), reason }, 'stateful session ended');
    void Promise.allSettled([held.session.transport.close(), held.session.server.close()]);
  }
}
