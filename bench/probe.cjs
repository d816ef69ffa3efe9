// Preloaded into a server by the memory benches (`node --require bench/probe.cjs`): on SIGUSR2
// it runs a full GC and writes one JSON line {"benchProbe": {...}} to stderr with
// process.memoryUsage() and the V8 heap spaces after the GC. Nothing else changes in the server.
// The GC function is obtained when the signal arrives, not with `--expose-gc`: a V8 flag on the
// command line would make V8 refuse the bin's code cache (it is only valid under the flags it was
// made with), so the server would not start as it does for its users.
'use strict';
let gc;
process.on('SIGUSR2', () => {
  if (!gc) {
    require('node:v8').setFlagsFromString('--expose-gc');
    gc = require('node:vm').runInNewContext('gc');
  }
  gc();
  gc();
  const m = process.memoryUsage();
  const spaces = Object.fromEntries(require('node:v8').getHeapSpaceStatistics().map((s) => [s.space_name, { size: s.space_size, used: s.space_used_size }]));
  process.stderr.write(`${JSON.stringify({ benchProbe: { rss: m.rss, heapUsed: m.heapUsed, heapTotal: m.heapTotal, external: m.external, arrayBuffers: m.arrayBuffers, spaces } })}\n`);
});
