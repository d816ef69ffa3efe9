import { PageParamsDto, PaginationDto } from '@gitlab-mcp/action-kit';
import { Type } from 'class-transformer';
import { IsArray, IsInt, IsObject, IsOptional, IsString, Min, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { WithNextStepsDto } from '../../shared/next-steps.dto.js';
import { ProjectIdDto } from '../../shared/project-id.dto.js';
import { UserBasicDto } from '../../shared/user-basic.dto.js';
import { INPUTS_DOC } from './pipeline-params.dto.js';

const TRIGGER_DOC = 'ID of the pipeline trigger token (see pipeline.trigger_list).';

/** GitLab's pipeline trigger token (`APIEntitiesTrigger`). */
export class PipelineTriggerDto extends WithNextStepsDto {
  @IsInt() id: number;
  @IsOptional() @IsString() description?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'The token (whole for its owner, else shortened by GitLab).' }) token?: string;
  @IsOptional() @IsString() created_at?: string;
  @IsOptional() @IsString() updated_at?: string;
  @IsOptional() @IsString() last_used?: string;
  @IsOptional() @IsString() expires_at?: string;
  @IsOptional() @ValidateNested() @Type(() => UserBasicDto) owner?: UserBasicDto;
}

/** A page of pipeline trigger tokens. */
export class PipelineTriggerListDto extends WithNextStepsDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => PipelineTriggerDto) triggers: PipelineTriggerDto[];
  @ValidateNested() @Type(() => PaginationDto) pagination: PaginationDto;
}

/** Outcome of deleting a trigger token (GitLab answers 204 without a body). */
export class PipelineTriggerDeletionDto extends WithNextStepsDto {
  @IsString() project_id: string;
  @IsInt() trigger_id: number;
  @IsString() message: string;
}

export class ListPipelineTriggersDto extends PageParamsDto {
  @IsString() @JSONSchema({ description: 'Project numeric ID or full path (e.g. "42" or "my-group/my-project").' }) project_id: string;
}

export class PipelineTriggerRefDto extends ProjectIdDto {
  @IsInt() @Min(1) @JSONSchema({ description: TRIGGER_DOC }) trigger_id: number;
}

export class CreatePipelineTriggerDto extends ProjectIdDto {
  @IsString() @JSONSchema({ description: 'What the token is for, e.g. "Deploy from the docs project".' }) description: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Expiry date of the token (ISO 8601, e.g. "2026-12-31").' }) expires_at?: string;
}

export class UpdatePipelineTriggerDto extends PipelineTriggerRefDto {
  @IsString() @JSONSchema({ description: 'New description.' }) description: string;
}

export class RunPipelineTriggerDto extends ProjectIdDto {
  @IsString() @JSONSchema({ description: 'The trigger token (from pipeline.trigger_create) or a CI job token.' }) token: string;
  @IsString() @JSONSchema({ description: 'Branch or tag to run the pipeline on.' }) ref: string;
  @IsOptional()
  @IsObject()
  @JSONSchema({ type: 'object', additionalProperties: { type: 'string' }, description: 'Variables for the pipeline, e.g. {"DEPLOY_ENV": "staging"}.' })
  variables?: Record<string, string>;
  @IsOptional() @IsObject() @JSONSchema({ type: 'object', additionalProperties: true, description: INPUTS_DOC }) inputs?: Record<string, unknown>;
}
