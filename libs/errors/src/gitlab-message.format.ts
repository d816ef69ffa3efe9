import { STATUS_CODES } from 'node:http';
import { boundGitlabText } from './bounded-text.format.js';
import type { FailedRequest } from './failed-request.js';
import { isJsonObject, parseJsonObject, type JsonObject } from './response-body.parser.js';
import { requestPath } from './request-line.format.js';

const GITLAB_ERROR_KEYS: ReadonlySet<string> = new Set(['message', 'error', 'error_description']);
const ORBIT_QUOTED_CODES: ReadonlySet<string> = new Set(['compile_error', 'validation_error']);
const ORBIT_QUERY_PATH = '/api/v4/orbit/query';

/**
 * Renders a parsed JSON value the way GitLab's Go client does (E-25): an object as one
 * `{key: value}` per key, keys sorted, joined by `, `; an array as `[a, b]`; strings as they are.
 *
 * @param value - any parsed JSON value
 */
export function renderGitlabValue(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return `[${value.map(renderGitlabValue).join(', ')}]`;
  if (isJsonObject(value)) {
    return Object.keys(value)
      .sort()
      .map((key) => `{${key}: ${renderGitlabValue(value[key])}}`)
      .join(', ');
  }
  return String(value);
}

/**
 * GitLab's message for a failed request, rendered (E-25) and bounded (E-70), or `undefined` when
 * the body is dropped (E-71): not JSON, not an object, empty, or an object with a top-level key
 * other than `message`, `error`, `error_description` — except the Orbit query rejection (E-72).
 *
 * @publicApi
 * @param failure - the failed request, with its body
 */
export function renderGitlabMessage(failure: FailedRequest): string | undefined {
  const body = parseJsonObject(failure.body);
  if (body === undefined || !isComposedByGitlab(body, failure)) return undefined;
  const text = boundGitlabText(renderGitlabValue(body));
  return text === '' ? undefined : text;
}

/**
 * Whether the body is exactly `{message: <status> <reason>}` (`{"message":"403 Forbidden"}` for a
 * 403), which says nothing the status does not and is left out of the parentheses (E-02).
 *
 * @param failure - the failed request, with its status and body
 */
export function onlyRepeatsStatus(failure: FailedRequest): boolean {
  const body = parseJsonObject(failure.body);
  if (body === undefined || failure.status === undefined) return false;
  const keys = Object.keys(body);
  const reason = STATUS_CODES[failure.status];
  return (
    keys.length === 1 &&
    keys[0] === 'message' &&
    typeof body.message === 'string' &&
    reason !== undefined &&
    body.message.toLowerCase() === `${failure.status} ${reason}`.toLowerCase()
  );
}

function isComposedByGitlab(body: JsonObject, failure: FailedRequest): boolean {
  return Object.keys(body).every((key) => GITLAB_ERROR_KEYS.has(key)) || isOrbitQueryRejection(body, failure);
}

function isOrbitQueryRejection(body: JsonObject, failure: FailedRequest): boolean {
  const keys = Object.keys(body).sort();
  return (
    failure.method.toUpperCase() === 'POST' &&
    requestPath(failure.url).endsWith(ORBIT_QUERY_PATH) &&
    keys.length === 2 &&
    keys[0] === 'code' &&
    keys[1] === 'message' &&
    typeof body.code === 'string' &&
    typeof body.message === 'string' &&
    ORBIT_QUOTED_CODES.has(body.code)
  );
}
