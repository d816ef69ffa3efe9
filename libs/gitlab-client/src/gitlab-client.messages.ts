import type { FailedRequest } from '../../errors/src/failed-request.js';

/** `GET https://host/api/v4/path failed: <what>`; the query string is left out (E-73). */
export function requestFailedMessage(failure: FailedRequest): string {
  return `${failure.method} ${withoutQuery(failure.url)} failed: ${failureSummary(failure)}`;
}

/** The URL without its query string or fragment. */
export function withoutQuery(url: string): string {
  const cut = url.search(/[?#]/);
  return cut === -1 ? url : url.slice(0, cut);
}

function failureSummary(failure: FailedRequest): string {
  if (failure.canceled) return 'canceled';
  if (failure.deadlineExceeded) return 'deadline exceeded';
  if (failure.status !== undefined) return `HTTP ${failure.status}`;
  return failure.network?.code ?? 'no answer';
}
