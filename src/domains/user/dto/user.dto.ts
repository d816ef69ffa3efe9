import { PaginationDto } from '@gitlab-mcp/action-kit';
import { Type } from 'class-transformer';
import { IsArray, IsBoolean, IsInt, IsOptional, IsString, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { WithNextStepsDto } from '../../shared/next-steps.dto.js';
import { UserBasicDto } from '../../shared/user-basic.dto.js';

/** A page of users (`APIEntitiesUserBasic`). */
export class UserPageDto extends WithNextStepsDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => UserBasicDto) users: UserBasicDto[];
  @ValidateNested() @Type(() => PaginationDto) pagination: PaginationDto;
}

/** GitLab's user status (`APIEntitiesUserStatus`). */
export class UserStatusDto extends WithNextStepsDto {
  @IsOptional() @IsString() emoji?: string;
  @IsOptional() @IsString() message?: string;
  @IsOptional() @IsString() message_html?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'busy or not_set.' }) availability?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'When the status clears itself.' }) clear_status_at?: string;
}

/** Outcome of a state change (block, ban, activate, approve, ...): GitLab answers `true` or 201 without details. */
export class UserStateChangeDto extends WithNextStepsDto {
  @IsInt() user_id: number;
  @IsString() @JSONSchema({ description: 'The state the user is in now, e.g. blocked.' }) state: string;
  @IsString() message: string;
}

/** Outcome of deleting a user (GitLab answers 204 and deletes in the background). */
export class UserDeletionDto extends WithNextStepsDto {
  @IsInt() user_id: number;
  @IsBoolean() hard_delete: boolean;
  @IsString() message: string;
}

/** What a user owns or wrote (`APIEntitiesUserAssociationsCount`). */
export class AssociationsCountDto extends WithNextStepsDto {
  @IsOptional() @IsInt() groups_count?: number;
  @IsOptional() @IsInt() projects_count?: number;
  @IsOptional() @IsInt() issues_count?: number;
  @IsOptional() @IsInt() merge_requests_count?: number;
}

/** One membership of a user (`APIEntitiesMembership`). */
export class MembershipDto {
  @IsOptional() @IsInt() source_id?: number;
  @IsOptional() @IsString() source_name?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Project or Namespace (a group).' }) source_type?: string;
  @IsOptional() @IsInt() @JSONSchema({ description: '10 Guest, 15 Planner, 20 Reporter, 30 Developer, 40 Maintainer, 50 Owner.' }) access_level?: number;
}

export class MembershipListDto extends WithNextStepsDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => MembershipDto) memberships: MembershipDto[];
  @ValidateNested() @Type(() => PaginationDto) pagination: PaginationDto;
}

/** Last activity of a user (`APIEntitiesUserActivity`). */
export class UserActivityDto {
  @IsOptional() @IsString() username?: string;
  @IsOptional() @IsString() last_activity_on?: string;
  @IsOptional() @IsString() last_activity_at?: string;
}

export class UserActivityListDto extends WithNextStepsDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => UserActivityDto) activities: UserActivityDto[];
  @ValidateNested() @Type(() => PaginationDto) pagination: PaginationDto;
}

/** The avatar URL of an email address (`APIEntitiesAvatar`). */
export class AvatarDto extends WithNextStepsDto {
  @IsOptional() @IsString() avatar_url?: string;
}
