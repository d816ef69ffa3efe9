// Summarises a V8 .cpuprofile (from `node --cpu-prof`) or .heapprofile (`node --heap-prof`):
// top self-time functions and self time per module (npm package, our source file through the
// bundles' source maps, or a Node internal group).
//
//   node bench/cpuprofile.mjs <file.cpuprofile|file.heapprofile> [top]
import { existsSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const sourceMaps = new Map();
let buildDist;
/**
 * The dist/ folder of the build that was profiled. Frames of a script loaded with its code cache
 * carry the file name the cache was made under (the build's own dist/), not the copy that ran:
 * their source maps are read from this folder.
 */
export function setBuildDist(dir) {
  buildDist = dir;
}
function sourceMapFor(file) {
  if (buildDist && /\/\.?dist(-\d+)?\/[^/]+\.js$/.test(file)) file = join(buildDist, file.slice(file.lastIndexOf('/') + 1));
  if (!sourceMaps.has(file)) {
    let map;
    try {
      if (existsSync(`${file}.map`)) map = new SourceMap(JSON.parse(readFileSync(`${file}.map`, 'utf8')));
    } catch {
      map = undefined;
    }
    sourceMaps.set(file, map);
  }
  return sourceMaps.get(file);
}

/** Where a frame's code comes from: an npm package, one of our files, or a Node group. */
export function locate(callFrame) {
  const { url, functionName, lineNumber, columnNumber } = callFrame;
  const name = functionName || '(anonymous)';
  if (!url) {
    if (/^\((program|idle|garbage collector|root)\)$/.test(name)) return { module: name, fn: name };
    return { module: '(native / V8)', fn: name };
  }
  if (url.startsWith('node:')) {
    const mod = url.includes('modules/') ? '(node: module loader)' : `(node: ${url.replace(/^node:(internal\/)?/, '').split('/')[0]})`;
    return { module: mod, fn: `${name} ${url}:${lineNumber + 1}` };
  }
  const file = url.startsWith('file://') ? fileURLToPath(url) : url;
  const inPackage = (path, line) => {
    const nm = path.lastIndexOf('node_modules/');
    if (nm === -1) return undefined;
    const parts = path.slice(nm + 'node_modules/'.length).split('/');
    const pkg = parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
    const rest = parts.slice(pkg.includes('/') ? 2 : 1).join('/');
    return { module: pkg, fn: `${name} (${pkg}/${rest}:${line})` };
  };
  const pkg = inPackage(file, lineNumber + 1);
  if (pkg) return pkg;
  // Our bundles (dist/*.js with a source map): our sources, or the npm packages bundled in.
  if (/\/\.?dist(-\d+)?\/[^/]+\.js$/.test(file) && sourceMapFor(file)) {
    const entry = sourceMapFor(file).findEntry(lineNumber, columnNumber);
    const original = entry?.originalSource;
    const bundled = original ? inPackage(original, (entry.originalLine ?? 0) + 1) : undefined;
    if (bundled) return bundled;
    const src = original ? original.replace(/^.*?\/(src|libs)\//, '$1/').replace(/\.js$/, '.ts') : undefined;
    if (src) return { module: `ours: ${src.split('/').slice(0, 2).join('/')}`, fn: `${name} (${src}:${(entry.originalLine ?? 0) + 1})` };
    return { module: 'ours (bundle)', fn: `${name} (bundle:${lineNumber + 1})` };
  }
  if (file.endsWith('gitlab-mcp-server.js')) return { module: 'ours (bundle)', fn: `${name} (bundle:${lineNumber + 1})` };
  const tail = file.split('/').slice(-3).join('/');
  return { module: tail, fn: `${name} (${tail}:${lineNumber + 1})` };
}

/**
 * Samples as [nodeId, ms] pairs, only those taken at or after `fromUs` (V8 profile clock =
 * the monotonic clock of process.hrtime, in µs), so a warm phase can be looked at alone.
 */
function cpuSamples(profile, fromUs = 0) {
  const out = [];
  const { samples, timeDeltas } = profile;
  let ts = profile.startTime;
  for (let i = 0; i < samples.length; i++) {
    ts += timeDeltas[i] ?? 0;
    if (ts >= fromUs) out.push([samples[i], (timeDeltas[i + 1] ?? timeDeltas[i] ?? 0) / 1000]);
  }
  return out;
}

/** Self time (ms) per node of a .cpuprofile. */
function cpuSelf(profile, fromUs) {
  const self = new Map();
  for (const [id, t] of cpuSamples(profile, fromUs)) self.set(id, (self.get(id) ?? 0) + t);
  return profile.nodes.map((n) => ({ callFrame: n.callFrame, self: self.get(n.id) ?? 0 }));
}

/**
 * Time per module with Node internals and native code charged to the nearest JS caller outside
 * Node (so compiling and reading a required file counts for the package that required it).
 */
function cpuCharged(profile, fromUs) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const owner = new Map();
  const ownerOf = (id) => {
    if (owner.has(id)) return owner.get(id);
    let cur = id;
    let found;
    while (cur !== undefined) {
      const cf = byId.get(cur).callFrame;
      if (cf.url && !cf.url.startsWith('node:')) {
        found = locate(cf).module;
        break;
      }
      cur = parent.get(cur);
    }
    const result = found ?? locate(byId.get(id).callFrame).module;
    owner.set(id, result);
    return result;
  };
  const out = new Map();
  for (const [id, t] of cpuSamples(profile, fromUs)) {
    const m = ownerOf(id);
    out.set(m, (out.get(m) ?? 0) + t);
  }
  return out;
}

/** Heap: self size charged to the nearest non-Node JS frame above it, per module. */
function heapCharged(profile) {
  const out = new Map();
  const walk = (n, owner) => {
    const cf = n.callFrame;
    const mine = cf.url && !cf.url.startsWith('node:') ? locate(cf).module : owner;
    const m = mine ?? locate(cf).module;
    if (n.selfSize) out.set(m, (out.get(m) ?? 0) + n.selfSize);
    for (const c of n.children ?? []) walk(c, mine);
  };
  walk(profile.head, undefined);
  return out;
}

/** Self size (bytes) per node of a .heapprofile (sampled live allocations). */
function heapSelf(profile) {
  const out = [];
  const walk = (n) => {
    out.push({ callFrame: n.callFrame, self: n.selfSize });
    for (const c of n.children ?? []) walk(c);
  };
  walk(profile.head);
  return out;
}

/**
 * Top entries by self time (cpu) or self size (heap). Returns { kind, total, functions, modules },
 * each entry { name, value, pct }.
 */
export function summarise(profile, top = 12, { fromUs } = {}) {
  const heap = profile.head !== undefined;
  const nodes = heap ? heapSelf(profile) : cpuSelf(profile, fromUs);
  const byFn = new Map();
  const byMod = new Map();
  let total = 0;
  for (const n of nodes) {
    if (!n.self) continue;
    const { module, fn } = locate(n.callFrame);
    byFn.set(fn, (byFn.get(fn) ?? 0) + n.self);
    byMod.set(module, (byMod.get(module) ?? 0) + n.self);
    total += n.self;
  }
  const rank = (m) =>
    [...m.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, value]) => ({ name, value, pct: (100 * value) / total }));
  return { kind: heap ? 'heap' : 'cpu', total, functions: rank(byFn), modules: rank(byMod), charged: rank(heap ? heapCharged(profile) : cpuCharged(profile, fromUs)) };
}

export function loadSummary(file, top, options) {
  return summarise(JSON.parse(readFileSync(file, 'utf8')), top, options);
}

/** Markdown lines: modules, then functions. */
export function summaryMarkdown(s, { modules = 8, functions = 10 } = {}) {
  const unit = s.kind === 'heap' ? (v) => `${(v / 2 ** 20).toFixed(2)} MiB` : (v) => `${v.toFixed(0)} ms`;
  const lines = [`Total sampled: ${unit(s.total)}. Top modules by self ${s.kind === 'heap' ? 'size' : 'time'}:`, ''];
  for (const m of s.modules.slice(0, modules)) lines.push(`- ${m.name}: ${unit(m.value)} (${m.pct.toFixed(1)}%)`);
  if (s.charged.length) {
    lines.push('', `${s.kind === 'heap' ? 'Live heap' : 'Time'} per module with Node internals and native calls charged to the JS module that made them (loading a package counts for its requirer):`, '');
    for (const m of s.charged.slice(0, modules)) lines.push(`- ${m.name}: ${unit(m.value)} (${m.pct.toFixed(1)}%)`);
  }
  lines.push('', `Top functions by self ${s.kind === 'heap' ? 'size' : 'time'}:`, '');
  for (const f of s.functions.slice(0, functions)) lines.push(`- \`${f.name}\`: ${unit(f.value)} (${f.pct.toFixed(1)}%)`);
  return lines;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [file, top] = process.argv.slice(2);
  if (!file) {
    process.stderr.write('usage: node bench/cpuprofile.mjs <file.cpuprofile|file.heapprofile> [top]\n');
    process.exit(2);
  }
  process.stdout.write(`${summaryMarkdown(loadSummary(file, Number(top ?? 15)), { modules: Number(top ?? 15), functions: Number(top ?? 15) }).join('\n')}\n`);
}
