import { PaginationDto } from '@gitlab-mcp/action-kit';
import { Type } from 'class-transformer';
import { IsArray, IsBoolean, IsInt, IsObject, IsOptional, IsString, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { WithNextStepsDto } from '../../shared/next-steps.dto.js';
import { UserBasicDto } from '../../shared/user-basic.dto.js';

/** What a push event carries (`push_data`). */
export class PushDataDto {
  @IsOptional() @IsInt() commit_count?: number;
  @IsOptional() @IsString() action?: string;
  @IsOptional() @IsString() ref_type?: string;
  @IsOptional() @IsString() commit_from?: string;
  @IsOptional() @IsString() commit_to?: string;
  @IsOptional() @IsString() ref?: string;
  @IsOptional() @IsString() commit_title?: string;
}

/** GitLab's event entity (`APIEntitiesEvent`). */
export class EventDto {
  @IsInt() id: number;
  @IsOptional() @IsInt() project_id?: number;
  @IsOptional() @IsString() @JSONSchema({ description: 'e.g. pushed to, opened, commented on, accepted, joined.' }) action_name?: string;
  @IsOptional() @IsInt() target_id?: number;
  @IsOptional() @IsInt() target_iid?: number;
  @IsOptional() @IsString() target_type?: string;
  @IsOptional() @IsString() target_title?: string;
  @IsOptional() @IsInt() author_id?: number;
  @IsOptional() @IsString() author_username?: string;
  @IsOptional() @ValidateNested() @Type(() => UserBasicDto) author?: UserBasicDto;
  @IsOptional() @ValidateNested() @Type(() => PushDataDto) push_data?: PushDataDto;
  @IsOptional() @IsObject() @JSONSchema({ description: 'The comment of a "commented on" event.' }) note?: Record<string, unknown>;
  @IsOptional() @IsObject() wiki_page?: Record<string, unknown>;
  @IsOptional() @IsBoolean() imported?: boolean;
  @IsOptional() @IsString() imported_from?: string;
  @IsOptional() @IsString() created_at?: string;
}

export class EventListDto extends WithNextStepsDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => EventDto) events: EventDto[];
  @ValidateNested() @Type(() => PaginationDto) pagination: PaginationDto;
}
