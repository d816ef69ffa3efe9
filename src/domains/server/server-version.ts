import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

let cached: string | undefined;

/** This server's version, read once from the nearest package.json named gitlab-mcp-server. */
export function serverVersion(): string {
  if (cached !== undefined) return cached;
  cached = '0.0.0';
  for (let dir = __dirname; dir !== dirname(dir); dir = dirname(dir)) {
    try {
      const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name?: string; version?: string };
      if (pkg.name === 'gitlab-mcp-server' && pkg.version) {
        cached = pkg.version;
        break;
      }
    } catch {
      continue;
    }
  }
  return cached;
}
