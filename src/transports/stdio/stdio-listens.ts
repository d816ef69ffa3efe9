import type { ListenWatchers } from '../../mcp/listen-watchers.js';
import { McpRefusalError } from '../../mcp/mcp-refusal.error.js';
import type { JsonRpcMessage } from './json-rpc.types.js';

/**
 * The `subscriptions/listen` streams of one 2026-07-28 stdio connection, seen from the transport:
 * the SDK's entry acknowledges, stamps and filters them, and this starts and stops what they watch.
 * A listen request is held back until the resources it names are watched (a refusal answers it
 * and the SDK never sees it); a stream ends with its cancellation, with the SDK's answer to it
 * (an error, or the result that closes it), or with the connection.
 */
export class StdioListens {
  /** Aborts first reads still on their way when the connection ends. */
  private readonly connection = new AbortController();

  constructor(private readonly watchers: ListenWatchers) {}

  /** Whether `message` opens a listen stream. */
  static opens(message: JsonRpcMessage): message is JsonRpcMessage & { id: string | number } {
    return message.method === 'subscriptions/listen' && (typeof message.id === 'string' || typeof message.id === 'number');
  }

  /** Watches what the listen request names; the error answer when it is refused. */
  async open(request: JsonRpcMessage & { id: string | number }): Promise<object | undefined> {
    const notifications = (request.params?.notifications ?? {}) as { resourceSubscriptions?: unknown };
    const named = Array.isArray(notifications.resourceSubscriptions) ? notifications.resourceSubscriptions.filter((u): u is string => typeof u === 'string') : [];
    try {
      await this.watchers.open(request.id, named, this.connection.signal);
      return undefined;
    } catch (e) {
      if (!(e instanceof McpRefusalError)) throw e;
      return { jsonrpc: '2.0', id: request.id, error: { code: e.code, message: e.message, ...(e.data === undefined ? {} : { data: e.data }) } };
    }
  }

  /** A message from the client: a cancellation ends the stream it names. */
  inbound(message: JsonRpcMessage): void {
    if (message.method !== 'notifications/cancelled') return;
    const id = message.params?.requestId;
    if (typeof id === 'string' || typeof id === 'number') this.watchers.close(id);
  }

  /** A message to the client: an answer to a listen request ends that stream. */
  outbound(message: JsonRpcMessage): void {
    if (message.method === undefined && (typeof message.id === 'string' || typeof message.id === 'number')) this.watchers.close(message.id);
  }

  closeAll(): void {
    this.connection.abort();
    this.watchers.closeAll();
  }
}
