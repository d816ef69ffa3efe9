import { PaginationDto } from '@gitlab-mcp/action-kit';
import { Type } from 'class-transformer';
import { IsArray, IsBoolean, IsIn, IsInt, IsObject, IsOptional, IsString, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { WithNextStepsDto } from './next-steps.dto.js';
import { UserBasicDto } from './user-basic.dto.js';

/** The custom role of a member (`APIEntitiesMemberRole`, Ultimate); only the fields a reader needs are declared. */
export class MemberRoleDto {
  @IsOptional() @IsInt() id?: number;
  @IsOptional() @IsString() name?: string;
  @IsOptional() @IsString() description?: string;
  @IsOptional() @IsInt() @JSONSchema({ description: 'The default role the custom role builds on (10..50).' }) base_access_level?: number;
  @IsOptional() @IsInt() group_id?: number;
}

/** GitLab's member entity (`APIEntitiesMember`): a user with a role in a project or group. */
export class MemberDto extends WithNextStepsDto {
  @IsInt() @JSONSchema({ description: 'User ID.' }) id: number;
  @IsOptional() @IsString() username?: string;
  @IsOptional() @IsString() name?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Account state (active, blocked, ...).' }) state?: string;
  @IsOptional() @IsBoolean() locked?: boolean;
  @IsOptional() @IsString() avatar_url?: string;
  @IsOptional() @IsString() avatar_path?: string;
  @IsOptional() @IsString() web_url?: string;
  @IsOptional() @IsString() public_email?: string;
  @IsOptional() @IsInt() @JSONSchema({ description: 'Role: 10 Guest, 15 Planner, 20 Reporter, 30 Developer, 40 Maintainer, 50 Owner.' }) access_level?: number;
  @IsOptional() @IsString() created_at?: string;
  @IsOptional() @ValidateNested() @Type(() => UserBasicDto) created_by?: UserBasicDto;
  @IsOptional() @IsString() @JSONSchema({ description: 'When the membership ends (YYYY-MM-DD).' }) expires_at?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'active, or awaiting (Premium: waiting for a seat or approval).' }) membership_state?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Shown to administrators only.' }) email?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Whether the member uses a paid seat (with show_seat_info).' }) is_using_seat?: boolean;
  @IsOptional() @IsBoolean() two_factor_enabled?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'LDAP or SAML membership overridden in GitLab.' }) override?: boolean;
  @IsOptional() @ValidateNested() @Type(() => MemberRoleDto) member_role?: MemberRoleDto;
  @IsOptional() @IsObject() @JSONSchema({ description: 'SAML identity of the member (groups with SAML SSO).' }) group_saml_identity?: Record<string, unknown>;
  @IsOptional() @IsObject() @JSONSchema({ description: 'SCIM identity of the member (groups with SCIM provisioning).' }) group_scim_identity?: Record<string, unknown>;
}

/**
 * What adding members answers: the member when one user is added, GitLab's batch status
 * (`{status, message}`, message naming each user that failed) when several are.
 */
export class MemberAddDto extends WithNextStepsDto {
  @IsOptional() @IsInt() @JSONSchema({ description: 'User ID (one user added).' }) id?: number;
  @IsOptional() @IsString() username?: string;
  @IsOptional() @IsString() name?: string;
  @IsOptional() @IsString() state?: string;
  @IsOptional() @IsInt() access_level?: number;
  @IsOptional() @IsString() expires_at?: string;
  @IsOptional() @IsString() web_url?: string;
  @IsOptional() @IsIn(['success', 'error']) @JSONSchema({ description: 'Outcome of adding several users: success, or error with the reasons in message.' }) status?: string;
  @IsOptional() @IsObject() @JSONSchema({ type: 'object', additionalProperties: { type: 'string' }, description: 'Why each user could not be added, by username or user ID.' }) message?: Record<string, string>;
}

/** A page of members of a project or group. */
export class MemberListDto extends WithNextStepsDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => MemberDto) members: MemberDto[];
  @ValidateNested() @Type(() => PaginationDto) pagination: PaginationDto;
}
