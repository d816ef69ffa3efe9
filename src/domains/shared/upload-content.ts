import { ActionRefusalError } from '@gitlab-mcp/errors';
import type { MultipartFile } from '@gitlab-mcp/gitlab-client';
import { IsIn, IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { ProjectIdDto } from './project-id.dto.js';

/**
 * Largest file an upload action takes from a call: 10 MiB decoded. GitLab's own default
 * attachment limit is 100 MiB, but a tool call carries the whole file inline.
 */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** A media type without parameters (`type/subtype`), as a multipart part header takes it. */
export const MEDIA_TYPE = /^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*$/i;

/** The parameters every project upload action takes: the file travels in the call, never from disk. */
export class ProjectUploadDto extends ProjectIdDto {
  @IsString() @MinLength(1) @MaxLength(255) @JSONSchema({ description: 'File name to store the upload under, e.g. "diagram.png".' }) file_name: string;
  @IsString() @JSONSchema({ description: 'The file content: plain text, or base64 when encoding is "base64" (binary files).' }) content: string;
  @IsOptional() @IsIn(['text', 'base64']) @JSONSchema({ description: 'How content is given (default text).' }) encoding?: string;
  @IsOptional()
  @IsString()
  @Matches(MEDIA_TYPE)
  @JSONSchema({ description: 'Media type of the file, e.g. "image/png" (default application/octet-stream).' })
  content_type?: string;
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** The file fields of an upload, whatever else the action takes. */
export interface UploadFields {
  readonly file_name: string;
  readonly content: string;
  readonly encoding?: string;
  readonly content_type?: string;
}

/**
 * The multipart file part of an upload, decoded from the call. Refuses content that is not valid
 * base64 when it says it is, and anything over {@link MAX_UPLOAD_BYTES}, before GitLab is asked.
 */
export function uploadedFile(op: string, input: UploadFields): MultipartFile {
  let content: Uint8Array;
  if (input.encoding === 'base64') {
    const compact = input.content.replace(/\s+/g, '');
    if (compact.length % 4 !== 0 || !BASE64.test(compact)) {
      throw new ActionRefusalError(`${op}: content is not valid base64 (encoding "base64" was given). Send the bytes base64-encoded, or plain text with encoding "text".`);
    }
    content = Buffer.from(compact, 'base64');
  } else {
    content = Buffer.from(input.content, 'utf8');
  }
  if (content.byteLength > MAX_UPLOAD_BYTES) {
    throw new ActionRefusalError(`${op}: the file is ${content.byteLength} bytes, over the ${MAX_UPLOAD_BYTES} bytes an upload through this server takes. Upload it in GitLab's web interface instead.`);
  }
  return { filename: input.file_name, content, ...(input.content_type === undefined ? {} : { contentType: input.content_type }) };
}
