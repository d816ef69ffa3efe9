import { PageParamsDto } from '@gitlab-mcp/action-kit';
import { ArrayMinSize, IsArray, IsBoolean, IsIn, IsInt, IsOptional, IsString, Matches } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { ProjectIdDto } from '../../shared/project-id.dto.js';

const PROJECT_DOC = 'Project numeric ID or full path (e.g. "42" or "my-group/my-project").';
const USER_ID_DOC = 'ID of the service account (a user ID, from project.service_account_list).';
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** The scopes a personal access token can carry. */
export const TOKEN_SCOPES = [
  'api',
  'read_api',
  'read_user',
  'create_runner',
  'manage_runner',
  'k8s_proxy',
  'self_rotate',
  'read_repository',
  'write_repository',
  'read_registry',
  'write_registry',
  'read_virtual_registry',
  'write_virtual_registry',
  'ai_features',
  'read_service_ping',
  'sudo',
  'admin_mode',
];

export class ListProjectServiceAccountsDto extends PageParamsDto {
  @IsString() @JSONSchema({ description: PROJECT_DOC }) project_id: string;
  @IsOptional() @IsIn(['id', 'username']) @JSONSchema({ description: 'Order by this field (default id).' }) order_by?: string;
  @IsOptional() @IsIn(['asc', 'desc']) @JSONSchema({ description: 'Sort direction (default desc).' }) sort?: string;
}

export class CreateProjectServiceAccountDto extends ProjectIdDto {
  @IsOptional() @IsString() @JSONSchema({ description: 'Display name (default "Service account user").' }) name?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Username; generated when left out.' }) username?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Email address; a no-reply address is generated when left out.' }) email?: string;
}

export class ServiceAccountRefDto extends ProjectIdDto {
  @IsInt() @JSONSchema({ description: USER_ID_DOC }) user_id: number;
}

export class UpdateProjectServiceAccountDto extends ServiceAccountRefDto {
  @IsOptional() @IsString() @JSONSchema({ description: 'New display name.' }) name?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'New username.' }) username?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'New email address (it may need confirming before it takes effect).' }) email?: string;
}

export class DeleteProjectServiceAccountDto extends ServiceAccountRefDto {
  @IsOptional()
  @IsBoolean()
  @JSONSchema({ description: 'Also delete the contributions of the account (issues, merge requests, notes) instead of moving them to the Ghost user; default false.' })
  hard_delete?: boolean;
}

export class ListServiceAccountTokensDto extends PageParamsDto {
  @IsString() @JSONSchema({ description: PROJECT_DOC }) project_id: string;
  @IsInt() @JSONSchema({ description: USER_ID_DOC }) user_id: number;
  @IsOptional() @IsString() @JSONSchema({ description: 'Tokens created after this time (ISO 8601).' }) created_after?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Tokens created before this time (ISO 8601).' }) created_before?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Tokens expiring after this date (YYYY-MM-DD).' }) expires_after?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Tokens expiring before this date (YYYY-MM-DD).' }) expires_before?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Tokens last used after this time (ISO 8601).' }) last_used_after?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Tokens last used before this time (ISO 8601).' }) last_used_before?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Only revoked (true) or only unrevoked (false) tokens.' }) revoked?: boolean;
  @IsOptional() @IsString() @JSONSchema({ description: 'Tokens whose name contains this text.' }) search?: string;
  @IsOptional()
  @IsIn(['created_asc', 'created_desc', 'expires_asc', 'expires_desc', 'last_used_asc', 'last_used_desc', 'name_asc', 'name_desc'])
  @JSONSchema({ description: 'Order of the tokens (default created_desc).' })
  sort?: string;
  @IsOptional() @IsIn(['active', 'inactive']) @JSONSchema({ description: 'Only active or only inactive (expired or revoked) tokens.' }) state?: string;
}

export class CreateServiceAccountTokenDto extends ServiceAccountRefDto {
  @IsString() @JSONSchema({ description: 'Name of the token.' }) name: string;
  @IsArray()
  @ArrayMinSize(1)
  @IsIn(TOKEN_SCOPES, { each: true })
  @JSONSchema({ description: 'Scopes of the token, e.g. ["read_api"]. Grant the fewest that the automation needs.' })
  scopes: string[];
  @IsOptional() @IsString() @JSONSchema({ description: 'What the token is for.' }) description?: string;
  @IsOptional()
  @Matches(DATE_ONLY, { message: 'expires_at must be a date YYYY-MM-DD' })
  @JSONSchema({ description: 'Expiry date YYYY-MM-DD; the instance default applies when left out (at most the maximum lifetime the instance allows).' })
  expires_at?: string;
}

export class ServiceAccountTokenRefDto extends ServiceAccountRefDto {
  @IsInt() @JSONSchema({ description: 'ID of the personal access token (from project.service_account_pat_list).' }) token_id: number;
}

export class RotateServiceAccountTokenDto extends ServiceAccountTokenRefDto {
  @IsOptional()
  @Matches(DATE_ONLY, { message: 'expires_at must be a date YYYY-MM-DD' })
  @JSONSchema({ description: 'Expiry date of the new token, YYYY-MM-DD (default: one week from today).' })
  expires_at?: string;
}
