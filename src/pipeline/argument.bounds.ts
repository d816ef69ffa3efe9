import { MAX_ARRAY_ITEMS } from '../catalog/index.js';

/** Deepest nesting of objects and arrays a tool's arguments may have. */
export const MAX_ARGUMENT_DEPTH = 32;
/** Most keys one object of the arguments may have. */
export const MAX_OBJECT_KEYS = 1000;
/** Most values (objects, arrays and scalars together) looked at in one call's arguments. */
export const MAX_ARGUMENT_VALUES = 100_000;

/**
 * The first way `args` exceeds the structural bounds, worded for a refusal, else undefined.
 * Runs before any other look at the arguments, without recursion, and stops at the first excess:
 * the work it does is bounded by the limits, not by the size of what was sent.
 */
export function argumentBoundsViolation(args: unknown): string | undefined {
  const pending: { value: unknown; path: string; depth: number }[] = [{ value: args, path: '', depth: 0 }];
  let seen = 0;
  while (pending.length > 0) {
    const { value, path, depth } = pending.pop()!;
    if (++seen > MAX_ARGUMENT_VALUES) return `the arguments hold more than ${MAX_ARGUMENT_VALUES} values`;
    if (value === null || typeof value !== 'object') continue;
    const name = path === '' ? 'the arguments' : path;
    if (depth >= MAX_ARGUMENT_DEPTH) return `${name} is nested more than ${MAX_ARGUMENT_DEPTH} levels deep`;
    if (Array.isArray(value)) {
      if (value.length > MAX_ARRAY_ITEMS) return `${name} has more than ${MAX_ARRAY_ITEMS} elements (it has ${value.length})`;
      for (let i = 0; i < value.length; i++) pending.push({ value: value[i], path: `${path}[${i}]`, depth: depth + 1 });
      continue;
    }
    let keys = 0;
    for (const k in value) {
      if (!Object.prototype.hasOwnProperty.call(value, k)) continue;
      if (++keys > MAX_OBJECT_KEYS) return `${name} has more than ${MAX_OBJECT_KEYS} keys`;
      pending.push({ value: (value as Record<string, unknown>)[k], path: path === '' ? k : `${path}.${k}`, depth: depth + 1 });
    }
  }
  return undefined;
}
