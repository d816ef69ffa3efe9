import type { QueryValue } from './gitlab-request.interface.js';

/** The instance URL, checked to be http(s) with a host, without trailing slashes. */
export function normalizeBaseUrl(baseUrl: string): string {
  let parsed: URL;
  try {
    parsed = new URL(baseUrl);
  } catch {
    throw new TypeError('GitLab base URL is not a valid URL');
  }
  if ((parsed.protocol !== 'http:' && parsed.protocol !== 'https:') || parsed.hostname === '') {
    throw new TypeError('GitLab base URL must be an http or https URL with a host');
  }
  if (parsed.username !== '' || parsed.password !== '' || parsed.search !== '' || parsed.hash !== '') {
    throw new TypeError('GitLab base URL must not carry credentials, a query or a fragment');
  }
  return parsed.toString().replace(/\/+$/, '');
}

/** `?a=1&labels[]=x&labels[]=y`, or `''` when nothing remains; `undefined` values are dropped. */
export function buildQueryString(query: Readonly<Record<string, QueryValue>> | undefined): string {
  if (query === undefined) return '';
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    if (isList(value)) {
      const name = `${encodeURIComponent(key.endsWith('[]') ? key.slice(0, -2) : key)}[]`;
      for (const item of value) parts.push(`${name}=${encodeURIComponent(String(item))}`);
    } else {
      parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
    }
  }
  return parts.length === 0 ? '' : `?${parts.join('&')}`;
}

function isList(value: QueryValue): value is readonly (string | number)[] {
  return Array.isArray(value);
}
