import { IsBoolean, IsInt, IsOptional, IsString } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { PIPELINE_STATUSES, statusList } from './ci-statuses.js';

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
