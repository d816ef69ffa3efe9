import { PaginationDto } from '@gitlab-mcp/action-kit';
import { Type } from 'class-transformer';
import { IsArray, IsInt, IsOptional, IsString, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { WithNextStepsDto } from '../../shared/next-steps.dto.js';

/** GitLab's deploy freeze period entity (`APIEntitiesFreezePeriod`). */
export class FreezePeriodDto extends WithNextStepsDto {
  @IsInt() id: number;
  @IsOptional() @IsString() @JSONSchema({ description: 'Cron expression for when the freeze starts, e.g. "0 23 * * 5".' }) freeze_start?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Cron expression for when the freeze ends, e.g. "0 7 * * 1".' }) freeze_end?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Time zone of the cron expressions, e.g. "UTC" or "Europe/Berlin".' }) cron_timezone?: string;
  @IsOptional() @IsString() created_at?: string;
  @IsOptional() @IsString() updated_at?: string;
}

/** A page of freeze periods. */
export class FreezePeriodListDto extends WithNextStepsDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => FreezePeriodDto) freeze_periods: FreezePeriodDto[];
  @ValidateNested() @Type(() => PaginationDto) pagination: PaginationDto;
}

/** Outcome of deleting a freeze period (GitLab answers 204 without a body). */
export class FreezePeriodDeletionDto extends WithNextStepsDto {
  @IsString() project_id: string;
  @IsInt() freeze_period_id: number;
  @IsString() message: string;
}
