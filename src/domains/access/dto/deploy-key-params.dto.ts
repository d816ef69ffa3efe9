import { PageParamsDto } from '@gitlab-mcp/action-kit';
import { IsBoolean, IsInt, IsOptional, IsString } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { ProjectIdDto } from '../../shared/project-id.dto.js';
import { PROJECT_DOC } from '../access-param-docs.js';

const KEY_ID_DOC = 'ID of the deploy key (from access.deploy_key_list_project or access.deploy_key_list_all).';

export class ListProjectDeployKeysDto extends PageParamsDto {
  @IsString() @JSONSchema({ description: PROJECT_DOC }) project_id: string;
}

export class ListAllDeployKeysDto extends PageParamsDto {
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Only the public deploy keys (the ones any project may enable); default false.' }) public?: boolean;
}

export class ListUserProjectDeployKeysDto extends PageParamsDto {
  @IsString() @JSONSchema({ description: 'ID or username of the user (e.g. "3" or "alice").' }) user_id: string;
}

export class DeployKeyRefDto extends ProjectIdDto {
  @IsInt() @JSONSchema({ description: KEY_ID_DOC }) key_id: number;
}

export class AddInstanceDeployKeyDto {
  @IsString() @JSONSchema({ description: 'The public SSH key (e.g. "ssh-ed25519 AAAAC3... ci@example.com").' }) key: string;
  @IsString() @JSONSchema({ description: 'Title of the key (e.g. "CI runner").' }) title: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Expiry of the key, ISO 8601 (e.g. "2026-12-31T00:00:00Z").' }) expires_at?: string;
}

export class AddProjectDeployKeyDto extends AddInstanceDeployKeyDto {
  @IsString() @JSONSchema({ description: PROJECT_DOC }) project_id: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Whether the key may push to the repository (default false: read-only).' }) can_push?: boolean;
}

export class UpdateDeployKeyDto extends DeployKeyRefDto {
  @IsOptional() @IsString() @JSONSchema({ description: 'New title of the key.' }) title?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Whether the key may push to this project’s repository.' }) can_push?: boolean;
}
