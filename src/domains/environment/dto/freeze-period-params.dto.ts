import { PageParamsDto } from '@gitlab-mcp/action-kit';
import { IsInt, IsOptional, IsString, Min } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { ProjectIdDto } from '../../shared/project-id.dto.js';

const START_DOC = 'Start of the freeze as a cron expression, e.g. "0 23 * * 5" (Friday 23:00).';
const END_DOC = 'End of the freeze as a cron expression, e.g. "0 7 * * 1" (Monday 07:00).';
const TZ_DOC = 'Time zone of the cron expressions, e.g. "UTC" (default) or "Europe/Berlin".';

export class ListFreezePeriodsDto extends PageParamsDto {
  @IsString() @JSONSchema({ description: 'Project numeric ID or full path (e.g. "42" or "my-group/my-project").' }) project_id: string;
}

export class FreezePeriodRefDto extends ProjectIdDto {
  @IsInt() @Min(1) @JSONSchema({ description: 'Numeric ID of the freeze period (from environment.freeze_list).' }) freeze_period_id: number;
}

export class CreateFreezePeriodDto extends ProjectIdDto {
  @IsString() @JSONSchema({ description: START_DOC }) freeze_start: string;
  @IsString() @JSONSchema({ description: END_DOC }) freeze_end: string;
  @IsOptional() @IsString() @JSONSchema({ description: TZ_DOC }) cron_timezone?: string;
}

export class UpdateFreezePeriodDto extends FreezePeriodRefDto {
  @IsOptional() @IsString() @JSONSchema({ description: START_DOC }) freeze_start?: string;
  @IsOptional() @IsString() @JSONSchema({ description: END_DOC }) freeze_end?: string;
  @IsOptional() @IsString() @JSONSchema({ description: TZ_DOC }) cron_timezone?: string;
}
