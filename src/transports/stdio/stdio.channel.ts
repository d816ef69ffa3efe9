import { negotiateProtocolVersion } from '../../mcp/protocol-versions.js';
import { LIST_CACHE_HINT, MODERN_PROTOCOL_VERSION, SERVER_INSTRUCTIONS, SERVER_NAME, SERVER_TITLE, TOOLS_ONLY_CAPABILITIES } from '../../mcp/server-identity.js';
import { isRequest, type JsonRpcMessage } from './json-rpc.types.js';

/** Where the channel's messages go once the full server is up (the SDK transport). */
export interface StdioReceiver {
  /** Receives each message in arrival order. */
  deliver(message: JsonRpcMessage): void;
  /** stdin ended. */
  end(): void;
}

const MAX_LINE_BYTES = 4 * 1024 * 1024;

/**
 * stdin and stdout as JSON-RPC lines, for the whole life of a stdio process. The first thing
 * that runs in stdio mode: it reads stdin with no framework loaded, refuses oversized or
 * malformed lines,
 * answers `initialize` and `ping` at once, and queues everything else until the full server
 * takes over (`handoff`). The SDK server then replays the initialize request (its answer is
 * swallowed) so it knows the client's capabilities, and receives the queue in order.
 */
export class StdioChannel {
  private pending = '';
  /** Set when an oversized line was cut: input is dropped up to its end. */
  private discarding = false;
  private queue: JsonRpcMessage[] = [];
  private receiver: StdioReceiver | undefined;
  private ended = false;
  private initialize: JsonRpcMessage | undefined;
  private discover: JsonRpcMessage | undefined;
  private first: JsonRpcMessage | undefined;
  private firstInput!: () => void;
  /** Resolves once the client has said something (or closed stdin): a safe moment to load the rest. */
  readonly started = new Promise<void>((resolve) => {
    this.firstInput = resolve;
  });

  /**
   * @param version the server version announced in `serverInfo`
   * @param capabilities what `initialize` declares; computed from the configuration by the caller
   *   (`serverCapabilities`), so it matches what the SDK server declares once it takes over
   * @param modernCapabilities what `server/discover` declares (`modernCapabilities`), likewise
   */
  constructor(
    private readonly version: string,
    private readonly capabilities: object = TOOLS_ONLY_CAPABILITIES,
    private readonly modernCapabilities: object = TOOLS_ONLY_CAPABILITIES,
    private readonly input: NodeJS.ReadableStream = process.stdin,
    private readonly write: (line: string) => void = (line) => void process.stdout.write(line),
  ) {
    this.input.setEncoding?.('utf8');
    this.input.on('data', (chunk: string) => this.onData(chunk));
    this.input.on('end', () => this.onEnd());
  }

  /** The first message the client sent: it decides the connection's protocol era. */
  get opening(): JsonRpcMessage | undefined {
    return this.first;
  }

  /** The opening `server/discover` the channel answered, whose second answer (the SDK's) is swallowed. */
  get discoverRequest(): JsonRpcMessage | undefined {
    return this.discover;
  }

  /** The initialize request answered by the channel, to replay into the SDK server. */
  get initializeRequest(): JsonRpcMessage | undefined {
    return this.initialize;
  }

  /** Hands every later message to the receiver, queued ones first. */
  handoff(receiver: StdioReceiver): void {
    this.receiver = receiver;
    const queued = this.queue;
    this.queue = [];
    for (const m of queued) receiver.deliver(m);
    if (this.ended) receiver.end();
  }

  /** Writes one message to stdout as a JSON line. */
  send(message: object): void {
    this.write(`${JSON.stringify(message)}\n`);
  }

  private onData(chunk: string): void {
    let text = chunk;
    if (this.discarding) {
      // The rest of a line already refused for its size: nothing in it is a message.
      const end = text.indexOf('\n');
      if (end === -1) return;
      this.discarding = false;
      text = text.slice(end + 1);
    }
    this.pending += text;
    let nl = this.pending.indexOf('\n');
    while (nl !== -1) {
      const line = this.pending.slice(0, nl).replace(/\r$/, '');
      this.pending = this.pending.slice(nl + 1);
      // A line that arrived whole (its end in the same chunk, as when the reader falls behind) is
      // refused for its size like one cut while still arriving: never parsed.
      if (Buffer.byteLength(line) > MAX_LINE_BYTES) this.refuseOversized();
      else if (line.trim() !== '') this.onLine(line);
      nl = this.pending.indexOf('\n');
    }
    if (Buffer.byteLength(this.pending) > MAX_LINE_BYTES) {
      this.pending = '';
      this.discarding = true;
      this.refuseOversized();
    }
  }

  private refuseOversized(): void {
    this.send({ jsonrpc: '2.0', id: null, error: { code: -32600, message: `Invalid Request: a JSON-RPC line exceeds ${MAX_LINE_BYTES} bytes` } });
  }

  private onLine(line: string): void {
    setImmediate(this.firstInput);
    let message: JsonRpcMessage;
    try {
      message = JSON.parse(line) as JsonRpcMessage;
    } catch {
      this.send({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error: invalid JSON' } });
      return;
    }
    if (typeof message !== 'object' || message === null || Array.isArray(message)) {
      this.send({ jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Invalid Request: expected one JSON-RPC object per line' } });
      return;
    }
    this.first ??= message;
    if (this.receiver) {
      this.receiver.deliver(message);
      return;
    }
    if (isRequest(message) && message.method === 'initialize' && !this.initialize && this.first === message) {
      this.initialize = message;
      this.send({
        jsonrpc: '2.0',
        id: message.id,
        result: {
          protocolVersion: negotiateProtocolVersion(message.params?.protocolVersion),
          capabilities: this.capabilities,
          serverInfo: { name: SERVER_NAME, title: SERVER_TITLE, version: this.version },
          instructions: SERVER_INSTRUCTIONS,
        },
      });
      return;
    }
    if (isRequest(message) && message.method === 'server/discover' && this.first === message && claimsVersion(message, MODERN_PROTOCOL_VERSION)) {
      // Answered as the SDK's stdio entry answers it, from the configuration alone; the request is
      // still queued, so that the entry sees the opening and pins the connection to this era.
      this.discover = message;
      this.send({
        jsonrpc: '2.0',
        id: message.id,
        result: {
          supportedVersions: [MODERN_PROTOCOL_VERSION],
          capabilities: this.modernCapabilities,
          instructions: SERVER_INSTRUCTIONS,
          resultType: 'complete',
          ...LIST_CACHE_HINT,
          _meta: { 'io.modelcontextprotocol/serverInfo': { name: SERVER_NAME, title: SERVER_TITLE, version: this.version } },
        },
      });
      this.queue.push(message);
      return;
    }
    // ping is answered at once unless the connection opened in the 2026-07-28 era, which has no ping.
    if (isRequest(message) && message.method === 'ping' && !claimsModernEra(this.first)) {
      this.send({ jsonrpc: '2.0', id: message.id, result: {} });
      return;
    }
    this.queue.push(message);
  }

  private onEnd(): void {
    this.firstInput();
    this.ended = true;
    this.receiver?.end();
  }
}

/**
 * Whether a message claims the 2026-07-28 era: `server/discover`, or the per-request envelope's
 * protocol version in `_meta`. The SDK decides the era once it takes over; this only keeps the
 * channel from answering a 2025-11-25 `ping` on such a connection.
 */
function claimsModernEra(message: JsonRpcMessage | undefined): boolean {
  if (message === undefined) return false;
  return message.method === 'server/discover' || envelopeVersion(message) !== undefined;
}

/** Whether a message claims exactly this protocol revision in its envelope. */
function claimsVersion(message: JsonRpcMessage, version: string): boolean {
  return envelopeVersion(message) === version;
}

/** The protocol version of the per-request envelope (`_meta`), if the message carries one. */
function envelopeVersion(message: JsonRpcMessage): unknown {
  const meta = (message.params as { _meta?: Record<string, unknown> } | undefined)?._meta;
  return typeof meta === 'object' && meta !== null ? meta['io.modelcontextprotocol/protocolVersion'] : undefined;
}
