import { PageParamsDto } from '@gitlab-mcp/action-kit';
import { ArrayMinSize, IsArray, IsBoolean, IsIn, IsInt, IsOptional, IsString, Matches } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { GroupIdDto } from '../../shared/group-id.dto.js';
import { ProjectIdDto } from '../../shared/project-id.dto.js';
import { DATE_ONLY, GROUP_DOC, PROJECT_DOC, ROLE_DOC, ROLE_LEVELS } from '../access-param-docs.js';

/** The scopes a project or group access token can carry. */
export const RESOURCE_TOKEN_SCOPES = [
  'api',
  'read_api',
  'read_repository',
  'write_repository',
  'read_registry',
  'write_registry',
  'read_virtual_registry',
  'write_virtual_registry',
  'create_runner',
  'manage_runner',
  'ai_features',
  'k8s_proxy',
  'self_rotate',
  'read_observability',
  'write_observability',
];
const SORTS = ['created_asc', 'created_desc', 'expires_asc', 'expires_desc', 'last_used_asc', 'last_used_desc', 'name_asc', 'name_desc'];
const TOKEN_ID_DOC = 'ID of the access token (not its value).';
const ROTATE_EXPIRY = 'Expiry of the new token (YYYY-MM-DD); by default one week from now.';

const FILTER_DOCS = {
  created_after: 'Tokens created after this time (ISO 8601, e.g. "2026-01-01T00:00:00Z").',
  created_before: 'Tokens created before this time (ISO 8601).',
  expires_after: 'Tokens expiring after this date (YYYY-MM-DD).',
  expires_before: 'Tokens expiring before this date (YYYY-MM-DD).',
  last_used_after: 'Tokens last used after this time (ISO 8601).',
  last_used_before: 'Tokens last used before this time (ISO 8601).',
  revoked: 'Only revoked (true) or only unrevoked (false) tokens.',
  search: 'Tokens whose name contains this text (e.g. "deploy").',
  sort: 'Order of the tokens (default created_desc).',
  state: 'Only active or only inactive (expired or revoked) tokens.',
};

/** The filters GitLab's access token lists share. */
class TokenFiltersDto {
  @IsOptional() @IsString() @JSONSchema({ description: FILTER_DOCS.created_after }) created_after?: string;
  @IsOptional() @IsString() @JSONSchema({ description: FILTER_DOCS.created_before }) created_before?: string;
  @IsOptional() @IsString() @JSONSchema({ description: FILTER_DOCS.expires_after }) expires_after?: string;
  @IsOptional() @IsString() @JSONSchema({ description: FILTER_DOCS.expires_before }) expires_before?: string;
  @IsOptional() @IsString() @JSONSchema({ description: FILTER_DOCS.last_used_after }) last_used_after?: string;
  @IsOptional() @IsString() @JSONSchema({ description: FILTER_DOCS.last_used_before }) last_used_before?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: FILTER_DOCS.revoked }) revoked?: boolean;
  @IsOptional() @IsString() @JSONSchema({ description: FILTER_DOCS.search }) search?: string;
  @IsOptional() @IsIn(SORTS) @JSONSchema({ description: FILTER_DOCS.sort }) sort?: string;
  @IsOptional() @IsIn(['active', 'inactive']) @JSONSchema({ description: FILTER_DOCS.state }) state?: string;
}

export class ListProjectAccessTokensDto extends TokenFiltersDto {
  @IsString() @JSONSchema({ description: PROJECT_DOC }) project_id: string;
}

export class ListGroupAccessTokensDto extends TokenFiltersDto {
  @IsString() @JSONSchema({ description: GROUP_DOC }) group_id: string;
}

export class ListPersonalAccessTokensDto extends PageParamsDto {
  @IsOptional() @IsString() @JSONSchema({ description: FILTER_DOCS.created_after }) created_after?: string;
  @IsOptional() @IsString() @JSONSchema({ description: FILTER_DOCS.created_before }) created_before?: string;
  @IsOptional() @IsString() @JSONSchema({ description: FILTER_DOCS.expires_after }) expires_after?: string;
  @IsOptional() @IsString() @JSONSchema({ description: FILTER_DOCS.expires_before }) expires_before?: string;
  @IsOptional() @IsString() @JSONSchema({ description: FILTER_DOCS.last_used_after }) last_used_after?: string;
  @IsOptional() @IsString() @JSONSchema({ description: FILTER_DOCS.last_used_before }) last_used_before?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: FILTER_DOCS.revoked }) revoked?: boolean;
  @IsOptional() @IsString() @JSONSchema({ description: FILTER_DOCS.search }) search?: string;
  @IsOptional() @IsIn(SORTS) @JSONSchema({ description: FILTER_DOCS.sort }) sort?: string;
  @IsOptional() @IsIn(['active', 'inactive']) @JSONSchema({ description: FILTER_DOCS.state }) state?: string;
  @IsOptional() @IsInt() @JSONSchema({ description: 'Tokens of this user (administrators only; others see their own tokens).' }) user_id?: number;
}

export class ProjectAccessTokenRefDto extends ProjectIdDto {
  @IsInt() @JSONSchema({ description: TOKEN_ID_DOC }) token_id: number;
}

export class GroupAccessTokenRefDto extends GroupIdDto {
  @IsInt() @JSONSchema({ description: TOKEN_ID_DOC }) token_id: number;
}

export class PersonalAccessTokenRefDto {
  @IsInt() @JSONSchema({ description: 'ID of the personal access token (from access.token_personal_list).' }) token_id: number;
}

export class RotateProjectAccessTokenDto extends ProjectAccessTokenRefDto {
  @IsOptional() @Matches(DATE_ONLY, { message: 'expires_at must be YYYY-MM-DD' }) @JSONSchema({ description: ROTATE_EXPIRY }) expires_at?: string;
}

export class RotateGroupAccessTokenDto extends GroupAccessTokenRefDto {
  @IsOptional() @Matches(DATE_ONLY, { message: 'expires_at must be YYYY-MM-DD' }) @JSONSchema({ description: ROTATE_EXPIRY }) expires_at?: string;
}

export class RotatePersonalAccessTokenDto extends PersonalAccessTokenRefDto {
  @IsOptional() @Matches(DATE_ONLY, { message: 'expires_at must be YYYY-MM-DD' }) @JSONSchema({ description: ROTATE_EXPIRY }) expires_at?: string;
}

export class RotateSelfDto {
  @IsOptional() @Matches(DATE_ONLY, { message: 'expires_at must be YYYY-MM-DD' }) @JSONSchema({ description: ROTATE_EXPIRY }) expires_at?: string;
}

export class RotateProjectSelfDto extends RotateSelfDto {
  @IsString() @JSONSchema({ description: PROJECT_DOC }) project_id: string;
}

export class RotateGroupSelfDto extends RotateSelfDto {
  @IsString() @JSONSchema({ description: GROUP_DOC }) group_id: string;
}

class ResourceTokenFieldsDto {
  @IsString() @JSONSchema({ description: 'Name of the token (e.g. "ci-deploy").' }) name: string;
  @IsArray()
  @ArrayMinSize(1)
  @IsIn(RESOURCE_TOKEN_SCOPES, { each: true })
  @JSONSchema({ description: 'What the token may do (e.g. ["read_api", "read_repository"]).', items: { type: 'string', enum: RESOURCE_TOKEN_SCOPES } })
  scopes: string[];
  @IsOptional() @IsIn(ROLE_LEVELS) @JSONSchema({ description: `Role of the token’s bot user (default 40, Maintainer). ${ROLE_DOC}` }) access_level?: number;
  @IsOptional() @Matches(DATE_ONLY, { message: 'expires_at must be YYYY-MM-DD' }) @JSONSchema({ description: 'Expiry (YYYY-MM-DD, e.g. "2026-12-31"); required unless the instance allows tokens without expiry.' }) expires_at?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'What the token is for (e.g. "Deploys from CI").' }) description?: string;
}

export class CreateProjectAccessTokenDto extends ResourceTokenFieldsDto {
  @IsString() @JSONSchema({ description: PROJECT_DOC }) project_id: string;
}

export class CreateGroupAccessTokenDto extends ResourceTokenFieldsDto {
  @IsString() @JSONSchema({ description: GROUP_DOC }) group_id: string;
}

/** The calling token itself: no parameters. */
export class CallingTokenDto {}
