/** The per-file capture's registration function (test/setup/secret-scan.capture.js); absent outside the e2e project. */
const REGISTER_SECRETS = Symbol.for('gitlab-mcp.secret-scan.register');

type Register = (values: readonly string[]) => void;

/** Tells the secrets scan concrete secret values a test saw, so it fails if any appears in server output. */
export function registerSecrets(values: readonly string[]): void {
  const register = (globalThis as Record<symbol, Register | undefined>)[REGISTER_SECRETS];
  register?.(values);
}
