import { PageParamsDto } from '@gitlab-mcp/action-kit';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Matches, MaxLength, Min, MinLength } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';

/** Actions that take no parameter (the current user's own data). */
export class NoUserParamsDto {}

/** A user named by numeric ID (`/users/:id`). */
export class UserRefDto {
  @IsInt() @Min(1) @JSONSchema({ description: 'Numeric ID of the user (user.list finds it from a username), e.g. 3.' }) user_id: number;
}

export class GetUserDto extends UserRefDto {
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Include the custom attributes an administrator set on the user (administrators only).' }) with_custom_attributes?: boolean;
}

export class ListUsersDto extends PageParamsDto {
  @IsOptional() @IsString() @JSONSchema({ description: 'Users whose name, username or (for administrators) email contains this text, e.g. "alice".' }) search?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Exactly this username (case-insensitive), e.g. "alice".' }) username?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Users with this public email.' }) public_email?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Only active users.' }) active?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Only blocked users.' }) blocked?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Only external users.' }) external?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Leave out active users.' }) exclude_active?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Leave out external users.' }) exclude_external?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Leave out human users (keep bots and service accounts).' }) exclude_humans?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Leave out internal users (ghost, support bot, ...).' }) exclude_internal?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Only human users (no bots, no service accounts).' }) humans?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Only administrators (administrators only).' }) admins?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Only auditors (administrators only; Premium).' }) auditors?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Leave out project bots.' }) without_project_bots?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Only users without projects (administrators only).' }) without_projects?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Leave out LDAP users (administrators only).' }) skip_ldap?: boolean;
  @IsOptional() @IsIn(['enabled', 'disabled']) @JSONSchema({ description: 'Only users with two-factor authentication enabled or disabled (administrators only).' }) two_factor?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Users created after this time (ISO 8601), e.g. "2025-01-01T00:00:00Z" (administrators only).' }) created_after?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Users created before this time (ISO 8601) (administrators only).' }) created_before?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Users with this identity UID at the external provider (with provider; administrators only).' }) extern_uid?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'External identity provider of extern_uid, e.g. "ldapmain" (administrators only).' }) provider?: string;
  @IsOptional() @IsIn(['id', 'name', 'username', 'created_at', 'updated_at', 'last_activity_on']) @JSONSchema({ description: 'Order by this field (default id; administrators only).' }) order_by?: string;
  @IsOptional() @IsIn(['asc', 'desc']) @JSONSchema({ description: 'Sort direction (default desc; administrators only).' }) sort?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Include the custom attributes of each user (administrators only).' }) with_custom_attributes?: boolean;
}

export class UserStatusRefDto {
  @IsString() @MinLength(1) @JSONSchema({ description: 'Numeric ID or username of the user, e.g. "3" or "alice".' }) user_id: string;
}

export class SetStatusDto {
  @IsOptional() @IsString() @JSONSchema({ description: 'Emoji name shown with the status, e.g. "palm_tree" (default speech_balloon when a message is set).' }) emoji?: string;
  @IsOptional() @IsString() @MaxLength(100) @JSONSchema({ description: 'Status message, at most 100 characters, e.g. "On holiday until Monday". Empty clears it.' }) message?: string;
  @IsOptional() @IsIn(['not_set', 'busy']) @JSONSchema({ description: 'Availability: busy or not_set.' }) availability?: string;
  @IsOptional()
  @IsIn(['30_minutes', '3_hours', '8_hours', '1_day', '3_days', '7_days', '30_days'])
  @JSONSchema({ description: 'Clear the status automatically after this time.' })
  clear_status_after?: string;
}

export class MembershipsDto extends PageParamsDto {
  @IsInt() @Min(1) @JSONSchema({ description: 'Numeric ID of the user, e.g. 3.' }) user_id: number;
  @IsOptional() @IsIn(['Project', 'Namespace']) @JSONSchema({ description: 'Only project memberships (Project) or group memberships (Namespace).' }) type?: string;
}

export class AvatarGetDto {
  @IsString() @MinLength(3) @JSONSchema({ description: 'Public email address of the user, e.g. "alice@example.com".' }) email: string;
  @IsOptional() @IsInt() @Min(1) @JSONSchema({ description: 'Size of the image in pixels, e.g. 64 (Gravatar and libravatar only).' }) size?: number;
}

export class UploadAvatarDto {
  @IsString() @MinLength(1) @MaxLength(255) @Matches(/\.(png|jpe?g|gif|ico|webp)$/i) @JSONSchema({ description: 'File name of the image, e.g. "me.png" (PNG, JPEG, GIF, ICO or WebP).' }) file_name: string;
  @IsString() @MinLength(1) @JSONSchema({ description: 'The image, base64-encoded (at most 200 KiB decoded).' }) content: string;
}
