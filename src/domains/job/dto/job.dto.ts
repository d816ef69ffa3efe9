import { PaginationDto } from '@gitlab-mcp/action-kit';
import { Type } from 'class-transformer';
import { IsArray, IsBoolean, IsInt, IsOptional, IsString, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { JobBasicDto } from '../../shared/ci-job.dto.js';
import { PipelineBasicDto } from '../../shared/ci-pipeline.dto.js';
import { WithNextStepsDto } from '../../shared/next-steps.dto.js';

/** One artifact file of a job (`APIEntitiesCiJobArtifact`). */
export class JobArtifactDto {
  @IsOptional() @IsString() @JSONSchema({ description: 'archive, metadata, trace, junit, ...' }) file_type?: string;
  @IsOptional() @IsInt() @JSONSchema({ description: 'Bytes.' }) size?: number;
  @IsOptional() @IsString() filename?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'zip, gzip or raw.' }) file_format?: string;
}

/** The artifacts archive of a job (`APIEntitiesCiJobArtifactFile`). */
export class JobArtifactFileDto {
  @IsOptional() @IsString() filename?: string;
  @IsOptional() @IsInt() @JSONSchema({ description: 'Bytes.' }) size?: number;
}

/** The runner that ran a job (`APIEntitiesCiRunner`). */
export class JobRunnerDto {
  @IsInt() id: number;
  @IsOptional() @IsString() description?: string;
  @IsOptional() @IsString() name?: string;
  @IsOptional() @IsString() ip_address?: string;
  @IsOptional() @IsBoolean() active?: boolean;
  @IsOptional() @IsBoolean() paused?: boolean;
  @IsOptional() @IsBoolean() is_shared?: boolean;
  @IsOptional() @IsString() runner_type?: string;
  @IsOptional() @IsBoolean() online?: boolean;
  @IsOptional() @IsString() status?: string;
}

/** The runner manager (the runner process on a machine) that ran a job. */
export class JobRunnerManagerDto {
  @IsInt() id: number;
  @IsOptional() @IsString() system_id?: string;
  @IsOptional() @IsString() version?: string;
  @IsOptional() @IsString() revision?: string;
  @IsOptional() @IsString() platform?: string;
  @IsOptional() @IsString() architecture?: string;
  @IsOptional() @IsString() ip_address?: string;
  @IsOptional() @IsString() status?: string;
  @IsOptional() @IsString() created_at?: string;
  @IsOptional() @IsString() contacted_at?: string;
}

/** GitLab's CI job entity (`APIEntitiesCiJob`). */
export class JobDto extends JobBasicDto {
  @IsOptional() @ValidateNested() @Type(() => JobArtifactFileDto) artifacts_file?: JobArtifactFileDto;
  @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => JobArtifactDto) artifacts?: JobArtifactDto[];
  @IsOptional() @IsString() artifacts_expire_at?: string;
  @IsOptional() @IsBoolean() archived?: boolean;
  @IsOptional() @IsArray() @IsString({ each: true }) @JSONSchema({ description: 'Runner tags the job asks for.' }) tag_list?: string[];
  @IsOptional() @ValidateNested() @Type(() => JobRunnerDto) runner?: JobRunnerDto;
  @IsOptional() @ValidateNested() @Type(() => JobRunnerManagerDto) runner_manager?: JobRunnerManagerDto;
}

/** A page of jobs. */
export class JobListDto extends WithNextStepsDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => JobDto) jobs: JobDto[];
  @ValidateNested() @Type(() => PaginationDto) pagination: PaginationDto;
}

/** A trigger job that starts a downstream pipeline (`APIEntitiesCiBridge`). */
export class BridgeDto extends JobBasicDto {
  @IsOptional() @ValidateNested() @Type(() => PipelineBasicDto) @JSONSchema({ description: 'The pipeline the trigger job started.' }) downstream_pipeline?: PipelineBasicDto;
}

/** A page of trigger jobs. */
export class BridgeListDto extends WithNextStepsDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => BridgeDto) bridges: BridgeDto[];
  @ValidateNested() @Type(() => PaginationDto) pagination: PaginationDto;
}

/** A job after waiting for it to finish. */
export class JobWaitDto extends JobDto {
  @IsBoolean() @JSONSchema({ description: 'The job reached a final status (success, failed, canceled, skipped) or waits for a manual start.' }) finished: boolean;
  @IsBoolean() @JSONSchema({ description: 'The wait ended at timeout_seconds before the job finished.' }) timed_out: boolean;
  @IsInt() @JSONSchema({ description: 'Seconds waited.' }) waited_seconds: number;
  @IsInt() @JSONSchema({ description: 'Times the job was read.' }) polls: number;
}
