import { PaginationDto } from '@gitlab-mcp/action-kit';
import { Type } from 'class-transformer';
import { IsArray, IsBoolean, IsInt, IsOptional, IsString, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { CommitDto } from '../../shared/commit.dto.js';
import { WithNextStepsDto } from '../../shared/next-steps.dto.js';
import { DiffDto } from './commit.dto.js';

/** One entry of a repository tree (`APIEntitiesTreeObject`). */
export class TreeEntryDto {
  @IsOptional() @IsString() @JSONSchema({ description: 'Object SHA (a blob SHA for files: see repository.blob).' }) id?: string;
  @IsOptional() @IsString() name?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'blob (file), tree (directory) or commit (submodule).' }) type?: string;
  @IsOptional() @IsString() path?: string;
  @IsOptional() @IsString() mode?: string;
  @IsOptional() @ValidateNested() @Type(() => CommitDto) last_commit?: CommitDto;
}

export class TreeListDto extends WithNextStepsDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => TreeEntryDto) tree: TreeEntryDto[];
  @ValidateNested() @Type(() => PaginationDto) pagination: PaginationDto;
}

/** A blob read by SHA, content decoded when it is text and bounded. */
export class BlobDto extends WithNextStepsDto {
  @IsString() sha: string;
  @IsOptional() @IsInt() @JSONSchema({ description: 'Size in bytes.' }) size?: number;
  @IsOptional() @IsString() @JSONSchema({ description: 'text when content is given; GitLab sends base64, decoded here.' }) encoding?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'The text, cut at the content bound (see truncated); absent for binary content.' }) content?: string;
  @IsBoolean() @JSONSchema({ description: 'Binary content: described, not returned.' }) binary: boolean;
  @IsOptional() @IsString() @JSONSchema({ description: 'Guessed media type of binary content.' }) content_type?: string;
  @IsBoolean() @JSONSchema({ description: 'True when content was cut at the content bound.' }) truncated: boolean;
  @IsOptional() @IsInt() total_lines?: number;
  @IsOptional() @IsInt() shown_lines?: number;
}

/** Result of a comparison of two refs (`APIEntitiesCompare`), the diffs bounded. */
export class CompareDto extends WithNextStepsDto {
  @IsString() from: string;
  @IsString() to: string;
  @IsOptional() @ValidateNested() @Type(() => CommitDto) @JSONSchema({ description: 'The newest commit of the comparison.' }) commit?: CommitDto;
  @IsArray() @ValidateNested({ each: true }) @Type(() => CommitDto) commits: CommitDto[];
  @IsArray() @ValidateNested({ each: true }) @Type(() => DiffDto) diffs: DiffDto[];
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'GitLab gave up computing the comparison (too large).' }) compare_timeout?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'from and to are the same ref.' }) compare_same_ref?: boolean;
  @IsOptional() @IsString() web_url?: string;
  @IsBoolean() @JSONSchema({ description: 'True when some diff text was cut or left out to stay within the content bound.' }) truncated: boolean;
}

/** A contributor of a repository (`APIEntitiesContributor`). */
export class ContributorDto {
  @IsOptional() @IsString() name?: string;
  @IsOptional() @IsString() email?: string;
  @IsOptional() @IsInt() commits?: number;
  @IsOptional() @IsInt() additions?: number;
  @IsOptional() @IsInt() deletions?: number;
}

export class ContributorListDto extends WithNextStepsDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => ContributorDto) contributors: ContributorDto[];
  @ValidateNested() @Type(() => PaginationDto) pagination: PaginationDto;
}

/** The common ancestor of refs: a commit. */
export class MergeBaseDto extends CommitDto {
  @IsOptional() @IsArray() @IsString({ each: true }) @JSONSchema({ description: 'Suggested follow-up actions, by canonical action ID.' }) next_steps?: string[];
}

/** Where to download an archive; the server itself never downloads or stores it. */
export class ArchiveDto extends WithNextStepsDto {
  @IsString() project_id: string;
  @IsOptional() @IsString() sha?: string;
  @IsString() format: string;
  @IsOptional() @IsString() path?: string;
  @IsString() @JSONSchema({ description: 'GET this URL with your token (PRIVATE-TOKEN header) to download the archive.' }) download_url: string;
  @IsString() @JSONSchema({ description: 'Media type of the archive.' }) content_type: string;
  @IsString() note: string;
}

/** Changelog notes GitLab generated (`APIEntitiesChangelog`). */
export class ChangelogNotesDto extends WithNextStepsDto {
  @IsString() project_id: string;
  @IsString() version: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'The release notes in Markdown (from commit messages).' }) notes?: string;
  @IsOptional() @IsBoolean() truncated?: boolean;
}

/** Outcome of committing a changelog (GitLab answers without a body). */
export class ChangelogCommitDto extends WithNextStepsDto {
  @IsString() project_id: string;
  @IsString() version: string;
  @IsOptional() @IsString() branch?: string;
  @IsOptional() @IsString() file?: string;
  @IsString() message: string;
}

/** Markdown rendered to HTML (`APIEntitiesMarkdown`). */
export class MarkdownHtmlDto extends WithNextStepsDto {
  @IsString() html: string;
  @IsOptional() @IsBoolean() truncated?: boolean;
}

/** A submodule of a repository, from .gitmodules and the tree. */
export class SubmoduleDto {
  @IsString() name: string;
  @IsOptional() @IsString() path?: string;
  @IsOptional() @IsString() url?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Project path the url points to, when it is a GitLab URL.' }) resolved_project?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Commit of the submodule the parent repository pins.' }) commit_sha?: string;
}

export class SubmoduleListDto extends WithNextStepsDto {
  @IsString() project_id: string;
  @IsString() ref: string;
  @IsArray() @ValidateNested({ each: true }) @Type(() => SubmoduleDto) submodules: SubmoduleDto[];
}
