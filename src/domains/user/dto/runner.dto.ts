import { PaginationDto } from '@gitlab-mcp/action-kit';
import { Type } from 'class-transformer';
import { IsArray, IsOptional, IsString, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { NewAccessTokenDto } from '../../shared/access-token.dto.js';
import { ServiceAccountDto } from '../../shared/service-account.dto.js';
import { WithNextStepsDto } from '../../shared/next-steps.dto.js';

/** A runner just created (`APIEntitiesCiRunnerRegistrationDetails`): its authentication token (glrt-...) is shown this once. */
export class RunnerRegistrationDto extends NewAccessTokenDto {
  @IsOptional() @IsString() @JSONSchema({ description: 'When the runner authentication token expires.' }) token_expires_at?: string;
}

export class ServiceAccountListDto extends WithNextStepsDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => ServiceAccountDto) service_accounts: ServiceAccountDto[];
  @ValidateNested() @Type(() => PaginationDto) pagination: PaginationDto;
}
