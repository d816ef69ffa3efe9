import { PageParamsDto } from '@gitlab-mcp/action-kit';
import { IsInt, IsOptional, IsString, Min, MinLength } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { GroupIdDto } from '../../shared/group-id.dto.js';

const PLACEHOLDERS = "Placeholders, filled in for each project of the group: %{project_path}, %{project_title}, %{project_name}, %{project_id}, %{project_namespace}, %{group_name}, %{gitlab_server}, %{gitlab_pages_domain}, %{default_branch}, %{commit_sha}, %{latest_tag}.";

export class ListGroupBadgesDto extends PageParamsDto {
  @IsString() @JSONSchema({ description: 'Group numeric ID or full path (e.g. "7" or "my-org/backend").' }) group_id: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Only the badges with this name (e.g. "pipeline").' }) name?: string;
}

export class GroupBadgeRefDto extends GroupIdDto {
  @IsInt() @Min(1) @JSONSchema({ description: 'ID of the badge (group.badge_list gives it).' }) badge_id: number;
}

export class AddGroupBadgeDto extends GroupIdDto {
  @IsString() @MinLength(1) @JSONSchema({ description: `URL the badge links to. ${PLACEHOLDERS}` }) link_url: string;
  @IsString() @MinLength(1) @JSONSchema({ description: `URL of the badge image. ${PLACEHOLDERS}` }) image_url: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Name of the badge (e.g. "pipeline").' }) name?: string;
}

export class EditGroupBadgeDto extends GroupBadgeRefDto {
  @IsOptional() @IsString() @MinLength(1) @JSONSchema({ description: `New URL the badge links to. ${PLACEHOLDERS}` }) link_url?: string;
  @IsOptional() @IsString() @MinLength(1) @JSONSchema({ description: `New URL of the badge image. ${PLACEHOLDERS}` }) image_url?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'New name of the badge.' }) name?: string;
}

export class PreviewGroupBadgeDto extends GroupIdDto {
  @IsString() @MinLength(1) @JSONSchema({ description: `URL the badge would link to. ${PLACEHOLDERS}` }) link_url: string;
  @IsString() @MinLength(1) @JSONSchema({ description: `URL of the badge image. ${PLACEHOLDERS}` }) image_url: string;
}
