// Jest globalTeardown: fails the run when any captured server output carries an access token
// (A-71: a token never appears in a log line, an error, a result or a notification).
const { readdirSync, readFileSync, rmSync } = require('node:fs');
const { join } = require('node:path');
const { CAPTURE_DIR_ENV, TOKEN_PATTERN } = require('./secret-scan.constants');

module.exports = async function secretScanTeardown() {
  const dir = process.env[CAPTURE_DIR_ENV];
  if (!dir) return;
  let files = [];
  try {
    files = readdirSync(dir);
  } catch {
    return;
  }
  const leaks = [];
  let bytes = 0;
  for (const name of files) {
    const text = readFileSync(join(dir, name), 'utf8');
    bytes += text.length;
    // The first line is the capture's own label (the command line a test ran, which may pass a
    // token on purpose, e.g. `inspector -e GITLAB_TOKEN=...`): only what the process produced counts.
    const cut = text.indexOf('\n');
    const header = text.slice(0, cut).replace(TOKEN_PATTERN, (t) => `${t.slice(0, 10)}[…]`);
    const body = text.slice(cut + 1);
    for (const m of body.matchAll(TOKEN_PATTERN)) {
      const at = m.index ?? 0;
      const context = body.slice(Math.max(0, at - 120), at + m[0].length + 40).replace(/\s+/g, ' ');
      leaks.push(`${header}\n    …${context.split(m[0]).join(`${m[0].slice(0, 10)}[…]`)}…`);
      if (leaks.length >= 20) break;
    }
  }
  const keep = process.env.GITLAB_MCP_SECRET_SCAN_KEEP === '1';
  if (!keep) rmSync(dir, { recursive: true, force: true });
  process.stderr.write(`secrets scan: ${files.length} captures, ${(bytes / 1024 / 1024).toFixed(1)} MiB scanned, ${leaks.length} token occurrence(s)\n`);
  if (leaks.length > 0) {
    throw new Error(`A-71 secrets scan: an access token appeared in server output (${leaks.length} occurrence(s))${keep ? ` — captures kept in ${dir}` : ''}:\n  ${leaks.join('\n  ')}`);
  }
};
