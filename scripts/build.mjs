// Build: TypeScript (decorator metadata needs tsc) to dist/tsc; one bundle of the server with its
// npm packages (dist/server.js: one file to read instead of hundreds to resolve); a small bin that
// answers `initialize` and loads it (dist/gitlab-mcp-server.js); the GitLab simulator apart
// (dist/sim.js, for --demo). The output is assembled in a fresh folder and swapped in, so a server
// running from dist/ never sees half a build. Then one warm-up run of the built server writes the
// V8 code cache of its start (dist/server.js.cache: a start compiles almost nothing) and the
// catalog's schemas as it computed them (dist/schemas.json: a start converts no DTO). Both are
// optional: without them, or from another build or Node, the server compiles and converts as
// before.
//
//   node scripts/build.mjs            the build `npm run build` / `npm install` run
//   node scripts/build.mjs --if-stale the same, skipped when dist/ was built from the same inputs
//                                     (what `npm test` runs: after `npm install` it builds nothing)
//   import { buildInto } from ...     the same steps into another folder (benchmarks of variants)
import { build } from 'esbuild';
import { execFileSync, spawn } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { chmodSync, existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const LIBS = ['action-kit', 'errors', 'gitlab-client', 'gitlab-sim'];

/**
 * Builds everything into `out` (created by tsc).
 * @param {string} out
 * @param {{ typescript?: boolean, tolerateTypeErrors?: boolean, codeCache?: boolean, warmSurface?: string, warmCall?: boolean, log?: (m: string) => void }} [options]
 *   `typescript: false` bundles the `out/tsc` already there; `codeCache: false` skips the warm-up
 *   run (no server.js.cache, no schemas.json); `warmSurface` / `warmCall`: what the warm-up runs
 */
export async function buildInto(out, { typescript = true, tolerateTypeErrors = false, codeCache = true, warmSurface = 'individual', warmCall = true, log = () => {} } = {}) {
  try {
    if (typescript) execFileSync(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', join(root, 'tsconfig.build.json'), '--outDir', join(out, 'tsc')], { stdio: 'inherit' });
  } catch (e) {
    if (!tolerateTypeErrors) throw e;
    log('tsc reported errors; continuing with what it emitted');
  }
  const external = new Set();
  const common = {
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    alias: Object.fromEntries(LIBS.map((l) => [`@gitlab-mcp/${l}`, join(out, `tsc/libs/${l}/src/index.js`)])),
    minifyWhitespace: true,
    legalComments: 'none',
    sourcemap: true,
    logLevel: 'warning',
  };
  // The server: both bootstraps and everything they load, npm packages included.
  await build({
    ...common,
    stdin: {
      // Each bootstrap's modules load when it is called: stdio never loads the HTTP stack.
      contents: [
        "exports.bootStdio = (...args) => require('./tsc/src/transports/stdio/stdio.bootstrap.js').bootStdio(...args);",
        "exports.bootHttp = (...args) => require('./tsc/src/transports/http/http.bootstrap.js').bootHttp(...args);",
      ].join('\n'),
      resolveDir: out,
      sourcefile: 'server-entry.js',
    },
    outfile: join(out, 'server.js'),
    // Stamps the bundle and the schemas.json its warm-up run writes (src/catalog/schema-snapshot.ts).
    define: { __GITLAB_MCP_BUILD_ID__: JSON.stringify(randomUUID()) },
    // One function expression, as Node wraps a module: scripts/server-loader.cjs compiles the text as is.
    banner: { js: '(function (exports, require, module, __filename, __dirname) {' },
    footer: { js: '\n})' },
    plugins: [simulatorApart(), telemetryApart(), optionalPackages(external), lazyNestTimestamps(log), lazyAxiosUndici(log), lazyClassValidator(log), asciiSources()],
  });
  asciiOnly(join(out, 'server.js'), log);
  // The OpenTelemetry SDK, loaded only when telemetry runs: its own file, nothing to load otherwise.
  await build({ ...common, entryPoints: [join(out, 'tsc/src/telemetry/telemetry.sdk.js')], outfile: join(out, 'telemetry.js'), plugins: [optionalPackages(external), asciiSources()] });
  // The GitLab simulator (and graphql), for `--demo` only: its own file, 1 MiB less to load otherwise.
  await build({ ...common, entryPoints: [join(out, 'tsc/libs/gitlab-sim/src/index.js')], outfile: join(out, 'sim.js'), plugins: [optionalPackages(external)] });
  // The bin: main.ts and the stdio channel, which answers `initialize` while the server loads; its
  // dynamic imports of the two bootstraps load server.js through scripts/server-loader.cjs
  // (stdio: through scripts/stdio-entry.cjs, which also sizes the V8 young generation).
  await build({
    ...common,
    entryPoints: [join(out, 'tsc/src/main.js')],
    outfile: join(out, 'gitlab-mcp-server.js'),
    banner: { js: '#!/usr/bin/env node' },
    plugins: [
      {
        name: 'server-loader',
        setup(b) {
          b.onResolve({ filter: /\/stdio\.bootstrap\.js$/ }, () => ({ path: join(root, 'scripts/stdio-entry.cjs') }));
          b.onResolve({ filter: /\/http\.bootstrap\.js$/ }, () => ({ path: join(root, 'scripts/server-loader.cjs') }));
        },
      },
      optionalPackages(external),
    ],
  });
  log(`bundled; left to node_modules (not installed, loaded optionally): ${[...external].sort().join(', ') || 'none'}`);
  chmodSync(join(out, 'gitlab-mcp-server.js'), 0o755);
  if (codeCache) await warmUp(out, { surface: warmSurface, call: warmCall }, log);
}

/** `@gitlab-mcp/gitlab-sim` (imported by the HTTP bootstrap for `--demo`) is required from sim.js beside server.js. */
function simulatorApart() {
  return {
    name: 'simulator-apart',
    setup(b) {
      b.onResolve({ filter: /^@gitlab-mcp\/gitlab-sim$/ }, () => ({ path: 'sim', namespace: 'simulator' }));
      b.onLoad({ filter: /.*/, namespace: 'simulator' }, () => ({ contents: "module.exports = require('./sim.js');", loader: 'js' }));
      b.onResolve({ filter: /^\.\/sim\.js$/, namespace: 'simulator' }, () => ({ path: './sim.js', external: true }));
    },
  };
}

/**
 * The telemetry SDK (src/telemetry/telemetry.sdk.ts, imported by the telemetry bootstrap when telemetry
 * runs) is required from telemetry.js beside server.js. Both bundles use `@opentelemetry/api`, whose
 * global registry they share.
 */
function telemetryApart() {
  return {
    name: 'telemetry-apart',
    setup(b) {
      b.onResolve({ filter: /[\\/]telemetry\.sdk\.js$/ }, () => ({ path: 'telemetry', namespace: 'telemetry-sdk' }));
      b.onLoad({ filter: /.*/, namespace: 'telemetry-sdk' }, () => ({ contents: "module.exports = require('./telemetry.js');", loader: 'js' }));
      b.onResolve({ filter: /^\.\/telemetry\.js$/, namespace: 'telemetry-sdk' }, () => ({ path: './telemetry.js', external: true }));
    },
  };
}

/**
 * Packages that are not installed are optional ones a package loads inside a try (Nest's
 * microservices, websockets, static file serving...): they stay `require`s that fail as they
 * would from node_modules.
 */
function optionalPackages(external) {
  return {
    name: 'optional-packages',
    setup(b) {
      b.onResolve({ filter: /^[^./]/ }, async (args) => {
        if (args.pluginData?.probe || args.path.startsWith('node:')) return undefined;
        const found = await b.resolve(args.path, { resolveDir: args.resolveDir, kind: args.kind, pluginData: { probe: true } });
        if (found.errors.length === 0) return undefined;
        external.add(args.path);
        return { path: args.path, external: true };
      });
    },
  };
}

/**
 * Nest's Logger and ConsoleLogger each build an Intl.DateTimeFormat when @nestjs/common loads, for
 * the timestamps of their own log lines; this server logs through pino and never prints one.
 * Creating one maps ICU's locale data into the process (~6 MiB of resident memory, ~10 ms): the
 * bundle creates them on first use instead. Where Nest's code no longer has that shape, it is
 * bundled as is.
 */
function lazyNestTimestamps(log) {
  const SHAPE = 'const dateTimeFormatter = new Intl.DateTimeFormat(';
  return {
    name: 'lazy-nest-timestamps',
    setup(b) {
      b.onLoad({ filter: /[\\/]@nestjs[\\/]common[\\/]services[\\/](console-)?logger\.service\.js$/ }, (args) => {
        const text = readFileSync(args.path, 'utf8');
        const uses = text.match(/dateTimeFormatter\b(?!\.format\()/g) ?? [];
        if (!text.includes(SHAPE) || uses.length !== 1) {
          log(`${args.path}: unexpected shape, its date formatter stays eager`);
          return undefined;
        }
        const lazy = 'const dateTimeFormatter = ((...args) => { let f; return { format: (d) => (f ??= new Intl.DateTimeFormat(...args)).format(d) }; })(';
        return { contents: prepare(text.replace(SHAPE, lazy), args.path), loader: 'js', resolveDir: dirname(args.path) };
      });
    },
  };
}

/**
 * axios, as it loads, reads the global FormData and probes the fetch API (it builds a Request with a
 * ReadableStream body to see what the platform supports). Either makes Node load its bundled
 * undici: ~15 ms and ~9 MiB of resident memory, for a client that uses axios's http adapter.
 * - The fetch probe (`getFetch()` at load) is dropped: getFetch is also the fetch adapter's lazy
 *   getter, so a request that asks for that adapter still runs it then.
 * - `isFormData` reads the global FormData only once something has loaded it: until then, no value
 *   can be an instance of it (making one needs the global), so the answer is the same.
 * Where axios's code no longer has these shapes, it is bundled as is.
 */
function lazyAxiosUndici(log) {
  const EAGER_FETCH = /\ngetFetch\(\);\n/g;
  const FORM_DATA = "const FormDataCtor = typeof G.FormData !== 'undefined' ? G.FormData : undefined;";
  const FORM_DATA_USE = '  if (FormDataCtor && thing instanceof FormDataCtor) return true;';
  const LAZY_FORM_DATA = [
    '// Patched by scripts/build.mjs: the global FormData, only once something has loaded it.',
    "const loadedFormData = () => { const d = Object.getOwnPropertyDescriptor(G, 'FormData'); return d === undefined ? undefined : 'value' in d ? d.value : undefined; };",
  ].join('\n');
  return {
    name: 'lazy-axios-undici',
    setup(b) {
      b.onLoad({ filter: /[\\/]axios[\\/]dist[\\/]node[\\/]axios\.cjs$/ }, (args) => {
        let text = readFileSync(args.path, 'utf8');
        if ((text.match(EAGER_FETCH) ?? []).length === 1 && text.includes('fetch: {\n    get: getFetch\n  }')) text = text.replace(EAGER_FETCH, '\n');
        else log(`${args.path}: unexpected shape, its fetch probe stays eager`);
        if (text.split(FORM_DATA).length === 2 && text.split(FORM_DATA_USE).length === 2 && text.split('FormDataCtor').length === 4) {
          text = text.replace(FORM_DATA, LAZY_FORM_DATA).replace(FORM_DATA_USE, '  const FormDataCtor = loadedFormData();\n' + FORM_DATA_USE);
        } else log(`${args.path}: unexpected shape, its FormData read stays eager`);
        return { contents: prepare(text, args.path), loader: 'js', resolveDir: dirname(args.path) };
      });
    },
  };
}

/**
 * class-validator builds a class's validation metadata when the class is first read instead of when
 * its decorators run (scripts/lazy-class-validator.cjs): a DTO of an action never called costs no
 * constraint class and no metadata objects. Where class-validator's code no longer has the shapes
 * it expects, it is bundled as is.
 */
function lazyClassValidator(log) {
  const { patchMetadataStorage, patchRegisterDecorator, patchDirectDecorator } = createRequire(import.meta.url)('./lazy-class-validator.cjs');
  const patch = (path, fn) => {
    const text = readFileSync(path, 'utf8');
    const patched = fn(text);
    if (patched === undefined) log(`${path}: unexpected shape, validation metadata stays eager`);
    return { contents: prepare(patched ?? text, path), loader: 'js', resolveDir: dirname(path) };
  };
  return {
    name: 'lazy-class-validator',
    setup(b) {
      b.onLoad({ filter: /[\\/]class-validator[\\/]cjs[\\/]metadata[\\/]MetadataStorage\.js$/ }, (args) => patch(args.path, patchMetadataStorage));
      b.onLoad({ filter: /[\\/]class-validator[\\/]cjs[\\/]register-decorator\.js$/ }, (args) => patch(args.path, patchRegisterDecorator));
      b.onLoad({ filter: /[\\/]class-validator[\\/]cjs[\\/]decorator[\\/]common[\\/](IsOptional|Allow|ValidateNested|ValidateIf|ValidatePromise|Validate)\.js$/ }, (args) =>
        patch(args.path, patchDirectDecorator),
      );
    },
  };
}

/**
 * Every JavaScript file, as it is loaded:
 * - esbuild escapes non-ASCII characters everywhere but in regular expression literals (validator's
 *   locale alphabets, our duration units). One such character makes V8 hold the whole 7 MB text as
 *   two-byte characters, twice the memory. Written as \uXXXX escapes they mean the same to the
 *   regular expression (only its `source` spelling changes), and the text stays one-byte. Escaped
 *   file by file, so the source map stays right.
 * - An npm package's own source map is not followed: some point at sources the package does not
 *   ship, which leaves frames unattributable; the map then names the package's file instead.
 */
function asciiSources() {
  return {
    name: 'ascii-sources',
    setup(b) {
      b.onLoad({ filter: /\.(c?js|mjs)$/ }, (args) => {
        const text = readFileSync(args.path, 'utf8');
        const contents = prepare(text, args.path);
        return contents === text ? undefined : { contents, loader: 'js', resolveDir: dirname(args.path) };
      });
    },
  };
}

const NON_ASCII = /[^\x00-\x7f]/;
const PACKAGE_FILE = /[\\/]node_modules[\\/]/;
const SOURCE_MAP_COMMENT = /^\/\/# sourceMappingURL=.*$/gm;

function prepare(text, path) {
  const own = PACKAGE_FILE.test(path) ? text.replace(SOURCE_MAP_COMMENT, '') : text;
  return NON_ASCII.test(own) ? escapeNonAscii(own) : own;
}

function escapeNonAscii(text) {
  return text.replace(/[^\x00-\x7f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** Checks the bundle is pure ASCII (escaping what is left, if anything, so V8 still reads it one-byte). */
function asciiOnly(file, log) {
  const text = readFileSync(file, 'utf8');
  if (NON_ASCII.test(text)) {
    writeFileSync(file, escapeNonAscii(text));
    log('server.js: non-ASCII characters left by the bundler were escaped (source map columns after them on their lines are off)');
  }
  log(`server.js: ${(text.length / 2 ** 20).toFixed(1)} MiB`);
}

/**
 * Starts the built server once (stdio, against the built GitLab simulator, or against nothing if
 * the simulator cannot start: a degraded start loads the same code), lists the tools and makes a
 * call, then closes stdin. scripts/code-cache.cjs meanwhile writes the catalog's schemas as the
 * bundle computed them to schemas.json, and at exit the code V8 compiled to server.js.cache. The
 * bin uses the cache when it was made by the same Node build with the same V8 flags, the schemas
 * when they carry its build ID; it does without either otherwise (only slower to start).
 */
async function warmUp(out, warm, log) {
  const started = performance.now();
  let sim;
  try {
    sim = await createRequire(import.meta.url)(join(out, 'tsc/libs/gitlab-sim/src/index.js')).startGitlabSim();
  } catch (e) {
    log(`warm-up run: no simulator (${e.message.split('\n')[0]}); against an unreachable GitLab instead`);
  }
  try {
    const env = {
      PATH: process.env.PATH,
      GITLAB_URL: sim?.url ?? 'http://127.0.0.1:9',
      GITLAB_TOKEN: sim?.tokens.api ?? 'glpat-warmup',
      GITLAB_MCP_TOOL_SURFACE: warm.surface,
      GITLAB_MCP_RETRY_BASE_DELAY: '1ms',
      GITLAB_MCP_LOG_LEVEL: 'error',
    };
    const child = spawn(process.execPath, [join(root, 'scripts/code-cache.cjs'), out], { env, stdio: ['pipe', 'pipe', 'inherit'] });
    const answers = new Map();
    let buffer = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (d) => {
      buffer += d;
      for (let nl = buffer.indexOf('\n'); nl !== -1; nl = buffer.indexOf('\n')) {
        const line = buffer.slice(0, nl);
        buffer = buffer.slice(nl + 1);
        try {
          const m = JSON.parse(line);
          answers.get(m.id)?.(m);
        } catch {
          /* not JSON-RPC */
        }
      }
    });
    const send = (m) => child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', ...m })}\n`);
    const request = (id, method, params) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`code cache warm-up: no answer to ${method}`)), 30_000);
        answers.set(id, (m) => {
          clearTimeout(timer);
          resolve(m);
        });
        send({ id, method, params });
      });
    const exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
    // Whatever happens, the build does not wait on the warm-up for more than a minute.
    const deadline = setTimeout(() => child.kill('SIGKILL'), 60_000);
    try {
      await request(1, 'initialize', { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'build', version: '1' } });
      send({ method: 'notifications/initialized' });
      const list = await request(2, 'tools/list', {});
      const tools = list.result?.tools ?? [];
      if (warm.call && tools.some((t) => t.name === 'gitlab_project_get')) await request(3, 'tools/call', { name: 'gitlab_project_get', arguments: { project_id: '42' } });
      if (warm.call && tools.some((t) => t.name === 'gitlab_execute_action')) await request(3, 'tools/call', { name: 'gitlab_execute_action', arguments: { action: 'project.get', params: { project_id: '42' } } });
    } finally {
      child.stdin.end();
    }
    const code = await exited;
    clearTimeout(deadline);
    if (code !== 0 || !existsSync(join(out, 'server.js.cache'))) throw new Error(`the warm-up run exited with ${code ?? 'a signal'}`);
    // As a user's `node dist/gitlab-mcp-server.js` will: does V8 take the cache?
    const check = `const vm = require('node:vm'), fs = require('node:fs'); const f = ${JSON.stringify(join(out, 'server.js'))};
      process.stdout.write(String(new vm.Script(fs.readFileSync(f, 'latin1'), { filename: f, cachedData: fs.readFileSync(f + '.cache') }).cachedDataRejected));`;
    if (execFileSync(process.execPath, ['-e', check], { env: { PATH: process.env.PATH } }).toString() !== 'false') {
      rmSync(join(out, 'server.js.cache'), { force: true });
      log('code cache not kept: V8 refuses it (were V8 flags changed during the warm-up run?)');
    }
    const size = (f) => (existsSync(join(out, f)) ? `${(readFileSync(join(out, f)).length / 2 ** 20).toFixed(1)} MiB` : 'none');
    log(`warm-up run: code cache ${size('server.js.cache')}, schemas ${size('schemas.json')}, in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } catch (e) {
    // A build without them still works (the bin compiles and converts as it goes); say so and go on.
    rmSync(join(out, 'server.js.cache'), { force: true });
    rmSync(join(out, 'schemas.json'), { force: true });
    log(`code cache and schemas not written: ${e.message}`);
  } finally {
    await sim?.close();
  }
}

/** Files whose content decides what the build makes: sources (not tests), build scripts, configs, the lock. */
const INPUT_DIRS = ['src', 'libs', 'scripts'];
const INPUT_FILES = ['package.json', 'package-lock.json', 'tsconfig.json', 'tsconfig.build.json'];
const TEST_FILE = /\.(e2e-)?spec\.ts$/;

/** A digest of the build's inputs (paths and contents) and of the Node that runs it. */
function inputsDigest() {
  const hash = createHash('sha256').update(process.version);
  const files = [...INPUT_FILES];
  for (const dir of INPUT_DIRS) {
    for (const entry of readdirSync(join(root, dir), { recursive: true, withFileTypes: true })) {
      const rel = join(entry.parentPath.slice(root.length + 1), entry.name);
      if (entry.isFile() && !TEST_FILE.test(entry.name)) files.push(rel);
    }
  }
  for (const f of files.sort()) hash.update(`${f}\0`).update(readFileSync(join(root, f))).update('\0');
  return hash.digest('hex');
}

const DIGEST_FILE = 'build-inputs.sha256';

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const digest = inputsDigest();
  const recorded = join(root, 'dist', DIGEST_FILE);
  if (process.argv.includes('--if-stale') && existsSync(recorded) && readFileSync(recorded, 'utf8') === digest) {
    process.stderr.write('build: dist/ is up to date with the sources (nothing to build)\n');
    process.exit(0);
  }
  const staging = join(root, `.dist-${process.pid}`);
  const dist = join(root, 'dist');
  const log = (m) => process.stderr.write(`build: ${m}\n`);
  rmSync(staging, { recursive: true, force: true });
  try {
    await buildInto(staging, { codeCache: false, log });
    const old = join(root, `.dist-old-${process.pid}`);
    if (existsSync(dist)) renameSync(dist, old);
    renameSync(staging, dist);
    rmSync(old, { recursive: true, force: true });
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  // In place: V8 keeps the file name a code cache was made under (stack traces, profiles), so the
  // warm-up runs from dist/. A server started meanwhile runs without the cache and the schemas,
  // which appear whole (written aside, then renamed): only its start is slower.
  await warmUp(dist, { surface: 'individual', call: true }, log);
  writeFileSync(recorded, digest);
}
