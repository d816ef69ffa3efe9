import { argumentBoundsViolation, MAX_ARGUMENT_DEPTH, MAX_OBJECT_KEYS } from './argument.bounds';

describe('argument bounds (issue 20)', () => {
  it('accepts ordinary arguments', () => {
    expect(argumentBoundsViolation({ action: 'issue.list', params: { project_id: '42', labels: ['a', 'b'], iids: [1, 2, 3] } })).toBeUndefined();
  });

  it('refuses nesting past the depth limit without recursing', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(argumentBoundsViolation({ params: { project_id: deep } })).toBe(`params.project_id${'[0]'.repeat(MAX_ARGUMENT_DEPTH - 2)} is nested more than ${MAX_ARGUMENT_DEPTH} levels deep`);
  });

  it('refuses an object with too many keys, and an array with too many elements', () => {
    const keys = Object.fromEntries(Array.from({ length: MAX_OBJECT_KEYS + 1 }, (_, i) => [`k${i}`, 1]));
    expect(argumentBoundsViolation({ params: keys })).toBe(`params has more than ${MAX_OBJECT_KEYS} keys`);
    expect(argumentBoundsViolation({ params: { iids: new Array(5000).fill(1) } })).toBe('params.iids has more than 1000 elements (it has 5000)');
  });

  it('bounds the values looked at in all', () => {
    const wide = Array.from({ length: 200 }, () => new Array(1000).fill(0));
    expect(argumentBoundsViolation({ params: { a: wide.slice(0, 100), b: wide.slice(100) } })).toBe('the arguments hold more than 100000 values');
  });
});
