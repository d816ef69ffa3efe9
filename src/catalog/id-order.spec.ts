import { compareIds } from './id-order';

describe('compareIds', () => {
  it('orders IDs as localeCompare does (root collation), for every pair of random IDs', () => {
    const chars = '_.0123456789abcdefghijklmnopqrstuvwxyz';
    let seed = 7;
    const random = (n: number): number => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    const id = (): string => Array.from({ length: 1 + random(8) }, () => chars[random(chars.length)]).join('');
    for (let i = 0; i < 20_000; i++) {
      const a = id();
      const b = id();
      expect([a, b, Math.sign(compareIds(a, b))]).toEqual([a, b, Math.sign(a.localeCompare(b))]);
    }
  });

  it('sorts real IDs like localeCompare (underscore before dot, digits before letters)', () => {
    const ids = ['merge_request.list', 'merge.x', 'mr_review.get', 'branch.list_protected', 'branch.list', 'branch_rule.get', 'a2.x', 'a_b.x', 'ab.x'];
    expect([...ids].sort(compareIds)).toEqual([...ids].sort((a, b) => a.localeCompare(b)));
  });

  it('falls back to localeCompare outside the ID alphabet', () => {
    expect(Math.sign(compareIds('Branch.x', 'branch.x'))).toBe(Math.sign('Branch.x'.localeCompare('branch.x')));
  });
});
