import { Type } from 'class-transformer';
import { IsArray, IsBoolean, IsInt, IsOptional, IsString, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { WithNextStepsDto } from '../../shared/next-steps.dto.js';

/** GitLab's answer to a file create or update: the file and the branch committed to. */
export class FileCommitDto extends WithNextStepsDto {
  @IsString() file_path: string;
  @IsString() branch: string;
}

/** What GitLab says about a file without its content (headers of HEAD, fields of GET). */
export class FileMetadataDto extends WithNextStepsDto {
  @IsOptional() @IsString() file_name?: string;
  @IsString() file_path: string;
  @IsOptional() @IsInt() @JSONSchema({ description: 'Size in bytes.' }) size?: number;
  @IsOptional() @IsString() encoding?: string;
  @IsOptional() @IsString() content_sha256?: string;
  @IsOptional() @IsString() ref?: string;
  @IsOptional() @IsString() blob_id?: string;
  @IsOptional() @IsString() commit_id?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Last commit that changed the file (pass it as last_commit_id to repository.file_update).' }) last_commit_id?: string;
  @IsOptional() @IsBoolean() execute_filemode?: boolean;
}

const CONTENT_DOC = 'The text, decoded, cut at the content bound (see truncated); absent for binary content.';

/** A file with its content (`repository.file_get`): text decoded and bounded, binary described only. */
export class FileDto extends FileMetadataDto {
  @IsOptional() @IsString() @JSONSchema({ description: CONTENT_DOC }) content?: string;
  @IsBoolean() @JSONSchema({ description: 'Binary content: described (size, content_type), not returned.' }) binary: boolean;
  @IsOptional() @IsString() @JSONSchema({ description: 'Guessed media type of binary content.' }) content_type?: string;
  @IsBoolean() @JSONSchema({ description: 'True when content was cut at the content bound; read on with repository.file_raw start_line.' }) truncated: boolean;
  @IsOptional() @IsInt() total_lines?: number;
  @IsOptional() @IsInt() shown_lines?: number;
  @IsOptional() @IsInt() @JSONSchema({ description: 'When truncated: the start_line of repository.file_raw that continues.' }) next_start_line?: number;
}

/** A file's raw content (`repository.file_raw`), a line window of it, bounded. */
export class RawFileDto extends FileMetadataDto {
  @IsOptional() @IsString() @JSONSchema({ description: CONTENT_DOC }) content?: string;
  @IsBoolean() binary: boolean;
  @IsOptional() @IsString() content_type?: string;
  @IsBoolean() truncated: boolean;
  @IsInt() @JSONSchema({ description: 'First line returned (1-based).' }) start_line: number;
  @IsOptional() @IsInt() @JSONSchema({ description: 'Last line returned.' }) end_line?: number;
  @IsOptional() @IsInt() total_lines?: number;
  @IsOptional() @IsInt() @JSONSchema({ description: 'The start_line that continues, when more lines follow.' }) next_start_line?: number;
}

/** A file read from inside a submodule, at the commit the parent pins. */
export class SubmoduleFileDto extends FileDto {
  @IsString() submodule_path: string;
  @IsString() @JSONSchema({ description: 'Project the submodule points to.' }) resolved_project: string;
  @IsString() @JSONSchema({ description: 'Submodule commit the file was read at.' }) commit_sha: string;
}

/** The commit of one blame range (`APIEntitiesBlameRangeCommit`). */
export class BlameCommitDto {
  @IsOptional() @IsString() id?: string;
  @IsOptional() @IsString() message?: string;
  @IsOptional() @IsArray() @IsString({ each: true }) parent_ids?: string[];
  @IsOptional() @IsString() authored_date?: string;
  @IsOptional() @IsString() author_name?: string;
  @IsOptional() @IsString() author_email?: string;
  @IsOptional() @IsString() committed_date?: string;
  @IsOptional() @IsString() committer_name?: string;
  @IsOptional() @IsString() committer_email?: string;
}

/** Consecutive lines last changed by one commit (`APIEntitiesBlameRange`). */
export class BlameRangeOutDto {
  @IsOptional() @ValidateNested() @Type(() => BlameCommitDto) commit?: BlameCommitDto;
  @IsArray() @IsString({ each: true }) lines: string[];
}

export class FileBlameDto extends WithNextStepsDto {
  @IsString() project_id: string;
  @IsString() file_path: string;
  @IsString() ref: string;
  @IsArray() @ValidateNested({ each: true }) @Type(() => BlameRangeOutDto) ranges: BlameRangeOutDto[];
  @IsBoolean() @JSONSchema({ description: 'True when later ranges were left out to stay within the content bound; blame them with range.' }) truncated: boolean;
  @IsOptional() @IsInt() @JSONSchema({ description: 'When truncated: the first line left out (use range.start).' }) next_start_line?: number;
}

/** Outcome of deleting a file (GitLab answers 204 without a body). */
export class FileDeletionDto extends WithNextStepsDto {
  @IsString() project_id: string;
  @IsString() file_path: string;
  @IsString() branch: string;
  @IsString() message: string;
}
