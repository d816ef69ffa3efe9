import { Type } from 'class-transformer';
import { IsBoolean, IsInt, IsNumber, IsOptional, IsString, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { PIPELINE_STATUSES, statusList } from './ci-statuses.js';
import { WithNextStepsDto } from './next-steps.dto.js';
import { UserBasicDto } from './user-basic.dto.js';

/** GitLab's basic pipeline entity (`APIEntitiesCiPipelineBasic`), as pipeline lists and jobs embed it. */
export class PipelineBasicDto {
  @IsInt() id: number;
  @IsOptional() @IsInt() @JSONSchema({ description: 'Pipeline number within the project.' }) iid?: number;
  @IsOptional() @IsInt() project_id?: number;
  @IsOptional() @IsString() sha?: string;
  @IsOptional() @IsString() ref?: string;
  @IsOptional()
  @IsString()
  @JSONSchema({ description: `${statusList(PIPELINE_STATUSES)}.` })
  status?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'What started it: push, web, trigger, schedule, api, merge_request_event, pipeline, ...' }) source?: string;
  @IsOptional() @IsString() created_at?: string;
  @IsOptional() @IsString() updated_at?: string;
  @IsOptional() @IsString() web_url?: string;
}

/** How GitLab's UI shows a status (`DetailedStatusEntity`), as a pipeline embeds it. */
export class DetailedStatusDto {
  @IsOptional() @IsString() icon?: string;
  @IsOptional() @IsString() text?: string;
  @IsOptional() @IsString() label?: string;
  @IsOptional() @IsString() group?: string;
  @IsOptional() @IsString() tooltip?: string;
  @IsOptional() @IsBoolean() has_details?: boolean;
  @IsOptional() @IsString() details_path?: string;
  @IsOptional() @IsString() favicon?: string;
}

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
