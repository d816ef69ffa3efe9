// Preloaded into a server by the memory benches (`node --expose-gc --require bench/probe.cjs`):
// on SIGUSR2 it runs a full GC and writes one JSON line {"benchProbe": {...}} to stderr with
// process.memoryUsage() and the V8 heap spaces after the GC. Nothing else changes in the server.
'use strict';
process.on('SIGUSR2', () => {
  if (typeof global.gc === 'function') {
    global.gc();
    global.gc();
  }
  const m = process.memoryUsage();
  const spaces = Object.fromEntries(require('node:v8').getHeapSpaceStatistics().map((s) => [s.space_name, { size: s.space_size, used: s.space_used_size }]));
  process.stderr.write(`${JSON.stringify({ benchProbe: { rss: m.rss, heapUsed: m.heapUsed, heapTotal: m.heapTotal, external: m.external, arrayBuffers: m.arrayBuffers, spaces } })}\n`);
});
