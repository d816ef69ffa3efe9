import { getMetadataStorage } from 'class-validator';
import type { ValidationMetadata } from 'class-validator/types/metadata/ValidationMetadata';

/** The parts of class-validator's metadata storage read here (public fields of its MetadataStorage). */
interface Storage {
  readonly validationMetadatas: Map<unknown, ValidationMetadata[]>;
  /**
   * In the bundle only (scripts/lazy-class-validator.cjs): builds the queued metadata of the
   * target and its ancestors, and answers the map without building every other class's.
   */
  readonly flushTarget?: (target: Function) => Map<unknown, ValidationMetadata[]>;
  getTargetValidatorConstraints(target: unknown): { readonly name: string; readonly async: boolean; readonly instance: { validate(value: unknown, args: unknown): unknown } }[];
}

/** The process-wide class-validator storage (it lives on `global`, shared by every copy of the package). */
export function validationStorage(): Storage {
  return getMetadataStorage() as unknown as Storage;
}

/** The metadata map, with the metadata of `target` and its ancestors built (the bundle builds a class's on first read). */
export function metadataMapFor(target: Function): Map<unknown, ValidationMetadata[]> {
  const storage = validationStorage();
  return storage.flushTarget ? storage.flushTarget(target) : storage.validationMetadatas;
}

interface Memo {
  readonly size: number;
  /** Each class whose metadata went into the result, with its list length at the time. */
  readonly sources: readonly (readonly [unknown, number])[];
  readonly result: readonly ValidationMetadata[];
}

const memo = new WeakMap<object, Memo>();
/** Prototype object → registered class, and each class's registration rank; rebuilt when classes are added. */
let index: { size: number; byPrototype: Map<unknown, unknown>; rank: Map<unknown, number> } | undefined;

/**
 * Exactly what class-validator's `getTargetValidationMetadatas(target, '', always, false)` returns
 * when no validation groups are used (this project uses none): the class's own metadata, then its
 * ancestors' (in registration order) except those a own entry of the same property and type
 * shadows. The library scans every registered class with `instanceof` on each call, which costs
 * O(classes) per object validated or converted; this walks the prototype chain, memoised per class
 * and recomputed when any class in the chain gains metadata.
 */
export function targetValidationMetadatas(target: Function): readonly ValidationMetadata[] {
  const map = metadataMapFor(target);
  const hit = memo.get(target);
  if (hit && hit.size === map.size && hit.sources.every(([cls, n]) => map.get(cls)?.length === n)) return hit.result;
  if (!index || index.size !== map.size) {
    const byPrototype = new Map<unknown, unknown>();
    const rank = new Map<unknown, number>();
    let i = 0;
    for (const key of map.keys()) {
      rank.set(key, i++);
      if (typeof key === 'function' && !byPrototype.has(key.prototype)) byPrototype.set(key.prototype, key);
    }
    index = { size: map.size, byPrototype, rank };
  }
  const own = map.get(target) ?? [];
  const ancestors: unknown[] = [];
  for (let p = Object.getPrototypeOf(target.prototype) as unknown; p !== null && p !== undefined; p = Object.getPrototypeOf(p)) {
    const cls = index.byPrototype.get(p);
    if (cls !== undefined && cls !== target) ancestors.push(cls);
  }
  ancestors.sort((a, b) => index!.rank.get(a)! - index!.rank.get(b)!);
  const inherited = ancestors.flatMap((cls) => map.get(cls) ?? []);
  const unique = inherited.filter((i) => !own.some((o) => o.propertyName === i.propertyName && o.type === i.type));
  const result = own.concat(unique);
  memo.set(target, { size: map.size, sources: [target, ...ancestors].map((cls) => [cls, map.get(cls)?.length ?? 0] as const), result });
  return result;
}
