import { PageParamsDto } from '@gitlab-mcp/action-kit';
import { IsBoolean, IsIn, IsOptional, IsString } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';

/** A date without time, as token expiry dates are given. */
export const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

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

/** The filters GitLab documents for listing a service account's personal access tokens (project and group alike). */
export class ServiceAccountTokenFiltersDto extends PageParamsDto {
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
