export { ActionDispatcher } from './action.dispatcher.js';
export type { ActionRequest } from './action-request.interface.js';
export { MAX_ARGUMENT_DEPTH, MAX_OBJECT_KEYS } from './argument.bounds.js';
export type { CallContext, CallSource, ClientContext, ElicitAnswer, SurfaceKind } from './call-context.interface.js';
export { withConfirm } from './confirm-property.js';
export { InjectActionDispatcher } from './inject-action-dispatcher.decorator.js';
export { ACTION_DISPATCHER } from './pipeline.constants.js';
export { PipelineModule } from './pipeline.module.js';
export { errorResult, successResult, type TextBlock, type ToolResult } from './tool-result.js';
