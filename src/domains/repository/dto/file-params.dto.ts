import { IsBoolean, IsEmail, IsIn, IsOptional, IsString } from 'class-validator';
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
