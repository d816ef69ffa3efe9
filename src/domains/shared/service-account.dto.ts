import { PaginationDto } from '@gitlab-mcp/action-kit';
import { Type } from 'class-transformer';
import { IsArray, IsInt, IsOptional, IsString, ValidateNested } from 'class-validator';
import { AccessTokenDto } from './access-token.dto.js';
import { WithNextStepsDto } from './next-steps.dto.js';

/** GitLab's service account entity (`APIEntitiesServiceAccount`): of a project, a group or the instance. */
export class ServiceAccountDto extends WithNextStepsDto {
  @IsInt() id: number;
  @IsOptional() @IsString() username?: string;
  @IsOptional() @IsString() name?: string;
  @IsOptional() @IsString() email?: string;
  @IsOptional() @IsString() public_email?: string;
  @IsOptional() @IsString() unconfirmed_email?: string;
}

/** A page of service accounts. */
export class ServiceAccountListDto extends WithNextStepsDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => ServiceAccountDto) service_accounts: ServiceAccountDto[];
  @ValidateNested() @Type(() => PaginationDto) pagination: PaginationDto;
}

/** A page of a service account's tokens (never their values). */
export class ServiceAccountTokenListDto extends WithNextStepsDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => AccessTokenDto) tokens: AccessTokenDto[];
  @ValidateNested() @Type(() => PaginationDto) pagination: PaginationDto;
}
