import type { JSONRPCMessage, Transport } from '@modelcontextprotocol/server';
import type { JsonRpcMessage } from './json-rpc.types.js';
import type { StdioChannel, StdioReceiver } from './stdio.channel.js';

/**
 * The 2026-07-28 SDK's transport over the stdio channel: on start it takes over stdin (the queued
 * messages first, the opening `server/discover` among them) and writes every answer to stdout,
 * except the SDK's answer to a `server/discover` the channel already answered.
 * The SDK's stdio entry (`serveStdio`) validates each message itself.
 */
export class ModernStdioTransport implements Transport, StdioReceiver {
  onmessage?: Transport['onmessage'];
  onclose?: () => void;
  onerror?: (error: Error) => void;
  private closed = false;
  /** The id of the opening `server/discover` the channel already answered: the SDK's answer to it is not sent again. */
  private swallowId: string | number | undefined;

  constructor(private readonly channel: StdioChannel) {}

  async start(): Promise<void> {
    const answered = this.channel.discoverRequest;
    if (answered && (typeof answered.id === 'string' || typeof answered.id === 'number')) this.swallowId = answered.id;
    this.channel.handoff(this);
  }

  deliver(message: JsonRpcMessage): void {
    this.onmessage?.(message as unknown as JSONRPCMessage);
  }

  end(): void {
    void this.close();
  }

  async send(message: JSONRPCMessage): Promise<void> {
    if (this.swallowId !== undefined && 'id' in message && message.id === this.swallowId && ('result' in message || 'error' in message)) {
      this.swallowId = undefined;
      return;
    }
    this.channel.send(message);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.onclose?.();
  }
}
