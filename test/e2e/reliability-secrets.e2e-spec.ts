import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn } from 'node:child_process';

/**
 * The secrets scan itself (issue "Reliability and security under load, faults and hostile
 * input", part 6): test/setup/secret-scan.capture.js tees every child's output and every fetched
 * response of the e2e run; test/setup/secret-scan.global-teardown.js fails the run on a token.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const teardown = require('../setup/secret-scan.global-teardown.js') as () => Promise<void>;
const ENV = 'GITLAB_MCP_SECRET_SCAN_DIR';

describe('A-71 secrets scan of the e2e run', () => {
  it('the capture hook is installed in this run and records what a spawned child prints', async () => {
    const dir = process.env[ENV] ?? '';
    const script = `process.stdout.write("hello-from-child ${process.pid}")`;
    const child = spawn(process.execPath, ['-e', script]);
    // 'close' comes after the child's stdout ended, so every chunk has been captured by then.
    await new Promise((r) => child.once('close', r));
    const captured = readdirSync(dir).map((f) => readFileSync(join(dir, f), 'utf8')).filter((text) => text.includes(script));
    expect(captured.sort()).toEqual([`# stderr of ${process.execPath} -e ${script}\n`, `# stdout of ${process.execPath} -e ${script}\nhello-from-child ${process.pid}`]);
  });

  it('the teardown fails when a captured output carries a token, and passes on clean output', async () => {
    const saved = process.env[ENV];
    const dirty = mkdtempSync(join(tmpdir(), 'secret-scan-selftest-'));
    const clean = mkdtempSync(join(tmpdir(), 'secret-scan-selftest-'));
    mkdirSync(dirty, { recursive: true });
    writeFileSync(join(dirty, 'x-stderr.log'), `# stderr of node server\n{"msg":"oops","token":"glpat-sim-api-000000000000"}\n`);
    // A secret the simulator minted for a create or rotate is returned once on purpose (its own tests bound it).
    writeFileSync(join(clean, 'x-stderr.log'), `# stderr of node server\n{"msg":"send a token as 'PRIVATE-TOKEN: <glpat-...>'"}\n{"token":"glpat-sim-minted-00000000002a"}\n`);
    try {
      process.env[ENV] = dirty;
      await expect(teardown()).rejects.toThrow(/secrets scan: a secret appeared in server output \(1 occurrence/);
      process.env[ENV] = clean;
      await expect(teardown()).resolves.toBeUndefined();
    } finally {
      process.env[ENV] = saved;
    }
  });

  it('issue 16: the teardown fails on OAuth material (a sealed token by its JWE shape, a registered simulator secret), not where an endpoint hands it out', async () => {
    const saved = process.env[ENV];
    const jwe = `eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..${'a'.repeat(16)}.${'b'.repeat(40)}.${'c'.repeat(22)}`;
    const gitlabToken = 'f'.repeat(64);
    const register = (dir: string) => writeFileSync(join(dir, 'x-secrets.log'), `${gitlabToken}\n`);
    const sealed = mkdtempSync(join(tmpdir(), 'secret-scan-selftest-'));
    writeFileSync(join(sealed, 'x-stderr.log'), `# stderr of node server\n{"msg":"refresh","token":"${jwe}"}\n`);
    const upstream = mkdtempSync(join(tmpdir(), 'secret-scan-selftest-'));
    register(upstream);
    // GitLab's token reaching the MCP client in our token endpoint's answer is a leak too.
    writeFileSync(join(upstream, 'x-http.log'), `# response of POST http://127.0.0.1:1/token\n{"access_token":"${jwe}","gitlab":"${gitlabToken}"}\n`);
    const clean = mkdtempSync(join(tmpdir(), 'secret-scan-selftest-'));
    register(clean);
    writeFileSync(join(clean, 'x-http.log'), `# response of POST http://127.0.0.1:1/token\n{"access_token":"${jwe}"}\n`);
    writeFileSync(join(clean, 'y-http.log'), `# response of POST http://127.0.0.1:2/oauth/token\n{"access_token":"${gitlabToken}"}\n`);
    try {
      process.env[ENV] = sealed;
      await expect(teardown()).rejects.toThrow(/1 occurrence\(s\)\):\n {2}sealed OAuth token or code in # stderr of node server\n.*eyJhbGciOi\[…\]/);
      process.env[ENV] = upstream;
      await expect(teardown()).rejects.toThrow(/registered OAuth secret in # response of POST http:\/\/127\.0\.0\.1:1\/token/);
      process.env[ENV] = clean;
      await expect(teardown()).resolves.toBeUndefined();
    } finally {
      process.env[ENV] = saved;
    }
  });
});
