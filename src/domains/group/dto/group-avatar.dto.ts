import { IsIn, IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { MEDIA_TYPE } from '../../shared/upload-content.js';
import { GROUP_ID_DOC } from './group-list-params.dto.js';

/** A group avatar, sent as GitLab's multipart `avatar` file. */
export class GroupAvatarDto {
  @IsString() @JSONSchema({ description: GROUP_ID_DOC }) group_id: string;
  @IsString() @MinLength(1) @MaxLength(255) @JSONSchema({ description: 'File name of the image, e.g. "logo.png".' }) file_name: string;
  @IsString() @JSONSchema({ description: 'The image, base64-encoded (with encoding "base64").' }) content: string;
  @IsOptional() @IsIn(['text', 'base64']) @JSONSchema({ description: 'How content is given: base64 for an image (default text).' }) encoding?: string;
  @IsOptional() @IsString() @Matches(MEDIA_TYPE) @JSONSchema({ description: 'Media type of the image, e.g. "image/png".' }) content_type?: string;
}
