import { PaginationDto } from '@gitlab-mcp/action-kit';
import { Type } from 'class-transformer';
import { IsArray, IsBoolean, IsInt, IsOptional, IsString, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { WithNextStepsDto } from '../../shared/next-steps.dto.js';

/** GitLab's service account entity (`APIEntitiesServiceAccount`). */
export class ServiceAccountDto extends WithNextStepsDto {
  @IsInt() id: number;
  @IsOptional() @IsString() username?: string;
  @IsOptional() @IsString() name?: string;
  @IsOptional() @IsString() email?: string;
  @IsOptional() @IsString() public_email?: string;
  @IsOptional() @IsString() unconfirmed_email?: string;
}

/** A page of a project's service accounts. */
export class ServiceAccountListDto extends WithNextStepsDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => ServiceAccountDto) service_accounts: ServiceAccountDto[];
  @ValidateNested() @Type(() => PaginationDto) pagination: PaginationDto;
}

/** Outcome of deleting a service account (GitLab answers 204 without a body). */
export class ServiceAccountDeletionDto extends WithNextStepsDto {
  @IsString() project_id: string;
  @IsInt() user_id: number;
  @IsBoolean() hard_delete: boolean;
  @IsString() message: string;
}

/** A fine-grained scope of a token (`APIEntitiesPersonalAccessTokenGranularScope`). */
export class TokenGranularScopeDto {
  @IsOptional() @IsString() access?: string;
  @IsOptional() @IsInt() group_id?: number;
  @IsOptional() @IsInt() project_id?: number;
  @IsOptional() @IsArray() @IsString({ each: true }) permissions?: string[];
}

/** GitLab's personal access token entity (`APIEntitiesPersonalAccessToken`); never carries the token value. */
export class ServiceAccountTokenDto extends WithNextStepsDto {
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

/** A page of a service account's tokens. */
export class ServiceAccountTokenListDto extends WithNextStepsDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => ServiceAccountTokenDto) tokens: ServiceAccountTokenDto[];
  @ValidateNested() @Type(() => PaginationDto) pagination: PaginationDto;
}

/** A token just created or rotated (`APIEntitiesPersonalAccessTokenWithToken`): the value is shown this once. */
export class ServiceAccountNewTokenDto extends ServiceAccountTokenDto {
  @IsOptional()
  @IsString()
  @JSONSchema({ description: 'The token value. GitLab returns it only now: store it in a secret manager at once; it cannot be read again.' })
  token?: string;
  @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => TokenGranularScopeDto) granular_scopes?: TokenGranularScopeDto[];
}

/** Outcome of revoking a token (GitLab answers 204 without a body). */
export class ServiceAccountTokenRevocationDto extends WithNextStepsDto {
  @IsString() project_id: string;
  @IsInt() user_id: number;
  @IsInt() token_id: number;
  @IsString() message: string;
}
