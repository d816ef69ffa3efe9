import { PaginationDto } from '@gitlab-mcp/action-kit';
import { Type } from 'class-transformer';
import { IsArray, IsBoolean, IsInt, IsNumber, IsOptional, IsString, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { DetailedStatusDto, PipelineBasicDto } from '../../shared/ci-pipeline.dto.js';
import { PIPELINE_STATUSES, statusList } from '../../shared/ci-statuses.js';
import { WithNextStepsDto } from '../../shared/next-steps.dto.js';
import { UserBasicDto } from '../../shared/user-basic.dto.js';

/** GitLab's pipeline entity (`APIEntitiesCiPipeline`, with the `name` of `...WithMetadata`). */
export class PipelineDto extends WithNextStepsDto {
  @IsInt() id: number;
  @IsOptional() @IsInt() @JSONSchema({ description: 'Pipeline number within the project.' }) iid?: number;
  @IsOptional() @IsInt() project_id?: number;
  @IsOptional() @IsString() @JSONSchema({ description: 'Pipeline name (set by workflow:name or pipeline.update_metadata).' }) name?: string;
  @IsOptional() @IsString() sha?: string;
  @IsOptional() @IsString() before_sha?: string;
  @IsOptional() @IsString() ref?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'The ref is a tag.' }) tag?: boolean;
  @IsOptional()
  @IsString()
  @JSONSchema({ description: `${statusList(PIPELINE_STATUSES)}.` })
  status?: string;
  @IsOptional() @IsString() source?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Errors of the CI configuration that kept the pipeline from running.' }) yaml_errors?: string;
  @IsOptional() @ValidateNested() @Type(() => UserBasicDto) @JSONSchema({ description: 'Who started the pipeline.' }) user?: UserBasicDto;
  @IsOptional() @IsString() created_at?: string;
  @IsOptional() @IsString() updated_at?: string;
  @IsOptional() @IsString() started_at?: string;
  @IsOptional() @IsString() finished_at?: string;
  @IsOptional() @IsString() committed_at?: string;
  @IsOptional() @IsNumber() @JSONSchema({ description: 'Run time in seconds.' }) duration?: number;
  @IsOptional() @IsNumber() @JSONSchema({ description: 'Seconds spent waiting for a runner.' }) queued_duration?: number;
  @IsOptional() @IsString() @JSONSchema({ description: 'Test coverage percentage, e.g. "87.5".' }) coverage?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Archived pipelines cannot be retried or have their jobs run.' }) archived?: boolean;
  @IsOptional() @ValidateNested() @Type(() => DetailedStatusDto) detailed_status?: DetailedStatusDto;
  @IsOptional() @IsString() web_url?: string;
}

/** A page of pipelines (GitLab lists them as `APIEntitiesCiPipelineBasic`). */
export class PipelineListDto extends WithNextStepsDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => PipelineBasicDto) pipelines: PipelineBasicDto[];
  @ValidateNested() @Type(() => PaginationDto) pagination: PaginationDto;
}

/** Outcome of deleting a pipeline (GitLab answers 204 without a body). */
export class PipelineDeletionDto extends WithNextStepsDto {
  @IsString() project_id: string;
  @IsInt() pipeline_id: number;
  @IsString() message: string;
}

/** A pipeline after waiting for it to finish. */
export class PipelineWaitDto extends PipelineDto {
  @IsBoolean() @JSONSchema({ description: 'The pipeline reached a final status (success, failed, canceled, skipped) or waits for a manual action.' }) finished: boolean;
  @IsBoolean() @JSONSchema({ description: 'The wait ended at timeout_seconds before the pipeline finished.' }) timed_out: boolean;
  @IsInt() @JSONSchema({ description: 'Seconds waited.' }) waited_seconds: number;
  @IsInt() @JSONSchema({ description: 'Times the pipeline was read.' }) polls: number;
}
