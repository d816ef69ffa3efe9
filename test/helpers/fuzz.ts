/**
 * Schema-driven argument fuzzing: a seeded PRNG (mulberry32, so a failing case is replayed by
 * its seed) and generators that start from a plausible call built from a JSON schema and apply
 * hostile mutations to it.
 */

/** Input schema as tools/list shows it (the subset the catalog emits). */
export interface FuzzSchema {
  type?: string;
  properties?: Record<string, FuzzSchema>;
  required?: string[];
  additionalProperties?: boolean | FuzzSchema;
  items?: FuzzSchema;
  enum?: readonly (string | number)[];
  minimum?: number;
  maximum?: number;
  [key: string]: unknown;
}

/** Deterministic PRNG in [0, 1) from a 32-bit seed (mulberry32). */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export class Rng {
  constructor(readonly next: () => number) {}
  int(n: number): number {
    return Math.floor(this.next() * n);
  }
  pick<T>(list: readonly T[]): T {
    return list[this.int(list.length)];
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
}

const MIB = 1024 * 1024;

/** Strings an attacker or a confused model would send, by family (the family names the case). */
export const HOSTILE_STRINGS: Readonly<Record<string, readonly string[]>> = {
  traversal: ['..', '.', '../', '../../etc/passwd', '..%2F', '..%2f..%2f', '%2e%2e', '%2E%2E', '%2e', '.%2e', '..\\..\\', './', 'a/../b', '/..', '....//'],
  separators: ['%2F', 'a%2Fb', '%252F', 'a/b', '?x=1', '#frag', ';a=b', 'a?b=c&d=e', '%00', '\r\nX-Injected: 1', ' ', '%', '%zz', '//evil.example.com/x', 'http://169.254.169.254/'],
  control: ['\u0000', 'a\u0000b', '\u0007\u001b[31m', '\t\n\r', '\u007f', '\u0085\u2028\u2029'],
  unicode: ['\ud800', '\udc00x', 'a\ud83d', '\u202eevil\u202c', '\u200f\u200e', '😀🚀', '👩‍👩‍👧‍👦', 'ﬀ', 'İı', '\ufeff', '\uffff', 'e\u0301'],
  numbers: ['-1', '0', '9007199254740992', '9007199254740993', 'NaN', 'Infinity', '-Infinity', '1e3', '0x10', '1.5', '-0', '', '  42  '],
  proto: ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty'],
  markup: ['<script>alert(1)</script>', '[x](javascript:alert(1))', '```', '~~~~', '| a | b |', '**bold** _it_', '${7*7}', '{{7*7}}'],
};

/** Numbers at the edges (JSON cannot carry NaN/Infinity: those travel as strings above). */
export const EDGE_NUMBERS: readonly number[] = [-1, 0, 1, 2 ** 31, 2 ** 53, 2 ** 53 + 2, -(2 ** 53), 1.5, 1e308, -1e308, 5e-324];

/** Wrong-typed values for any slot. */
function wrongType(rng: Rng): unknown {
  return rng.pick<() => unknown>([
    () => null,
    () => true,
    () => rng.pick(EDGE_NUMBERS),
    () => rng.pick(HOSTILE_STRINGS.numbers),
    () => [],
    () => [1, 'a', null],
    () => ({}),
    () => ({ nested: { deeper: ['x'] } }),
  ])();
}

/** A plausible value for a property, so a call gets past validation and reaches GitLab. */
function plausible(name: string, schema: FuzzSchema | undefined, rng: Rng): unknown {
  if (schema?.enum && schema.enum.length > 0) return rng.pick(schema.enum);
  switch (schema?.type) {
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, Math.min(schema.maximum ?? 5, 1 + rng.int(3)));
    case 'boolean':
      return rng.chance(0.5);
    case 'array':
      return [plausible(name, schema.items, rng)];
    case 'object':
      return {};
    default:
      if (name === 'project_id') return rng.pick(['42', 'acme/backend']);
      if (name === 'branch' || name === 'ref') return rng.pick(['main', 'develop', 'feature/login']);
      if (name === 'remote_url') return 'git@gitlab.example.com:acme/backend.git';
      if (name === 'file_path') return 'docs/fuzz.md';
      return 'fuzz';
  }
}

/** One hostile value for a slot of the given schema; `family` names what was tried. */
export function hostileValue(schema: FuzzSchema | undefined, rng: Rng): { value: unknown; family: string } {
  const roll = rng.int(100);
  if (roll < 2) return { value: 'A'.repeat(MIB), family: 'oversized-string' };
  if (roll < 4) return { value: Array.from({ length: 10_000 }, (_, i) => (schema?.items?.type === 'integer' ? i : `v${i}`)), family: 'oversized-array' };
  if (roll < 20) return { value: wrongType(rng), family: 'wrong-type' };
  if (roll < 30 && (schema?.type === 'integer' || schema?.type === 'number')) return { value: rng.pick(EDGE_NUMBERS), family: 'edge-number' };
  const family = rng.pick(Object.keys(HOSTILE_STRINGS));
  const base = rng.pick(HOSTILE_STRINGS[family]);
  // Sometimes embed the hostile piece in an otherwise ordinary value.
  const value = rng.chance(0.3) ? `x${base}y` : base;
  return { value, family };
}

/** Keys that try to pollute a prototype, with payloads that would flip security decisions. */
export function pollutionPayload(rng: Rng): Record<string, unknown> {
  const payload = { confirm: true, readOnly: false, isAdmin: true, yoloMode: true, polluted: 'yes' };
  const json = rng.pick([
    `{"__proto__": ${JSON.stringify(payload)}}`,
    `{"constructor": {"prototype": ${JSON.stringify(payload)}}}`,
    `{"prototype": ${JSON.stringify(payload)}}`,
  ]);
  // JSON.parse keeps "__proto__" as an own key, so it travels on the wire as a key.
  return JSON.parse(json) as Record<string, unknown>;
}

/** A plausible argument object for a closed schema (required and some optional properties). */
export function plausibleArgs(schema: FuzzSchema, rng: Rng): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const props = schema.properties ?? {};
  for (const [name, prop] of Object.entries(props)) {
    if (name === 'confirm') continue;
    if ((schema.required ?? []).includes(name) || rng.chance(0.25)) out[name] = plausible(name, prop, rng);
  }
  return out;
}

/** Applies 1..3 mutations to `args` (in place) and returns the families tried. */
export function mutate(args: Record<string, unknown>, schema: FuzzSchema, rng: Rng): string[] {
  const families: string[] = [];
  const names = Object.keys(schema.properties ?? {}).filter((n) => n !== 'confirm');
  const count = 1 + rng.int(3);
  for (let i = 0; i < count; i++) {
    const roll = rng.int(100);
    if (roll < 8 && (schema.required ?? []).length > 0) {
      delete args[rng.pick(schema.required ?? [])];
      families.push('missing-required');
    } else if (roll < 14) {
      args[rng.pick(['foo', 'mr_iid', 'commit_id', 'Project_Id', 'project_id ', ''])] = 'unknown';
      families.push('unknown-key');
    } else if (roll < 22) {
      Object.assign(args, pollutionPayload(rng));
      families.push('prototype-keys');
    } else if (names.length > 0) {
      const name = rng.pick(names);
      const prop = schema.properties?.[name];
      if (prop?.type === 'object' && rng.chance(0.5)) {
        args[name] = { ...pollutionPayload(rng), ...(rng.chance(0.5) ? { [rng.pick(Object.keys(prop.properties ?? { x: 1 }))]: hostileValue(undefined, rng).value } : {}) };
        families.push('nested-object');
      } else {
        const { value, family } = hostileValue(prop, rng);
        args[name] = value;
        families.push(family);
      }
    }
  }
  return families;
}
