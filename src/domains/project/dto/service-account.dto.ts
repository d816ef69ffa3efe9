import { PaginationDto } from '@gitlab-mcp/action-kit';
import { Type } from 'class-transformer';
import { IsArray, IsBoolean, IsInt, IsString, ValidateNested } from 'class-validator';
import { AccessTokenDto } from '../../shared/access-token.dto.js';
import { WithNextStepsDto } from '../../shared/next-steps.dto.js';
import { ServiceAccountDto } from '../../shared/service-account.dto.js';

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

/** A page of a service account's tokens. */
export class ServiceAccountTokenListDto extends WithNextStepsDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => AccessTokenDto) tokens: AccessTokenDto[];
  @ValidateNested() @Type(() => PaginationDto) pagination: PaginationDto;
}

/** Outcome of revoking a token (GitLab answers 204 without a body). */
export class ServiceAccountTokenRevocationDto extends WithNextStepsDto {
  @IsString() project_id: string;
  @IsInt() user_id: number;
  @IsInt() token_id: number;
  @IsString() message: string;
}
