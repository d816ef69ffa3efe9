import { FieldTier, PageParamsDto } from '@gitlab-mcp/action-kit';
import { ArrayMinSize, IsArray, IsBoolean, IsIn, IsInt, IsOptional, IsString, Max, Min, MinLength } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';

/** What every search takes: the text, the backend, the order and the page. */
export class SearchBaseDto extends PageParamsDto {
  @IsString() @MinLength(1) @JSONSchema({ description: 'Text to search for.' }) search: string;
  @IsOptional() @IsIn(['basic', 'advanced', 'zoekt']) @JSONSchema({ description: 'Search backend: basic, advanced (Elasticsearch/OpenSearch, Premium) or zoekt (exact code search). Default: the best one the instance has.' }) search_type?: string;
  @IsOptional() @IsIn(['created_at']) @JSONSchema({ description: 'Order by created_at (the only value). Default: newest first for basic search, relevance for advanced search.' }) order_by?: string;
  @IsOptional() @IsIn(['asc', 'desc']) @JSONSchema({ description: 'Sort direction with order_by.' }) sort?: string;
}

/** A search in one project (project_id), one group (group_id) or the whole instance (neither). */
export class ScopedSearchDto extends SearchBaseDto {
  @IsOptional() @IsString() @JSONSchema({ description: 'Search in this project (numeric ID or full path). Wins over group_id.' }) project_id?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Search in this group (numeric ID or full path). Leave both project_id and group_id out for a global search.' }) group_id?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Include archived projects (group and global search; GitLab 18.9+).' }) include_archived?: boolean;
}

export class SearchCodeDto extends ScopedSearchDto {
  @IsOptional() @IsString() @JSONSchema({ description: 'Branch or tag to search (project search; default branch otherwise).' }) ref?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Read search as a regular expression (exact code search).' }) regex?: boolean;
  @IsOptional() @IsInt() @Min(0) @Max(20) @JSONSchema({ description: 'Lines of context around each match (exact code search).' }) num_context_lines?: number;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Leave forked projects out (exact code search, group and global).' }) exclude_forks?: boolean;
}

export class SearchCommitsDto extends ScopedSearchDto {
  @IsOptional() @IsString() @JSONSchema({ description: 'Branch or tag to search (project search; default branch otherwise).' }) ref?: string;
}

export class SearchWikiDto extends ScopedSearchDto {
  @IsOptional() @IsString() @JSONSchema({ description: 'Wiki branch to search (project search).' }) ref?: string;
}

export class SearchIssuesDto extends ScopedSearchDto {
  @IsOptional() @IsIn(['opened', 'closed']) @JSONSchema({ description: 'Only issues in this state.' }) state?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Only confidential (true) or only public (false) issues.' }) confidential?: boolean;
  @FieldTier('premium')
  @IsOptional()
  @IsArray()
  @ArrayMinSize(1)
  @IsIn(['title'], { each: true })
  @JSONSchema({ description: 'Fields to search in: ["title"] (advanced search, Premium).' })
  fields?: string[];
}

export class SearchMergeRequestsDto extends ScopedSearchDto {
  @IsOptional() @IsIn(['opened', 'closed', 'merged', 'locked']) @JSONSchema({ description: 'Only merge requests in this state.' }) state?: string;
  @FieldTier('premium')
  @IsOptional()
  @IsArray()
  @ArrayMinSize(1)
  @IsIn(['title'], { each: true })
  @JSONSchema({ description: 'Fields to search in: ["title"] (advanced search, Premium).' })
  fields?: string[];
}

/** Projects are searched in a group or the whole instance, never inside a project. */
export class SearchProjectsDto extends SearchBaseDto {
  @IsOptional() @IsString() @JSONSchema({ description: 'Search in this group (numeric ID or full path); leave out for a global search.' }) group_id?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Include archived projects (GitLab 18.9+).' }) include_archived?: boolean;
}

/** Snippet titles are searched over the whole instance only. */
export class SearchSnippetsDto extends SearchBaseDto {}
