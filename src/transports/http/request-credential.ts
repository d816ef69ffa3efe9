import { createHash } from 'node:crypto';

/** Headers as Fastify gives them (lower-case names). */
export type RequestHeaders = Readonly<Record<string, string | string[] | undefined>>;

const first = (v: string | string[] | undefined): string | undefined => (Array.isArray(v) ? v[0] : v)?.trim() || undefined;

/** The caller's GitLab token: PRIVATE-TOKEN wins over Authorization: Bearer (interface.md). */
export function tokenFrom(headers: RequestHeaders): string | undefined {
  const privateToken = first(headers['private-token']);
  if (privateToken) return privateToken;
  const auth = first(headers.authorization);
  const m = auth ? /^Bearer\s+(.+)$/i.exec(auth) : null;
  return m ? m[1].trim() : undefined;
}

/** Normalises a GitLab URL the way the configuration does (origin + path, no trailing slash). */
export function normaliseGitlabUrl(raw: string): string | undefined {
  try {
    const u = new URL(raw.trim());
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return undefined;
    return `${u.origin}${u.pathname.replace(/\/+$/, '').replace(/\/api\/v4$/, '')}`;
  } catch {
    return undefined;
  }
}

/** The pool key of a credential: a hash, so the token itself is never a map key. */
export function credentialKey(token: string, gitlabUrl: string): string {
  return createHash('sha256').update(token).update('\0').update(gitlabUrl).digest('hex');
}
