import { PageParamsDto, PaginationDto } from '@gitlab-mcp/action-kit';
import { Type } from 'class-transformer';
import { IsArray, IsBoolean, IsIn, IsInt, IsOptional, IsString, Matches, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { WithNextStepsDto } from '../../shared/next-steps.dto.js';
import { ProjectIdDto } from '../../shared/project-id.dto.js';
import { UserBasicDto } from '../../shared/user-basic.dto.js';
import { CustomAttributeFilterDto } from './project-params.dto.js';

const PROJECT_ID = { description: 'Project numeric ID or full path (e.g. "42" or "my-group/my-project").' };
const GROUP_ACCESS = [10, 15, 20, 30, 40, 50];
const LEVEL_DOC = '10 Guest, 15 Planner, 20 Reporter, 30 Developer, 40 Maintainer, 50 Owner';

export class ShareProjectDto extends ProjectIdDto {
  @IsInt() @JSONSchema({ description: 'ID of the group to share the project with (group.list finds it).' }) group_id: number;
  @IsInt() @IsIn(GROUP_ACCESS) @JSONSchema({ description: `Role the group's members get in the project: ${LEVEL_DOC}.` }) group_access: number;
  @IsOptional() @Matches(/^\d{4}-\d{2}-\d{2}$/) @JSONSchema({ description: 'Date the share ends, YYYY-MM-DD.' }) expires_at?: string;
  @IsOptional() @IsInt() @JSONSchema({ description: 'ID of a custom member role to grant instead (Ultimate).' }) member_role_id?: number;
}

export class SharedGroupRefDto extends ProjectIdDto {
  @IsInt() @JSONSchema({ description: 'ID of the group the project is shared with.' }) group_id: number;
}

export class ListProjectGroupsDto extends PageParamsDto {
  @IsString() @JSONSchema(PROJECT_ID) project_id: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Only groups whose name or path contains this text.' }) search?: string;
  @IsOptional() @IsArray() @IsInt({ each: true }) @JSONSchema({ description: 'Group IDs to leave out.' }) skip_groups?: number[];
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Include the groups the project is shared with (default false: ancestors only).' }) with_shared?: boolean;
  @IsOptional() @IsInt() @IsIn(GROUP_ACCESS) @JSONSchema({ description: `With with_shared: only shared groups with at least this role (${LEVEL_DOC}).` }) shared_min_access_level?: number;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'With with_shared: only shared groups the caller can see.' }) shared_visible_only?: boolean;
}

export class ListInvitedGroupsDto extends PageParamsDto {
  @IsString() @JSONSchema(PROJECT_ID) project_id: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Only groups whose name or path contains this text.' }) search?: string;
  @IsOptional() @IsInt() @IsIn(GROUP_ACCESS) @JSONSchema({ description: `Only groups where the caller has at least this role (${LEVEL_DOC}).` }) min_access_level?: number;
  @IsOptional() @IsArray() @IsIn(['direct', 'inherited'], { each: true }) @JSONSchema({ description: 'direct (shared with this project) and/or inherited (shared with its ancestors).' }) relation?: string[];
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Include custom attributes (administrators).' }) with_custom_attributes?: boolean;
  @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => CustomAttributeFilterDto) @JSONSchema({ description: 'Only groups with all these custom attributes (administrators), e.g. [{"key": "team", "value": "payments"}].' }) custom_attributes?: CustomAttributeFilterDto[];
}

export class ListProjectUsersDto extends PageParamsDto {
  @IsString() @JSONSchema(PROJECT_ID) project_id: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Only users whose name or username contains this text.' }) search?: string;
  @IsOptional() @IsArray() @IsInt({ each: true }) @JSONSchema({ description: 'User IDs to leave out.' }) skip_users?: number[];
}

export class ListStarrersDto extends PageParamsDto {
  @IsString() @JSONSchema(PROJECT_ID) project_id: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Only users whose name or username contains this text.' }) search?: string;
}

/** A project-group link (`APIEntitiesProjectGroupLink`). */
export class ProjectGroupLinkDto extends WithNextStepsDto {
  @IsOptional() @IsInt() id?: number;
  @IsOptional() @IsInt() project_id?: number;
  @IsInt() group_id: number;
  @IsOptional() @IsInt() group_access?: number;
  @IsOptional() @IsString() expires_at?: string;
  @IsOptional() @IsInt() member_role_id?: number;
}

/** A group as the project's group lists show it (`APIEntitiesPublicGroupDetails`, main `APIEntitiesGroup` fields). */
export class ProjectGroupDto {
  @IsInt() id: number;
  @IsOptional() @IsString() name?: string;
  @IsOptional() @IsString() path?: string;
  @IsOptional() @IsString() full_name?: string;
  @IsOptional() @IsString() full_path?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Description (written by a user).' }) description?: string;
  @IsOptional() @IsString() visibility?: string;
  @IsOptional() @IsInt() parent_id?: number;
  @IsOptional() @IsString() avatar_url?: string;
  @IsOptional() @IsString() web_url?: string;
  @IsOptional() @IsString() created_at?: string;
}

export class ProjectGroupListDto extends WithNextStepsDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => ProjectGroupDto) groups: ProjectGroupDto[];
  @ValidateNested() @Type(() => PaginationDto) pagination: PaginationDto;
}

/** A user who starred a project (`APIEntitiesUserStarsProject`). */
export class StarrerDto {
  @IsOptional() @IsString() starred_since?: string;
  @IsOptional() @ValidateNested() @Type(() => UserBasicDto) user?: UserBasicDto;
}

export class ProjectUserListDto extends WithNextStepsDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => UserBasicDto) users: UserBasicDto[];
  @ValidateNested() @Type(() => PaginationDto) pagination: PaginationDto;
}

export class StarrerListDto extends WithNextStepsDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => StarrerDto) starrers: StarrerDto[];
  @ValidateNested() @Type(() => PaginationDto) pagination: PaginationDto;
}
