import { UNANSWERED_CAUSES } from './classification.messages.js';
import type { Classification } from './failure.classifier.js';
import type { FailedRequest } from './failed-request.js';
import { renderGitlabMessage } from './gitlab-message.format.js';
import { formatGraphqlDataErrors, graphqlStatusErrorList } from './graphql-errors.format.js';
import { isTemporaryDnsFailure } from './network-error.classifier.js';
import { formatRequestLine } from './request-line.format.js';

const NODE_ERROR_CODE = /^[A-Z][A-Z0-9_]*$/;

/**
 * The cause that ends an error message (E-02, E-03, E-40, E-41, E-73):
 * - a 404: `404 Not Found` (REST) or `failed to execute GraphQL query: 404 Not Found` (GraphQL);
 * - another status: `METHOD scheme://host/path: <status>`, then a space and GitLab's rendered
 *   message unless it was dropped (E-71), then ` (GraphQL errors: a, b)` for a GraphQL refusal;
 * - GraphQL errors inside a 200: `<operation> GraphQL errors: ...` / `<operation> mutation errors: ...`;
 * - an unanswered request: `METHOD scheme://host/path: <what happened>`.
 *
 * @param failure - the failed request
 * @param classification - its classification
 * @returns `undefined` for a request that could not be attributed to a credential (E-11)
 */
export function describeCause(failure: FailedRequest, classification: Classification): string | undefined {
  const line = formatRequestLine(failure);
  switch (classification.kind) {
    case 'http-status':
    case 'token-rejected':
      return describeStatusCause(failure, line);
    case 'unexpected':
      if (failure.graphqlErrors !== undefined) return formatGraphqlDataErrors(failure.graphqlErrors);
      return `${line}: ${failure.status ?? UNANSWERED_CAUSES.noResponse}`;
    case 'canceled':
      return `${line}: ${UNANSWERED_CAUSES.canceled}`;
    case 'deadline-exceeded':
      return `${line}: ${UNANSWERED_CAUSES.deadlineExceeded}`;
    case 'unattributed':
      return undefined;
    case 'destination-refused':
      return `${line}: ${UNANSWERED_CAUSES.destinationRefused}`;
    case 'connection-refused':
      return `${line}: ${UNANSWERED_CAUSES.connectionRefused}`;
    case 'dns':
      return `${line}: ${dnsCause(failure)}`;
    case 'timeout':
      return `${line}: ${UNANSWERED_CAUSES.timeout}`;
    case 'tls':
      return `${line}: ${withCode(UNANSWERED_CAUSES.tls, failure)}`;
    case 'network':
      return `${line}: ${withCode(UNANSWERED_CAUSES.network, failure)}`;
  }
}

function describeStatusCause(failure: FailedRequest, line: string): string {
  if (failure.status === 404) {
    return failure.transport === 'graphql' ? 'failed to execute GraphQL query: 404 Not Found' : '404 Not Found';
  }
  const message = renderGitlabMessage(failure);
  const graphqlErrors = graphqlStatusErrorList(failure);
  return (
    `${line}: ${failure.status}` +
    (message === undefined ? '' : ` ${message}`) +
    (graphqlErrors === undefined ? '' : ` (GraphQL errors: ${graphqlErrors})`)
  );
}

function dnsCause(failure: FailedRequest): string {
  return isTemporaryDnsFailure(failure.network?.code) ? UNANSWERED_CAUSES.dnsTemporary : UNANSWERED_CAUSES.hostNotFound;
}

function withCode(description: string, failure: FailedRequest): string {
  const code = failure.network?.code;
  return code !== undefined && NODE_ERROR_CODE.test(code) ? `${description} (${code})` : description;
}
