import { CapabilityError } from '../capability.interface.js';
import { capabilityMessages as msg } from '../capabilities.messages.js';

/** How subscriptions poll and how many may exist. */
export interface SubscriptionSettings {
  /** Base interval between two polls of one resource. */
  readonly pollIntervalMs: number;
  /** Watchers one credential may hold over all its sessions. */
  readonly maxPerCredential: number;
  /** Watchers the whole process may hold. */
  readonly maxPerProcess: number;
}

export const DEFAULT_MAX_WATCHERS_PER_CREDENTIAL = 50;
export const DEFAULT_MAX_WATCHERS_PER_PROCESS = 1000;
/** An unchanged resource is polled less and less often, up to this multiple of the base interval. */
const QUIET_BACKOFF_LIMIT = 4;
/** A failing poll backs off faster, up to this multiple. */
const ERROR_BACKOFF_LIMIT = 16;

/** Counts watchers per credential and per process; one per process, shared by every session. */
export class WatcherBudget {
  private total = 0;
  private readonly perCredential = new WeakMap<object, number>();

  constructor(private readonly settings: Pick<SubscriptionSettings, 'maxPerCredential' | 'maxPerProcess'>) {}

  get size(): number {
    return this.total;
  }

  /** Takes one slot for `credential`, or throws the refusal. */
  take(credential: object): void {
    const mine = this.perCredential.get(credential) ?? 0;
    if (mine >= this.settings.maxPerCredential) throw new CapabilityError('invalid', msg.tooManyWatchers('credential', this.settings.maxPerCredential));
    if (this.total >= this.settings.maxPerProcess) throw new CapabilityError('invalid', msg.tooManyWatchers('process', this.settings.maxPerProcess));
    this.perCredential.set(credential, mine + 1);
    this.total++;
  }

  release(credential: object): void {
    this.perCredential.set(credential, Math.max(0, (this.perCredential.get(credential) ?? 1) - 1));
    this.total = Math.max(0, this.total - 1);
  }
}

/** Reads a resource's current representation (the text compared between polls). */
export type ResourceSnapshot = (signal: AbortSignal) => Promise<string>;

interface Watcher {
  readonly credential: object;
  readonly snapshot: ResourceSnapshot;
  readonly abort: AbortController;
  last: string;
  intervalMs: number;
  timer?: NodeJS.Timeout;
}

/**
 * The subscriptions of one MCP session: each subscribed resource is polled with back-off
 * and `onUpdated` fires when its JSON changed. Everything stops on {@link close} (session end).
 */
export class ResourceSubscriptions {
  private readonly watchers = new Map<string, Watcher>();
  private closed = false;

  constructor(
    private readonly settings: SubscriptionSettings,
    private readonly budget: WatcherBudget,
    private readonly onUpdated: (uri: string) => Promise<void>,
    private readonly onPollError: (uri: string, error: unknown) => void = () => undefined,
  ) {}

  get size(): number {
    return this.watchers.size;
  }

  /**
   * Starts watching `uri`: the first read (which must succeed) is the baseline. Subscribing
   * again to a watched URI changes nothing.
   */
  async subscribe(uri: string, credential: object, snapshot: ResourceSnapshot, signal: AbortSignal): Promise<void> {
    if (this.closed || this.watchers.has(uri)) return;
    this.budget.take(credential);
    let baseline: string;
    try {
      baseline = await snapshot(signal);
    } catch (e) {
      this.budget.release(credential);
      throw e;
    }
    if (this.closed || this.watchers.has(uri)) {
      this.budget.release(credential);
      return;
    }
    const watcher: Watcher = { credential, snapshot, abort: new AbortController(), last: baseline, intervalMs: this.settings.pollIntervalMs };
    this.watchers.set(uri, watcher);
    this.schedule(uri, watcher);
  }

  unsubscribe(uri: string): void {
    const w = this.watchers.get(uri);
    if (!w) return;
    this.watchers.delete(uri);
    this.stop(w);
  }

  /** Stops every watcher of the session. */
  close(): void {
    this.closed = true;
    for (const w of this.watchers.values()) this.stop(w);
    this.watchers.clear();
  }

  private stop(w: Watcher): void {
    if (w.timer) clearTimeout(w.timer);
    w.abort.abort();
    this.budget.release(w.credential);
  }

  private schedule(uri: string, w: Watcher): void {
    w.timer = setTimeout(() => void this.poll(uri, w), w.intervalMs);
    w.timer.unref();
  }

  private async poll(uri: string, w: Watcher): Promise<void> {
    const base = this.settings.pollIntervalMs;
    try {
      const now = await w.snapshot(w.abort.signal);
      if (this.watchers.get(uri) !== w) return;
      if (now !== w.last) {
        w.last = now;
        w.intervalMs = base;
        await this.onUpdated(uri).catch((e: unknown) => this.onPollError(uri, e));
      } else {
        w.intervalMs = Math.min(Math.round(w.intervalMs * 1.5), base * QUIET_BACKOFF_LIMIT);
      }
    } catch (e) {
      if (this.watchers.get(uri) !== w) return;
      this.onPollError(uri, e);
      w.intervalMs = Math.min(w.intervalMs * 2, base * ERROR_BACKOFF_LIMIT);
    }
    if (this.watchers.get(uri) === w) this.schedule(uri, w);
  }
}
