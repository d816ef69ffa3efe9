import type { FailedRequest } from '@gitlab-mcp/errors';
import type { AddressCategory } from './destination.policy.js';

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
  if (failure.destinationRefused) return 'outbound destination refused';
  if (failure.status !== undefined) return `HTTP ${failure.status}`;
  return failure.network?.code ?? 'no answer';
}

const CATEGORY_LABELS: Readonly<Record<Exclude<AddressCategory, 'public'>, string>> = {
  metadata: 'a cloud metadata address',
  unspecified: 'an unspecified address',
  loopback: 'a loopback address',
  'link-local': 'a link-local address',
  private: 'a private address',
  cgnat: 'a carrier-grade NAT (100.64.0.0/10) address',
};

/**
 * Why the outbound policy refused a destination, for logs and `failure.network.message`:
 * `outbound destination refused: gitlab.test resolves to 10.0.0.5, a private address; ...`.
 *
 * @param host - the host name or IP literal of the request URL
 * @param address - the refused address
 * @param category - its category (never `public`)
 */
export function destinationRefusedMessage(host: string, address: string, category: Exclude<AddressCategory, 'public'>): string {
  const what = host === address ? `${address} is ${CATEGORY_LABELS[category]}` : `${host} resolves to ${address}, ${CATEGORY_LABELS[category]}`;
  const rule =
    category === 'metadata'
      ? 'cloud metadata addresses are always refused'
      : 'only a URL the operator configured, or --allow-private-instances, may reach it';
  return `outbound destination refused: ${what}; ${rule}`;
}
