import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { JSONRPCMessageSchema, type JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { ChannelTransport } from './channel.transport.js';
import type { JsonRpcMessage } from './json-rpc.types.js';

/**
 * An SDK transport over the stdio channel. On start it replays the initialize request the channel
 * already answered (swallowing the SDK's second answer), then takes over stdin and stdout.
 */
export class StdioChannelTransport extends ChannelTransport implements Transport {
  onmessage?: (message: JSONRPCMessage) => void;

  async start(): Promise<void> {
    const init = this.channel.initializeRequest;
    if (init && (typeof init.id === 'string' || typeof init.id === 'number')) {
      this.answeredAlready(init);
      this.deliver(init);
    }
    this.channel.handoff(this);
  }

  deliver(message: JsonRpcMessage): void {
    // The common case, a well-formed request without _meta, is one the schema accepts unchanged.
    if (isPlainRequest(message)) {
      this.onmessage?.(message as JSONRPCMessage);
      return;
    }
    const parsed = JSONRPCMessageSchema.safeParse(message);
    if (!parsed.success) {
      const id = typeof message.id === 'string' || typeof message.id === 'number' ? message.id : null;
      this.channel.send({ jsonrpc: '2.0', id, error: { code: -32600, message: 'Invalid Request: not a JSON-RPC 2.0 message' } });
      return;
    }
    this.onmessage?.(parsed.data);
  }

  async send(message: JSONRPCMessage): Promise<void> {
    this.forward(message);
  }
}

const REQUEST_KEYS = new Set(['jsonrpc', 'id', 'method', 'params']);

/**
 * A request `JSONRPCMessageSchema` certainly accepts and would return as is (its request branch
 * is a strict object: `jsonrpc` "2.0", a string or safe-integer `id`, a string `method`, optional
 * object `params` whose only checked key is `_meta`). Anything else goes through the schema.
 */
function isPlainRequest(m: JsonRpcMessage): boolean {
  if (m.jsonrpc !== '2.0' || typeof m.method !== 'string') return false;
  if (typeof m.id !== 'string' && !Number.isSafeInteger(m.id)) return false;
  for (const key in m) if (!REQUEST_KEYS.has(key)) return false;
  const params = m.params as unknown;
  if (params === undefined) return true;
  return typeof params === 'object' && params !== null && !Array.isArray(params) && Object.getPrototypeOf(params) === Object.prototype && !('_meta' in params);
}
