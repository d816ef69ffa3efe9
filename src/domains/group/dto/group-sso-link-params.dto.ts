import { PageParamsDto } from '@gitlab-mcp/action-kit';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { GroupIdDto } from '../../shared/group-id.dto.js';

/** The roles a synced LDAP or SAML group grants. */
const MEMBER_LEVELS = [10, 15, 20, 30, 40, 50];
const LEVEL_DOC = '10 Guest, 15 Planner, 20 Reporter, 30 Developer, 40 Maintainer, 50 Owner.';
const ROLE_ID_DOC = 'ID of a custom member role to grant instead (Ultimate).';

export class AddLdapLinkDto extends GroupIdDto {
  @IsOptional() @IsString() @JSONSchema({ description: 'Common name of the LDAP group, e.g. "engineering"; give cn or filter.' }) cn?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'LDAP filter selecting the members instead of a group, e.g. "(department=Engineering)"; give cn or filter.' }) filter?: string;
  @IsInt() @IsIn(MEMBER_LEVELS) @JSONSchema({ description: `Role the LDAP members get in the group: ${LEVEL_DOC}` }) group_access: number;
  @IsString() @JSONSchema({ description: 'LDAP provider ID of the server, e.g. "ldapmain".' }) provider: string;
  @IsOptional() @IsInt() @JSONSchema({ description: ROLE_ID_DOC }) member_role_id?: number;
}

export class DeleteLdapLinkDto extends GroupIdDto {
  @IsOptional() @IsString() @JSONSchema({ description: 'Common name of the linked LDAP group; give cn or filter.' }) cn?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'LDAP filter of the link; give cn or filter.' }) filter?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'LDAP provider ID, e.g. "ldapmain" (needed when several servers have the same cn).' }) provider?: string;
}

export class LdapProviderLinkRefDto extends GroupIdDto {
  @IsString() @JSONSchema({ description: 'LDAP provider ID, e.g. "ldapmain".' }) provider: string;
  @IsString() @JSONSchema({ description: 'Common name of the linked LDAP group, e.g. "engineering".' }) cn: string;
}

export class SamlLinkRefDto extends GroupIdDto {
  @IsString() @JSONSchema({ description: 'Name of the SAML group as the identity provider sends it, e.g. "Engineering".' }) saml_group_name: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Unique provider name, to tell apart links with the same group name from several providers.' }) provider?: string;
}

export class AddSamlLinkDto extends SamlLinkRefDto {
  @IsInt() @IsIn(MEMBER_LEVELS) @JSONSchema({ description: `Role members of the SAML group get: ${LEVEL_DOC}` }) access_level: number;
  @IsOptional() @IsInt() @JSONSchema({ description: ROLE_ID_DOC }) member_role_id?: number;
}

export class ListSamlUsersDto extends PageParamsDto {
  @IsString() @JSONSchema({ description: 'Top-level group numeric ID or full path (e.g. "7" or "my-org") that has SAML SSO.' }) group_id: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Users whose name, username or public email contains this text.' }) search?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'The user with exactly this username, e.g. "alice".' }) username?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'true: only active users.' }) active?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'true: only blocked users.' }) blocked?: boolean;
  @IsOptional() @IsString() @JSONSchema({ description: 'Users created after this time (ISO 8601), e.g. "2025-01-01T00:00:00Z".' }) created_after?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Users created before this time (ISO 8601).' }) created_before?: string;
}
