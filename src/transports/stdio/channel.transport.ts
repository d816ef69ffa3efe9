import type { JsonRpcMessage } from './json-rpc.types.js';
import type { StdioChannel, StdioReceiver } from './stdio.channel.js';

/**
 * What the transports of both protocol eras over the stdio channel share: the SDK's answer to the
 * opening request the channel already answered (`initialize`, `server/discover`) is not written
 * again, and the channel's end closes the transport once.
 */
export abstract class ChannelTransport implements StdioReceiver {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  private closed = false;
  /** The id of the opening request the channel answered; its second answer is dropped. */
  private swallowId: string | number | undefined;

  constructor(protected readonly channel: StdioChannel) {}

  abstract deliver(message: JsonRpcMessage): void;

  end(): void {
    void this.close();
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.onclose?.();
  }

  /** Remembers the opening request the channel answered, if it has a usable id. */
  protected answeredAlready(opening: JsonRpcMessage | undefined): void {
    if (opening && (typeof opening.id === 'string' || typeof opening.id === 'number')) this.swallowId = opening.id;
  }

  /** Writes a message of the SDK to stdout, except the second answer to the opening request. */
  protected forward(message: object): void {
    const m = message as { id?: unknown; result?: unknown; error?: unknown };
    if (this.swallowId !== undefined && m.id === this.swallowId && ('result' in m || 'error' in m)) {
      this.swallowId = undefined;
      return;
    }
    this.channel.send(message);
  }
}
