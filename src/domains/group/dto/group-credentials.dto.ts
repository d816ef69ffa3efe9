import { PaginationDto } from '@gitlab-mcp/action-kit';
import { Type } from 'class-transformer';
import { IsArray, IsBoolean, IsInt, IsOptional, IsString, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { AccessTokenDto } from '../../shared/access-token.dto.js';
import { WithNextStepsDto } from '../../shared/next-steps.dto.js';

/** GitLab's group SSH certificate authority (`APIEntitiesSshCertificate`). */
export class SshCertificateDto extends WithNextStepsDto {
  @IsOptional() @IsInt() id?: number;
  @IsOptional() @IsString() title?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Public key of the certificate authority (public, not a secret).' }) key?: string;
  @IsOptional() @IsString() created_at?: string;
}

export class SshCertificateListDto extends WithNextStepsDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => SshCertificateDto) ssh_certificates: SshCertificateDto[];
  @ValidateNested() @Type(() => PaginationDto) pagination: PaginationDto;
}

/** An SSH key of a group member in the credentials inventory (`APIEntitiesSshKeyWithUserId`; the key itself is not listed). */
export class CredentialSshKeyDto {
  @IsOptional() @IsInt() id?: number;
  @IsOptional() @IsString() title?: string;
  @IsOptional() @IsInt() user_id?: number;
  @IsOptional() @IsString() usage_type?: string;
  @IsOptional() @IsString() created_at?: string;
  @IsOptional() @IsString() expires_at?: string;
  @IsOptional() @IsString() last_used_at?: string;
}

export class CredentialSshKeyListDto extends WithNextStepsDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => CredentialSshKeyDto) ssh_keys: CredentialSshKeyDto[];
  @ValidateNested() @Type(() => PaginationDto) pagination: PaginationDto;
}

/** The personal access tokens of the members of a group, never their values. */
export class CredentialPatListDto extends WithNextStepsDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => AccessTokenDto) tokens: AccessTokenDto[];
  @ValidateNested() @Type(() => PaginationDto) pagination: PaginationDto;
}

/** Outcome of a removal (certificate, key, token) GitLab answers without a body. */
export class GroupCredentialOutcomeDto extends WithNextStepsDto {
  @IsString() group_id: string;
  @IsInt() id: number;
  @IsString() message: string;
}

/** The group's security settings after the change. */
export class GroupSecuritySettingsDto extends WithNextStepsDto {
  @IsString() group_id: string;
  @IsOptional() @IsBoolean() secret_push_protection_enabled?: boolean;
  @IsOptional() @IsArray() @IsString({ each: true }) @JSONSchema({ description: 'Problems GitLab reported while applying the setting.' }) errors?: string[];
}
