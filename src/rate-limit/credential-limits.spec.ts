import { redisStoreForSuite } from '../../test/helpers/redis-store';
import { CredentialLimits, LIMITED_METHODS, type SharedPlacement } from './credential-limits';
import { LimitStoreUnavailableError } from './limit-store.error';
import type { SharedBucketStore } from './limit-store.interface';
import { ListingBudget } from './listing-budget';

let credentials = 0;

const redisStore = redisStoreForSuite();

/** Where the buckets of a new credential are kept: this process, or Redis under a fresh digest. */
const PLACEMENTS: readonly [string, () => SharedPlacement | undefined][] = [
  ['in memory', () => undefined],
  ['in Redis (issue 17)', () => ({ store: redisStore(), digest: `credential-${++credentials}` })],
];

describe.each(PLACEMENTS)('CredentialLimits (A-40) %s: three buckets of one credential from one setting', (_where, placement) => {
  const limits = (rps: number, burst: number, listing = new ListingBudget()): CredentialLimits => CredentialLimits.create({ rps, burst }, listing, placement())!;

  /** How many of `n` requests of `method` at time `now` are admitted. */
  async function admitted(l: CredentialLimits, method: string, n: number, now = 0, listed = 10): Promise<number> {
    let ok = 0;
    for (let i = 0; i < n; i++) if ((await l.admit(method, { now, listed })) === undefined) ok++;
    return ok;
  }

  it('rps 0 turns the limiter off entirely', () => {
    expect(CredentialLimits.create({ rps: 0, burst: 40 }, new ListingBudget(), placement())).toBeUndefined();
  });

  it.each([
    ['tools/call', 'calls'],
    ['resources/read', 'calls'],
    ['resources/subscribe', 'calls'],
    ['subscriptions/listen', 'calls'],
    ['prompts/get', 'calls'],
    ['completion/complete', 'completion'],
    ['tools/list', 'listing'],
  ])('%s draws from the %s bucket', (method, bucket) => {
    expect(LIMITED_METHODS[method]).toBe(bucket);
  });

  it.each(['initialize', 'ping', 'resources/list', 'prompts/list', 'notifications/initialized'])('%s is never limited', async (method) => {
    const l = limits(1, 1);
    expect(await admitted(l, method, 100)).toBe(100);
  });

  it.each<[string, number, number, string, number, number]>([
    // method, rps, burst, bucket, admitted in a burst, retry ms of the next
    ['tools/call', 10, 40, 'calls', 40, 100],
    ['completion/complete', 10, 40, 'completion', 400, 10],
    ['tools/list', 10, 40, 'listing', 40, 1000],
    ['tools/call', 1, 3, 'calls', 3, 1000],
    ['tools/list', 1, 3, 'listing', 3, 10_000],
  ])('%s at rps %i burst %i: the %s bucket admits %i at once, then says when', async (method, rps, burst, bucket, n, retry) => {
    const l = limits(rps, burst);
    expect(await admitted(l, method, n)).toBe(n);
    expect(await l.admit(method, { now: 0, listed: 10 })).toEqual({
      method,
      bucket,
      ratePerSecond: bucket === 'completion' ? rps * 10 : bucket === 'listing' ? rps / 10 : rps,
      burst: bucket === 'completion' ? burst * 10 : burst,
      retryAfterMs: expect.closeTo(retry, 6),
    });
  });

  it('the calls bucket is shared by tools/call, resources/read, resources/subscribe and prompts/get', async () => {
    const l = limits(1, 4);
    for (const m of ['tools/call', 'resources/read', 'resources/subscribe', 'prompts/get']) expect(await l.admit(m, { now: 0 })).toBeUndefined();
    expect((await l.admit('tools/call', { now: 0 }))?.bucket).toBe('calls');
    expect((await l.admit('prompts/get', { now: 0 }))?.bucket).toBe('calls');
  });

  it('the three buckets are independent: exhausting calls leaves completion and listing', async () => {
    const l = limits(1, 2);
    expect(await admitted(l, 'tools/call', 5)).toBe(2);
    expect(await admitted(l, 'completion/complete', 1)).toBe(1);
    expect(await admitted(l, 'tools/list', 1)).toBe(1);
  });

  it('refills over time: calls at rps, listing 10× slower', async () => {
    const l = limits(2, 1);
    expect(await admitted(l, 'tools/call', 2, 0)).toBe(1);
    expect(await admitted(l, 'tools/list', 2, 0)).toBe(1);
    expect(await admitted(l, 'tools/call', 1, 500)).toBe(1);
    expect(await admitted(l, 'tools/list', 1, 4999)).toBe(0);
    expect(await admitted(l, 'tools/list', 1, 5000)).toBe(1);
  });

  it('a burst of 0 with the limiter on is treated as 1 (config.tsv: must be >= 1)', async () => {
    const l = limits(1, 0);
    expect(await admitted(l, 'tools/call', 3)).toBe(1);
  });

  describe('tools/list and the process-wide listing budget', () => {
    it('every listing is charged to the process budget by tool count, across credentials', async () => {
      const listing = new ListingBudget();
      const a = limits(1000, 10_000, listing);
      const b = limits(1000, 10_000, listing);
      expect(await admitted(a, 'tools/list', 3, 0, 16_000)).toBe(3);
      const refusal = await b.admit('tools/list', { now: 0, listed: 1 });
      expect(refusal).toEqual({ method: 'tools/list', bucket: 'process-listing', ratePerSecond: 3000, burst: 48_000, retryAfterMs: expect.closeTo(1 / 3, 6) });
      expect(await b.admit('tools/list', { now: 1, listed: 1 })).toBeUndefined();
    });

    it('the process budget is checked first and a refused listing charges neither bucket', async () => {
      const listing = new ListingBudget();
      const l = limits(10, 1, listing);
      expect(listing.take(48_000, 0)).toBe(0);
      expect((await l.admit('tools/list', { now: 0, listed: 100 }))?.bucket).toBe('process-listing');
      // the credential's one listing token is still there
      expect(await l.admit('tools/list', { now: 1000 / 30, listed: 100 })).toBeUndefined();
    });

    it('a listing refused by the credential bucket takes nothing from the process budget', async () => {
      const listing = new ListingBudget();
      const l = limits(1, 1, listing);
      expect(await l.admit('tools/list', { now: 0, listed: 8000 })).toBeUndefined();
      expect((await l.admit('tools/list', { now: 0, listed: 8000 }))?.bucket).toBe('listing');
      expect(listing.delay(40_000, 0)).toBe(0);
      expect(listing.delay(40_001, 0)).toBeGreaterThan(0);
    });
  });
});

describe('issue 17 CredentialLimits when the shared store cannot answer', () => {
  const failing = (e: Error): SharedBucketStore => ({ take: () => Promise.reject(e), storeFailures: () => 1 });

  it('closed mode: the store refuses, so the request is refused as unavailable, retry in 1 s', async () => {
    const l = CredentialLimits.create({ rps: 1, burst: 1 }, new ListingBudget(), { store: failing(new LimitStoreUnavailableError()), digest: 'd' })!;
    expect(await l.admit('tools/call')).toEqual({ method: 'tools/call', bucket: 'calls', ratePerSecond: 1, burst: 1, retryAfterMs: 1000, unavailable: true });
  });

  it('any other error is not a refusal: it propagates', async () => {
    const l = CredentialLimits.create({ rps: 1, burst: 1 }, new ListingBudget(), { store: failing(new Error('bug')), digest: 'd' })!;
    await expect(l.admit('tools/call')).rejects.toThrow('bug');
  });
});
