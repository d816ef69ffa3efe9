import { Action, Domain, type Declared } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { MemberAddDto, MemberDto, MemberListDto } from '../shared/member.dto.js';
import { renderMember } from '../shared/member.format.js';
import { AddGroupMemberDto, EditGroupMemberDto, GroupMemberRefDto, ListGroupMembersDto, RemoveGroupMemberDto } from './dto/group-member-params.dto.js';
import { GroupMemberRemovalDto } from './dto/group-results.dto.js';
import { GROUP_404, MANAGE_MEMBERS, MEMBER_404 } from './group-core.hints.js';
import { renderGroupMemberList, renderGroupMemberRemoval, renderGroupMemberAdded } from './group-members.format.js';
import { GROUP_DOMAIN } from './group.domain.js';

const INHERITED_FLOOR = { text: 'a direct role cannot be lower than the role the user inherits from a parent group; check group.group_member_get_inherited', statuses: [400] };

/** Group members: who has which role in a group, directly or through its parent groups. */
@Domain(GROUP_DOMAIN)
@Injectable()
export class GroupMemberActions {
  @Action({
    id: 'group.members', title: 'List group members', tier: 'free', readOnly: true, destructive: false,
    description: 'List everyone with a role in a group: direct members and members inherited from its parent groups (the highest role wins). Filter by name, username or email.',
    keywords: ['who has access', 'org members', 'team members', 'roster', 'inherited members', 'membership'],
    input: ListGroupMembersDto, output: MemberListDto, operation: 'groupMembers', route: 'GET /groups/:id/members/all',
    hints: [GROUP_404],
    example: { group_id: 'my-org', per_page: 20 },
    reply: { list: 'members', render: (out, input) => renderGroupMemberList(out, `Members of group ${input.group_id}`), nextSteps: ['group.group_member_get for a direct member', 'group.group_member_add to give someone a role'] },
  })
  readonly members?: Declared;

  @Action({
    id: 'group.group_member_get', title: 'Get a group member', tier: 'free', readOnly: true, destructive: false,
    description: 'Get one direct member of a group: role, expiry and who added them. Members who only inherit a role from a parent group are found with group.group_member_get_inherited.',
    keywords: ['membership', 'access level', 'direct member', 'team member'],
    input: GroupMemberRefDto, output: MemberDto, operation: 'groupMemberGet', route: 'GET /groups/:id/members/:user_id',
    hints: [{ text: 'the user is not a direct member; use group.group_member_get_inherited for inherited roles or group.members to list everyone', statuses: [404] }],
    example: { group_id: 'my-org', user_id: 1 },
    reply: { render: (out) => renderMember(out), nextSteps: ['group.group_member_edit to change the role or expiry', 'group.group_member_remove to remove the member'] },
  })
  readonly memberGet?: Declared;

  @Action({
    id: 'group.group_member_get_inherited', title: 'Get a group member, inherited roles included', tier: 'free', readOnly: true, destructive: false,
    description: 'Get the role one user has in a group, whether direct or inherited from a parent group (the highest role wins).',
    keywords: ['effective role', 'effective permissions', 'access level', 'parent group'],
    input: GroupMemberRefDto, output: MemberDto, operation: 'groupMemberGetInherited', route: 'GET /groups/:id/members/all/:user_id',
    hints: [{ text: 'the user has no role in the group, directly or through its parent groups; group.members lists everyone', statuses: [404] }],
    example: { group_id: 'my-org/backend', user_id: 1 },
    reply: { render: (out) => renderMember(out), nextSteps: ['group.group_member_get to check for a direct membership', 'group.group_member_add to grant a direct role'] },
  })
  readonly memberGetInherited?: Declared;

  @Action({
    id: 'group.group_member_add', title: 'Add a group member', tier: 'free', readOnly: false, destructive: false,
    description: 'Give one or several users (by user_id or username; an array adds several at once) a role in a group and its projects, optionally until an expiry date. Needs the Owner role.',
    keywords: ['invite', 'grant access', 'onboard', 'collaborator', 'membership'],
    input: AddGroupMemberDto, output: MemberAddDto, operation: 'groupMemberAdd', route: 'POST /groups/:id/members',
    hints: [
      { text: 'the user is already a member; use group.group_member_edit to change the role', statuses: [409] },
      { text: 'the group or the user does not exist; check group_id, and the username or user_id with user.list', statuses: [404] },
      { text: 'give user_id or username (one of them), and a valid access_level', statuses: [400] },
      INHERITED_FLOOR,
      MANAGE_MEMBERS,
    ],
    example: { group_id: 'my-org', username: 'bob', access_level: 30, expires_at: '2030-12-31' },
    reply: { render: (out, input) => renderGroupMemberAdded(out, input.user_id ?? input.username ?? ''), nextSteps: ['group.members to review who has a role', 'group.group_member_edit to change the role later'] },
  })
  readonly memberAdd?: Declared;

  @Action({
    id: 'group.group_member_edit', title: 'Change a group member', tier: 'free', readOnly: false, destructive: false, idempotent: true,
    description: 'Change the role (access_level) and expiry of a direct group member. Needs the Owner role.',
    keywords: ['promote', 'demote', 'access level', 'maintainer', 'role change', 'expiration'],
    input: EditGroupMemberDto, output: MemberDto, operation: 'groupMemberEdit', route: 'PUT /groups/:id/members/:user_id',
    hints: [MEMBER_404, INHERITED_FLOOR, MANAGE_MEMBERS],
    example: { group_id: 'my-org', user_id: 1, access_level: 40 },
    reply: { render: (out) => renderMember(out, 'Member updated:'), nextSteps: ['group.group_member_get to read the membership back', 'group.members to review who has a role'] },
  })
  readonly memberEdit?: Declared;

  @Action({
    id: 'group.group_member_remove', title: 'Remove a user from a group', tier: 'free', readOnly: false, destructive: true, idempotent: true,
    description: 'Remove a user\'s direct membership of a group: they lose its role in the group and its projects at once (and, unless skip_subresources, their memberships of its subgroups and projects). Roles inherited from parent groups remain. Needs the Owner role (anyone may remove themselves) and confirmation.',
    keywords: ['kick', 'offboard', 'revoke access', 'leave group', 'membership'],
    input: RemoveGroupMemberDto, output: GroupMemberRemovalDto, operation: 'groupMemberRemove', route: 'DELETE /groups/:id/members/:user_id',
    hints: [MEMBER_404, { text: 'removing a member needs the Owner role (anyone may remove themselves), and the last Owner of a top-level group cannot be removed: make someone else Owner first', statuses: [401, 403], namesRole: true }],
    example: { group_id: 'my-org', user_id: 3 },
    reply: {
      shape: (_, input) => ({
        group_id: input.group_id,
        user_id: input.user_id,
        message: `Member removed${input.skip_subresources ? '; memberships of subgroups and projects kept' : ', with their memberships of subgroups and projects'}${input.unassign_issuables ? ', and unassigned from issues and merge requests' : ''}. Roles inherited from parent groups remain.`,
      }),
      render: renderGroupMemberRemoval,
      nextSteps: ['group.members to review who still has a role'],
    },
  })
  readonly memberRemove?: Declared;
}
