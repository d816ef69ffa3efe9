import { FieldTier, PageParamsDto } from '@gitlab-mcp/action-kit';
import { Type } from 'class-transformer';
import { IsArray, IsBoolean, IsIn, IsInt, IsOptional, IsString, Matches, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { ProjectIdDto } from '../../shared/project-id.dto.js';
import { VISIBILITIES } from './project-settings.dto.js';

const DATE_TIME = { description: 'ISO 8601 date-time, e.g. "2025-01-31T00:00:00Z".' };
const ORDER_BY = ['id', 'name', 'path', 'created_at', 'updated_at', 'last_activity_at', 'similarity', 'star_count', 'storage_size', 'repository_size', 'wiki_size', 'packages_size'];
const ACCESS_LEVELS = [5, 10, 15, 20, 30, 40, 50];

export class GetProjectDto extends ProjectIdDto {
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Include repository and storage statistics (Reporter role or higher).' }) statistics?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Include the project licence.' }) license?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Include custom attributes (administrators).' }) with_custom_attributes?: boolean;
}

/** The filters GitLab's project lists share (`GET /projects`, forks, a user's projects and starred projects). */
export class ProjectFilterDto extends PageParamsDto {
  @IsOptional() @IsString() @JSONSchema({ description: 'Return projects whose name or path contains this text.' }) search?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Match search against the namespace path too.' }) search_namespaces?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Only projects the user is a member of.' }) membership?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Only projects the user owns.' }) owned?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Only projects the user starred.' }) starred?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Filter by archived state.' }) archived?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'true: only projects neither archived nor pending deletion; false: only archived or pending deletion ones.' }) active?: boolean;
  @IsOptional() @IsIn(VISIBILITIES) @JSONSchema({ description: 'Filter by visibility.' }) visibility?: string;
  @IsOptional() @IsInt() @IsIn(ACCESS_LEVELS) @JSONSchema({ description: 'Minimum access level of the user (10 Guest, 20 Reporter, 30 Developer, 40 Maintainer, 50 Owner).' }) min_access_level?: number;
  @IsOptional() @IsString() @JSONSchema({ description: 'Only projects with all these topics (comma-separated).' }) topic?: string;
  @IsOptional() @IsInt() @JSONSchema({ description: 'Only projects with the topic of this ID.' }) topic_id?: number;
  @IsOptional() @IsString() @JSONSchema({ description: 'Only projects with this programming language, e.g. "TypeScript".' }) with_programming_language?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Only projects with the issue tracker enabled.' }) with_issues_enabled?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Only projects with merge requests enabled.' }) with_merge_requests_enabled?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Only projects imported from elsewhere.' }) imported?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Include hidden projects (administrators).' }) include_hidden?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Include projects pending deletion (administrators).' }) include_pending_delete?: boolean;
  @IsOptional() @Matches(/^\d{4}-\d{2}-\d{2}$/) @JSONSchema({ description: 'Only projects marked for deletion on this date (YYYY-MM-DD).' }) marked_for_deletion_on?: string;
  @IsOptional() @IsInt() @JSONSchema({ description: 'Only projects with an ID greater than this.' }) id_after?: number;
  @IsOptional() @IsInt() @JSONSchema({ description: 'Only projects with an ID less than this.' }) id_before?: number;
  @IsOptional() @IsString() @JSONSchema({ description: `Only projects active after this time. ${DATE_TIME.description}` }) last_activity_after?: string;
  @IsOptional() @IsString() @JSONSchema({ description: `Only projects active before this time. ${DATE_TIME.description}` }) last_activity_before?: string;
  @IsOptional() @IsString() @JSONSchema({ description: `Only projects updated after this time. ${DATE_TIME.description}` }) updated_after?: string;
  @IsOptional() @IsString() @JSONSchema({ description: `Only projects updated before this time. ${DATE_TIME.description}` }) updated_before?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Only projects on this repository storage (administrators).' }) repository_storage?: string;
  @FieldTier('premium') @IsOptional() @IsBoolean() @JSONSchema({ description: 'Only projects whose repository checksum failed (administrators, Premium).' }) repository_checksum_failed?: boolean;
  @FieldTier('premium') @IsOptional() @IsBoolean() @JSONSchema({ description: 'Only projects whose wiki checksum failed (administrators, Premium).' }) wiki_checksum_failed?: boolean;
  @IsOptional() @IsIn(ORDER_BY) @JSONSchema({ description: 'Order by this field (default created_at; the size fields need an administrator).' }) order_by?: string;
  @IsOptional() @IsIn(['asc', 'desc']) @JSONSchema({ description: 'Sort direction (default desc).' }) sort?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Return only a few fields per project (faster).' }) simple?: boolean;
}

/** One `custom_attributes[key]=value` filter (administrators). */
export class CustomAttributeFilterDto {
  @IsString() @JSONSchema({ description: 'Name of the custom attribute.' }) key: string;
  @IsString() @JSONSchema({ description: 'Value it must have.' }) value: string;
}

const CUSTOM_ATTRIBUTES = { description: 'Only results with all these custom attributes (administrators), e.g. [{"key": "team", "value": "payments"}].' };

export class ListProjectsDto extends ProjectFilterDto {
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Include repository and storage statistics.' }) statistics?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Include custom attributes (administrators).' }) with_custom_attributes?: boolean;
  @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => CustomAttributeFilterDto) @JSONSchema(CUSTOM_ATTRIBUTES) custom_attributes?: CustomAttributeFilterDto[];
}

export class ListUserProjectsDto extends ProjectFilterDto {
  @IsString() @JSONSchema({ description: 'User ID or username.' }) user_id: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Include repository and storage statistics.' }) statistics?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Include custom attributes (administrators).' }) with_custom_attributes?: boolean;
  @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => CustomAttributeFilterDto) @JSONSchema(CUSTOM_ATTRIBUTES) custom_attributes?: CustomAttributeFilterDto[];
}

export class ListUserStarredProjectsDto extends ProjectFilterDto {
  @IsString() @JSONSchema({ description: 'User ID or username.' }) user_id: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Include repository and storage statistics.' }) statistics?: boolean;
}

export class ListUserContributedProjectsDto extends PageParamsDto {
  @IsString() @JSONSchema({ description: 'User ID or username.' }) user_id: string;
  @IsOptional() @IsIn(['id', 'name', 'path', 'created_at', 'updated_at', 'last_activity_at']) @JSONSchema({ description: 'Order by this field (default created_at).' }) order_by?: string;
  @IsOptional() @IsIn(['asc', 'desc']) @JSONSchema({ description: 'Sort direction (default desc).' }) sort?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Return only a few fields per project.' }) simple?: boolean;
}

export class DeleteProjectDto extends ProjectIdDto {
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Delete at once a project already marked for deletion (needs full_path too); otherwise the project is only marked for deletion where the instance delays deletions.' }) permanently_remove?: boolean;
  @IsOptional() @IsString() @JSONSchema({ description: 'Full path of the project, required with permanently_remove as a safeguard.' }) full_path?: string;
}

export class TransferProjectDto extends ProjectIdDto {
  @IsString() @JSONSchema({ description: 'ID or full path of the namespace (group or user) to move the project to.' }) namespace: string;
}

/** The `custom_attributes[key]=value` query parameters GitLab reads. */
export function customAttributeQuery(attributes: readonly CustomAttributeFilterDto[] | undefined): Record<string, string> {
  return Object.fromEntries((attributes ?? []).map((a) => [`custom_attributes[${a.key}]`, a.value]));
}
