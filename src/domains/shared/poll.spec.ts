import { pollUntil } from './poll';

/** A fake clock whose sleep advances time instead of waiting. */
function fakeClock(): { now: () => number; sleep: (ms: number) => Promise<void>; slept: number[] } {
  let t = 1_000_000;
  const slept: number[] = [];
  return {
    now: () => t,
    sleep: (ms: number) => {
      slept.push(ms);
      t += ms;
      return Promise.resolve();
    },
    slept,
  };
}

describe('pollUntil', () => {
  const signal = new AbortController().signal;

  it('returns at once when the first read is final', async () => {
    const clock = fakeClock();
    const r = await pollUntil(() => Promise.resolve('success'), (s) => s === 'success', { timeoutSeconds: 60, intervalSeconds: 10, signal, ...clock });
    expect(r).toEqual({ value: 'success', finished: true, timedOut: false, polls: 1, waitedSeconds: 0 });
    expect(clock.slept).toEqual([]);
  });

  it('reads every interval until the value is final, reporting each read', async () => {
    const clock = fakeClock();
    const values = ['pending', 'running', 'failed'];
    const seen: string[] = [];
    const r = await pollUntil(
      () => Promise.resolve(values.shift() as string),
      (s) => s === 'failed',
      { timeoutSeconds: 60, intervalSeconds: 5, signal, ...clock, onPoll: (v, n) => Promise.resolve(void seen.push(`${n}:${v}`)) },
    );
    expect(r).toMatchObject({ value: 'failed', finished: true, timedOut: false, polls: 3, waitedSeconds: 10 });
    expect(seen).toEqual(['1:pending', '2:running', '3:failed']);
  });

  it('stops before the timeout would pass and says so', async () => {
    const clock = fakeClock();
    const r = await pollUntil(() => Promise.resolve('running'), () => false, { timeoutSeconds: 25, intervalSeconds: 10, signal, ...clock });
    expect(r).toMatchObject({ value: 'running', finished: false, timedOut: true, polls: 3, waitedSeconds: 20 });
  });
});
