import { IsInt, IsOptional, IsString } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';

/** `APIEntitiesIssuableReferences`: short, relative and full references of an issue or merge request. */
export class IssuableReferencesDto {
  @IsOptional() @IsString() short?: string;
  @IsOptional() @IsString() relative?: string;
  @IsOptional() @IsString() full?: string;
}

/** `APIEntitiesIssuableTimeStats`: seconds and their human form. */
export class TimeStatsDto {
  @IsOptional() @IsInt() @JSONSchema({ description: 'Estimate in seconds.' }) time_estimate?: number;
  @IsOptional() @IsInt() @JSONSchema({ description: 'Time spent in seconds.' }) total_time_spent?: number;
  @IsOptional() @IsString() human_time_estimate?: string;
  @IsOptional() @IsString() human_total_time_spent?: string;
}

/** `APIEntitiesTaskCompletionStatus`. */
export class TaskCompletionStatusDto {
  @IsOptional() @IsInt() count?: number;
  @IsOptional() @IsInt() completed_count?: number;
}
