/**
 * Credentials in project settings (webhook URLs, mirror URLs, integration properties) are
 * write-only: accepted in input, never shown back. GitLab scrubs most of them itself; these
 * helpers make sure nothing slips through when it does not (older instances, proxies).
 */

/** What GitLab writes in place of a scrubbed credential. */
export const MASK = '*****';

/** `scheme://user:password@` at the start of a URL (or anywhere inside a longer text). */
const USERINFO = /([a-z][a-z0-9+.-]*:\/\/)([^\s/?#@]+)@/gi;

/** Query parameters that carry credentials (`?private_token=...`, `&sig=...`). */
const SECRET_QUERY = /([?&](?:[a-z0-9_-]*(?:token|secret|password|passwd|api[_-]?key|access[_-]?key)|key|sig|signature|auth)=)[^&#\s]*/gi;

/**
 * A URL with its credentials replaced the way GitLab scrubs them: `https://*****:*****@host/...`
 * for user and password, `https://*****@host/...` for a user or token alone; secret query
 * parameter values become `*****` as well. Text without credentials is returned unchanged.
 */
export function maskUrlCredentials(text: string): string {
  return text
    .replace(USERINFO, (_m, scheme: string, info: string) => `${scheme}${info.includes(':') ? `${MASK}:${MASK}` : MASK}@`)
    .replace(SECRET_QUERY, (_m, name: string) => `${name}${MASK}`);
}

/** Property names whose values are credentials (`password`, `api_key`, `token`, Slack `webhook`, ...). */
const SECRET_KEY = /(^|_)(password|token|secret|api_key|private_key|license_key|user_key|service_account_key|webhook)$/;

export function isSecretKey(name: string): boolean {
  return SECRET_KEY.test(name);
}

/** Integration properties with credential values removed and credentials in URLs masked. */
export function redactProperties(properties: Readonly<Record<string, unknown>>): { properties: Record<string, unknown>; hidden: string[] } {
  const out: Record<string, unknown> = {};
  const hidden: string[] = [];
  for (const [name, value] of Object.entries(properties)) {
    if (isSecretKey(name)) {
      hidden.push(name);
      continue;
    }
    if (typeof value === 'string') out[name] = maskUrlCredentials(value);
    else if (Array.isArray(value)) out[name] = value.filter((v: unknown) => typeof v !== 'object').map((v: unknown) => (typeof v === 'string' ? maskUrlCredentials(v) : v));
    else if (value !== null && value !== undefined && typeof value !== 'object') out[name] = value;
  }
  return { properties: out, hidden };
}
