export type { GitlabClientOptions, GitlabDestination } from './gitlab-client-options.interface.js';
export { classifyAddress, isCategoryAllowed } from './destination.policy.js';
export type { AddressCategory, PrivateAddressRule } from './destination.policy.js';
export { guardedLookup, refusalFor } from './destination.lookup.js';
export type {
  GraphqlError,
  GraphqlResponse,
  HttpMethod,
  MultipartFile,
  MultipartValue,
  QueryValue,
  RestRequest,
  RestResponse,
} from './gitlab-request.interface.js';
export type { Pagination } from './pagination.interface.js';
export { paginationFromHeaders } from './pagination.parser.js';
export { GitlabClient } from './gitlab.client.js';
export { nodeHttpAdapter } from './node-http.adapter.js';
export { GitlabRequestFailureError } from './gitlab-request-failure.error.js';
export { isResendable, retryDelayMs } from './retry.policy.js';
export type { AttemptOutcome, RetryDelayInput } from './retry.policy.js';
export { GitlabClientFactory } from './gitlab-client.factory.js';
export { GitlabClientModule } from './gitlab-client.module.js';
export { GitlabAgentPool } from './gitlab-agent.pool.js';
export type { GitlabAgents, GitlabAgentSource } from './gitlab-agent.pool.js';
export {
  DEFAULT_RETRY_BASE_DELAY_MS,
  DEFAULT_RETRY_JITTER_MS,
  DESTINATION_REFUSED_CODE,
  MAX_REDIRECTS,
  MAX_RESENDS,
  MAX_RETRY_WAIT_MS,
} from './gitlab-client.constants.js';
