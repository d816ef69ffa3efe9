import { Module } from '@nestjs/common';
import { PipelineDiagnosisActions } from './pipeline-diagnosis.actions.js';
import { PipelineResourceGroupActions } from './pipeline-resource-groups.actions.js';
import { PipelineScheduleActions } from './pipeline-schedules.actions.js';
import { PipelineTriggerActions } from './pipeline-triggers.actions.js';
import { PipelineActions } from './pipelines.actions.js';

/** The CI pipeline domain (`pipeline.*` actions), one provider class per concept; the action pipeline is src/pipeline. */
@Module({ providers: [PipelineActions, PipelineDiagnosisActions, PipelineScheduleActions, PipelineTriggerActions, PipelineResourceGroupActions] })
export class CiPipelineModule {}
