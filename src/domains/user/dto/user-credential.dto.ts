import { PaginationDto } from '@gitlab-mcp/action-kit';
import { Type } from 'class-transformer';
import { IsArray, IsBoolean, IsInt, IsOptional, IsString, ValidateNested } from 'class-validator';
import { AccessTokenDto, NewAccessTokenDto } from '../../shared/access-token.dto.js';
import { EmailDto } from '../../shared/email.dto.js';
import { GpgKeyDto } from '../../shared/gpg-key.dto.js';
import { WithNextStepsDto } from '../../shared/next-steps.dto.js';
import { SshKeyDto } from '../../shared/ssh-key.dto.js';

/** A page of SSH keys. */
export class SshKeyListDto extends WithNextStepsDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => SshKeyDto) keys: SshKeyDto[];
  @ValidateNested() @Type(() => PaginationDto) pagination: PaginationDto;
}

/** A page of GPG keys. */
export class GpgKeyListDto extends WithNextStepsDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => GpgKeyDto) keys: GpgKeyDto[];
  @ValidateNested() @Type(() => PaginationDto) pagination: PaginationDto;
}

/** A page of email addresses. */
export class EmailListDto extends WithNextStepsDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => EmailDto) emails: EmailDto[];
  @ValidateNested() @Type(() => PaginationDto) pagination: PaginationDto;
}

/** Outcome of deleting a key or an email address (GitLab answers 204 without a body). */
export class CredentialDeletionDto extends WithNextStepsDto {
  @IsString() kind: string;
  @IsInt() id: number;
  @IsOptional() @IsInt() user_id?: number;
  @IsString() message: string;
}

/** GitLab's impersonation token entity (`APIEntitiesImpersonationToken`), never with its value. */
export class ImpersonationTokenDto extends AccessTokenDto {
  @IsOptional() @IsBoolean() impersonation?: boolean;
  @IsOptional() @IsArray() @IsString({ each: true }) last_used_ips?: string[];
}

/** A page of a user's impersonation tokens. */
export class ImpersonationTokenListDto extends WithNextStepsDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => ImpersonationTokenDto) tokens: ImpersonationTokenDto[];
  @ValidateNested() @Type(() => PaginationDto) pagination: PaginationDto;
}

/** An impersonation token just created: the value is shown this once. */
export class NewImpersonationTokenDto extends NewAccessTokenDto {
  @IsOptional() @IsBoolean() impersonation?: boolean;
}

/** Outcome of revoking an impersonation token (GitLab answers 204 without a body). */
export class TokenRevocationDto extends WithNextStepsDto {
  @IsInt() user_id: number;
  @IsInt() token_id: number;
  @IsString() message: string;
}
