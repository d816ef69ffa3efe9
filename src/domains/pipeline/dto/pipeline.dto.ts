import { PaginationDto } from '@gitlab-mcp/action-kit';
import { Type } from 'class-transformer';
import { IsArray, IsBoolean, IsInt, IsString, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { PipelineBasicDto, PipelineDto } from '../../shared/ci-pipeline.dto.js';
import { WithNextStepsDto } from '../../shared/next-steps.dto.js';

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
