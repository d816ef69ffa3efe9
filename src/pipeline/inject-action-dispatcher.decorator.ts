import { Inject } from '@nestjs/common';
import { ACTION_DISPATCHER } from './pipeline.constants.js';

/** Constructor-parameter decorator injecting the pipeline's ActionDispatcher (PipelineModule exports it). */
export const InjectActionDispatcher = (): ReturnType<typeof Inject> => Inject(ACTION_DISPATCHER);
