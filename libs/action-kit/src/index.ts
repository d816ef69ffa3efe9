/**
 * The public extension kit: declare GitLab actions on Nest providers and they appear on every
 * tool surface. See libs/action-kit/README.md for a complete example.
 */
export { Action } from './action.decorator.js';
export { NO_GITLAB_REQUEST, type ActionOptions, type RouteMethod } from './action-options.interface.js';
export { Domain, type DomainOptions } from './domain.decorator.js';
export { FieldTier } from './field-tier.decorator.js';
export { CommaList } from './comma-list.decorator.js';
export type { ActionContext, CallerIdentity, ElicitationAnswer, ElicitFunction } from './action-context.interface.js';
export { ElicitationDeferredError } from './elicitation-deferred.error.js';
export { respond, type ActionResult } from './action-result.js';
export { dotSegmentRefusal, planRoute, requestOf, type FieldOf, type RequestDeclaration, type RoutePlan, type RouteRequest } from './route-request.js';
export { runDeclared, type Declared, type ReplyDeclaration } from './reply.declaration.js';
export { pageOf } from './page-of.js';
export { InjectActionRunner, PLAIN_ACTION_RUNNER, type ActionRun, type PlainActionRunner } from './action-runner.port.js';
export type { Hint as ActionHint } from '@gitlab-mcp/errors';
export type { NotFoundSpec } from './not-found.interface.js';
export { TIERS, parseTier, tierAllows, type Tier } from './tier.js';
export { card, table, inline, formatDate, nextStepsBlock, untrusted, type CellValue, type Column } from './markdown.js';
export { PageParamsDto, PaginationDto, paginationLine } from './pagination.dto.js';
export { ActionMetadataAccessor } from './action-metadata.accessor.js';
