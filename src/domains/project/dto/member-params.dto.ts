import { CommaList, FieldTier, PageParamsDto } from '@gitlab-mcp/action-kit';
import { IsArray, IsBoolean, IsIn, IsInt, IsOptional, IsString, Matches, Min } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { ProjectIdDto } from '../../shared/project-id.dto.js';

/** The roles GitLab accepts for a project member. */
const LEVELS = [10, 15, 20, 30, 40, 50];
const LEVEL_DOC = 'Role: 10 Guest, 15 Planner, 20 Reporter, 30 Developer, 40 Maintainer, 50 Owner (only an Owner may grant Owner).';
const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** GitLab's `user_id` of a member addition: one ID or several separated by commas. */
const ID_LIST = /^[1-9]\d*(,[1-9]\d*)*$/;

export class ListProjectMembersDto extends PageParamsDto {
  @IsString() @JSONSchema({ description: 'Project numeric ID or full path (e.g. "42" or "my-group/my-project").' }) project_id: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Only members whose name, email or username contains this text.' }) query?: string;
  @IsOptional() @IsArray() @IsInt({ each: true }) @JSONSchema({ description: 'Only these user IDs.' }) user_ids?: number[];
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Include is_using_seat (whether each member uses a paid seat).' }) show_seat_info?: boolean;
  @FieldTier('premium')
  @IsOptional()
  @IsIn(['awaiting', 'active'])
  @JSONSchema({ description: 'Only members in this state: awaiting (waiting for a seat or approval) or active (Premium).' })
  state?: string;
}

export class ProjectMemberRefDto extends ProjectIdDto {
  @IsInt() @Min(1) @JSONSchema({ description: 'User ID of the member (user.get or project.members give it).' }) user_id: number;
}

export class AddProjectMemberDto extends ProjectIdDto {
  @CommaList()
  @IsOptional()
  @Matches(ID_LIST, { message: 'user_id must be a user ID, an array of user IDs or IDs separated by commas' })
  @JSONSchema({ description: 'User ID of the new member, or several (an array such as [3, 4], or "3,4") to add them at once; give this or username.' })
  user_id?: string;
  @CommaList()
  @IsOptional()
  @IsString({ message: 'username must be a username, an array of usernames or usernames separated by commas' })
  @JSONSchema({ description: 'Username of the new member (e.g. "jdoe"), or several (an array such as ["alice", "bob"]); give this or user_id.' })
  username?: string;
  @IsInt() @IsIn(LEVELS) @JSONSchema({ description: LEVEL_DOC }) access_level: number;
  @IsOptional() @Matches(DATE) @JSONSchema({ description: 'When the membership ends, YYYY-MM-DD.' }) expires_at?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Where the invitation comes from, for GitLab\'s analytics (e.g. "members-api").' }) invite_source?: string;
  @FieldTier('ultimate')
  @IsOptional()
  @IsInt()
  @JSONSchema({ description: 'ID of a custom member role to assign (Ultimate); its base role must equal access_level.' })
  member_role_id?: number;
}

export class EditProjectMemberDto extends ProjectMemberRefDto {
  @IsInt() @IsIn(LEVELS) @JSONSchema({ description: LEVEL_DOC }) access_level: number;
  @IsOptional() @Matches(/^(\d{4}-\d{2}-\d{2})?$/) @JSONSchema({ description: 'When the membership ends, YYYY-MM-DD; an empty string removes the expiry.' }) expires_at?: string;
  @FieldTier('ultimate')
  @IsOptional()
  @IsInt()
  @JSONSchema({ description: 'ID of a custom member role to assign (Ultimate).' })
  member_role_id?: number;
}

export class DeleteProjectMemberDto extends ProjectMemberRefDto {
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Keep the user\'s memberships in subgroups and projects of a group (groups only; default false).', default: false }) skip_subresources?: boolean;
  @IsOptional() @IsBoolean() @JSONSchema({ description: 'Also unassign the user from the project\'s issues and merge requests (default false).', default: false }) unassign_issuables?: boolean;
}
