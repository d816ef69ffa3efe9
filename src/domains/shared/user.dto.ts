import { Type } from 'class-transformer';
import { IsArray, IsBoolean, IsInt, IsOptional, IsString, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { WithNextStepsDto } from './next-steps.dto.js';

/** A sign-in identity of a user (`APIEntitiesIdentity`): LDAP, SAML or OAuth provider. */
export class UserIdentityDto {
  @IsOptional() @IsString() provider?: string;
  @IsOptional() @IsString() extern_uid?: string;
  @IsOptional() @IsInt() saml_provider_id?: number;
}

/** A custom attribute an administrator set on a user (`APIEntitiesCustomAttribute`). */
export class CustomAttributeDto {
  @IsString() key: string;
  @IsString() value: string;
}

/**
 * GitLab's user entity: the profile every caller sees (`APIEntitiesUserProfile`), the current
 * user's own fields (`APIEntitiesUserPublic`) and the administrator's view (`APIEntitiesUserWithAdmin`).
 */
export class UserDto extends WithNextStepsDto {
  @IsInt() id: number;
  @IsOptional() @IsString() username?: string;
  @IsOptional() @IsString() name?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'active, blocked, banned, deactivated, blocked_pending_approval, ...' }) state?: string;
  @IsOptional() @IsBoolean() locked?: boolean;
  @IsOptional() @IsString() avatar_url?: string;
  @IsOptional() @IsString() avatar_path?: string;
  @IsOptional() @IsString() web_url?: string;
  @IsOptional() @IsString() public_email?: string;
  @IsOptional() @IsString() bio?: string;
  @IsOptional() @IsString() location?: string;
  @IsOptional() @IsString() job_title?: string;
  @IsOptional() @IsString() organization?: string;
  @IsOptional() @IsString() pronouns?: string;
  @IsOptional() @IsString() website_url?: string;
  @IsOptional() @IsString() linkedin?: string;
  @IsOptional() @IsString() twitter?: string;
  @IsOptional() @IsString() discord?: string;
  @IsOptional() @IsString() github?: string;
  @IsOptional() @IsString() work_information?: string;
  @IsOptional() @IsString() local_time?: string;
  @IsOptional() @IsBoolean() bot?: boolean;
  @IsOptional() @IsInt() followers?: number;
  @IsOptional() @IsInt() following?: number;
  @IsOptional() @IsString() created_at?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Only the user themselves and administrators see it.' }) email?: string;
  @IsOptional() @IsString() commit_email?: string;
  @IsOptional() @IsString() last_sign_in_at?: string;
  @IsOptional() @IsString() current_sign_in_at?: string;
  @IsOptional() @IsString() confirmed_at?: string;
  @IsOptional() @IsString() last_activity_on?: string;
  @IsOptional() @IsInt() theme_id?: number;
  @IsOptional() @IsInt() color_scheme_id?: number;
  @IsOptional() @IsInt() projects_limit?: number;
  @IsOptional() @IsBoolean() can_create_group?: boolean;
  @IsOptional() @IsBoolean() can_create_project?: boolean;
  @IsOptional() @IsBoolean() two_factor_enabled?: boolean;
  @IsOptional() @IsBoolean() external?: boolean;
  @IsOptional() @IsBoolean() private_profile?: boolean;
  @IsOptional() @IsString() preferred_language?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Administrator view only.' }) is_admin?: boolean;
  @IsOptional() @IsBoolean() is_auditor?: boolean;
  @IsOptional() @IsString() @JSONSchema({ description: "An administrator's note about the user (administrator view only)." }) note?: string;
  @IsOptional() @IsInt() namespace_id?: number;
  @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => UserIdentityDto) identities?: UserIdentityDto[];
  @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => CustomAttributeDto) custom_attributes?: CustomAttributeDto[];
}
