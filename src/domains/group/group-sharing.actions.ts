import { Action, Domain, type Declared } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { GroupDetailDto, GroupListDto } from '../shared/group.dto.js';
import { ListGroupInvitedGroupsDto, ListSharedGroupsDto, ShareGroupDto, UnshareGroupDto } from './dto/group-ops-params.dto.js';
import { GroupOperationDto } from './dto/group-results.dto.js';
import { GROUP_404, OWNER_ROLE, withoutRunnersToken } from './group-core.hints.js';
import { GROUP_DOMAIN } from './group.domain.js';
import { renderGroup, renderGroupList, renderGroupOperation } from './group.format.js';

const SHARE_REQUEST = { path: { id: 'group_id' }, rename: { share_group_id: 'group_id' } } as const;
const UNSHARE_REQUEST = { path: { id: 'group_id', group_id: 'shared_group_id' } } as const;
const SHARE_HINTS = [
  { text: 'the group is already shared with that group; group.get shows shared_with_groups', statuses: [409] },
  { text: 'share_group_id names no group you can see; group.list gives group IDs', statuses: [404] },
  { text: 'the group may forbid sharing outside its hierarchy, or the role is not valid', statuses: [400] },
  { text: 'sharing needs the Owner role in this group and at least Guest in the other one', statuses: [401, 403], namesRole: true },
];
const UNSHARE_HINTS = [{ text: 'the group may not be shared with that group; group.get shows shared_with_groups', statuses: [404] }, OWNER_ROLE];

/** Group sharing (group links): which groups' members get a role in a group. */
@Domain(GROUP_DOMAIN)
@Injectable()
export class GroupSharingActions {
  @Action({
    id: 'group.shared_with', title: 'List the groups a group is shared into', tier: 'free', readOnly: true, destructive: false,
    description: 'List the groups this group has been invited to (shared into): its members have a role in each of them.',
    keywords: ['invited into', 'outgoing shares', 'group links', 'cross-org sharing'],
    input: ListSharedGroupsDto, output: GroupListDto, operation: 'groupSharedWith', route: 'GET /groups/:id/groups/shared',
    hints: [GROUP_404],
    example: { group_id: 'ops' },
    reply: { list: 'groups', render: (out, input) => renderGroupList(out, `Groups ${input.group_id} is shared into`), nextSteps: ['group.get for one of them'] },
  })
  readonly sharedWith?: Declared;

  @Action({
    id: 'group.invited_groups', title: 'List the groups invited to a group', tier: 'free', readOnly: true, destructive: false,
    description: 'List the groups this group is shared with (invited groups): their members have a role in this group. relation picks direct or inherited invitations.',
    keywords: ['group links', 'incoming shares', 'guest groups', 'teams with access', 'groups with access'],
    input: ListGroupInvitedGroupsDto, output: GroupListDto, operation: 'groupInvitedGroups', route: 'GET /groups/:id/invited_groups',
    hints: [GROUP_404],
    example: { group_id: 'my-org', relation: 'direct' },
    reply: { list: 'groups', render: (out, input) => renderGroupList(out, `Groups invited to ${input.group_id}`), nextSteps: ['group.unshare_from_group to remove one'] },
  })
  readonly invitedGroups?: Declared;

  @Action({
    id: 'group.share_with_group', title: 'Share a group with another group', tier: 'free', readOnly: false, destructive: false,
    description: 'Share this group with another group (share_group_id): the other group\'s members get group_access in this group and its projects, optionally until expires_at. Needs the Owner role.',
    keywords: ['invite group', 'group link', 'team access', 'cross-org sharing', 'collaboration'],
    input: ShareGroupDto, output: GroupDetailDto, operation: 'groupShareWithGroup', route: 'POST /groups/:id/share',
    request: SHARE_REQUEST, hints: SHARE_HINTS,
    example: { group_id: 'my-org', share_group_id: 11, group_access: 30 },
    reply: { shape: withoutRunnersToken, render: (out) => renderGroup(out, 'Group shared:'), nextSteps: ['group.invited_groups to review the shares', 'group.unshare_from_group to undo it'] },
  })
  readonly shareWithGroup?: Declared;

  @Action({
    id: 'group.group_member_share', title: 'Give a group\'s members a role in a group', tier: 'free', readOnly: false, destructive: false,
    description: 'Add every member of another group (share_group_id) to this group with one role (group_access), through a group share. The same request as group.share_with_group. Needs the Owner role.',
    keywords: ['invite group', 'team access', 'bulk members', 'group link', 'grant access'],
    input: ShareGroupDto, output: GroupDetailDto, operation: 'groupMemberShare', route: 'POST /groups/:id/share',
    request: SHARE_REQUEST, hints: SHARE_HINTS,
    example: { group_id: 'my-org/backend', share_group_id: 10, group_access: 20, expires_at: '2030-12-31' },
    reply: { shape: withoutRunnersToken, render: (out) => renderGroup(out, 'Group shared:'), nextSteps: ['group.members to see everyone with access', 'group.group_member_unshare to undo it'] },
  })
  readonly memberShare?: Declared;

  @Action({
    id: 'group.unshare_from_group', title: 'Stop sharing a group with another group', tier: 'free', readOnly: false, destructive: true, idempotent: true,
    description: 'Remove the share of this group with another group: that group\'s members lose the access the share gave them at once. Needs the Owner role and confirmation.',
    keywords: ['revoke team access', 'group link', 'uninvite group', 'cut access'],
    input: UnshareGroupDto, output: GroupOperationDto, operation: 'groupUnshareFromGroup', route: 'DELETE /groups/:id/share/:group_id',
    request: UNSHARE_REQUEST, hints: UNSHARE_HINTS,
    example: { group_id: 'my-org/backend', shared_group_id: 11 },
    reply: { shape: (_, input) => ({ group_id: input.group_id, message: `No longer shared with group ${input.shared_group_id}; its members lost the access the share gave them.` }), render: (out, input) => renderGroupOperation(out, `Group ${input.group_id} unshared from group ${input.shared_group_id}`), nextSteps: ['group.invited_groups to see the remaining shares'] },
  })
  readonly unshareFromGroup?: Declared;

  @Action({
    id: 'group.group_member_unshare', title: 'Take away a group\'s role in a group', tier: 'free', readOnly: false, destructive: true, idempotent: true,
    description: 'Remove the role another group\'s members have in this group through a share (the same request as group.unshare_from_group). Needs the Owner role and confirmation.',
    keywords: ['revoke team access', 'group link', 'uninvite group', 'team role'],
    input: UnshareGroupDto, output: GroupOperationDto, operation: 'groupMemberUnshare', route: 'DELETE /groups/:id/share/:group_id',
    request: UNSHARE_REQUEST, hints: UNSHARE_HINTS,
    example: { group_id: 'my-org/backend', shared_group_id: 11 },
    reply: { shape: (_, input) => ({ group_id: input.group_id, message: `The members of group ${input.shared_group_id} no longer have a role here through the share.` }), render: (out, input) => renderGroupOperation(out, `Group ${input.shared_group_id} removed from ${input.group_id}`), nextSteps: ['group.members to see who still has access'] },
  })
  readonly memberUnshare?: Declared;
}
