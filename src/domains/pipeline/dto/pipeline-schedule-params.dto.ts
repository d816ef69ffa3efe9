import { PageParamsDto } from '@gitlab-mcp/action-kit';
import { Type } from 'class-transformer';
import { IsArray, IsBoolean, IsIn, IsInt, IsOptional, IsString, Min, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { ProjectIdDto } from '../../shared/project-id.dto.js';
import { VARIABLE_TYPE_DOC, VARIABLE_TYPES } from './ci-variable.dto.js';
import { PIPELINE_STATUSES } from '../../shared/ci-statuses.js';

const PROJECT_DOC = 'Project numeric ID or full path (e.g. "42" or "my-group/my-project").';
const SCHEDULE_DOC = 'ID of the pipeline schedule (see pipeline.schedule_list).';
const CRON_DOC = 'Cron expression of when to run, e.g. "0 2 * * *" (every day at 02:00).';
const TIMEZONE_DOC = 'Time zone of the cron expression, e.g. "UTC" (default) or "Europe/Paris".';

/** One `spec:inputs` value a schedule passes to its pipelines. */
export class ScheduleInputDto {
  @IsString() @JSONSchema({ description: 'Name of the input.' }) name: string;
  @IsString() @JSONSchema({ description: 'Value of the input, as text (e.g. "staging", "3", "true").' }) value: string;
}

/** One input to set or remove when editing a schedule. */
export class ScheduleInputChangeDto {
  @IsString() @JSONSchema({ description: 'Name of the input.' }) name: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'New value, as text (e.g. "production", "3", "true").' }) value?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'true removes the input from the schedule.' }) destroy?: boolean;
}

export class ListPipelineSchedulesDto extends PageParamsDto {
  @IsString() @JSONSchema({ description: PROJECT_DOC }) project_id: string;
  @IsOptional() @IsIn(['active', 'inactive']) @JSONSchema({ description: 'Only active or only inactive schedules.' }) scope?: string;
}

export class PipelineScheduleRefDto extends ProjectIdDto {
  @IsInt() @Min(1) @JSONSchema({ description: SCHEDULE_DOC }) pipeline_schedule_id: number;
}

export class CreatePipelineScheduleDto extends ProjectIdDto {
  @IsString() @JSONSchema({ description: 'What the schedule is for, e.g. "Nightly build".' }) description: string;
  @IsString() @JSONSchema({ description: 'Branch or tag to run the pipelines on (e.g. "main").' }) ref: string;
  @IsString() @JSONSchema({ description: CRON_DOC }) cron: string;
  @IsOptional() @IsString() @JSONSchema({ description: TIMEZONE_DOC }) cron_timezone?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Whether the schedule runs (default true).' }) active?: boolean;
  @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => ScheduleInputDto) @JSONSchema({ description: 'Values for the `spec:inputs` of the CI configuration, e.g. [{"name": "environment", "value": "staging"}].' }) inputs?: ScheduleInputDto[];
}

export class UpdatePipelineScheduleDto extends PipelineScheduleRefDto {
  @IsOptional() @IsString() @JSONSchema({ description: 'New description.' }) description?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'New branch or tag.' }) ref?: string;
  @IsOptional() @IsString() @JSONSchema({ description: CRON_DOC }) cron?: string;
  @IsOptional() @IsString() @JSONSchema({ description: TIMEZONE_DOC }) cron_timezone?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'false pauses the schedule, true resumes it.' }) active?: boolean;
  @IsOptional()
  @IsArray()
  @ValidateNested({ each: true })
  @Type(() => ScheduleInputChangeDto)
  @JSONSchema({ description: 'Inputs to set or remove, e.g. [{"name": "environment", "value": "production"}, {"name": "debug", "destroy": true}].' })
  inputs?: ScheduleInputChangeDto[];
}

export class CreateScheduleVariableDto extends PipelineScheduleRefDto {
  @IsString() @JSONSchema({ description: 'Variable name: letters, digits and underscores (e.g. "DEPLOY_ENV").' }) key: string;
  @IsString() @JSONSchema({ description: 'Variable value.' }) value: string;
  @IsOptional() @IsIn(VARIABLE_TYPES) @JSONSchema({ description: VARIABLE_TYPE_DOC }) variable_type?: string;
}

export class ScheduleVariableRefDto extends PipelineScheduleRefDto {
  @IsString() @JSONSchema({ description: 'Name of the variable.' }) key: string;
}

export class EditScheduleVariableDto extends ScheduleVariableRefDto {
  @IsString() @JSONSchema({ description: 'New value.' }) value: string;
  @IsOptional() @IsIn(VARIABLE_TYPES) @JSONSchema({ description: VARIABLE_TYPE_DOC }) variable_type?: string;
}

export class ListScheduledPipelinesDto extends PageParamsDto {
  @IsString() @JSONSchema({ description: PROJECT_DOC }) project_id: string;
  @IsInt() @Min(1) @JSONSchema({ description: SCHEDULE_DOC }) pipeline_schedule_id: number;
  @IsOptional() @IsIn(['running', 'pending', 'finished', 'branches', 'tags']) @JSONSchema({ description: 'running, pending, finished, branches or tags.' }) scope?: string;
  @IsOptional() @IsIn(PIPELINE_STATUSES) @JSONSchema({ description: 'Only pipelines in this status.' }) status?: string;
  @IsOptional() @IsIn(['asc', 'desc']) @JSONSchema({ description: 'Sort by ID: asc (default, oldest first) or desc.' }) sort?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Created after this time (ISO 8601).' }) created_after?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Created before this time (ISO 8601).' }) created_before?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Updated after this time (ISO 8601).' }) updated_after?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Updated before this time (ISO 8601).' }) updated_before?: string;
}
