import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CatalogEntry } from './catalog-entry.interface.js';
import type { JsonSchema } from './json-schema.interface.js';

/**
 * The catalog's input and output schemas as the build computed them (dist/schemas.json), so the
 * built server reads them instead of converting every DTO at each start.
 *
 * The build writes the file from a run of the very bundle it ships (scripts/build.mjs), and
 * stamps both with one build ID; the bundle uses the file only when the IDs match and, per
 * action, only when the action's input and output classes are the ones the file names. Anything
 * else (a file from another build, an action the file does not know, the sources run by jest or
 * from dist/tsc, which have no file) is converted as before. Only schemas that survive a JSON
 * round trip unchanged are written, and nested schemas shared between actions stay shared.
 * The file is a header line (build ID, per action its classes, parameter names, required ones and
 * comma-list paths, which the catalog needs at start, and where its schemas lie) and a body of
 * JSON texts: an action's schemas are parsed when first read, a never-called action's never.
 */
declare const __GITLAB_MCP_BUILD_ID__: string | undefined;

/** Set by esbuild in the bundle (scripts/build.mjs); undefined in the TypeScript sources. */
const BUILD_ID = typeof __GITLAB_MCP_BUILD_ID__ === 'string' ? __GITLAB_MCP_BUILD_ID__ : undefined;

/** Build time only: scripts/code-cache.cjs sets it to receive the file's text. */
export const SCHEMA_SNAPSHOT_SINK = Symbol.for('gitlab-mcp-server.schema-snapshot');

const FILE = 'schemas.json';
/** Stands for a shared schema in the file: `{ "$shared": n }` is `shared[n]`. */
const SHARED = '$shared';

/** Where a schema's JSON text lies in the file's body: [start, end). */
type Span = readonly [number, number];

/** The file's first line; the body after it holds the schemas' JSON texts, each parsed on first read. */
interface SnapshotHeader {
  readonly build: string;
  readonly shared: Span[];
  readonly actions: Record<string, SnapshotActionFile>;
}

interface SnapshotActionFile {
  readonly inputClass: string;
  readonly outputClass: string;
  readonly params: string[];
  readonly required: string[];
  readonly commaLists: string[];
  readonly input: Span;
  readonly output: Span;
}

/** What the build computed for one action: its parameter facts at once, its schemas on first read. */
export interface SnapshotAction {
  readonly params: readonly string[];
  readonly required: readonly string[];
  readonly commaLists: readonly string[];
  /** Parsed on the first call; the same object at every later call. */
  input(): JsonSchema;
  output(): JsonSchema;
}

export interface SchemaSnapshot {
  /** The action's facts when the file has them for these very classes. */
  lookup(id: string, input: Function, output: Function): SnapshotAction | undefined;
}

/** The snapshot beside the bundle, if it was made by this build. Schemas stay JSON text until an action's are read. */
export function loadSchemaSnapshot(dir: string = __dirname, build: string | undefined = BUILD_ID): SchemaSnapshot | undefined {
  if (build === undefined) return undefined;
  let text: string;
  let file: SnapshotHeader;
  try {
    text = readFileSync(join(dir, FILE), 'utf8');
    file = JSON.parse(text.slice(0, text.indexOf('\n'))) as SnapshotHeader;
  } catch {
    return undefined;
  }
  if (file.build !== build) return undefined;
  const base = text.indexOf('\n') + 1;
  const parse = ([start, end]: Span): unknown => JSON.parse(text.slice(base + start, base + end));
  const spans: (Span | undefined)[] = file.shared;
  const shared: unknown[] = new Array(spans.length);
  const sharedSchema = (n: number): unknown => {
    const span = spans[n];
    if (span !== undefined) {
      spans[n] = undefined;
      shared[n] = revive(parse(span));
    }
    return shared[n];
  };
  const revive = (v: unknown): unknown => {
    if (v === null || typeof v !== 'object') return v;
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) v[i] = revive(v[i]);
      return v;
    }
    const o = v as Record<string, unknown>;
    const ref = o[SHARED];
    if (typeof ref === 'number') return sharedSchema(ref);
    for (const k of Object.keys(o)) o[k] = revive(o[k]);
    return o;
  };
  const once = (span: Span): (() => JsonSchema) => {
    let pending: Span | undefined = span;
    let schema: JsonSchema | undefined;
    return () => {
      if (pending !== undefined) {
        schema = revive(parse(pending)) as JsonSchema;
        pending = undefined;
      }
      return schema as JsonSchema;
    };
  };
  return {
    lookup(id, input, output) {
      const a = file.actions[id];
      if (!a || a.inputClass !== input.name || a.outputClass !== output.name) return undefined;
      return { params: a.params, required: a.required, commaLists: a.commaLists, input: once(a.input), output: once(a.output) };
    },
  };
}

/** Build time only: hands the catalog's schemas to the build when it asked for them. */
export function offerSchemaSnapshot(entries: Iterable<CatalogEntry>): void {
  const sink = (globalThis as Record<symbol, unknown>)[SCHEMA_SNAPSHOT_SINK];
  if (typeof sink === 'function' && BUILD_ID !== undefined) (sink as (text: string) => void)(serializeSchemas(entries, BUILD_ID));
}

/** The file's text; schema objects met more than once are written once, in `shared`; `\n` ends the header. */
export function serializeSchemas(entries: Iterable<CatalogEntry>, build: string): string {
  const list = [...entries].filter((e) => lossless(e.inputSchema) && lossless(e.outputSchema));
  const seen = new Map<object, number>();
  const count = (v: unknown): void => {
    if (v === null || typeof v !== 'object') return;
    const n = seen.get(v) ?? 0;
    seen.set(v, n + 1);
    if (n > 0) return;
    for (const c of Array.isArray(v) ? v : Object.values(v)) count(c);
  };
  for (const e of list) {
    count(e.inputSchema);
    count(e.outputSchema);
  }
  const index = new Map<object, number>();
  const shared: Span[] = [];
  const texts: string[] = [];
  let length = 0;
  const place = (v: unknown): Span => {
    const t = JSON.stringify(v);
    texts.push(t);
    length += t.length;
    return [length - t.length, length];
  };
  // A schema object met more than once becomes a reference to its one copy in `shared`.
  const ref = (v: unknown): unknown => {
    if (v === null || typeof v !== 'object' || Array.isArray(v) || (seen.get(v) ?? 0) < 2) return body(v);
    let n = index.get(v);
    if (n === undefined) {
      n = shared.length;
      index.set(v, n);
      shared.push([0, 0]);
      shared[n] = place(body(v));
    }
    return { [SHARED]: n };
  };
  const body = (v: unknown): unknown => {
    if (v === null || typeof v !== 'object') return v;
    if (Array.isArray(v)) return v.map(ref);
    const out: Record<string, unknown> = {};
    for (const [k, c] of Object.entries(v)) out[k] = ref(c);
    return out;
  };
  const actions: SnapshotHeader['actions'] = {};
  for (const e of list) {
    actions[e.id] = {
      inputClass: e.options.input.name,
      outputClass: e.options.output.name,
      params: [...e.params],
      required: [...e.required],
      commaLists: [...e.commaLists],
      input: place(ref(e.inputSchema)),
      output: place(ref(e.outputSchema)),
    };
  }
  return `${JSON.stringify({ build, shared, actions } satisfies SnapshotHeader)}\n${texts.join('')}`;
}

/** A schema JSON gives back unchanged: plain objects and arrays of strings, finite numbers, booleans, null; no `$shared` key. */
function lossless(v: unknown): boolean {
  if (v === null || typeof v === 'string' || typeof v === 'boolean') return true;
  if (typeof v === 'number') return Number.isFinite(v) && !Object.is(v, -0);
  if (typeof v !== 'object') return false;
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) if (!(i in v) || !lossless(v[i])) return false;
    return true;
  }
  if (Object.getPrototypeOf(v) !== Object.prototype) return false;
  for (const k of Object.keys(v)) if (k === SHARED || k === '__proto__' || !lossless((v as Record<string, unknown>)[k])) return false;
  return Object.getOwnPropertySymbols(v).length === 0;
}
