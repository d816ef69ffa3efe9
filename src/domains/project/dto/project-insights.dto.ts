import { Type } from 'class-transformer';
import { IsArray, IsIn, IsInt, IsNumber, IsOptional, IsString, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { WithNextStepsDto } from '../../shared/next-steps.dto.js';
import { ProjectIdDto } from '../../shared/project-id.dto.js';

export class HousekeepingDto extends ProjectIdDto {
  @IsOptional() @IsIn(['eager', 'prune']) @JSONSchema({ description: 'eager (default): a full repack and garbage collection; prune: also remove unreachable objects at once.', default: 'eager' }) task?: string;
}

/** One language of a repository and its share of the code. */
export class LanguageShareDto {
  @IsString() name: string;
  @IsNumber() @JSONSchema({ description: 'Share of the repository, in percent.' }) percent: number;
}

export class ProjectLanguagesDto extends WithNextStepsDto {
  @IsString() project_id: string;
  @IsArray() @ValidateNested({ each: true }) @Type(() => LanguageShareDto) @JSONSchema({ description: 'Largest share first.' }) languages: LanguageShareDto[];
}

/** Fetches of one day. */
export class DailyFetchesDto {
  @IsString() date: string;
  @IsInt() count: number;
}

export class FetchStatisticsDto {
  @IsOptional() @IsInt() @JSONSchema({ description: 'Git fetches over the last 30 days.' }) total?: number;
  @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => DailyFetchesDto) days?: DailyFetchesDto[];
}

/** `APIEntitiesProjectDailyStatistics`. */
export class ProjectDailyStatisticsDto extends WithNextStepsDto {
  @IsOptional() @ValidateNested() @Type(() => FetchStatisticsDto) fetches?: FetchStatisticsDto;
}

/** `APIEntitiesProjectRepositoryStorage`. */
export class ProjectRepositoryStorageDto extends WithNextStepsDto {
  @IsOptional() @IsInt() project_id?: number;
  @IsOptional() @IsString() @JSONSchema({ description: 'Path of the repository on its storage (hashed storage).' }) disk_path?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Name of the storage shard.' }) repository_storage?: string;
  @IsOptional() @IsString() created_at?: string;
}
