import { boundGitlabText } from './bounded-text.format.js';
import type { FailedRequest } from './failed-request.js';
import type { GraphqlDataErrors } from './graphql-data-errors.interface.js';
import { isJsonObject, parseJsonObject, type JsonObject } from './response-body.parser.js';

const GRAPHQL_RESPONSE_KEYS: ReadonlySet<string> = new Set(['data', 'errors', 'extensions']);

/**
 * `<operation> GraphQL errors: a; b` or `<operation> mutation errors: a; b` (E-41): how a handler
 * reports errors it found inside a 200. GitLab's words are bounded (E-70).
 *
 * @publicApi
 * @param errors - the errors and where the handler read them
 */
export function formatGraphqlDataErrors(errors: GraphqlDataErrors): string {
  const label = errors.source === 'mutation-payload' ? 'mutation' : 'GraphQL';
  return `${errors.operation} ${label} errors: ${boundGitlabText(errors.messages.join('; '))}`;
}

/**
 * The `errors[].message` list a GraphQL refusal with an error status adds to its cause (E-40),
 * joined by `, ` and bounded as a whole; `undefined` for a 404, a body with a top-level key other
 * than `data`, `errors`, `extensions`, or no messages.
 *
 * @param failure - a failed request to the GraphQL endpoint
 */
export function graphqlStatusErrorList(failure: FailedRequest): string | undefined {
  if (failure.transport !== 'graphql' || failure.status === undefined || failure.status === 404) return undefined;
  const body = parseJsonObject(failure.body);
  if (body === undefined || !Object.keys(body).every((key) => GRAPHQL_RESPONSE_KEYS.has(key))) return undefined;
  const messages = errorMessages(body);
  return messages.length === 0 ? undefined : boundGitlabText(messages.join(', '));
}

/**
 * Every GraphQL error entry of a failure, read whole (E-21): the handler's errors from a 200 and
 * the body's `errors[].message` (not for a 404, whose body is never read, E-03), each split where
 * several were joined with `; `.
 *
 * @param failure - the failed request
 */
export function graphqlErrorEntries(failure: FailedRequest): string[] {
  const readsBody = failure.transport === 'graphql' && failure.status !== 404;
  const fromBody = readsBody ? errorMessages(parseJsonObject(failure.body)) : [];
  return [...(failure.graphqlErrors?.messages ?? []), ...fromBody].flatMap((message) => message.split('; '));
}

function errorMessages(body: JsonObject | undefined): string[] {
  const errors = body?.errors;
  if (!Array.isArray(errors)) return [];
  return errors.flatMap((entry: unknown) =>
    isJsonObject(entry) && typeof entry.message === 'string' ? [entry.message] : [],
  );
}
