import { CapabilityError, ResourceSubscriptions, WatcherBudget } from '../capabilities/index';
import type { CredentialView } from './credential-view.interface';
import { ListenWatchers } from './listen-watchers';
import { McpRefusalError } from './mcp-refusal.error';
import { McpRequestHandlers } from './mcp-request.handlers';

const MODERN_NOT_FOUND = -32602;

/** A credential whose resources are `gitlab://ok/*` (readable) and `gitlab://gone/*` (not found). */
function fixture(maxPerCredential = 10) {
  const reads: string[] = [];
  const client = {};
  const view = {
    noScope: false,
    session: { client },
    capabilities: {
      resources: {
        subscribable: (uri: string) => uri.startsWith('gitlab://ok/') || uri.startsWith('gitlab://gone/'),
        read: async (uri: string) => {
          reads.push(uri);
          if (uri.startsWith('gitlab://gone/')) throw new CapabilityError('not_found', `no ${uri}`);
          return { contents: [{ uri, text: 'v1' }] };
        },
      },
    },
  } as unknown as CredentialView;
  const settings = { pollIntervalMs: 60_000, maxPerCredential, maxPerProcess: 100 };
  const budget = new WatcherBudget(settings);
  const subscriptions = new ResourceSubscriptions(settings, budget, async () => undefined);
  const handlers = new McpRequestHandlers({ current: async () => view }, undefined, undefined);
  const watchers = new ListenWatchers(handlers, subscriptions, budget, MODERN_NOT_FOUND);
  return { watchers, subscriptions, budget, reads };
}

const signal = new AbortController().signal;

describe('issue 15 #3 ListenWatchers: what subscriptions/listen streams watch (A-65)', () => {
  it('A-65 streams naming one resource share its watcher: one first read, and it stops with the last stream', async () => {
    const { watchers, subscriptions, budget, reads } = fixture();
    await watchers.open(1, ['gitlab://ok/a'], signal);
    await watchers.open(2, ['gitlab://ok/a', 'gitlab://ok/b'], signal);
    expect(reads).toEqual(['gitlab://ok/a', 'gitlab://ok/b']);
    expect([subscriptions.size, budget.size]).toEqual([2, 4]);
    watchers.close(2);
    expect([subscriptions.size, budget.size]).toEqual([1, 2]);
    watchers.close(1);
    expect([subscriptions.size, budget.size, watchers.openStreams]).toEqual([0, 0, 0]);
  });

  it('A-65 a stream naming one resource that cannot be watched is refused whole and keeps nothing', async () => {
    const { watchers, subscriptions, budget } = fixture();
    await expect(watchers.open(1, ['gitlab://ok/a', 'gitlab://gone/7'], signal)).rejects.toMatchObject({ code: MODERN_NOT_FOUND, data: { uri: 'gitlab://gone/7' } });
    await expect(watchers.open(2, ['gitlab://tools'], signal)).rejects.toBeInstanceOf(McpRefusalError);
    expect([subscriptions.size, budget.size, watchers.openStreams]).toEqual([0, 0, 0]);
  });

  it('A-65 each open stream holds one slot of the credential\'s watcher budget besides its resources', async () => {
    const { watchers, budget } = fixture(2);
    await expect(watchers.open(1, ['gitlab://ok/a', 'gitlab://ok/b'], signal)).rejects.toMatchObject({ code: -32602, message: expect.stringContaining('at most 2 per credential') });
    expect(budget.size).toBe(0);
    await watchers.open(1, ['gitlab://ok/a'], signal);
    expect(budget.size).toBe(2);
  });

  it('A-65 closeAll ends every stream and watcher; an unknown id changes nothing', async () => {
    const { watchers, subscriptions, budget } = fixture();
    await watchers.open('x', ['gitlab://ok/a'], signal);
    await watchers.open('y', [], signal);
    watchers.close('unknown');
    expect(budget.size).toBe(3);
    watchers.closeAll();
    expect([subscriptions.size, budget.size, watchers.openStreams]).toEqual([0, 0, 0]);
  });
});
