import type { FailedRequest } from './failed-request.js';

/**
 * The request line an error repeats (E-73): `METHOD scheme://host/path`. Never the query string,
 * the fragment or credentials written into the URL.
 *
 * @publicApi
 * @param failure - the failed request
 */
export function formatRequestLine(failure: Pick<FailedRequest, 'method' | 'url'>): string {
  return `${failure.method.toUpperCase()} ${urlWithoutQuery(failure.url)}`;
}

/**
 * The path of the request URL, without query string.
 *
 * @param url - the full request URL
 */
export function requestPath(url: string): string {
  const parsed = parseUrl(url);
  return parsed === undefined ? stripQuery(url) : parsed.pathname;
}

function urlWithoutQuery(url: string): string {
  const parsed = parseUrl(url);
  return parsed === undefined ? stripQuery(url) : `${parsed.protocol}//${parsed.host}${parsed.pathname}`;
}

function parseUrl(url: string): URL | undefined {
  try {
    return new URL(url);
  } catch {
    return undefined;
  }
}

function stripQuery(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}
