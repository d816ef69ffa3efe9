export type { FailedRequest } from './failed-request.js';
export type { GraphqlDataErrors } from './graphql-data-errors.interface.js';
export type { Hint } from './hint.interface.js';

export {
  DESTINATION_REFUSED_SUGGESTION,
  networkErrorClassification,
  otherStatusClassification,
  STATUS_CLASSIFICATIONS,
  TOKEN_REJECTED_CLASSIFICATION,
  UNANSWERED_CLASSIFICATIONS,
} from './classification.messages.js';
export { classifyFailure, isTokenRejected, type Classification, type FailureKind } from './failure.classifier.js';
export { classifyNetworkCode, isTemporaryDnsFailure, type NetworkFailureKind } from './network-error.classifier.js';

export { composeGitlabError, composeGraphqlDataError } from './gitlab-error.composer.js';
export { GitlabCallError } from './gitlab-call.error.js';
export { GraphqlDataError } from './graphql-data.error.js';
export { ActionRefusalError } from './action-refusal.error.js';
export { boundGitlabText, GITLAB_TEXT_MAX_BYTES } from './bounded-text.format.js';
export { renderGitlabMessage } from './gitlab-message.format.js';
export { formatGraphqlDataErrors } from './graphql-errors.format.js';
export { formatRequestLine } from './request-line.format.js';
export { FINE_GRAINED_NOT_FOUND_NOTE } from './fine-grained.messages.js';

export { renderNotFoundCard, type NotFoundCard } from './not-found-card.format.js';
export { escapeMarkdownIdentifier } from './markdown-identifier.format.js';

export {
  dynamicInvalidParams,
  fieldRequired,
  invalidEnum,
  metaMissingRequired,
  missingRequired,
  paramsRequired,
  unknownAction,
  unknownField,
  type DynamicParamsProblem,
  type RequiredValueKind,
} from './argument-errors.messages.js';
export {
  CONFIRMATION_OUTCOMES,
  confirmationFailed,
  confirmationQuestion,
  confirmationUnavailable,
  destructiveNeedsConfirm,
} from './confirmation.messages.js';
export { suggestClosest } from './closest-match.util.js';
