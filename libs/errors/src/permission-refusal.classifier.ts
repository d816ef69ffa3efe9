import type { FailedRequest } from './failed-request.js';
import { parseJsonObject } from './response-body.parser.js';

const RFC6750_ERROR_CODES: ReadonlySet<string> = new Set(['invalid_request', 'invalid_token', 'insufficient_scope']);

// The account refusals GitLab writes for a user it will not serve at all (Gitlab::Auth::UserAccessDeniedReason).
const ACCOUNT_REFUSALS: readonly RegExp[] = [
  /account has been blocked/i,
  /account has been deactivated/i,
  /pending approval/i,
  /internal user/i,
  /terms of service/i,
  /email address is not confirmed/i,
  /password (?:has )?expired/i,
];

/**
 * Whether a response can be a permission refusal, so that a hint naming a role, a licence or an
 * owner may follow it (E-37): a REST 401 or 403 whose body has no RFC 6750 error code
 * (`invalid_request`, `invalid_token`, `insufficient_scope`) and does not refuse the account itself
 * (blocked, deactivated, pending approval, internal user, terms of service not accepted, primary
 * email unconfirmed, password expired).
 *
 * @param failure - the failed request
 */
export function canBePermissionRefusal(failure: FailedRequest): boolean {
  if (failure.transport !== 'rest' || (failure.status !== 401 && failure.status !== 403)) return false;
  const error = parseJsonObject(failure.body)?.error;
  if (typeof error === 'string' && RFC6750_ERROR_CODES.has(error)) return false;
  return !refusesAccount(failure.body ?? '');
}

function refusesAccount(text: string): boolean {
  return ACCOUNT_REFUSALS.some((pattern) => pattern.test(text));
}
