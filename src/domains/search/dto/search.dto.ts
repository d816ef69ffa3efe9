import { PaginationDto } from '@gitlab-mcp/action-kit';
import { Type } from 'class-transformer';
import { IsArray, IsBoolean, IsIn, IsInt, IsOptional, IsString, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { CommitDto } from '../../shared/commit.dto.js';
import { MilestoneDto } from '../../shared/milestone.dto.js';
import { WithNextStepsDto } from '../../shared/next-steps.dto.js';
import { UserBasicDto } from '../../shared/user-basic.dto.js';
import { IssuableReferencesDto } from '../../shared/issuable.dto.js';
import { NamespaceBasicDto } from '../../shared/namespace.dto.js';

/** Where a search ran. */
export const SEARCH_LEVELS = ['project', 'group', 'global'] as const;
export type SearchLevel = (typeof SEARCH_LEVELS)[number];

/** Scope `projects`: `APIEntitiesBasicProjectDetails`. */
export class SearchProjectDto {
  @IsInt() id: number;
  @IsOptional() @IsString() name?: string;
  @IsOptional() @IsString() name_with_namespace?: string;
  @IsOptional() @IsString() path?: string;
  @IsOptional() @IsString() path_with_namespace?: string;
  @IsOptional() @IsString() description?: string;
  @IsOptional() @IsString() default_branch?: string;
  @IsOptional() @IsString() visibility?: string;
  @IsOptional() @IsArray() @IsString({ each: true }) topics?: string[];
  @IsOptional() @IsArray() @IsString({ each: true }) tag_list?: string[];
  @IsOptional() @IsInt() star_count?: number;
  @IsOptional() @IsInt() forks_count?: number;
  @IsOptional() @IsString() created_at?: string;
  @IsOptional() @IsString() last_activity_at?: string;
  @IsOptional() @IsString() web_url?: string;
  @IsOptional() @IsString() readme_url?: string;
  @IsOptional() @IsString() avatar_url?: string;
  @IsOptional() @IsString() http_url_to_repo?: string;
  @IsOptional() @IsString() ssh_url_to_repo?: string;
  @IsOptional() @ValidateNested() @Type(() => NamespaceBasicDto) namespace?: NamespaceBasicDto;
}

/** Scope `issues`: the main fields of `APIEntitiesIssue`. */
export class SearchIssueDto {
  @IsInt() id: number;
  @IsInt() iid: number;
  @IsOptional() @IsInt() project_id?: number;
  @IsOptional() @IsString() title?: string;
  @IsOptional() @IsString() description?: string;
  @IsOptional() @IsString() state?: string;
  @IsOptional() @IsString() issue_type?: string;
  @IsOptional() @IsArray() @IsString({ each: true }) labels?: string[];
  @IsOptional() @ValidateNested() @Type(() => UserBasicDto) author?: UserBasicDto;
  @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => UserBasicDto) assignees?: UserBasicDto[];
  @IsOptional() @IsBoolean() confidential?: boolean;
  @IsOptional() @IsInt() user_notes_count?: number;
  @IsOptional() @IsInt() upvotes?: number;
  @IsOptional() @IsInt() downvotes?: number;
  @IsOptional() @IsString() due_date?: string;
  @IsOptional() @IsString() created_at?: string;
  @IsOptional() @IsString() updated_at?: string;
  @IsOptional() @IsString() closed_at?: string;
  @IsOptional() @IsString() web_url?: string;
  @IsOptional() @ValidateNested() @Type(() => IssuableReferencesDto) references?: IssuableReferencesDto;
}

/** Scope `merge_requests`: the main fields of `APIEntitiesMergeRequestBasic`. */
export class SearchMergeRequestDto {
  @IsInt() id: number;
  @IsInt() iid: number;
  @IsOptional() @IsInt() project_id?: number;
  @IsOptional() @IsString() title?: string;
  @IsOptional() @IsString() description?: string;
  @IsOptional() @IsString() state?: string;
  @IsOptional() @IsBoolean() draft?: boolean;
  @IsOptional() @IsString() source_branch?: string;
  @IsOptional() @IsString() target_branch?: string;
  @IsOptional() @IsArray() @IsString({ each: true }) labels?: string[];
  @IsOptional() @ValidateNested() @Type(() => UserBasicDto) author?: UserBasicDto;
  @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => UserBasicDto) assignees?: UserBasicDto[];
  @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => UserBasicDto) reviewers?: UserBasicDto[];
  @IsOptional() @IsString() merge_status?: string;
  @IsOptional() @IsString() detailed_merge_status?: string;
  @IsOptional() @IsString() sha?: string;
  @IsOptional() @IsString() created_at?: string;
  @IsOptional() @IsString() updated_at?: string;
  @IsOptional() @IsString() merged_at?: string;
  @IsOptional() @IsString() closed_at?: string;
  @IsOptional() @IsString() web_url?: string;
  @IsOptional() @ValidateNested() @Type(() => IssuableReferencesDto) references?: IssuableReferencesDto;
}

/** Scope `snippet_titles`: `APIEntitiesSnippet`. */
export class SearchSnippetDto {
  @IsInt() id: number;
  @IsOptional() @IsString() title?: string;
  @IsOptional() @IsString() file_name?: string;
  @IsOptional() @IsString() description?: string;
  @IsOptional() @IsString() visibility?: string;
  @IsOptional() @ValidateNested() @Type(() => UserBasicDto) author?: UserBasicDto;
  @IsOptional() @IsInt() project_id?: number;
  @IsOptional() @IsString() created_at?: string;
  @IsOptional() @IsString() updated_at?: string;
  @IsOptional() @IsString() web_url?: string;
  @IsOptional() @IsString() raw_url?: string;
}

/** Scope `notes`: the main fields of `APIEntitiesNote`. */
export class SearchNoteDto {
  @IsInt() id: number;
  @IsOptional() @IsString() body?: string;
  @IsOptional() @ValidateNested() @Type(() => UserBasicDto) author?: UserBasicDto;
  @IsOptional() @IsString() noteable_type?: string;
  @IsOptional() @IsInt() noteable_id?: number;
  @IsOptional() @IsInt() noteable_iid?: number;
  @IsOptional() @IsInt() project_id?: number;
  @IsOptional() @IsBoolean() system?: boolean;
  @IsOptional() @IsBoolean() confidential?: boolean;
  @IsOptional() @IsBoolean() internal?: boolean;
  @IsOptional() @IsBoolean() resolvable?: boolean;
  @IsOptional() @IsBoolean() resolved?: boolean;
  @IsOptional() @IsString() created_at?: string;
  @IsOptional() @IsString() updated_at?: string;
}

/** Scope `commits`: `APIEntitiesCommitDetailed`, `id` being the SHA. */
export class SearchCommitDto extends CommitDto {
  @IsOptional() @IsInt() project_id?: number;
}

/** Scopes `blobs` and `wiki_blobs`: `APIEntitiesBlob`, one match with its surrounding lines. */
export class SearchBlobDto {
  @IsOptional() @IsString() basename?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'The matching lines.' }) data?: string;
  @IsOptional() @IsString() path?: string;
  @IsOptional() @IsString() filename?: string;
  @IsOptional() @IsString() ref?: string;
  @IsOptional() @IsInt() @JSONSchema({ description: 'Line number of the first line of data.' }) startline?: number;
  @IsOptional() @IsInt() project_id?: number;
}

/** What every search answers beside its results. */
export class SearchResultBaseDto extends WithNextStepsDto {
  @IsString() @JSONSchema({ description: "GitLab's search scope (blobs, commits, issues, ...)." }) scope: string;
  @IsString() @JSONSchema({ description: 'The text searched for.' }) search: string;
  @IsIn([...SEARCH_LEVELS]) @JSONSchema({ description: 'project, group or global.' }) level: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'The project or group searched, as given.' }) within?: string;
  @ValidateNested() @Type(() => PaginationDto) @JSONSchema({ description: 'Derived from the page received: GitLab sends no totals for search.' }) pagination: PaginationDto;
}

export class SearchCodeResultDto extends SearchResultBaseDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => SearchBlobDto) results: SearchBlobDto[];
}
export class SearchCommitResultDto extends SearchResultBaseDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => SearchCommitDto) results: SearchCommitDto[];
}
export class SearchIssueResultDto extends SearchResultBaseDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => SearchIssueDto) results: SearchIssueDto[];
}
export class SearchMergeRequestResultDto extends SearchResultBaseDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => SearchMergeRequestDto) results: SearchMergeRequestDto[];
}
export class SearchMilestoneResultDto extends SearchResultBaseDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => MilestoneDto) results: MilestoneDto[];
}
export class SearchNoteResultDto extends SearchResultBaseDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => SearchNoteDto) results: SearchNoteDto[];
}
export class SearchProjectResultDto extends SearchResultBaseDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => SearchProjectDto) results: SearchProjectDto[];
}
export class SearchSnippetResultDto extends SearchResultBaseDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => SearchSnippetDto) results: SearchSnippetDto[];
}
export class SearchUserResultDto extends SearchResultBaseDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => UserBasicDto) results: UserBasicDto[];
}
export class SearchWikiResultDto extends SearchResultBaseDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => SearchBlobDto) results: SearchBlobDto[];
}
