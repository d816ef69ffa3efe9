// Jest globalTeardown: fails the run when any captured server output carries an access token
// (A-71: a token never appears in a log line, an error, a result or a notification), or OAuth
// material (issue 16): our sealed tokens and codes by shape, and the concrete secrets tests
// registered (the simulator's application secrets, codes and OAuth tokens).
const { readdirSync, readFileSync, rmSync } = require('node:fs');
const { join } = require('node:path');
const { CAPTURE_DIR_ENV, GITLAB_HANDOUT, JWE_PATTERN, SEALED_HANDOUT, SECRETS_FILE_SUFFIX, TOKEN_PATTERN } = require('./secret-scan.constants');

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One pattern for every registered value (none registered: a pattern that never matches). */
function registeredPattern(values) {
  return values.length > 0 ? new RegExp(values.map(escapeRegExp).join('|'), 'g') : /(?!)/g;
}

module.exports = async function secretScanTeardown() {
  const dir = process.env[CAPTURE_DIR_ENV];
  if (!dir) return;
  let files = [];
  try {
    files = readdirSync(dir);
  } catch {
    return;
  }
  const secretFiles = files.filter((name) => name.endsWith(`-${SECRETS_FILE_SUFFIX}.log`));
  const registered = new Set(secretFiles.flatMap((name) => readFileSync(join(dir, name), 'utf8').split('\n').filter((v) => v !== '')));
  const kinds = [
    { what: 'access token', pattern: TOKEN_PATTERN, handout: undefined },
    { what: 'sealed OAuth token or code', pattern: JWE_PATTERN, handout: SEALED_HANDOUT },
    { what: 'registered OAuth secret', pattern: registeredPattern([...registered]), handout: GITLAB_HANDOUT },
  ];
  // Reports show where a secret appeared, never the secret: every match of every kind is cut short.
  const mask = (text) => kinds.reduce((t, k) => t.replace(k.pattern, (m) => `${m.slice(0, 10)}[…]`), text);
  const leaks = [];
  const counts = Object.fromEntries(kinds.map((k) => [k.what, 0]));
  let bytes = 0;
  const captures = files.filter((name) => !secretFiles.includes(name));
  for (const name of captures) {
    const text = readFileSync(join(dir, name), 'utf8');
    bytes += text.length;
    // The first line is the capture's own label (the command line a test ran, which may pass a
    // token on purpose, e.g. `inspector -e GITLAB_TOKEN=...`): only what the process produced counts.
    const cut = text.indexOf('\n');
    const label = text.slice(0, cut);
    const header = mask(label);
    const body = text.slice(cut + 1);
    for (const kind of kinds) {
      // The OAuth endpoints' own answers hand their material out on purpose.
      if (kind.handout?.test(label)) continue;
      for (const m of body.matchAll(kind.pattern)) {
        counts[kind.what]++;
        const at = m.index ?? 0;
        // A word cut at either edge of the window could be part of another secret: dropped too.
        const context = body.slice(Math.max(0, at - 120), at + m[0].length + 40).replace(/\s+/g, ' ').replace(/^[\w-]{8,}|[\w-]{8,}$/g, '[…]');
        if (leaks.length < 20) leaks.push(`${kind.what} in ${header}\n    …${mask(context)}…`);
      }
    }
  }
  const keep = process.env.GITLAB_MCP_SECRET_SCAN_KEEP === '1';
  if (!keep) rmSync(dir, { recursive: true, force: true });
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  const detail = kinds.map((k) => `${counts[k.what]} ${k.what}`).join(', ');
  process.stderr.write(`secrets scan: ${captures.length} captures, ${(bytes / 1024 / 1024).toFixed(1)} MiB scanned, ${registered.size} registered OAuth secrets; ${total} token occurrence(s) (${detail})\n`);
  if (total > 0) {
    throw new Error(`A-71 secrets scan: a secret appeared in server output (${total} occurrence(s))${keep ? ` — captures kept in ${dir}` : ''}:\n  ${leaks.join('\n  ')}`);
  }
};
