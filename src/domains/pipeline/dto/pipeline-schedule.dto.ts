import { PaginationDto } from '@gitlab-mcp/action-kit';
import { Type } from 'class-transformer';
import { IsArray, IsBoolean, IsInt, IsOptional, IsString, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { PipelineBasicDto } from '../../shared/ci-pipeline.dto.js';
import { WithNextStepsDto } from '../../shared/next-steps.dto.js';
import { UserBasicDto } from '../../shared/user-basic.dto.js';
import { CiVariableDto } from '../../shared/ci-variable.dto.js';

/** A `spec:inputs` value a schedule passes to its pipelines (`APIEntitiesCiInput`; its `value` keeps the input's own type). */
export class CiInputDto {
  @IsString() name: string;
}

/** GitLab's pipeline schedule (`APIEntitiesCiPipelineScheduleDetails`; lists omit variables and last_pipeline). */
export class PipelineScheduleDto extends WithNextStepsDto {
  @IsInt() id: number;
  @IsOptional() @IsString() description?: string;
  @IsOptional() @IsString() ref?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Cron expression, e.g. "0 2 * * *".' }) cron?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Time zone of the cron expression, e.g. "UTC" or "Europe/Paris".' }) cron_timezone?: string;
  @IsOptional() @IsString() next_run_at?: string;
  @IsOptional() @IsBoolean() active?: boolean;
  @IsOptional() @IsString() created_at?: string;
  @IsOptional() @IsString() updated_at?: string;
  @IsOptional() @ValidateNested() @Type(() => UserBasicDto) @JSONSchema({ description: 'The user the scheduled pipelines run as.' }) owner?: UserBasicDto;
  @IsOptional() @ValidateNested() @Type(() => PipelineBasicDto) last_pipeline?: PipelineBasicDto;
  @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => CiVariableDto) variables?: CiVariableDto[];
  @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => CiInputDto) inputs?: CiInputDto[];
}

/** A page of pipeline schedules. */
export class PipelineScheduleListDto extends WithNextStepsDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => PipelineScheduleDto) pipeline_schedules: PipelineScheduleDto[];
  @ValidateNested() @Type(() => PaginationDto) pagination: PaginationDto;
}

/** Outcome of a schedule request GitLab answers without the schedule (delete, run now). */
export class PipelineScheduleOutcomeDto extends WithNextStepsDto {
  @IsString() project_id: string;
  @IsInt() pipeline_schedule_id: number;
  @IsString() message: string;
}
