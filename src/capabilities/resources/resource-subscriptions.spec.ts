import { CapabilityError } from '../capability.interface';
import { ResourceSubscriptions, WatcherBudget } from './resource-subscriptions';

describe('A-65 ResourceSubscriptions', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());
  const flush = async (ms: number): Promise<void> => {
    await jest.advanceTimersByTimeAsync(ms);
  };

  it('notifies when the representation changes, backs off while quiet, and stops after unsubscribe', async () => {
    let value = 'a';
    const reads: number[] = [];
    const updated: string[] = [];
    const subs = new ResourceSubscriptions({ pollIntervalMs: 100, maxPerCredential: 5, maxPerProcess: 5 }, new WatcherBudget({ maxPerCredential: 5, maxPerProcess: 5 }), async (uri) => void updated.push(uri));
    await subs.subscribe('gitlab://x', {}, async () => (reads.push(Date.now()), value), new AbortController().signal);
    await flush(100);
    expect(updated).toEqual([]);
    value = 'b';
    await flush(150);
    expect(updated).toEqual(['gitlab://x']);
    subs.unsubscribe('gitlab://x');
    value = 'c';
    const before = reads.length;
    await flush(1000);
    expect(reads.length).toBe(before);
    expect(updated).toEqual(['gitlab://x']);
  });

  it('bounds watchers per credential and per process, and frees them on close', async () => {
    const budget = new WatcherBudget({ maxPerCredential: 1, maxPerProcess: 2 });
    const settings = { pollIntervalMs: 100, maxPerCredential: 1, maxPerProcess: 2 };
    const a = new ResourceSubscriptions(settings, budget, async () => undefined);
    const b = new ResourceSubscriptions(settings, budget, async () => undefined);
    const alice = {};
    const bob = {};
    const carol = {};
    const snap = async (): Promise<string> => 'x';
    const signal = new AbortController().signal;
    await a.subscribe('gitlab://1', alice, snap, signal);
    await expect(a.subscribe('gitlab://2', alice, snap, signal)).rejects.toBeInstanceOf(CapabilityError);
    await b.subscribe('gitlab://1', bob, snap, signal);
    await expect(b.subscribe('gitlab://3', carol, snap, signal)).rejects.toThrow(/per server process/);
    a.close();
    expect(budget.size).toBe(1);
    await b.subscribe('gitlab://3', carol, snap, signal);
    expect(budget.size).toBe(2);
    b.close();
    expect(budget.size).toBe(0);
  });

  it('a baseline read that fails refuses the subscription and keeps no slot', async () => {
    const budget = new WatcherBudget({ maxPerCredential: 1, maxPerProcess: 1 });
    const subs = new ResourceSubscriptions({ pollIntervalMs: 100, maxPerCredential: 1, maxPerProcess: 1 }, budget, async () => undefined);
    await expect(subs.subscribe('gitlab://gone', {}, async () => Promise.reject(new Error('404')), new AbortController().signal)).rejects.toThrow('404');
    expect(budget.size).toBe(0);
  });
});
