import { PaginationDto } from '@gitlab-mcp/action-kit';
import { Type } from 'class-transformer';
import { IsArray, IsInt, IsOptional, IsString, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { WithNextStepsDto } from '../../shared/next-steps.dto.js';
import { UserBasicDto } from '../../shared/user-basic.dto.js';

/** GitLab's LDAP group link (`APIEntitiesLdapGroupLink`). */
export class LdapLinkDto extends WithNextStepsDto {
  @IsOptional() @IsString() cn?: string;
  @IsOptional() @IsString() filter?: string;
  @IsOptional() @IsInt() @JSONSchema({ description: 'Role granted: 10 Guest ... 50 Owner.' }) group_access?: number;
  @IsOptional() @IsInt() member_role_id?: number;
  @IsOptional() @IsString() provider?: string;
}

export class LdapLinkListDto extends WithNextStepsDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => LdapLinkDto) ldap_links: LdapLinkDto[];
  @ValidateNested() @Type(() => PaginationDto) pagination: PaginationDto;
}

/** GitLab's SAML group link (`APIEntitiesSamlGroupLink`). */
export class SamlLinkDto extends WithNextStepsDto {
  @IsOptional() @IsString() name?: string;
  @IsOptional() @IsInt() @JSONSchema({ description: 'Role granted: 10 Guest ... 50 Owner.' }) access_level?: number;
  @IsOptional() @IsInt() member_role_id?: number;
  @IsOptional() @IsString() provider?: string;
}

export class SamlLinkListDto extends WithNextStepsDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => SamlLinkDto) saml_links: SamlLinkDto[];
  @ValidateNested() @Type(() => PaginationDto) pagination: PaginationDto;
}

/** A page of the users of a group that signed in with its SAML SSO (the public user fields). */
export class SamlUserListDto extends WithNextStepsDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => UserBasicDto) users: UserBasicDto[];
  @ValidateNested() @Type(() => PaginationDto) pagination: PaginationDto;
}

/** Outcome of a link removal or an LDAP sync request (GitLab answers 202/204 without a body). */
export class GroupSsoOutcomeDto extends WithNextStepsDto {
  @IsString() group_id: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'The link removed (cn, filter or SAML group name).' }) link?: string;
  @IsString() message: string;
}
