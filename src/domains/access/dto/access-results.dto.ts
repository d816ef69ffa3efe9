import { PaginationDto } from '@gitlab-mcp/action-kit';
import { Type } from 'class-transformer';
import { IsArray, IsInt, IsObject, IsOptional, IsString, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { AccessRequesterDto } from '../../shared/access-request.dto.js';
import { AccessTokenDto, NewAccessTokenDto } from '../../shared/access-token.dto.js';
import { DeployKeyDto } from '../../shared/deploy-key.dto.js';
import { DeployTokenDto } from '../../shared/deploy-token.dto.js';
import { InvitationDto } from '../../shared/invitation.dto.js';
import { WithNextStepsDto } from '../../shared/next-steps.dto.js';
import { NewResourceAccessTokenDto, ResourceAccessTokenDto } from '../../shared/resource-access-token.dto.js';

export class DeployKeyListDto extends WithNextStepsDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => DeployKeyDto) deploy_keys: DeployKeyDto[];
  @ValidateNested() @Type(() => PaginationDto) pagination: PaginationDto;
}

export class DeployTokenListDto extends WithNextStepsDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => DeployTokenDto) deploy_tokens: DeployTokenDto[];
  @ValidateNested() @Type(() => PaginationDto) pagination: PaginationDto;
}

export class AccessRequestListDto extends WithNextStepsDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => AccessRequesterDto) access_requests: AccessRequesterDto[];
  @ValidateNested() @Type(() => PaginationDto) pagination: PaginationDto;
}

export class InvitationListDto extends WithNextStepsDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => InvitationDto) invitations: InvitationDto[];
  @ValidateNested() @Type(() => PaginationDto) pagination: PaginationDto;
}

/** What inviting answers: `success`, or `error` with the reason for each email or user that failed. */
export class InvitationResultDto extends WithNextStepsDto {
  @IsString() @JSONSchema({ description: 'success, or error when some invitations failed.' }) status: string;
  @IsOptional() @IsObject() @JSONSchema({ type: 'object', additionalProperties: { type: 'string' }, description: 'Why each email or user could not be invited.' }) message?: Record<string, string>;
}

export class ResourceAccessTokenListDto extends WithNextStepsDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => ResourceAccessTokenDto) tokens: ResourceAccessTokenDto[];
  @ValidateNested() @Type(() => PaginationDto) pagination: PaginationDto;
}

/** A personal access token with the addresses it was last used from (`APIEntitiesPersonalAccessTokenWithLastUsedIps`). */
export class PersonalAccessTokenDto extends AccessTokenDto {
  @IsOptional() @IsArray() @IsString({ each: true }) @JSONSchema({ description: 'Last IP addresses the token was used from.' }) last_used_ips?: string[];
}

export class PersonalAccessTokenListDto extends WithNextStepsDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => PersonalAccessTokenDto) tokens: PersonalAccessTokenDto[];
  @ValidateNested() @Type(() => PaginationDto) pagination: PaginationDto;
}

const STOPPED = 'The token that stopped working now (revoked by the rotation).';

/** A rotated personal access token: the new value once, and which token stopped working. */
export class RotatedPersonalAccessTokenDto extends NewAccessTokenDto {
  @IsOptional() @IsInt() @JSONSchema({ description: STOPPED }) replaced_token_id?: number;
  @IsString() @JSONSchema({ description: 'What stopped working and what to do now.' }) message: string;
}

/** A rotated project or group access token: the new value once, and which token stopped working. */
export class RotatedResourceAccessTokenDto extends NewResourceAccessTokenDto {
  @IsOptional() @IsInt() @JSONSchema({ description: STOPPED }) replaced_token_id?: number;
  @IsString() @JSONSchema({ description: 'What stopped working and what to do now.' }) message: string;
}

/** Outcome of a deletion, revocation or denial GitLab answers with 204 and no body. */
export class AccessRemovalDto extends WithNextStepsDto {
  @IsOptional() @IsString() @JSONSchema({ description: 'The project or group, as given.' }) resource?: string;
  @IsOptional() @IsInt() @JSONSchema({ description: 'ID of the key, token or user it concerns.' }) id?: number;
  @IsString() @JSONSchema({ description: 'What happened, and what stops working.' }) message: string;
}
