// Jest setupFiles (e2e): tees everything the server under test produces into the capture
// directory, without touching the test helpers: the stdout (JSON-RPC results and notifications)
// and stderr (log lines, errors) of every child process the tests spawn, and the body of every
// HTTP response the tests fetch (Streamable HTTP results). globalTeardown scans it for tokens.
const childProcess = require('node:child_process');
const { appendFileSync, mkdirSync } = require('node:fs');
const { join } = require('node:path');
const { CAPTURE_DIR_ENV, REGISTER_SECRETS, SECRETS_FILE_SUFFIX } = require('./secret-scan.constants');

const dir = process.env[CAPTURE_DIR_ENV];
const MARK = Symbol.for('gitlab-mcp.secret-scan');
let sequence = 0;

function fileFor(kind) {
  mkdirSync(dir, { recursive: true });
  return join(dir, `${process.pid}-${Date.now()}-${sequence++}-${kind}.log`);
}

function describeCommand(command, args) {
  return [command, ...(Array.isArray(args) ? args : [])].map(String).join(' ');
}

/** The demo (`--demo`, `npm run demo`) prints its token on stdout on purpose (the operator pastes it): only that is exempt. */
function isDemo(argv) {
  return /(^|\s)--demo(\s|$)|^npm run demo(\s|$)/.test(argv);
}

function tee(stream, file, header) {
  if (!stream || typeof stream.on !== 'function') return;
  appendFileSync(file, header);
  stream.on('data', (chunk) => {
    try {
      appendFileSync(file, chunk);
    } catch {
      // The capture directory vanished (run ending): nothing left to scan.
    }
  });
}

if (dir && !childProcess.spawn[MARK]) {
  const spawn = childProcess.spawn;
  const wrapped = function (command, args, options) {
    const child = spawn.apply(this, arguments);
    const argv = describeCommand(command, args);
    if (!isDemo(argv)) tee(child.stdout, fileFor('stdout'), `# stdout of ${argv}\n`);
    tee(child.stderr, fileFor('stderr'), `# stderr of ${argv}\n`);
    return child;
  };
  wrapped[MARK] = true;
  childProcess.spawn = wrapped;

  const spawnSync = childProcess.spawnSync;
  const wrappedSync = function (command, args) {
    const result = spawnSync.apply(this, arguments);
    const argv = describeCommand(command, args);
    const file = fileFor('sync');
    appendFileSync(file, `# output of ${argv}\n`);
    if (!isDemo(argv) && result.stdout) appendFileSync(file, result.stdout);
    if (result.stderr) appendFileSync(file, result.stderr);
    return result;
  };
  wrappedSync[MARK] = true;
  childProcess.spawnSync = wrappedSync;
}

if (dir && typeof globalThis.fetch === 'function' && !globalThis.fetch[MARK]) {
  const fetch = globalThis.fetch;
  const wrappedFetch = async function (input, init) {
    const res = await fetch.call(this, input, init);
    try {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const file = fileFor('http');
      res
        .clone()
        .text()
        .then(
          (text) => appendFileSync(file, `# response of ${init?.method ?? 'GET'} ${url}\n${text}\n`),
          () => undefined,
        );
    } catch {
      // A body already used or not clonable: nothing to capture.
    }
    return res;
  };
  wrappedFetch[MARK] = true;
  globalThis.fetch = wrappedFetch;
}

// Concrete secrets a test saw (the simulator's OAuth codes and tokens have no telling shape):
// written beside the captures, so the teardown looks for each value in all of them.
if (dir && !globalThis[REGISTER_SECRETS]) {
  globalThis[REGISTER_SECRETS] = (values) => {
    const list = values.filter((v) => typeof v === 'string' && v.length >= 16);
    if (list.length > 0) appendFileSync(fileFor(SECRETS_FILE_SUFFIX), `${list.join('\n')}\n`);
  };
}
