import { PageParamsDto } from '@gitlab-mcp/action-kit';
import { IsArray, IsBoolean, IsInt, IsOptional, IsString, Min } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { GroupIdDto } from '../../shared/group-id.dto.js';
import { ServiceAccountTokenFiltersDto } from '../../shared/service-account-params.dto.js';

const TOP_GROUP_DOC = 'Top-level group numeric ID or full path (e.g. "7" or "my-org").';

export class ListGroupSshCertificatesDto extends PageParamsDto {
  @IsString() @JSONSchema({ description: TOP_GROUP_DOC }) group_id: string;
}

export class CreateGroupSshCertificateDto extends GroupIdDto {
  @IsString() @JSONSchema({ description: 'Public key of the certificate authority, e.g. "ssh-ed25519 AAAA... ca@example.com".' }) key: string;
  @IsString() @JSONSchema({ description: 'Title of the certificate authority, e.g. "Corporate SSH CA".' }) title: string;
}

export class GroupSshCertificateRefDto extends GroupIdDto {
  @IsInt() @Min(1) @JSONSchema({ description: 'ID of the SSH certificate (from group.ssh_cert_list).' }) ssh_certificates_id: number;
}

/** The filters of the credentials inventory's personal access token list (the same GitLab documents for token lists). */
export class ListGroupCredentialPatsDto extends ServiceAccountTokenFiltersDto {
  @IsString() @JSONSchema({ description: TOP_GROUP_DOC }) group_id: string;
}

export class ListGroupCredentialSshKeysDto extends PageParamsDto {
  @IsString() @JSONSchema({ description: TOP_GROUP_DOC }) group_id: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Keys created after this time (ISO 8601), e.g. "2025-01-01T00:00:00Z".' }) created_after?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Keys created before this time (ISO 8601).' }) created_before?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Keys expiring after this date (YYYY-MM-DD).' }) expires_after?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Keys expiring before this date (YYYY-MM-DD).' }) expires_before?: string;
}

export class GroupCredentialPatRefDto extends GroupIdDto {
  @IsInt() @Min(1) @JSONSchema({ description: 'ID of the personal access token (from group.credential_list_pats).' }) pat_id: number;
}

export class GroupCredentialSshKeyRefDto extends GroupIdDto {
  @IsInt() @Min(1) @JSONSchema({ description: 'ID of the SSH key (from group.credential_list_ssh_keys).' }) key_id: number;
}

export class UpdateGroupSecuritySettingsDto extends GroupIdDto {
  @IsBoolean() @JSONSchema({ description: 'Turn secret push protection on (true) or off (false) for every project of the group.' }) secret_push_protection_enabled: boolean;
  @IsOptional() @IsArray() @IsInt({ each: true }) @JSONSchema({ description: 'IDs of projects the setting is not applied to, e.g. [42].' }) projects_to_exclude?: number[];
}
