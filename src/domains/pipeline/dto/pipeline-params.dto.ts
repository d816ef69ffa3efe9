import { PageParamsDto } from '@gitlab-mcp/action-kit';
import { Type } from 'class-transformer';
import { IsArray, IsBoolean, IsIn, IsInt, IsObject, IsOptional, IsString, Max, Min, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { PIPELINE_STATUSES } from '../../shared/ci-statuses.js';
import { ProjectIdDto } from '../../shared/project-id.dto.js';
import { PipelineVariableInputDto } from './ci-variable.dto.js';

const PROJECT_DOC = 'Project numeric ID or full path (e.g. "42" or "my-group/my-project").';
export const PIPELINE_ID_DOC = 'ID of the pipeline (the `id` of pipeline.list, not the per-project iid).';
export const INPUTS_DOC = 'Values for the `spec:inputs` of the CI configuration, e.g. {"environment": "staging", "parallel": 2}.';

export class ListPipelinesDto extends PageParamsDto {
  @IsString() @JSONSchema({ description: PROJECT_DOC }) project_id: string;
  @IsOptional() @IsIn(['running', 'pending', 'finished', 'branches', 'tags']) @JSONSchema({ description: 'running, pending, finished, branches (latest per branch) or tags (latest per tag).' }) scope?: string;
  @IsOptional() @IsIn(PIPELINE_STATUSES) @JSONSchema({ description: `Only pipelines in this status: ${PIPELINE_STATUSES.join(', ')}.` }) status?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Only pipelines started this way: push, web, trigger, schedule, api, merge_request_event, pipeline, parent_pipeline, ...' }) source?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Only pipelines of this branch or tag.' }) ref?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Only pipelines of this commit SHA.' }) sha?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Only pipelines with an invalid CI configuration.' }) yaml_errors?: boolean;
  @IsOptional() @IsString() @JSONSchema({ description: 'Only pipelines started by this username.' }) username?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Updated after this time (ISO 8601).' }) updated_after?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Updated before this time (ISO 8601).' }) updated_before?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Created after this time (ISO 8601).' }) created_after?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Created before this time (ISO 8601).' }) created_before?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Only pipelines with this name.' }) name?: string;
  @IsOptional() @IsIn(['id', 'status', 'ref', 'updated_at', 'user_id']) @JSONSchema({ description: 'Order by id (default), status, ref, updated_at or user_id.' }) order_by?: string;
  @IsOptional() @IsIn(['asc', 'desc']) @JSONSchema({ description: 'Sort direction (default desc).' }) sort?: string;
}

export class PipelineRefDto extends ProjectIdDto {
  @IsInt() @Min(1) @JSONSchema({ description: PIPELINE_ID_DOC }) pipeline_id: number;
}

export class LatestPipelineDto extends ProjectIdDto {
  @IsOptional() @IsString() @JSONSchema({ description: 'Branch or tag (default: the default branch).' }) ref?: string;
}

export class CreatePipelineDto extends ProjectIdDto {
  @IsString() @JSONSchema({ description: 'Branch or tag to run the pipeline on.' }) ref: string;
  @IsOptional()
  @IsArray()
  @ValidateNested({ each: true })
  @Type(() => PipelineVariableInputDto)
  @JSONSchema({ description: 'Variables for this run, e.g. [{"key": "DEPLOY_ENV", "value": "staging"}].' })
  variables?: PipelineVariableInputDto[];
  @IsOptional() @IsObject() @JSONSchema({ type: 'object', additionalProperties: true, description: INPUTS_DOC }) inputs?: Record<string, unknown>;
}

export class UpdatePipelineMetadataDto extends PipelineRefDto {
  @IsString() @JSONSchema({ description: 'New name of the pipeline.' }) name: string;
}

export class WaitPipelineDto extends PipelineRefDto {
  @IsOptional() @IsInt() @Min(1) @Max(3600) @JSONSchema({ description: 'Give up after this many seconds (default 60, at most 3600).', default: 60 }) timeout_seconds?: number;
  @IsOptional() @IsInt() @Min(1) @Max(300) @JSONSchema({ description: 'Seconds between two reads of the pipeline (default 10).', default: 10 }) interval_seconds?: number;
}

export class DiagnosePipelineDto extends ProjectIdDto {
  @IsOptional() @IsInt() @Min(1) @JSONSchema({ description: `${PIPELINE_ID_DOC} Leave out to diagnose the latest pipeline of ref.` }) pipeline_id?: number;
  @IsOptional() @IsString() @JSONSchema({ description: 'Branch or tag whose latest pipeline to diagnose when pipeline_id is left out (default: the default branch).' }) ref?: string;
  @IsOptional() @IsInt() @Min(1) @Max(200) @JSONSchema({ description: 'Log lines shown from the end of each failed job (default 30).', default: 30 }) lines?: number;
  @IsOptional() @IsInt() @Min(1) @Max(20) @JSONSchema({ description: 'Failed jobs whose logs are read (default 5); the others are listed without their logs.', default: 5 }) max_jobs?: number;
}
