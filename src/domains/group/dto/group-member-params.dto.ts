import { CommaList, FieldTier, PageParamsDto } from '@gitlab-mcp/action-kit';
import { IsArray, IsBoolean, IsIn, IsInt, IsOptional, IsString, Matches, Min } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { ACCESS_LEVEL_DOC, ACCESS_LEVELS, DATE, GROUP_ID_DOC } from './group-list-params.dto.js';

const ID_LIST = /^[1-9]\d*(,[1-9]\d*)*$/;

export class ListGroupMembersDto extends PageParamsDto {
  @IsString() @JSONSchema({ description: GROUP_ID_DOC }) group_id: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Only members whose name, email or username contains this text.' }) query?: string;
  @IsOptional() @IsArray() @IsInt({ each: true }) @JSONSchema({ description: 'Only these user IDs.' }) user_ids?: number[];
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Include is_using_seat (whether each member uses a paid seat).' }) show_seat_info?: boolean;
  @FieldTier('premium')
  @IsOptional()
  @IsIn(['awaiting', 'active'])
  @JSONSchema({ description: 'Only members in this state: awaiting (waiting for a seat or approval) or active (Premium).' })
  state?: string;
}

export class GroupMemberRefDto {
  @IsString() @JSONSchema({ description: GROUP_ID_DOC }) group_id: string;
  @IsInt() @Min(1) @JSONSchema({ description: 'User ID of the member (group.members or user.list give it).' }) user_id: number;
}

export class AddGroupMemberDto {
  @IsString() @JSONSchema({ description: GROUP_ID_DOC }) group_id: string;
  @CommaList()
  @IsOptional()
  @Matches(ID_LIST, { message: 'user_id must be a user ID, an array of user IDs or IDs separated by commas' })
  @JSONSchema({ description: 'User ID of the new member, or several (an array such as [3, 4], or "3,4"); give this or username.' })
  user_id?: string;
  @CommaList()
  @IsOptional()
  @IsString({ message: 'username must be a username, an array of usernames or usernames separated by commas' })
  @JSONSchema({ description: 'Username of the new member (e.g. "bob"), or several (an array such as ["alice", "bob"]); give this or user_id.' })
  username?: string;
  @IsInt() @IsIn(ACCESS_LEVELS) @JSONSchema({ description: `Role: ${ACCESS_LEVEL_DOC} (only an Owner may grant Owner).` }) access_level: number;
  @IsOptional() @Matches(DATE) @JSONSchema({ description: 'When the membership ends, YYYY-MM-DD.' }) expires_at?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Where the invitation comes from, for GitLab\'s analytics (e.g. "members-api").' }) invite_source?: string;
}

export class EditGroupMemberDto extends GroupMemberRefDto {
  @IsInt() @IsIn(ACCESS_LEVELS) @JSONSchema({ description: `Role: ${ACCESS_LEVEL_DOC} (only an Owner may grant or change Owner).` }) access_level: number;
  @IsOptional() @Matches(/^(\d{4}-\d{2}-\d{2})?$/) @JSONSchema({ description: 'When the membership ends, YYYY-MM-DD; an empty string removes the expiry.' }) expires_at?: string;
  @FieldTier('ultimate') @IsOptional() @IsInt() @JSONSchema({ description: 'ID of a custom member role to assign (Ultimate).' }) member_role_id?: number;
}

export class RemoveGroupMemberDto extends GroupMemberRefDto {
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Keep the user\'s memberships in the group\'s subgroups and projects (default false: they are removed too).', default: false }) skip_subresources?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Also unassign the user from the issues and merge requests of the group\'s projects (default false).', default: false }) unassign_issuables?: boolean;
}

export class ListBillableMembersDto extends PageParamsDto {
  @IsString() @JSONSchema({ description: 'Top-level group numeric ID or full path (e.g. "10" or "my-org").' }) group_id: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Only members whose name, username or public email contains this text.' }) search?: string;
  @IsOptional()
  @IsIn(['access_level_asc', 'access_level_desc', 'last_joined', 'name_asc', 'name_desc', 'oldest_joined', 'oldest_sign_in', 'recent_sign_in', 'last_activity_on_asc', 'last_activity_on_desc'])
  @JSONSchema({ description: 'Order: access_level_asc, access_level_desc, last_joined, name_asc, name_desc, oldest_joined, oldest_sign_in, recent_sign_in, last_activity_on_asc or last_activity_on_desc.' })
  sort?: string;
}

export class BillableMemberMembershipsDto extends PageParamsDto {
  @IsString() @JSONSchema({ description: 'Top-level group numeric ID or full path (e.g. "10" or "my-org").' }) group_id: string;
  @IsInt() @Min(1) @JSONSchema({ description: 'User ID of the billable member (group.group_billable_members_list gives it).' }) user_id: number;
}

export class BillableMemberRefDto {
  @IsString() @JSONSchema({ description: 'Top-level group numeric ID or full path (e.g. "10" or "my-org").' }) group_id: string;
  @IsInt() @Min(1) @JSONSchema({ description: 'User ID of the billable member (group.group_billable_members_list gives it).' }) user_id: number;
}

export class ListProvisionedUsersDto extends PageParamsDto {
  @IsString() @JSONSchema({ description: 'Top-level group numeric ID or full path (e.g. "10" or "my-org").' }) group_id: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Only the user with this username.' }) username?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Only users whose name, username or email contains this text.' }) search?: string;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Only active users.' }) active?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Only blocked users.' }) blocked?: boolean;
  @IsOptional() @IsString() @JSONSchema({ description: 'Only users created on or after this time (ISO 8601).' }) created_after?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Only users created on or before this time (ISO 8601).' }) created_before?: string;
}
