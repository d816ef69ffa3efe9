import { PageParamsDto } from '@gitlab-mcp/action-kit';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsIn, IsOptional, IsString, Matches } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { ProjectIdDto } from '../../shared/project-id.dto.js';

export class TreeParamsDto extends PageParamsDto {
  @IsString() @JSONSchema({ description: 'Project numeric ID or full path.' }) project_id: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Directory inside the repository (e.g. "src"); the root when omitted.' }) path?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Branch, tag or commit SHA; the default branch when omitted.' }) ref?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'List the whole subtree, not only the direct entries.' }) recursive?: boolean;
  @IsOptional() @IsIn(['keyset', 'none']) @JSONSchema({ description: 'keyset for keyset pagination (then page with page_token).' }) pagination?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Keyset pagination: the tree record ID to continue at.' }) page_token?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Add the last commit of each entry (slower).' }) with_last_commit?: boolean;
}

export class BlobRefDto extends ProjectIdDto {
  @IsString() @Matches(/^[0-9a-fA-F]{4,64}$/, { message: 'sha must be a blob SHA (hexadecimal, e.g. the id of a repository.tree entry)' }) @JSONSchema({ description: 'Blob SHA (the id of a file entry of repository.tree, or blob_id of repository.file_get).' }) sha: string;
}

export class RawBlobParamsDto extends BlobRefDto {}

export class CompareParamsDto extends ProjectIdDto {
  @IsString() @JSONSchema({ description: 'Base: commit SHA, branch or tag name (e.g. "main").' }) from: string;
  @IsString() @JSONSchema({ description: 'Target: commit SHA, branch or tag name (e.g. "feature/login").' }) to: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Project (ID) to read from from, when comparing across forks.' }) from_project_id?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'true compares from..to directly; false (default) from the merge base (from...to).' }) straight?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Diffs in unified diff format.' }) unidiff?: boolean;
}

export class ContributorsParamsDto extends PageParamsDto {
  @IsString() @JSONSchema({ description: 'Project numeric ID or full path.' }) project_id: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Branch, tag or commit SHA; the default branch when omitted.' }) ref?: string;
  @IsOptional() @IsIn(['name', 'email', 'commits']) @JSONSchema({ description: 'Order by name, email or commits (default commits).' }) order_by?: string;
  @IsOptional() @IsIn(['asc', 'desc']) @JSONSchema({ description: 'Sort asc or desc (default asc).' }) sort?: string;
}

export class MergeBaseParamsDto extends ProjectIdDto {
  @IsArray() @ArrayMinSize(2) @ArrayMaxSize(20) @IsString({ each: true }) @JSONSchema({ description: 'Two or more refs (commit SHAs, branch or tag names) to find the common ancestor of.' }) refs: string[];
}

export const ARCHIVE_FORMATS = ['tar.gz', 'tar.bz2', 'tbz', 'tbz2', 'tb2', 'bz2', 'tar', 'zip'] as const;

export class ArchiveParamsDto extends ProjectIdDto {
  @IsOptional() @IsString() @JSONSchema({ description: 'Commit SHA, branch or tag to archive; the default branch when omitted.' }) sha?: string;
  @IsOptional() @IsIn([...ARCHIVE_FORMATS]) @JSONSchema({ description: 'Archive format (default tar.gz).' }) format?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Archive only this subdirectory of the repository.' }) path?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Include Git LFS objects (default true).' }) include_lfs_blobs?: boolean;
  @IsOptional() @IsString() @JSONSchema({ description: 'Comma-separated paths to leave out of the archive.' }) exclude_paths?: string;
  @IsOptional() @IsIn(['heads', 'tags']) @JSONSchema({ description: 'Whether sha names a branch (heads) or a tag (tags), when both exist.' }) ref_type?: string;
}

class ChangelogBaseDto extends ProjectIdDto {
  @IsString() @JSONSchema({ description: 'Version to generate the changelog for, semantic versioning (e.g. "1.0.0").' }) version: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Start of the commit range (SHA), excluded; default: the tag of the previous version.' }) from?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'End of the commit range (SHA), included; default: the HEAD of the default branch.' }) to?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Release date and time, ISO 8601 (default: now).' }) date?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Git trailer that marks commits to include (default "Changelog").' }) trailer?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Path of the changelog configuration file (default .gitlab/changelog_config.yml).' }) config_file?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Ref to read config_file from (default: the default branch).' }) config_file_ref?: string;
}

export class ChangelogGenerateParamsDto extends ChangelogBaseDto {}

export class ChangelogAddParamsDto extends ChangelogBaseDto {
  @IsOptional() @IsString() @JSONSchema({ description: 'Branch to commit the changelog to (default: the default branch).' }) branch?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Changelog file to update (default CHANGELOG.md).' }) file?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Commit message (default "Add changelog for version X").' }) message?: string;
}

export class MarkdownRenderParamsDto {
  @IsString() @JSONSchema({ description: 'Markdown text to render.' }) text: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Render GitLab Flavored Markdown (references, emoji...) instead of plain Markdown.' }) gfm?: boolean;
  @IsOptional() @IsString() @JSONSchema({ description: 'Project full path that GitLab Flavored Markdown references resolve in (needs gfm).' }) project?: string;
}

export class ListSubmodulesParamsDto extends ProjectIdDto {
  @IsOptional() @IsString() @JSONSchema({ description: 'Branch, tag or commit SHA (default HEAD, the default branch).' }) ref?: string;
}

export class ReadSubmoduleFileParamsDto extends ProjectIdDto {
  @IsString() @JSONSchema({ description: 'Path of the submodule in the parent repository, as in .gitmodules (e.g. "libs/core").' }) submodule_path: string;
  @IsString() @JSONSchema({ description: 'Path of the file inside the submodule (e.g. "src/main.c").' }) file_path: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Branch, tag or commit SHA of the parent repository (default HEAD).' }) ref?: string;
}

export class UpdateSubmoduleParamsDto extends ProjectIdDto {
  @IsString() @JSONSchema({ description: 'Path of the submodule in the repository (e.g. "libs/core"); it is URL-encoded for you.' }) submodule: string;
  @IsString() @JSONSchema({ description: 'Branch to commit the update to.' }) branch: string;
  @IsString() @Matches(/^[0-9a-fA-F]{7,64}$/, { message: 'commit_sha must be a full commit SHA of the submodule' }) @JSONSchema({ description: 'Full commit SHA the submodule should point to.' }) commit_sha: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Commit message (default: a generated one).' }) commit_message?: string;
}
