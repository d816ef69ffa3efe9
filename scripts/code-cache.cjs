'use strict';
// Build time only (scripts/build.mjs): runs the built bin as a client would; writes the catalog's
// schemas the bundle offers when it has explored the catalog to schemas.json
// (src/catalog/schema-snapshot.ts) and, when the process exits, what V8 compiled of server.js to
// server.js.cache.
//   node scripts/code-cache.cjs <dist>     (stdin/stdout: the JSON-RPC session)
const { renameSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');

const dist = process.argv[2];
globalThis[Symbol.for('gitlab-mcp-server.compiled')] = (script) => {
  process.on('exit', () => {
    // V8 stamps the cache with the current flags; the bin tunes some after compiling server.js.
    globalThis[Symbol.for('gitlab-mcp-server.v8-defaults')]?.();
    writeWhole(join(dist, 'server.js.cache'), script.createCachedData());
  });
};
globalThis[Symbol.for('gitlab-mcp-server.schema-snapshot')] = (text) => writeWhole(join(dist, 'schemas.json'), text);

/** Written aside, then renamed: a server starting meanwhile sees the whole file or none. */
function writeWhole(file, data) {
  writeFileSync(`${file}.${process.pid}`, data);
  renameSync(`${file}.${process.pid}`, file);
}
process.argv = [process.argv[0], join(dist, 'gitlab-mcp-server.js')];
require(process.argv[1]);
