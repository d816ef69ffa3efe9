import type { JSONRPCMessage, Transport } from '@modelcontextprotocol/server';
import { ChannelTransport } from './channel.transport.js';
import type { JsonRpcMessage } from './json-rpc.types.js';
import { StdioListens } from './stdio-listens.js';

/**
 * The 2026-07-28 SDK's transport over the stdio channel: on start it takes over stdin (the queued
 * messages first, the opening `server/discover` among them) and writes every answer to stdout,
 * except the SDK's answer to a `server/discover` the channel already answered.
 * The SDK's stdio entry (`serveStdio`) validates each message itself. With `listens`, a
 * `subscriptions/listen` reaches the SDK once what it watches is started ({@link StdioListens}).
 */
export class ModernStdioTransport extends ChannelTransport implements Transport {
  onmessage?: Transport['onmessage'];
  /** The connection's listen streams, when this configuration declares resource subscriptions. */
  listens?: StdioListens;

  async start(): Promise<void> {
    this.answeredAlready(this.channel.discoverRequest);
    this.channel.handoff(this);
  }

  deliver(message: JsonRpcMessage): void {
    const listens = this.listens;
    if (listens && StdioListens.opens(message)) {
      void listens.open(message).then(
        (refusal) => (refusal ? this.forward(refusal) : this.onmessage?.(message as unknown as JSONRPCMessage)),
        (e: unknown) => this.onerror?.(e instanceof Error ? e : new Error(String(e))),
      );
      return;
    }
    listens?.inbound(message);
    this.onmessage?.(message as unknown as JSONRPCMessage);
  }

  async send(message: JSONRPCMessage): Promise<void> {
    this.listens?.outbound(message as JsonRpcMessage);
    this.forward(message);
  }

  override async close(): Promise<void> {
    this.listens?.closeAll();
    await super.close();
  }
}
