import { PaginationDto } from '@gitlab-mcp/action-kit';
import { Type } from 'class-transformer';
import { IsArray, IsBoolean, IsInt, IsObject, IsOptional, IsString, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { NamespaceBasicDto } from '../../shared/namespace.dto.js';
import { WithNextStepsDto } from '../../shared/next-steps.dto.js';
import { UserBasicDto } from '../../shared/user-basic.dto.js';

/** Outcome of a group request GitLab answers without an entity (delete, restore, transfer, unshare, ...). */
export class GroupOperationDto extends WithNextStepsDto {
  @IsString() group_id: string;
  @IsString() @JSONSchema({ description: 'What happened, in one sentence.' }) message: string;
}

/** A project of a group (`APIEntitiesProject`, the fields a reader of a group's list needs). */
export class GroupProjectDto {
  @IsInt() id: number;
  @IsOptional() @IsString() name?: string;
  @IsOptional() @IsString() path?: string;
  @IsOptional() @IsString() path_with_namespace?: string;
  @IsOptional() @IsString() name_with_namespace?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Description (written by a user).' }) description?: string;
  @IsOptional() @IsString() visibility?: string;
  @IsOptional() @IsBoolean() archived?: boolean;
  @IsOptional() @IsString() default_branch?: string;
  @IsOptional() @IsString() web_url?: string;
  @IsOptional() @IsString() created_at?: string;
  @IsOptional() @IsString() last_activity_at?: string;
  @IsOptional() @IsInt() star_count?: number;
  @IsOptional() @IsInt() open_issues_count?: number;
  @IsOptional() @ValidateNested() @Type(() => NamespaceBasicDto) namespace?: NamespaceBasicDto;
}

export class GroupProjectListDto extends WithNextStepsDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => GroupProjectDto) projects: GroupProjectDto[];
  @ValidateNested() @Type(() => PaginationDto) pagination: PaginationDto;
}

/** An issue of a group's projects (`APIEntitiesIssue`, the fields a reader of the list needs). */
export class GroupIssueDto {
  @IsInt() id: number;
  @IsInt() iid: number;
  @IsOptional() @IsInt() project_id?: number;
  @IsOptional() @IsString() @JSONSchema({ description: 'Title (written by a user).' }) title?: string;
  @IsOptional() @IsString() state?: string;
  @IsOptional() @IsArray() @IsString({ each: true }) @JSONSchema({ description: 'Label names (with with_labels_details, GitLab\'s label objects are reduced to their names).' }) labels?: string[];
  @IsOptional() @ValidateNested() @Type(() => UserBasicDto) author?: UserBasicDto;
  @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => UserBasicDto) assignees?: UserBasicDto[];
  @IsOptional() @IsBoolean() confidential?: boolean;
  @IsOptional() @IsString() due_date?: string;
  @IsOptional() @IsString() created_at?: string;
  @IsOptional() @IsString() updated_at?: string;
  @IsOptional() @IsString() closed_at?: string;
  @IsOptional() @IsString() web_url?: string;
}

export class GroupIssueListDto extends WithNextStepsDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => GroupIssueDto) issues: GroupIssueDto[];
  @ValidateNested() @Type(() => PaginationDto) pagination: PaginationDto;
}

/** A release of a group's projects (`APIEntitiesRelease`, the fields a reader of the list needs). */
export class GroupReleaseDto {
  @IsString() tag_name: string;
  @IsOptional() @IsString() name?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Release notes (written by a user).' }) description?: string;
  @IsOptional() @IsString() created_at?: string;
  @IsOptional() @IsString() released_at?: string;
  @IsOptional() @ValidateNested() @Type(() => UserBasicDto) author?: UserBasicDto;
}

export class GroupReleaseListDto extends WithNextStepsDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => GroupReleaseDto) releases: GroupReleaseDto[];
  @ValidateNested() @Type(() => PaginationDto) pagination: PaginationDto;
}

/** One count of the group activity analytics (Premium): issues, merge requests or members created in the last 90 days. */
export class GroupActivityCountDto extends WithNextStepsDto {
  @IsString() group_path: string;
  @IsOptional() @IsInt() issues_count?: number;
  @IsOptional() @IsInt() merge_requests_count?: number;
  @IsOptional() @IsInt() new_members_count?: number;
}

/** Outcome of removing a group member (GitLab answers 204 without a body). */
export class GroupMemberRemovalDto extends WithNextStepsDto {
  @IsString() group_id: string;
  @IsInt() user_id: number;
  @IsString() message: string;
}

/** A role as billable memberships give it. */
export class AccessLevelDto {
  @IsOptional() @IsInt() integer_value?: number;
  @IsOptional() @IsString() string_value?: string;
  @IsOptional() @IsObject() @JSONSchema({ description: 'The custom role, when the membership has one.' }) custom_role?: Record<string, unknown>;
}

/** A membership of a billable member (`APIEntitiesBillableMembership`): where the seat comes from. */
export class BillableMembershipDto {
  @IsInt() id: number;
  @IsOptional() @IsInt() source_id?: number;
  @IsOptional() @IsString() @JSONSchema({ description: 'The group or project the membership is in.' }) source_full_name?: string;
  @IsOptional() @IsString() source_members_url?: string;
  @IsOptional() @IsString() created_at?: string;
  @IsOptional() @IsString() expires_at?: string;
  @IsOptional() @ValidateNested() @Type(() => AccessLevelDto) access_level?: AccessLevelDto;
}

export class BillableMembershipListDto extends WithNextStepsDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => BillableMembershipDto) memberships: BillableMembershipDto[];
  @ValidateNested() @Type(() => PaginationDto) pagination: PaginationDto;
}

/** A user the group's SAML or SCIM provisioned (`APIEntitiesUserPublic`, the fields a reader needs). */
export class ProvisionedUserDto {
  @IsInt() id: number;
  @IsOptional() @IsString() username?: string;
  @IsOptional() @IsString() name?: string;
  @IsOptional() @IsString() state?: string;
  @IsOptional() @IsString() email?: string;
  @IsOptional() @IsString() created_at?: string;
  @IsOptional() @IsString() last_activity_on?: string;
  @IsOptional() @IsString() web_url?: string;
}

export class ProvisionedUserListDto extends WithNextStepsDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => ProvisionedUserDto) users: ProvisionedUserDto[];
  @ValidateNested() @Type(() => PaginationDto) pagination: PaginationDto;
}
