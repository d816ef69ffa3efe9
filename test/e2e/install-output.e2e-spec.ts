import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runNpm } from '../helpers/npm';

const ROOT = join(__dirname, '..', '..');
const NPM_TIMEOUT_MS = 120_000;

/** What a new user sees first: `npm ci` / `npm install` of the repository on this Node. */
describe('first contact: a clean install prints no warnings', () => {
  it('npm ci of package.json and its lock warns about nothing (no EBADENGINE on this Node)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gitlab-mcp-install-'));
    try {
      copyFileSync(join(ROOT, 'package.json'), join(dir, 'package.json'));
      copyFileSync(join(ROOT, 'package-lock.json'), join(dir, 'package-lock.json'));
      // --ignore-scripts: the copy has no sources for `prepare` to build; engines are checked all the same.
      const r = await runNpm(['ci', '--dry-run', '--ignore-scripts', '--no-audit', '--no-fund'], dir, NPM_TIMEOUT_MS);
      expect(r.stderr.split('\n').filter((line) => line.startsWith('npm warn'))).toEqual([]);
      expect(r.code).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, NPM_TIMEOUT_MS);

  it('every installed package with an install script is approved or denied in allowScripts', async () => {
    const r = await runNpm(['install-scripts', 'ls'], ROOT, NPM_TIMEOUT_MS);
    expect(r.stdout.trim()).toBe('No packages with unreviewed install scripts.');
    expect(r.code).toBe(0);
  }, NPM_TIMEOUT_MS);
});
