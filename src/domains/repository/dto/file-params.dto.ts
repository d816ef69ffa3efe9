import { Type } from 'class-transformer';
import { IsBoolean, IsEmail, IsIn, IsInt, IsOptional, IsString, Min, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { ProjectIdDto } from '../../shared/project-id.dto.js';

export class CreateFileDto extends ProjectIdDto {
  @IsString() @JSONSchema({ description: 'Path of the new file in the repository (e.g. "docs/setup.md"); it is URL-encoded for you.' }) file_path: string;
  @IsString() @JSONSchema({ description: 'Branch to commit to; created from start_branch when it does not exist yet.' }) branch: string;
  @IsString() @JSONSchema({ description: 'File content (text, or base64 when encoding is base64).' }) content: string;
  @IsString() @JSONSchema({ description: 'Commit message.' }) commit_message: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Branch to create branch from, when branch does not exist.' }) start_branch?: string;
  @IsOptional() @IsIn(['text', 'base64']) @JSONSchema({ description: 'Encoding of content (default text).' }) encoding?: string;
  @IsOptional() @IsEmail() @JSONSchema({ description: "Commit author's email address." }) author_email?: string;
  @IsOptional() @IsString() @JSONSchema({ description: "Commit author's name." }) author_name?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'true sets the execute flag on the file, false clears it.' }) execute_filemode?: boolean;
}

export class FileRefDto extends ProjectIdDto {
  @IsString() @JSONSchema({ description: 'Path of the file in the repository (e.g. "src/index.ts"); it is URL-encoded for you.' }) file_path: string;
  @IsString() @JSONSchema({ description: 'Branch, tag or commit SHA to read the file at (e.g. "main").' }) ref: string;
}

export class GetFileDto extends FileRefDto {}

export class FileMetadataParamsDto extends FileRefDto {}

export class RawFileParamsDto extends ProjectIdDto {
  @IsString() @JSONSchema({ description: 'Path of the file in the repository; it is URL-encoded for you.' }) file_path: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Branch, tag or commit SHA (default: HEAD, the default branch).' }) ref?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'For a Git LFS file, return the LFS object instead of its pointer.' }) lfs?: boolean;
  @IsOptional() @IsInt() @Min(1) @JSONSchema({ description: 'Not sent to GitLab: first line to return (1-based), to read a long file in parts.', default: 1 }) start_line?: number;
  @IsOptional() @IsInt() @Min(1) @JSONSchema({ description: 'Not sent to GitLab: last line to return (inclusive); the answer still stops at the content bound.' }) end_line?: number;
}

export class RawFileMetadataParamsDto extends ProjectIdDto {
  @IsString() @JSONSchema({ description: 'Path of the file in the repository; it is URL-encoded for you.' }) file_path: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Branch, tag or commit SHA (default: HEAD, the default branch).' }) ref?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'For a Git LFS file, describe the LFS object instead of its pointer.' }) lfs?: boolean;
}

/** GitLab's `range[start]` and `range[end]` of a blame. */
export class BlameRangeDto {
  @IsInt() @Min(1) @JSONSchema({ description: 'First line to blame (1-based).' }) start: number;
  @IsInt() @Min(1) @JSONSchema({ description: 'Last line to blame (inclusive).' }) end: number;
}

export class BlameFileParamsDto extends FileRefDto {
  @IsOptional() @ValidateNested() @Type(() => BlameRangeDto) @JSONSchema({ description: "Blame only these lines (sent as GitLab's range[start] and range[end])." }) range?: BlameRangeDto;
}

export class UpdateFileDto extends ProjectIdDto {
  @IsString() @JSONSchema({ description: 'Path of the existing file (e.g. "docs/setup.md"); it is URL-encoded for you.' }) file_path: string;
  @IsString() @JSONSchema({ description: 'Branch to commit to; created from start_branch when it does not exist yet.' }) branch: string;
  @IsString() @JSONSchema({ description: 'New file content (text, or base64 when encoding is base64). It replaces the whole file.' }) content: string;
  @IsString() @JSONSchema({ description: 'Commit message.' }) commit_message: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Branch to create branch from, when branch does not exist.' }) start_branch?: string;
  @IsOptional() @IsIn(['text', 'base64']) @JSONSchema({ description: 'Encoding of content (default text).' }) encoding?: string;
  @IsOptional() @IsEmail() @JSONSchema({ description: "Commit author's email address." }) author_email?: string;
  @IsOptional() @IsString() @JSONSchema({ description: "Commit author's name." }) author_name?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'true sets the execute flag on the file, false clears it.' }) execute_filemode?: boolean;
  @IsOptional() @IsString() @JSONSchema({ description: 'Last known commit of the file (last_commit_id of repository.file_get): the update fails if the file changed since.' }) last_commit_id?: string;
}

export class DeleteFileDto extends ProjectIdDto {
  @IsString() @JSONSchema({ description: 'Path of the file to delete; it is URL-encoded for you.' }) file_path: string;
  @IsString() @JSONSchema({ description: 'Branch to commit the deletion to; created from start_branch when it does not exist yet.' }) branch: string;
  @IsString() @JSONSchema({ description: 'Commit message.' }) commit_message: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Branch to create branch from, when branch does not exist.' }) start_branch?: string;
  @IsOptional() @IsEmail() @JSONSchema({ description: "Commit author's email address." }) author_email?: string;
  @IsOptional() @IsString() @JSONSchema({ description: "Commit author's name." }) author_name?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Last known commit of the file: the deletion fails if the file changed since.' }) last_commit_id?: string;
}
