import type { Classification } from './failure.classifier.js';
import type { FailedRequest } from './failed-request.js';
import type { Hint } from './hint.interface.js';
import { canBePermissionRefusal } from './permission-refusal.classifier.js';

/**
 * The first declared hint that applies to a failure (E-36..E-38), or `undefined`. Apart from
 * `anyError` hints, hints follow only answers GitLab gave: a status, or GraphQL errors inside a 200.
 * The unattributed, destination-refused and fine-grained exceptions of E-37 are the composer's.
 *
 * @param failure - the failed request
 * @param classification - its classification
 * @param hints - the action's hints, in declaration order
 */
export function selectHint(
  failure: FailedRequest,
  classification: Classification,
  hints: readonly Hint[],
): Hint | undefined {
  return hints.find((hint) => applies(hint, failure, classification));
}

function applies(hint: Hint, failure: FailedRequest, classification: Classification): boolean {
  if (hint.anyError === true) return true;
  const insideOk = classification.kind === 'unexpected' && failure.graphqlErrors !== undefined;
  const answered = classification.kind === 'http-status' || classification.kind === 'token-rejected' || insideOk;
  if (!answered) return false;
  if (insideOk) return hint.statuses === undefined;
  if (hint.statuses !== undefined && (failure.status === undefined || !hint.statuses.includes(failure.status))) {
    return false;
  }
  return hint.namesRole !== true || canBePermissionRefusal(failure);
}
