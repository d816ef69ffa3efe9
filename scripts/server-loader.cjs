'use strict';
// Bundled into the bin in place of the two bootstraps main.ts imports (see scripts/build.mjs): the
// first of them to be imported loads the server bundle, server.js beside the bin, with the V8 code
// cache the build made of a warmed-up start (server.js.cache), so a start compiles almost nothing.
// V8 ignores a cache made by another Node build or under other V8 flags; without one it compiles
// as it goes (only slower). server.js is one function expression (the build wraps the bundle as
// Node wraps a module) and pure ASCII, so its text is read as one-byte characters and compiled as is.
const { readFileSync } = require('node:fs');
const Module = require('node:module');
const { join } = require('node:path');
const vm = require('node:vm');

const file = join(__dirname, 'server.js');
let cachedData;
try {
  cachedData = readFileSync(`${file}.cache`);
} catch {
  cachedData = undefined;
}
const script = new vm.Script(readFileSync(file, 'latin1'), {
  filename: file,
  cachedData,
  importModuleDynamically: vm.constants && vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
});
cachedData = undefined;
// scripts/code-cache.cjs (build time only) asks for the compiled script, to write its cache.
const compiled = globalThis[Symbol.for('gitlab-mcp-server.compiled')];
if (typeof compiled === 'function') compiled(script);
const server = new Module(file, module);
server.filename = file;
server.paths = Module._nodeModulePaths(__dirname);
script.runInThisContext().call(server.exports, server.exports, Module.createRequire(file), server, file, __dirname);
module.exports = server.exports;
