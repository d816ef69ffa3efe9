import { Type } from 'class-transformer';
import { IsArray, IsBoolean, IsInt, IsOptional, IsString, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { WithNextStepsDto } from './next-steps.dto.js';

/** A fine-grained scope of a token (`APIEntitiesPersonalAccessTokenGranularScope`). */
export class TokenGranularScopeDto {
  @IsOptional() @IsString() access?: string;
  @IsOptional() @IsInt() group_id?: number;
  @IsOptional() @IsInt() project_id?: number;
  @IsOptional() @IsArray() @IsString({ each: true }) permissions?: string[];
}

/**
 * GitLab's access token entity (`APIEntitiesPersonalAccessToken`, also what project, group and
 * impersonation tokens answer); never carries the token value.
 */
export class AccessTokenDto extends WithNextStepsDto {
  @IsInt() id: number;
  @IsOptional() @IsString() name?: string;
  @IsOptional() @IsString() description?: string;
  @IsOptional() @IsBoolean() revoked?: boolean;
  @IsOptional() @IsBoolean() active?: boolean;
  @IsOptional() @IsArray() @IsString({ each: true }) scopes?: string[];
  @IsOptional() @IsInt() user_id?: number;
  @IsOptional() @IsString() created_at?: string;
  @IsOptional() @IsString() last_used_at?: string;
  @IsOptional() @IsString() expires_at?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'A fine-grained token.' }) granular?: boolean;
}

/** A token just created or rotated (`APIEntitiesPersonalAccessTokenWithToken`): the value is shown this once. */
export class NewAccessTokenDto extends AccessTokenDto {
  @IsOptional()
  @IsString()
  @JSONSchema({ description: 'The token value. GitLab returns it only now: store it in a secret manager at once; it cannot be read again.' })
  token?: string;
  @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => TokenGranularScopeDto) granular_scopes?: TokenGranularScopeDto[];
}
