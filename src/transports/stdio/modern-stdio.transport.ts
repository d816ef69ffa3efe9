import type { JSONRPCMessage, Transport } from '@modelcontextprotocol/server';
import { ChannelTransport } from './channel.transport.js';
import type { JsonRpcMessage } from './json-rpc.types.js';

/**
 * The 2026-07-28 SDK's transport over the stdio channel: on start it takes over stdin (the queued
 * messages first, the opening `server/discover` among them) and writes every answer to stdout,
 * except the SDK's answer to a `server/discover` the channel already answered.
 * The SDK's stdio entry (`serveStdio`) validates each message itself.
 */
export class ModernStdioTransport extends ChannelTransport implements Transport {
  onmessage?: Transport['onmessage'];

  async start(): Promise<void> {
    this.answeredAlready(this.channel.discoverRequest);
    this.channel.handoff(this);
  }

  deliver(message: JsonRpcMessage): void {
    this.onmessage?.(message as unknown as JSONRPCMessage);
  }

  async send(message: JSONRPCMessage): Promise<void> {
    this.forward(message);
  }
}
