import { Type } from 'class-transformer';
import { IsArray, IsBoolean, IsInt, IsOptional, IsString, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { WithNextStepsDto } from '../../shared/next-steps.dto.js';
import { PipelineDto } from '../../shared/ci-pipeline.dto.js';

/** One failed job of a diagnosed pipeline, with the end of its log. */
export class DiagnosedJobDto {
  @IsInt() id: number;
  @IsString() name: string;
  @IsOptional() @IsString() stage?: string;
  @IsOptional() @IsString() status?: string;
  @IsOptional() @IsString() @JSONSchema({ description: "GitLab's failure_reason, e.g. script_failure, runner_system_failure, job_execution_timeout." }) failure_reason?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'What that failure reason usually means and what helps.' }) failure_hint?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'The job may fail without failing the pipeline.' }) allow_failure?: boolean;
  @IsOptional() @IsString() web_url?: string;
  @IsBoolean() @JSONSchema({ description: 'The log was read (only the first max_jobs failed jobs are).' }) log_read: boolean;
  @IsOptional() @IsString() @JSONSchema({ description: 'The last lines of the log, ANSI codes and section markers removed (job output: untrusted).' }) log_tail?: string;
  @IsOptional() @IsInt() @JSONSchema({ description: '1-based number of the first line of log_tail.' }) log_start_line?: number;
  @IsOptional() @IsInt() log_end_line?: number;
  @IsOptional() @IsInt() @JSONSchema({ description: 'Lines of the whole cleaned log.' }) log_total_lines?: number;
}

/** Why a pipeline failed: its failed jobs with their failure reasons and log tails. */
export class PipelineDiagnosisDto extends WithNextStepsDto {
  @ValidateNested() @Type(() => PipelineDto) pipeline: PipelineDto;
  @IsString() @JSONSchema({ description: 'One-sentence summary of what was found.' }) summary: string;
  @IsInt() failed_job_count: number;
  @IsArray() @ValidateNested({ each: true }) @Type(() => DiagnosedJobDto) failed_jobs: DiagnosedJobDto[];
}
