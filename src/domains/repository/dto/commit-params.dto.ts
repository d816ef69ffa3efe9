import { PageParamsDto } from '@gitlab-mcp/action-kit';
import { Type } from 'class-transformer';
import { ArrayMinSize, IsArray, IsBoolean, IsEmail, IsIn, IsInt, IsNumber, IsOptional, IsString, Matches, Min, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { ProjectIdDto } from '../../shared/project-id.dto.js';

/** A ref that becomes one path segment: never empty, `.` or `..` (a URL parser would collapse it). */
export const PATH_REF = /^(?!(?:\.|%2[eE]){1,2}$).+$/s;
const PATH_REF_MESSAGE = (p: string): string => `${p} must be a commit SHA, branch or tag name (not empty, "." or "..")`;
const COMMIT_SHA_DOC = 'Commit SHA (full or short), or a branch or tag name whose tip is meant. Alias: commit_id.';

export class CommitRefDto extends ProjectIdDto {
  @IsString() @Matches(PATH_REF, { message: PATH_REF_MESSAGE('commit_sha') }) @JSONSchema({ description: COMMIT_SHA_DOC }) commit_sha: string;
}

export class CommitPageDto extends PageParamsDto {
  @IsString() @JSONSchema({ description: 'Project numeric ID or full path.' }) project_id: string;
  @IsString() @Matches(PATH_REF, { message: PATH_REF_MESSAGE('commit_sha') }) @JSONSchema({ description: COMMIT_SHA_DOC }) commit_sha: string;
}

export class ListCommitsDto extends PageParamsDto {
  @IsString() @JSONSchema({ description: 'Project numeric ID or full path.' }) project_id: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Branch, tag or commit range (e.g. "main" or "v1.0..v2.0"); the default branch when omitted.' }) ref_name?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Only commits after or on this date, ISO 8601 (e.g. "2025-01-31T00:00:00Z").' }) since?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Only commits before or on this date, ISO 8601.' }) until?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Only commits touching this file or directory path.' }) path?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Only commits by this author (name or email, partial match).' }) author?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Every commit of the repository, not only those reachable from ref_name.' }) all?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Add additions/deletions stats to each commit.' }) with_stats?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Follow only the first parent of merge commits.' }) first_parent?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'With path: follow the file across renames.' }) follow?: boolean;
  @IsOptional() @IsIn(['default', 'topo']) @JSONSchema({ description: 'Order: default (reverse chronological) or topo (no parent before all its children).' }) order?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Parse and include Git trailers of each commit.' }) trailers?: boolean;
  @IsOptional() @IsIn(['keyset', 'none']) @JSONSchema({ description: 'keyset for keyset pagination (then page with page_token).' }) pagination?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Keyset pagination: the commit to continue after.' }) page_token?: string;
}

export class FileHistoryDto extends PageParamsDto {
  @IsString() @JSONSchema({ description: 'Project numeric ID or full path.' }) project_id: string;
  @IsString() @JSONSchema({ description: 'Path of the file (or directory) whose history to list (e.g. "src/index.ts"); sent as GitLab\'s path.' }) file_path: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Branch, tag or commit to start from; the default branch when omitted.' }) ref_name?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Only commits after or on this date, ISO 8601.' }) since?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Only commits before or on this date, ISO 8601.' }) until?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Only commits by this author (name or email).' }) author?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Follow the file across renames.' }) follow?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Follow only the first parent of merge commits.' }) first_parent?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Add additions/deletions stats to each commit.' }) with_stats?: boolean;
  @IsOptional() @IsIn(['default', 'topo']) @JSONSchema({ description: 'Order: default or topo.' }) order?: string;
}

export class GetCommitDto extends CommitRefDto {
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Include additions/deletions stats (default true).' }) stats?: boolean;
}

export class CommitDiffParamsDto extends CommitPageDto {
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Diffs in unified diff format.' }) unidiff?: boolean;
}

export class CommitRefsParamsDto extends CommitPageDto {
  @IsOptional() @IsIn(['branch', 'tag', 'all']) @JSONSchema({ description: 'Which refs: branch, tag or all (default all).' }) type?: string;
}

export class CommitMergeRequestsParamsDto extends CommitPageDto {
  @IsOptional() @IsIn(['opened', 'closed', 'locked', 'merged']) @JSONSchema({ description: 'Only merge requests in this state.' }) state?: string;
}

export class CommitStatusesParamsDto extends CommitPageDto {
  @IsOptional() @IsString() @JSONSchema({ description: 'Branch or tag the statuses were reported for (default: the default branch).' }) ref?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Only statuses of this build stage.' }) stage?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Only statuses with this name (job or external check).' }) name?: string;
  @IsOptional() @IsInt() @Min(1) @JSONSchema({ description: 'Only statuses of this pipeline.' }) pipeline_id?: number;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Include every status, not only the latest per name.' }) all?: boolean;
  @IsOptional() @IsIn(['id', 'pipeline_id']) @JSONSchema({ description: 'Order by id or pipeline_id (default id).' }) order_by?: string;
  @IsOptional() @IsIn(['asc', 'desc']) @JSONSchema({ description: 'Sort asc or desc (default asc).' }) sort?: string;
}

export class SetCommitStatusDto extends CommitRefDto {
  @IsIn(['pending', 'running', 'success', 'failed', 'canceled', 'skipped']) @JSONSchema({ description: 'State of the status.' }) state: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Branch or tag the status is for (when the commit is on several).' }) ref?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Label telling this status from others of the same commit (default "default").' }) name?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Same as name (GitLab accepts either).' }) context?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'URL of the build or check behind the status.' }) target_url?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Short description of the status.' }) description?: string;
  @IsOptional() @IsNumber() @JSONSchema({ description: 'Total code coverage, a percentage.' }) coverage?: number;
  @IsOptional() @IsInt() @Min(1) @JSONSchema({ description: 'Pipeline to set the status on, when the commit has several.' }) pipeline_id?: number;
}

export class CommitCommentsParamsDto extends CommitPageDto {}

export class CreateCommitCommentDto extends CommitRefDto {
  @IsString() @JSONSchema({ description: 'Text of the comment (Markdown).' }) note: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'File path the comment is about (relative to the repository).' }) path?: string;
  @IsOptional() @IsInt() @Min(1) @JSONSchema({ description: 'Line number the comment is about (needs path and line_type).' }) line?: number;
  @IsOptional() @IsIn(['new', 'old']) @JSONSchema({ description: 'new or old side of the diff.' }) line_type?: string;
}

export class CherryPickCommitDto extends CommitRefDto {
  @IsString() @JSONSchema({ description: 'Target branch to cherry-pick onto.' }) branch: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Only check that the cherry-pick would apply; commit nothing.' }) dry_run?: boolean;
  @IsOptional() @IsString() @JSONSchema({ description: 'Commit message of the new commit (default: the original message with a cherry-pick trailer).' }) message?: string;
}

export class RevertCommitDto extends CommitRefDto {
  @IsString() @JSONSchema({ description: 'Target branch to commit the revert to.' }) branch: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Only check that the revert would apply; commit nothing.' }) dry_run?: boolean;
}

/** One file action of a commit (GitLab's `actions[]`). */
export class CommitActionDto {
  @IsIn(['create', 'delete', 'move', 'update', 'chmod']) @JSONSchema({ description: 'What to do to the file.' }) action: string;
  @IsString() @JSONSchema({ description: 'Path of the file (the destination for move).' }) file_path: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Original path of a moved file.' }) previous_path?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'File content (create, update; optional for move).' }) content?: string;
  @IsOptional() @IsIn(['text', 'base64']) @JSONSchema({ description: 'Encoding of content (default text).' }) encoding?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Last known commit of the file (update, move, delete): the commit fails if the file changed since.' }) last_commit_id?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'chmod: true sets the execute flag, false clears it.' }) execute_filemode?: boolean;
}

export class CreateCommitDto extends ProjectIdDto {
  @IsString() @JSONSchema({ description: 'Branch to commit to; created from start_branch or start_sha when it does not exist.' }) branch: string;
  @IsString() @JSONSchema({ description: 'Commit message.' }) commit_message: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Branch to start the new branch from.' }) start_branch?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Commit SHA to start the new branch from.' }) start_sha?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Project (ID or path) to start the new branch from (default: this project).' }) start_project?: string;
  @IsArray() @ArrayMinSize(1) @ValidateNested({ each: true }) @Type(() => CommitActionDto) @JSONSchema({ description: 'File actions of the commit, applied in order.' }) actions: CommitActionDto[];
  @IsOptional() @IsEmail() @JSONSchema({ description: "Commit author's email address." }) author_email?: string;
  @IsOptional() @IsString() @JSONSchema({ description: "Commit author's name." }) author_name?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Include commit stats in the answer (default true).' }) stats?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Overwrite the branch with a new commit based on start_branch or start_sha: commits only on the branch are lost.' }) force?: boolean;
}

/**
 * creating a commit loses data when it force-overwrites the branch or deletes a file, so
 * only those calls need confirmation.
 */
export function commitCreateIsDestructive(params: Partial<CreateCommitDto>): boolean {
  if (params.force === true) return true;
  return Array.isArray(params.actions) && params.actions.some((a) => a !== null && typeof a === 'object' && a.action === 'delete');
}
