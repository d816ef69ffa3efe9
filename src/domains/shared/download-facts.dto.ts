import { IsBoolean, IsInt, IsOptional, IsString } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { WithNextStepsDto } from './next-steps.dto.js';

/** What a bounded download received (a project or group export archive, an avatar): described, never stored or dumped. */
export class DownloadFactsDto extends WithNextStepsDto {
  @IsOptional() @IsString() @JSONSchema({ description: 'File name GitLab gave (Content-Disposition).' }) file_name?: string;
  @IsString() @JSONSchema({ description: 'Media type GitLab sent, or one guessed from the bytes.' }) content_type: string;
  @IsOptional() @IsInt() @JSONSchema({ description: 'Size of the whole file, when GitLab said (Content-Length) or the whole file was read.' }) size_bytes?: number;
  @IsInt() @JSONSchema({ description: 'Bytes this server read; it stops at a bound and never stores them.' }) bytes_read: number;
  @IsBoolean() @JSONSchema({ description: 'False when reading stopped at the bound.' }) complete: boolean;
  @IsBoolean() binary: boolean;
  @IsOptional() @IsString() @JSONSchema({ description: 'Beginning of a text file (user-provided content); binary files have none.' }) text?: string;
}
