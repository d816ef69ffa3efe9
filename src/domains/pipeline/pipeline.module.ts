import { Module } from '@nestjs/common';
import { PipelineDiagnosisActions } from './pipeline-diagnosis.actions.js';
import { PipelineResourceGroupActions } from './pipeline-resource-groups.actions.js';
import { PipelineScheduleActions } from './pipeline-schedules.actions.js';
import { PipelineTriggerActions } from './pipeline-triggers.actions.js';
import { PipelineActions } from './pipelines.actions.js';

/** The pipeline domain, one provider class per concept. */
@Module({ providers: [PipelineActions, PipelineDiagnosisActions, PipelineScheduleActions, PipelineTriggerActions, PipelineResourceGroupActions] })
export class PipelineModule {}
