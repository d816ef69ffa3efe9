import { PageParamsDto } from '@gitlab-mcp/action-kit';
import { IsInt, IsOptional, IsString } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { WithNextStepsDto } from '../../shared/next-steps.dto.js';
import { ProjectIdDto } from '../../shared/project-id.dto.js';

export class ListUploadsDto extends PageParamsDto {
  @IsString() @JSONSchema({ description: 'Project numeric ID or full path (e.g. "42" or "my-group/my-project").' }) project_id: string;
}

export class UploadRefDto extends ProjectIdDto {
  @IsInt() @JSONSchema({ description: 'ID of the upload (project.upload_list shows it).' }) upload_id: number;
}

export class UploadSecretRefDto extends ProjectIdDto {
  @IsString() @JSONSchema({ description: 'The 32-character secret in the upload URL: /uploads/<secret>/<filename>.' }) secret: string;
  @IsString() @JSONSchema({ description: 'The file name in the upload URL.' }) filename: string;
}

/** `APIEntitiesProjectUpload`: what `POST /projects/:id/uploads` answers. */
export class ProjectUploadResultDto extends WithNextStepsDto {
  @IsOptional() @IsInt() id?: number;
  @IsOptional() @IsString() alt?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'URL relative to the project, e.g. "/uploads/<secret>/file.png".' }) url?: string;
  @IsOptional() @IsString() full_path?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Markdown that embeds or links the file in an issue, merge request or comment.' }) markdown?: string;
  @IsOptional() @IsInt() @JSONSchema({ description: 'Bytes sent.' }) size?: number;
}
