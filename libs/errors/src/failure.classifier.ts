import {
  networkErrorClassification,
  otherStatusClassification,
  STATUS_CLASSIFICATIONS,
  TOKEN_REJECTED_CLASSIFICATION,
  UNANSWERED_CLASSIFICATIONS,
} from './classification.messages.js';
import type { FailedRequest } from './failed-request.js';
import { classifyNetworkCode, type NetworkFailureKind } from './network-error.classifier.js';
import { parseJsonObject } from './response-body.parser.js';

/**
 * Which row of E-10/E-11 a failure falls in.
 *
 * @publicApi
 */
export type FailureKind =
  | 'canceled'
  | 'deadline-exceeded'
  | 'unattributed'
  | 'destination-refused'
  | NetworkFailureKind
  | 'token-rejected'
  | 'http-status'
  | 'unexpected';

/**
 * A failure's classification: its kind and the verbatim sentence (E-10, E-11).
 *
 * @publicApi
 */
export interface Classification {
  /** The table row. */
  readonly kind: FailureKind;
  /** The classification sentence, byte for byte. */
  readonly text: string;
}

/**
 * Classifies a failed request. Requests GitLab did not answer are checked first, in E-11's order
 * (a canceled call is canceled even if a status arrived); then GitLab's status (E-10, E-15); a
 * failure with neither (or a 2xx carrying GraphQL errors, E-12) is `unexpected error`.
 *
 * @publicApi
 * @param failure - the failed request
 */
export function classifyFailure(failure: FailedRequest): Classification {
  if (failure.canceled === true) return { kind: 'canceled', text: UNANSWERED_CLASSIFICATIONS.canceled };
  if (failure.deadlineExceeded === true) {
    return { kind: 'deadline-exceeded', text: UNANSWERED_CLASSIFICATIONS.deadlineExceeded };
  }
  if (failure.unattributed === true) return { kind: 'unattributed', text: UNANSWERED_CLASSIFICATIONS.unattributed };
  if (failure.destinationRefused === true) {
    return { kind: 'destination-refused', text: UNANSWERED_CLASSIFICATIONS.destinationRefused };
  }
  if (failure.network !== undefined) return classifyNetworkFailure(failure);
  if (failure.status !== undefined && (failure.status < 200 || failure.status >= 300)) {
    return classifyStatus(failure, failure.status);
  }
  return { kind: 'unexpected', text: UNANSWERED_CLASSIFICATIONS.unexpected };
}

/**
 * Whether GitLab rejected the token itself (E-15): a REST 401 whose body carries the RFC 6750
 * code `invalid_token`, or any 401 from the GraphQL endpoint. Only this verdict ends a pooled
 * credential at once in HTTP mode (E-16).
 *
 * @publicApi
 * @param failure - the failed request
 */
export function isTokenRejected(failure: FailedRequest): boolean {
  if (failure.status !== 401) return false;
  return failure.transport === 'graphql' || parseJsonObject(failure.body)?.error === 'invalid_token';
}

function classifyNetworkFailure(failure: FailedRequest): Classification {
  const kind = classifyNetworkCode(failure.network?.code);
  switch (kind) {
    case 'connection-refused':
      return { kind, text: UNANSWERED_CLASSIFICATIONS.connectionRefused };
    case 'dns':
      return { kind, text: UNANSWERED_CLASSIFICATIONS.dns };
    case 'timeout':
      return { kind, text: UNANSWERED_CLASSIFICATIONS.timeout };
    case 'tls':
      return { kind, text: UNANSWERED_CLASSIFICATIONS.tls };
    case 'network':
      return { kind, text: networkErrorClassification(failure.method) };
  }
}

function classifyStatus(failure: FailedRequest, status: number): Classification {
  if (isTokenRejected(failure)) return { kind: 'token-rejected', text: TOKEN_REJECTED_CLASSIFICATION };
  return { kind: 'http-status', text: STATUS_CLASSIFICATIONS[status] ?? otherStatusClassification(status) };
}
