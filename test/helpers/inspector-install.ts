import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runNpm } from './npm';

/**
 * The MCP Inspector lives apart from the main install (tools/inspector, its own pinned lock): it
 * declares Node >= 22.19 while this project runs on Node 20, where its CLI works. It is installed
 * from the npm registry the first time a test needs it, and again whenever its package.json or lock changes.
 */
const DIR = join(__dirname, '..', '..', 'tools', 'inspector');
const STAMP = join(DIR, 'node_modules', '.installed-lock.sha256');
const BIN = join(DIR, 'node_modules', '.bin', 'mcp-inspector');

/** Longest wait for `npm ci` of the Inspector (a cold npm cache downloads ~130 packages). */
export const INSPECTOR_INSTALL_TIMEOUT_MS = 300_000;

/** Installs tools/inspector when it is missing or stale (the stamp: a digest of its package.json and lock); resolves with its `mcp-inspector` bin. Rejects with npm's output when it cannot. */
export async function installInspector(): Promise<string> {
  const lock = createHash('sha256').update(readFileSync(join(DIR, 'package.json'))).update(readFileSync(join(DIR, 'package-lock.json'))).digest('hex');
  if (existsSync(BIN) && existsSync(STAMP) && readFileSync(STAMP, 'utf8') === lock) return BIN;
  // --loglevel=error: the EBADENGINE warnings are the Inspector's known Node >= 22.19 declaration (README).
  const args = ['ci', '--no-audit', '--no-fund', '--loglevel=error'];
  const run = await runNpm(args, DIR, INSPECTOR_INSTALL_TIMEOUT_MS);
  if (run.code !== 0 || !existsSync(BIN)) {
    throw new Error(`the MCP Inspector could not be installed (npm ${args.join(' ')} in ${DIR}, exit ${run.code}):\n${run.stdout}${run.stderr}`);
  }
  writeFileSync(STAMP, lock);
  return BIN;
}
