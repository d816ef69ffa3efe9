import { PaginationDto } from '@gitlab-mcp/action-kit';
import { Type } from 'class-transformer';
import { IsArray, IsInt, IsOptional, IsString, ValidateNested } from 'class-validator';
import { WithNextStepsDto } from '../../shared/next-steps.dto.js';

/** GitLab's service account entity (`APIEntitiesServiceAccount`). */
export class ServiceAccountDto {
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
