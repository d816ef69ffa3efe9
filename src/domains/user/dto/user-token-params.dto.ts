import { PageParamsDto } from '@gitlab-mcp/action-kit';
import { Type } from 'class-transformer';
import { ArrayMinSize, IsArray, IsIn, IsInt, IsOptional, IsString, Matches, Min, MinLength, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { TokenGranularScopeDto } from '../../shared/access-token.dto.js';

const USER_ID_DOC = 'Numeric ID of the user (user.list or user.get gives it).';
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const EXPIRES_DOC = 'Expiry date YYYY-MM-DD (e.g. "2026-12-31"); the instance default applies when left out, at most the maximum lifetime the instance allows.';

/** The scopes a personal or impersonation token can carry. */
const USER_TOKEN_SCOPES = [
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

/** The only scopes a user may give a token created for themselves through the API. */
const OWN_TOKEN_SCOPES = ['k8s_proxy', 'self_rotate'];

class TokenBaseDto {
  @IsString() @MinLength(1) @JSONSchema({ description: 'Name of the token (e.g. "ci-deploy").' }) name: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'What the token is for.' }) description?: string;
  @IsOptional() @Matches(DATE_ONLY, { message: 'expires_at must be a date YYYY-MM-DD' }) @JSONSchema({ description: EXPIRES_DOC }) expires_at?: string;
}

export class ListImpersonationTokensDto extends PageParamsDto {
  @IsInt() @Min(1) @JSONSchema({ description: USER_ID_DOC }) user_id: number;
  @IsOptional() @IsIn(['all', 'active', 'inactive']) @JSONSchema({ description: 'Only the tokens in this state: "active", "inactive" (revoked or expired) or "all" (the default).' }) state?: string;
}

export class ImpersonationTokenRefDto {
  @IsInt() @Min(1) @JSONSchema({ description: USER_ID_DOC }) user_id: number;
  @IsInt() @Min(1) @JSONSchema({ description: 'ID of the impersonation token (user.list_impersonation_tokens gives it).' }) impersonation_token_id: number;
}

export class CreateImpersonationTokenDto extends TokenBaseDto {
  @IsInt() @Min(1) @JSONSchema({ description: 'Numeric ID of the user the token acts as.' }) user_id: number;
  @IsArray() @ArrayMinSize(1) @IsIn(USER_TOKEN_SCOPES, { each: true }) @JSONSchema({ description: 'Scopes of the token, e.g. ["read_api"]. Grant the fewest the task needs.' }) scopes: string[];
  @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => TokenGranularScopeDto) @JSONSchema({ description: 'Fine-grained permissions of the token, each for a group or project (GitLab 18.x fine-grained tokens).' }) granular_scopes?: TokenGranularScopeDto[];
}

export class CreateUserPatDto extends TokenBaseDto {
  @IsInt() @Min(1) @JSONSchema({ description: 'Numeric ID of the user who will own the token.' }) user_id: number;
  @IsArray() @ArrayMinSize(1) @IsIn(USER_TOKEN_SCOPES, { each: true }) @JSONSchema({ description: 'Scopes of the token, e.g. ["read_api"]. Grant the fewest the task needs.' }) scopes: string[];
}

export class CreateOwnPatDto extends TokenBaseDto {
  @IsArray() @ArrayMinSize(1) @IsIn(OWN_TOKEN_SCOPES, { each: true }) @JSONSchema({ description: 'Scopes of the token: GitLab lets a user create their own token through the API only with "k8s_proxy" or "self_rotate".' }) scopes: string[];
  @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => TokenGranularScopeDto) @JSONSchema({ description: 'Fine-grained permissions of the token, each for a group or project.' }) granular_scopes?: TokenGranularScopeDto[];
}
