/**
 * What a Node network error code says happened (E-11, E-80).
 *
 * @publicApi
 */
export type NetworkFailureKind = 'connection-refused' | 'dns' | 'timeout' | 'tls' | 'network';

const DNS_CODES: ReadonlySet<string> = new Set(['ENOTFOUND', 'EAI_AGAIN', 'EAI_NONAME', 'EAI_NODATA', 'EAI_FAIL']);

const TIMEOUT_CODES: ReadonlySet<string> = new Set([
  'ETIMEDOUT',
  'ESOCKETTIMEDOUT',
  'ECONNABORTED',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
]);

const TLS_CODES: ReadonlySet<string> = new Set([
  'EPROTO',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'INVALID_CA',
  'INVALID_PURPOSE',
  'PATH_LENGTH_EXCEEDED',
  'HOSTNAME_MISMATCH',
]);

// OpenSSL's certificate verification codes as Node reports them, and Node's own TLS/SSL codes.
const TLS_CODE_PREFIXES: readonly string[] = [
  'ERR_TLS_',
  'ERR_SSL_',
  'CERT_',
  'CRL_',
  'UNABLE_TO_',
  'ERROR_IN_CERT_',
  'ERROR_IN_CRL_',
];

/**
 * Maps a Node error code to the E-11 row it belongs to. TLS wins over timeout, so a TLS handshake
 * timeout (`ERR_TLS_HANDSHAKE_TIMEOUT`) is a TLS failure, as E-80 reads it.
 *
 * @publicApi
 * @param code - `error.code` of the Node (or axios/undici) error, if any
 * @returns `network` for an unknown or missing code
 */
export function classifyNetworkCode(code: string | undefined): NetworkFailureKind {
  if (code === undefined) return 'network';
  if (code === 'ECONNREFUSED') return 'connection-refused';
  if (DNS_CODES.has(code)) return 'dns';
  if (TLS_CODES.has(code) || TLS_CODE_PREFIXES.some((prefix) => code.startsWith(prefix))) return 'tls';
  if (TIMEOUT_CODES.has(code)) return 'timeout';
  return 'network';
}

/**
 * Whether a DNS failure is temporary (`EAI_AGAIN`) rather than a name that does not exist.
 *
 * @publicApi
 * @param code - `error.code` of the Node error
 */
export function isTemporaryDnsFailure(code: string | undefined): boolean {
  return code === 'EAI_AGAIN';
}
