import { execFile } from 'node:child_process';

export interface NpmRun {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/**
 * Runs `npm` in `cwd` and resolves with its exit code and output (never rejects on a non-zero
 * exit). `npm_config_allow_scripts`, which a parent `npm test` exports when the user configured
 * `allow-scripts`, is left out: npm refuses it from the environment in a project install
 * (EALLOWSCRIPTS), and the child reads the same npmrc files itself.
 */
export function runNpm(args: readonly string[], cwd: string, timeoutMs: number): Promise<NpmRun> {
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => k.toLowerCase() !== 'npm_config_allow_scripts'));
  return new Promise((resolve) => {
    execFile('npm', [...args], { cwd, env, timeout: timeoutMs, maxBuffer: 16 * 2 ** 20 }, (error, stdout, stderr) => {
      const code = error === null ? 0 : typeof error.code === 'number' ? error.code : 1;
      resolve({ code, stdout, stderr: error !== null && stderr === '' ? error.message : stderr });
    });
  });
}
