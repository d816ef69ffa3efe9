'use strict';
// Bundled into the bin in place of the stdio bootstrap main.ts imports (see scripts/build.mjs):
// loads the server (scripts/server-loader.cjs) and sizes the V8 heap for a stdio server, which
// serves one client and keeps little short-lived data.
//
// - Start-up: V8 grows the young generation from two 1 MiB semi-spaces to two 16 MiB ones when
//   much of what it allocates survives, as while modules load, and does not give the pages back
//   while the process is busy: ~28 MiB of resident memory for nothing. The growth factor is 1
//   during start-up (no growth; a few more, cheap, scavenges).
// - A second later: growth is allowed again, up to two 4 MiB semi-spaces, so that a steady
//   stream of calls is not slowed by scavenging every few calls; and the old generation is
//   collected once it has grown 20% over what the last full collection kept (V8 otherwise lets it
//   grow ~50%, mostly with objects promoted from this small young generation): a full collection
//   every few hundred calls, ~10 MiB less at the peak. Not during start-up, which would pay for
//   several full collections while the heap fills.
//
// Set once server.js is compiled (its code cache is checked against the V8 flags of its build).
// Left alone when the user sizes the young generation; HTTP mode keeps V8's defaults.
const v8 = require('node:v8');
const server = require('./server-loader.cjs');

const START_UP_MS = 1000;
const YOUNG_GENERATION_CAP = 8 * 2 ** 20;
const userSized = /semi-space/.test(`${process.execArgv.join(' ')} ${process.env.NODE_OPTIONS || ''}`);

// The build's warm-up run (scripts/code-cache.cjs) puts V8's defaults back before writing the
// code cache: V8 stamps the cache with the flags of that moment and checks them at the next start.
globalThis[Symbol.for('gitlab-mcp-server.v8-defaults')] = () => {
  v8.setFlagsFromString('--semi-space-growth-factor=2');
  v8.setFlagsFromString('--heap-growing-percent=0');
};

exports.bootStdio = async (...args) => {
  if (userSized) return server.bootStdio(...args);
  v8.setFlagsFromString('--semi-space-growth-factor=1');
  await server.bootStdio(...args);
  setTimeout(steadyState, START_UP_MS).unref();
};

function steadyState() {
  v8.setFlagsFromString('--heap-growing-percent=20');
  const { PerformanceObserver } = require('node:perf_hooks');
  const youngGeneration = () => v8.getHeapSpaceStatistics().find((s) => s.space_name === 'new_space')?.space_size ?? Infinity;
  if (youngGeneration() >= YOUNG_GENERATION_CAP) return;
  v8.setFlagsFromString('--semi-space-growth-factor=2');
  const observer = new PerformanceObserver(() => {
    if (youngGeneration() < YOUNG_GENERATION_CAP) return;
    v8.setFlagsFromString('--semi-space-growth-factor=1');
    observer.disconnect();
  });
  observer.observe({ entryTypes: ['gc'] });
}
