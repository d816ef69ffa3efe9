import { DESTINATION_REFUSED_SUGGESTION } from './classification.messages.js';
import { classifyFailure, type Classification } from './failure.classifier.js';
import type { FailedRequest } from './failed-request.js';
import type { GraphqlDataErrors } from './graphql-data-errors.interface.js';
import { describeFineGrainedRejection } from './fine-grained.classifier.js';
import { onlyRepeatsStatus, renderGitlabMessage } from './gitlab-message.format.js';
import type { Hint } from './hint.interface.js';
import { selectHint } from './hint.selector.js';
import { describeCause } from './request-cause.format.js';

/**
 * Composes the message for a failed GitLab request (E-02, E-25):
 * `<operation>: <classification> (<GitLab's message>). Suggestion: <hint>: <cause>`.
 *
 * - GitLab's message appears in parentheses only when GitLab answered with a status other than
 *   404, its body was not dropped (E-71), and it says more than `{message: <status> <reason>}`.
 * - A fine-grained rejection's description takes the classification's place and drops every
 *   hint (E-24); an unattributed request has no suggestion and no cause; a refused destination
 *   has exactly the `--allow-private-instances` suggestion (E-37).
 *
 * @publicApi
 * @param operation - the handler's own label (`issueList`, `create security attributes`)
 * @param failure - the failed request
 * @param hints - the action's hints, first applicable one wins
 * @example
 * composeGitlabError('issueCreate', { transport: 'rest', method: 'POST', url, status: 403, body: '{"message":"403 Forbidden"}' });
 */
export function composeGitlabError(operation: string, failure: FailedRequest, hints: readonly Hint[] = []): string {
  const classification = classifyFailure(failure);
  const cause = describeCause(failure, classification);
  if (cause === undefined) return `${operation}: ${classification.text}`;
  const grantRejection = answeredByGitlab(classification) ? describeFineGrainedRejection(failure) : undefined;
  const message = quotedMessage(failure, classification);
  const suggestion = grantRejection === undefined ? suggestionFor(failure, classification, hints) : undefined;
  return (
    `${operation}: ${grantRejection ?? classification.text}` +
    (message === undefined ? '' : ` (${message})`) +
    (suggestion === undefined ? '' : `. Suggestion: ${suggestion}`) +
    `: ${cause}`
  );
}

function answeredByGitlab(classification: Classification): boolean {
  return ['http-status', 'token-rejected', 'unexpected'].includes(classification.kind);
}

function quotedMessage(failure: FailedRequest, classification: Classification): string | undefined {
  const hasStatus = classification.kind === 'http-status' || classification.kind === 'token-rejected';
  if (!hasStatus || failure.status === 404 || onlyRepeatsStatus(failure)) return undefined;
  return renderGitlabMessage(failure);
}

function suggestionFor(
  failure: FailedRequest,
  classification: Classification,
  hints: readonly Hint[],
): string | undefined {
  if (classification.kind === 'destination-refused') return DESTINATION_REFUSED_SUGGESTION;
  return selectHint(failure, classification, hints)?.text;
}

/**
 * Composes the message for GraphQL errors a handler found inside a 200 (E-41), by the same rules:
 * `<operation>: unexpected error. Suggestion: <hint>: <document> GraphQL errors: a; b`, or the
 * fine-grained description in place of `unexpected error` and no suggestion (E-24).
 *
 * @publicApi
 * @param operation - the handler's own label
 * @param errors - the errors and where the handler read them
 * @param hints - the action's hints; only those without `statuses` (or `anyError`) apply (E-36)
 */
export function composeGraphqlDataError(
  operation: string,
  errors: GraphqlDataErrors,
  hints: readonly Hint[] = [],
): string {
  // This form's cause is the errors themselves; the request line is never written, so no URL is needed.
  const failure: FailedRequest = { transport: 'graphql', method: 'POST', url: '', status: 200, graphqlErrors: errors };
  return composeGitlabError(operation, failure, hints);
}
