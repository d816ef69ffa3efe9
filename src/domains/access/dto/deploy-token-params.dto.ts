import { PageParamsDto } from '@gitlab-mcp/action-kit';
import { ArrayMinSize, IsArray, IsBoolean, IsIn, IsInt, IsOptional, IsString } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { GroupIdDto } from '../../shared/group-id.dto.js';
import { ProjectIdDto } from '../../shared/project-id.dto.js';
import { GROUP_DOC, PROJECT_DOC } from '../access-param-docs.js';

/** The scopes a deploy token can carry. */
export const DEPLOY_TOKEN_SCOPES = [
  'read_repository',
  'read_registry',
  'write_registry',
  'read_package_registry',
  'write_package_registry',
  'read_virtual_registry',
  'write_virtual_registry',
];
const ACTIVE_DOC = 'Only active (true) or only inactive (false: expired or revoked) tokens.';
const TOKEN_ID_DOC = 'ID of the deploy token (not its value).';

export class ListAllDeployTokensDto extends PageParamsDto {
  @IsOptional() @IsBoolean() @JSONSchema({ description: ACTIVE_DOC }) active?: boolean;
}

export class ListProjectDeployTokensDto extends ListAllDeployTokensDto {
  @IsString() @JSONSchema({ description: PROJECT_DOC }) project_id: string;
}

export class ListGroupDeployTokensDto extends ListAllDeployTokensDto {
  @IsString() @JSONSchema({ description: GROUP_DOC }) group_id: string;
}

export class ProjectDeployTokenRefDto extends ProjectIdDto {
  @IsInt() @JSONSchema({ description: TOKEN_ID_DOC }) token_id: number;
}

export class GroupDeployTokenRefDto extends GroupIdDto {
  @IsInt() @JSONSchema({ description: TOKEN_ID_DOC }) token_id: number;
}

class DeployTokenFieldsDto {
  @IsString() @JSONSchema({ description: 'Name of the token (e.g. "ci-registry-pull").' }) name: string;
  @IsArray()
  @ArrayMinSize(1)
  @IsIn(DEPLOY_TOKEN_SCOPES, { each: true })
  @JSONSchema({ description: 'What the token may do (e.g. ["read_repository", "read_registry"]).', items: { type: 'string', enum: DEPLOY_TOKEN_SCOPES } })
  scopes: string[];
  @IsOptional() @IsString() @JSONSchema({ description: 'Expiry, ISO 8601 (e.g. "2026-12-31T00:00:00Z"); never expires when left out.' }) expires_at?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Username for the token (default "gitlab+deploy-token-{n}").' }) username?: string;
}

export class CreateProjectDeployTokenDto extends DeployTokenFieldsDto {
  @IsString() @JSONSchema({ description: PROJECT_DOC }) project_id: string;
}

export class CreateGroupDeployTokenDto extends DeployTokenFieldsDto {
  @IsString() @JSONSchema({ description: GROUP_DOC }) group_id: string;
}
