// Build: TypeScript (decorator metadata needs tsc) to dist/tsc, then one bundle of our own code
// for the bin. npm packages stay external and load from node_modules.
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { chmodSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
rmSync(join(root, 'dist'), { recursive: true, force: true });
execFileSync(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', join(root, 'tsconfig.build.json')], { stdio: 'inherit' });

const libs = ['action-kit', 'errors', 'gitlab-client', 'gitlab-sim'];
const outfile = join(root, 'dist/gitlab-mcp-server.js');
await build({
  entryPoints: [join(root, 'dist/tsc/src/main.js')],
  outfile,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  packages: 'external',
  alias: Object.fromEntries(libs.map((l) => [`@gitlab-mcp/${l}`, join(root, `dist/tsc/libs/${l}/src/index.js`)])),
  banner: { js: '#!/usr/bin/env node' },
  sourcemap: true,
  logLevel: 'warning',
});
chmodSync(outfile, 0o755);
