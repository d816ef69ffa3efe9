import { PageParamsDto } from '@gitlab-mcp/action-kit';
import { IsIn, IsInt, IsOptional, IsString, Matches } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { GroupIdDto } from '../../shared/group-id.dto.js';
import { ProjectIdDto } from '../../shared/project-id.dto.js';
import { DATE_ONLY, GROUP_DOC, PROJECT_DOC, ROLE_DOC, ROLE_LEVELS } from '../access-param-docs.js';

const REQUESTER_DOC = 'User ID of the requester (from access.request_list_project or access.request_list_group).';

export class ListProjectAccessRequestsDto extends PageParamsDto {
  @IsString() @JSONSchema({ description: PROJECT_DOC }) project_id: string;
}

export class ListGroupAccessRequestsDto extends PageParamsDto {
  @IsString() @JSONSchema({ description: GROUP_DOC }) group_id: string;
}

export class ProjectAccessRequestRefDto extends ProjectIdDto {
  @IsInt() @JSONSchema({ description: REQUESTER_DOC }) user_id: number;
}

export class GroupAccessRequestRefDto extends GroupIdDto {
  @IsInt() @JSONSchema({ description: REQUESTER_DOC }) user_id: number;
}

const APPROVE_LEVEL = `Role to grant (default 30, Developer). ${ROLE_DOC}`;

export class ApproveProjectAccessRequestDto extends ProjectAccessRequestRefDto {
  @IsOptional() @IsIn(ROLE_LEVELS) @JSONSchema({ description: APPROVE_LEVEL }) access_level?: number;
}

export class ApproveGroupAccessRequestDto extends GroupAccessRequestRefDto {
  @IsOptional() @IsIn(ROLE_LEVELS) @JSONSchema({ description: APPROVE_LEVEL }) access_level?: number;
}

export class ListProjectInvitationsDto extends ListProjectAccessRequestsDto {
  @IsOptional() @IsString() @JSONSchema({ description: 'Only invitations whose email contains this text (e.g. "carol").' }) query?: string;
}

export class ListGroupInvitationsDto extends ListGroupAccessRequestsDto {
  @IsOptional() @IsString() @JSONSchema({ description: 'Only invitations whose email contains this text (e.g. "carol").' }) query?: string;
}

class InvitationFieldsDto {
  @IsIn(ROLE_LEVELS) @JSONSchema({ description: `Role the invitee gets on accepting. ${ROLE_DOC}` }) access_level: number;
  @IsOptional() @IsString() @JSONSchema({ description: 'Email address to invite, or several separated by commas (e.g. "carol@example.com"). Give email or user_id.' }) email?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'ID of an existing user to add, or several separated by commas (e.g. "4"). Give email or user_id.' }) user_id?: string;
  @IsOptional() @Matches(DATE_ONLY, { message: 'expires_at must be YYYY-MM-DD' }) @JSONSchema({ description: 'When the membership ends (YYYY-MM-DD).' }) expires_at?: string;
  @IsOptional() @IsString() @JSONSchema({ description: 'Where the invitation comes from, for GitLab’s statistics (e.g. "api").' }) invite_source?: string;
  @IsOptional() @IsInt() @JSONSchema({ description: 'ID of a custom member role to assign (Ultimate).' }) member_role_id?: number;
}

export class InviteToProjectDto extends InvitationFieldsDto {
  @IsString() @JSONSchema({ description: PROJECT_DOC }) project_id: string;
}

export class InviteToGroupDto extends InvitationFieldsDto {
  @IsString() @JSONSchema({ description: GROUP_DOC }) group_id: string;
}
