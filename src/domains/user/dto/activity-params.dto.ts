import { PageParamsDto } from '@gitlab-mcp/action-kit';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Matches, Min } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const ACTIONS = ['approved', 'closed', 'commented', 'created', 'destroyed', 'expired', 'joined', 'left', 'merged', 'pushed', 'reopened', 'updated'];
const TARGETS = ['epic', 'issue', 'merge_request', 'milestone', 'note', 'project', 'snippet', 'user'];

export class ActivitiesDto extends PageParamsDto {
  @IsOptional() @Matches(DAY) @JSONSchema({ description: 'Only users active on or after this day (YYYY-MM-DD, default six months ago), e.g. "2025-06-01".' }) from?: string;
}

/** The filters of every event list. */
export class EventFiltersDto extends PageParamsDto {
  @IsOptional() @IsIn(ACTIONS) @JSONSchema({ description: 'Only events of this action, e.g. "pushed".' }) action?: string;
  @IsOptional() @IsIn(TARGETS) @JSONSchema({ description: 'Only events on this kind of target, e.g. "merge_request".' }) target_type?: string;
  @IsOptional() @Matches(DAY) @JSONSchema({ description: 'Only events before this day (YYYY-MM-DD), e.g. "2025-07-01".' }) before?: string;
  @IsOptional() @Matches(DAY) @JSONSchema({ description: 'Only events after this day (YYYY-MM-DD), e.g. "2025-06-01".' }) after?: string;
  @IsOptional() @IsIn(['asc', 'desc']) @JSONSchema({ description: 'Order by creation time (default desc).' }) sort?: string;
}

export class MyEventsDto extends EventFiltersDto {
  @IsOptional() @IsIn(['all']) @JSONSchema({ description: '"all" for the events of every project the user can see, not only their own.' }) scope?: string;
}

export class UserEventsDto extends EventFiltersDto {
  @IsString() @JSONSchema({ description: 'Numeric ID or username of the user, e.g. "3" or "alice".' }) user_id: string;
}

export class ProjectEventsDto extends EventFiltersDto {
  @IsString() @JSONSchema({ description: 'Project numeric ID or full path (e.g. "42" or "acme/backend").' }) project_id: string;
}

export class NamespaceRefDto {
  @IsString() @JSONSchema({ description: 'Namespace numeric ID or full path, e.g. "10" or "acme".' }) namespace_id: string;
}

export class NamespaceExistsDto {
  @IsString() @JSONSchema({ description: 'The path to check, e.g. "backend" (a path segment, not a full path).' }) namespace_id: string;
  @IsOptional() @IsInt() @Min(1) @JSONSchema({ description: 'Check inside this parent group (numeric ID); top level when left out.' }) parent_id?: number;
}

class NamespaceFiltersDto extends PageParamsDto {
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Only namespaces the user owns (Owner role).' }) owned_only?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Only top-level namespaces.' }) top_level_only?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Match search against the full path (e.g. "acme/back") instead of the name and path.' }) full_path_search?: boolean;
  @IsOptional() @IsString() @JSONSchema({ description: 'Only namespaces on this hosted plan, e.g. "premium" (GitLab.com).' }) requested_hosted_plan?: string;
}

export class ListNamespacesDto extends NamespaceFiltersDto {
  @IsOptional() @IsString() @JSONSchema({ description: 'Only namespaces whose name or path contains this text.' }) search?: string;
}

export class SearchNamespacesDto extends NamespaceFiltersDto {
  @IsString() @JSONSchema({ description: 'Text the name or path contains, e.g. "back".' }) search: string;
}
