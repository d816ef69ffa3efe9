import { Type } from 'class-transformer';
import { IsBoolean, IsInt, IsNumber, IsOptional, IsString, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { PipelineBasicDto } from './ci-pipeline.dto.js';
import { JOB_STATUSES, statusList } from './ci-statuses.js';
import { CommitDto } from './commit.dto.js';
import { WithNextStepsDto } from './next-steps.dto.js';
import { UserBasicDto } from './user-basic.dto.js';

/** The project fields a job embeds. */
export class JobProjectDto {
  @IsOptional() @IsBoolean() ci_job_token_scope_enabled?: boolean;
}

/** GitLab's basic CI job entity (`APIEntitiesCiJobBasic`): what job, bridge and resource-group lists share. */
export class JobBasicDto extends WithNextStepsDto {
  @IsInt() id: number;
  @IsOptional() @IsString() name?: string;
  @IsOptional() @IsString() stage?: string;
  @IsOptional()
  @IsString()
  @JSONSchema({ description: `${statusList(JOB_STATUSES)}.` })
  status?: string;
  @IsOptional() @IsString() ref?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'The ref is a tag.' }) tag?: boolean;
  @IsOptional() @IsNumber() @JSONSchema({ description: 'Test coverage percentage the job reported.' }) coverage?: number;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'The job may fail without failing the pipeline.' }) allow_failure?: boolean;
  @IsOptional() @IsString() created_at?: string;
  @IsOptional() @IsString() started_at?: string;
  @IsOptional() @IsString() finished_at?: string;
  @IsOptional() @IsString() erased_at?: string;
  @IsOptional() @IsNumber() @JSONSchema({ description: 'Run time in seconds.' }) duration?: number;
  @IsOptional() @IsNumber() @JSONSchema({ description: 'Seconds spent waiting for a runner.' }) queued_duration?: number;
  @IsOptional() @ValidateNested() @Type(() => UserBasicDto) @JSONSchema({ description: 'Who started the job.' }) user?: UserBasicDto;
  @IsOptional() @ValidateNested() @Type(() => CommitDto) commit?: CommitDto;
  @IsOptional() @ValidateNested() @Type(() => PipelineBasicDto) pipeline?: PipelineBasicDto;
  @IsOptional() @IsString() @JSONSchema({ description: 'Why the job failed, e.g. script_failure, runner_system_failure, job_execution_timeout.' }) failure_reason?: string;
  @IsOptional() @ValidateNested() @Type(() => JobProjectDto) project?: JobProjectDto;
  @IsOptional() @IsString() web_url?: string;
}
