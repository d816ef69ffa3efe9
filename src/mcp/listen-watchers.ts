import type { ResourceSubscriptions, WatcherBudget } from '../capabilities/index.js';
import { refusals, type McpRequestHandlers } from './mcp-request.handlers.js';

/** A `subscriptions/listen` request's JSON-RPC id, which is also its subscription id. */
export type ListenId = string | number;

interface OpenStream {
  readonly credential: object;
  readonly uris: string[];
}

/**
 * The resources that 2026-07-28 `subscriptions/listen` streams watch, over the same watchers and
 * bounds as 2025-11-25's `resources/subscribe` (A-65): one watcher per URI however many streams of
 * this owner (a stdio connection, or one HTTP listen request) name it, and one slot of the
 * credential's watcher budget for each open stream besides. A stream that cannot watch every
 * resource it names is refused whole, before its acknowledgement, and keeps nothing.
 */
export class ListenWatchers {
  private readonly streams = new Map<ListenId, OpenStream>();
  private readonly uses = new Map<string, number>();
  /** First reads still on their way: a second stream naming the URI meanwhile waits for the same outcome. */
  private readonly starting = new Map<string, Promise<void>>();

  /** @param notFoundCode the era's code for an unknown resource */
  constructor(
    private readonly handlers: McpRequestHandlers,
    private readonly subscriptions: ResourceSubscriptions,
    private readonly budget: WatcherBudget,
    private readonly notFoundCode: number,
  ) {}

  get openStreams(): number {
    return this.streams.size;
  }

  /**
   * Admits the listen request `id` (its calls bucket, A-40) and starts watching `uris`.
   * @throws McpRefusalError when it is refused; nothing it took is kept
   */
  async open(id: ListenId, uris: readonly string[], signal: AbortSignal): Promise<void> {
    this.close(id);
    const view = await this.handlers.admitWatching('subscriptions/listen', signal);
    const credential = view.session.client;
    await refusals(this.notFoundCode, async () => this.budget.take(credential));
    const stream: OpenStream = { credential, uris: [] };
    this.streams.set(id, stream);
    try {
      for (const uri of new Set(uris)) {
        await this.acquire(uri, signal);
        stream.uris.push(uri);
      }
    } catch (e) {
      this.close(id);
      throw e;
    }
  }

  /** Ends stream `id` (cancelled, answered, or its connection gone); unknown ids change nothing. */
  close(id: ListenId): void {
    const stream = this.streams.get(id);
    if (!stream) return;
    this.streams.delete(id);
    for (const uri of stream.uris) this.release(uri);
    this.budget.release(stream.credential);
  }

  /** Ends every stream and stops every watcher (the owner is gone). */
  closeAll(): void {
    for (const id of [...this.streams.keys()]) this.close(id);
    this.subscriptions.close();
  }

  private async acquire(uri: string, signal: AbortSignal): Promise<void> {
    const users = this.uses.get(uri) ?? 0;
    this.uses.set(uri, users + 1);
    try {
      if (users > 0) {
        await this.starting.get(uri);
        return;
      }
      const first = this.handlers.watch(this.subscriptions, uri, signal, this.notFoundCode);
      this.starting.set(uri, first);
      try {
        await first;
      } finally {
        this.starting.delete(uri);
      }
    } catch (e) {
      this.release(uri);
      throw e;
    }
  }

  private release(uri: string): void {
    const users = this.uses.get(uri) ?? 0;
    if (users > 1) {
      this.uses.set(uri, users - 1);
      return;
    }
    this.uses.delete(uri);
    this.subscriptions.unsubscribe(uri);
  }
}
