import { ListingBudget, LISTING_BUDGET_BURST, LISTING_BUDGET_RATE } from './listing-budget';

describe('ListingBudget (A-40): one process-wide bucket counted in tools listed', () => {
  it('is 3000 tools/s with a burst of 48000', () => {
    expect([LISTING_BUDGET_RATE, LISTING_BUDGET_BURST]).toEqual([3000, 48_000]);
  });

  it.each<[string, readonly (readonly [at: number, tools: number, wait: number])[]]>([
    ['48000 tools pass at once, one more waits 1/3 ms', [[0, 48_000, 0], [0, 1, 1 / 3]]],
    ['charged by tool count: 16 listings of 3000 tools drain it', [...Array.from({ length: 16 }, () => [0, 3000, 0] as const), [0, 3000, 1000]]],
    ['refills 3000 tools per second', [[0, 48_000, 0], [1000, 3000, 0], [1000, 1500, 500]]],
  ])('%s', (_title, steps) => {
    const budget = new ListingBudget();
    for (const [at, tools, wait] of steps) expect(budget.take(tools, at)).toBeCloseTo(wait, 6);
  });

  it('delay looks without charging', () => {
    const budget = new ListingBudget();
    expect(budget.delay(48_000, 0)).toBe(0);
    expect(budget.take(48_000, 0)).toBe(0);
    expect(budget.delay(3000, 0)).toBeCloseTo(1000, 6);
  });
});
