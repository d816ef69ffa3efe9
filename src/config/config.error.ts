/** A setting that stops the server from starting; the message says which and why. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}
