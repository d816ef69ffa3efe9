import { Module } from '@nestjs/common';
import { ActionDispatcher } from './action.dispatcher.js';
import { ACTION_DISPATCHER } from './pipeline.constants.js';

/**
 * The action pipeline: one ActionDispatcher that owns all argument decoding and checking, the
 * guards, the handler call and the shaping of results, for the tool surfaces and the plain-action
 * runner alike. Imported by the MCP layer and the capabilities; both get the same instance.
 */
@Module({
  providers: [{ provide: ACTION_DISPATCHER, useClass: ActionDispatcher }],
  exports: [ACTION_DISPATCHER],
})
export class PipelineModule {}
