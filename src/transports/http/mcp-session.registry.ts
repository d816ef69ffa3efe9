import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import type { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { Injectable, type BeforeApplicationShutdown } from '@nestjs/common';

/** One stateful MCP session (`--stateless=false`): its transport, server and owning credential. */
export interface McpSession {
  readonly transport: StreamableHTTPServerTransport;
  readonly server: Server;
  /** Hash of the token + GitLab URL that opened it; other credentials cannot use it. */
  readonly credential: string;
}

/**
 * Live stateful sessions by `Mcp-Session-Id`. A session is usable only by the credential that
 * opened it; all close at shutdown so open SSE streams do not hold the process.
 */
@Injectable()
export class McpSessionRegistry implements BeforeApplicationShutdown {
  private readonly sessions = new Map<string, McpSession>();

  get size(): number {
    return this.sessions.size;
  }

  add(id: string, session: McpSession): void {
    this.sessions.set(id, session);
  }

  /** The session, only if it belongs to `credential`. */
  find(id: string, credential: string): McpSession | undefined {
    const s = this.sessions.get(id);
    return s && s.credential === credential ? s : undefined;
  }

  remove(id: string): void {
    this.sessions.delete(id);
  }

  async beforeApplicationShutdown(): Promise<void> {
    const all = [...this.sessions.values()];
    this.sessions.clear();
    await Promise.allSettled(all.flatMap((s) => [s.transport.close(), s.server.close()]));
  }
}
