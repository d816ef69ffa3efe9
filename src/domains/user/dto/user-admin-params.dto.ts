import { IsBoolean, IsEmail, IsInt, IsOptional, IsString, Matches, Min, MinLength } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { UserRefDto } from './user-params.dto.js';

/** The profile and permission fields create and modify share (GitLab's names). */
class UserAttributesDto {
  @IsOptional() @IsString() @JSONSchema({ description: 'Short biography shown on the profile.' }) bio?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Location, e.g. "Lisbon".' }) location?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Organization name, e.g. "Acme".' }) organization?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Pronouns, e.g. "she/her".' }) pronouns?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Website URL, e.g. "https://alice.example.com".' }) website_url?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'LinkedIn account.' }) linkedin?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'X (Twitter) account.' }) twitter?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Discord user ID.' }) discord?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'GitHub username.' }) github?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Public email shown on the profile (one of the user\'s confirmed emails).' }) public_email?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Email used for web-based commits (one of the user\'s confirmed emails).' }) commit_email?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Administrator\'s note about the user, e.g. "Contractor until June".' }) note?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Make the user an administrator.' }) admin?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Make the user an auditor (Premium).' }) auditor?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'The user may create top-level groups.' }) can_create_group?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'The user is external: no access to internal projects, limited to what they are a member of.' }) external?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Hide the profile\'s activity and details from others.' }) private_profile?: boolean;
  @IsOptional() @IsInt() @Min(0) @JSONSchema({ description: 'How many personal projects the user may create, e.g. 100.' }) projects_limit?: number;
  @IsOptional() @IsInt() @Min(0) @JSONSchema({ description: 'Compute minutes per month on instance runners (Premium; administrators only).' }) shared_runners_minutes_limit?: number;
  @IsOptional() @IsInt() @Min(0) @JSONSchema({ description: 'Extra compute minutes bought for the user (Premium).' }) extra_shared_runners_minutes_limit?: number;
  @IsOptional() @IsInt() @Min(1) @JSONSchema({ description: 'Interface colour theme ID, e.g. 1 (Indigo).' }) theme_id?: number;
  @IsOptional() @IsInt() @Min(1) @JSONSchema({ description: 'Syntax highlighting colour scheme ID, e.g. 1 (White).' }) color_scheme_id?: number;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Show merge request diffs one file at a time.' }) view_diffs_file_by_file?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Use the advanced editor for policies (Ultimate).' }) policy_advanced_editor?: boolean;
  @IsOptional() @IsString() @JSONSchema({ description: 'External identity provider, e.g. "ldapmain" (with extern_uid).' }) provider?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'The user\'s UID at the external provider.' }) extern_uid?: string;
  @IsOptional() @IsInt() @Min(1) @JSONSchema({ description: 'ID of the group whose SAML provider extern_uid belongs to (Premium).' }) group_id_for_saml?: number;
}

export class CreateUserDto extends UserAttributesDto {
  @IsString() @Matches(/^[A-Za-z0-9_.][A-Za-z0-9_.-]*$/) @JSONSchema({ description: 'Username, e.g. "carol" (letters, digits, _, . and -).' }) username: string;
  @IsString() @MinLength(1) @JSONSchema({ description: 'Full name, e.g. "Carol Diaz".' }) name: string;
  @IsEmail() @JSONSchema({ description: 'Primary email, e.g. "carol@example.com".' }) email: string;
  @IsOptional()
  @IsString()
  @MinLength(8)
  @JSONSchema({ description: 'Initial password (secret: never shown back). Or use reset_password or force_random_password instead.', writeOnly: true })
  password?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Email the user a link to set their password.' }) reset_password?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Give the user a random password (for accounts that sign in otherwise).' }) force_random_password?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Treat the email as confirmed (no confirmation mail).' }) skip_confirmation?: boolean;
}

export class ModifyUserDto extends UserAttributesDto {
  @IsInt() @Min(1) @JSONSchema({ description: 'Numeric ID of the user to change, e.g. 3.' }) user_id: number;
  @IsOptional() @Matches(/^[A-Za-z0-9_.][A-Za-z0-9_.-]*$/) @JSONSchema({ description: 'New username.' }) username?: string;
  @IsOptional() @IsString() @MinLength(1) @JSONSchema({ description: 'New full name.' }) name?: string;
  @IsOptional() @IsEmail() @JSONSchema({ description: 'New primary email.' }) email?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Apply the new email without asking the user to confirm it.' }) skip_reconfirmation?: boolean;
  @IsOptional()
  @IsString()
  @MinLength(8)
  @JSONSchema({ description: 'New password (secret: never shown back).', writeOnly: true })
  password?: string;
}

export class DeleteUserDto extends UserRefDto {
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Also delete what the user contributed (issues, merge requests, notes) and the groups they solely own, instead of moving contributions to the Ghost user.' }) hard_delete?: boolean;
}

export class DeleteIdentityDto extends UserRefDto {
  @IsString() @MinLength(1) @JSONSchema({ description: 'Identity provider to unlink, e.g. "ldapmain" or "github" (see identities in user.get as an administrator).' }) provider: string;
}
