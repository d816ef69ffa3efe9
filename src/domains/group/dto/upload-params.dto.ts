import { PageParamsDto } from '@gitlab-mcp/action-kit';
import { IsInt, IsString, Min } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { GroupIdDto } from '../../shared/group-id.dto.js';

export class ListGroupUploadsDto extends PageParamsDto {
  @IsString() @JSONSchema({ description: 'Group numeric ID or full path (e.g. "7" or "my-org/backend").' }) group_id: string;
}

export class GroupUploadRefDto extends GroupIdDto {
  @IsInt() @Min(1) @JSONSchema({ description: 'ID of the upload (group.group_upload_list shows it).' }) upload_id: number;
}

export class GroupUploadSecretRefDto extends GroupIdDto {
  @IsString() @JSONSchema({ description: 'The 32-character secret in the upload URL: /uploads/<secret>/<filename> (e.g. "66dbcd21ec5d24ed6ea225176098d52b").' }) secret: string;
  @IsString() @JSONSchema({ description: 'The file name in the upload URL (e.g. "roadmap.png").' }) filename: string;
}
