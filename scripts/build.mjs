// Build: TypeScript (decorator metadata needs tsc) to dist/tsc, then one bundle of our own code
// for the bin; npm packages stay external and load from node_modules. The output is assembled in
// a fresh folder and swapped in at the end, so a server running from dist/ never sees half a build.
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const staging = join(root, `.dist-${process.pid}`);
const dist = join(root, 'dist');
rmSync(staging, { recursive: true, force: true });
try {
  execFileSync(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', join(root, 'tsconfig.build.json'), '--outDir', join(staging, 'tsc')], { stdio: 'inherit' });
  const libs = ['action-kit', 'errors', 'gitlab-client', 'gitlab-sim'];
  const outfile = join(staging, 'gitlab-mcp-server.js');
  await build({
    entryPoints: [join(staging, 'tsc/src/main.js')],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    packages: 'external',
    alias: Object.fromEntries(libs.map((l) => [`@gitlab-mcp/${l}`, join(staging, `tsc/libs/${l}/src/index.js`)])),
    banner: { js: '#!/usr/bin/env node' },
    sourcemap: true,
    logLevel: 'warning',
  });
  chmodSync(outfile, 0o755);
  const old = join(root, `.dist-old-${process.pid}`);
  if (existsSync(dist)) renameSync(dist, old);
  renameSync(staging, dist);
  rmSync(old, { recursive: true, force: true });
} finally {
  rmSync(staging, { recursive: true, force: true });
}
