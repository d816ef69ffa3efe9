import { PageParamsDto } from '@gitlab-mcp/action-kit';
import { Type } from 'class-transformer';
import { IsArray, IsBoolean, IsIn, IsInt, IsObject, IsOptional, IsString, Max, Min, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { JOB_STATUSES } from '../../shared/ci-statuses.js';
import { DEFAULT_LOG_LINES, MAX_LOG_LINES } from '../../shared/job-log.js';
import { ProjectIdDto } from '../../shared/project-id.dto.js';

const PROJECT_DOC = 'Project numeric ID or full path (e.g. "42" or "my-group/my-project").';
const PIPELINE_DOC = 'ID of the pipeline (the `id` of pipeline.list).';
export const JOB_ID_DOC = 'ID of the job (from job.list or pipeline.diagnose).';
const SCOPE_DOC = `Only jobs in these statuses, e.g. ["failed"] (${JOB_STATUSES.join(', ')}); all when left out.`;
const INPUTS_DOC = 'Values for the `spec:inputs` of the job, e.g. {"environment": "staging"}.';

export class ListPipelineJobsDto extends PageParamsDto {
  @IsString() @JSONSchema({ description: PROJECT_DOC }) project_id: string;
  @IsInt() @Min(1) @JSONSchema({ description: PIPELINE_DOC }) pipeline_id: number;
  @IsOptional() @IsArray() @IsIn(JOB_STATUSES, { each: true }) @JSONSchema({ description: SCOPE_DOC }) scope?: string[];
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Also list the earlier attempts of retried jobs (default false).' }) include_retried?: boolean;
}

export class ListProjectJobsDto extends PageParamsDto {
  @IsString() @JSONSchema({ description: PROJECT_DOC }) project_id: string;
  @IsOptional() @IsArray() @IsIn(JOB_STATUSES, { each: true }) @JSONSchema({ description: SCOPE_DOC }) scope?: string[];
  @IsOptional() @IsString() @JSONSchema({ description: 'Only jobs of this branch or tag.' }) ref?: string;
}

export class ListBridgesDto extends PageParamsDto {
  @IsString() @JSONSchema({ description: PROJECT_DOC }) project_id: string;
  @IsInt() @Min(1) @JSONSchema({ description: PIPELINE_DOC }) pipeline_id: number;
  @IsOptional() @IsArray() @IsIn(JOB_STATUSES, { each: true }) @JSONSchema({ description: SCOPE_DOC }) scope?: string[];
}

export class JobRefDto extends ProjectIdDto {
  @IsInt() @Min(1) @JSONSchema({ description: JOB_ID_DOC }) job_id: number;
}

export class CancelJobDto extends JobRefDto {
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Force a job stuck in canceling to canceled (Maintainer role).' }) force?: boolean;
}

export class RetryJobDto extends JobRefDto {
  @IsOptional() @IsObject() @JSONSchema({ type: 'object', additionalProperties: true, description: `New ${INPUTS_DOC}` }) inputs?: Record<string, unknown>;
}

/** One variable given when starting a manual job. */
export class JobVariableInputDto {
  @IsString() @JSONSchema({ description: 'Variable name.' }) key: string;
  @IsString() @JSONSchema({ description: 'Variable value.' }) value: string;
}

export class PlayJobDto extends JobRefDto {
  @IsOptional()
  @IsArray()
  @ValidateNested({ each: true })
  @Type(() => JobVariableInputDto)
  @JSONSchema({ description: 'Variables for this run of the manual job, e.g. [{"key": "TARGET", "value": "eu-west"}].' })
  job_variables_attributes?: JobVariableInputDto[];
  @IsOptional() @IsObject() @JSONSchema({ type: 'object', additionalProperties: true, description: INPUTS_DOC }) job_inputs?: Record<string, unknown>;
}

export class WaitJobDto extends JobRefDto {
  @IsOptional() @IsInt() @Min(1) @Max(3600) @JSONSchema({ description: 'Give up after this many seconds (default 60, at most 3600).', default: 60 }) timeout_seconds?: number;
  @IsOptional() @IsInt() @Min(1) @Max(300) @JSONSchema({ description: 'Seconds between two reads of the job (default 10).', default: 10 }) interval_seconds?: number;
}

export class JobTraceDto extends JobRefDto {
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_LOG_LINES)
  @JSONSchema({ description: `How many lines to show (default ${DEFAULT_LOG_LINES}, at most ${MAX_LOG_LINES}).`, default: DEFAULT_LOG_LINES })
  lines?: number;
  @IsOptional()
  @IsInt()
  @Min(1)
  @JSONSchema({ description: 'First line to show, from 1 (line numbers as the previous answer gave them); left out: the last lines of the log (its tail).' })
  offset?: number;
  @IsOptional()
  @IsInt()
  @Min(0)
  @JSONSchema({ description: 'Read the raw log from this byte on (GitLab versions that support ranged log reads; for logs over 16 MiB). Line numbers then count within the part read.' })
  byte_offset?: number;
  @IsOptional() @IsInt() @Min(1) @JSONSchema({ description: 'With byte_offset: how many bytes of raw log to read.' }) byte_limit?: number;
}
