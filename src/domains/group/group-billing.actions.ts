import { Action, Domain, type Declared } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { MemberListDto } from '../shared/member.dto.js';
import { BillableMemberMembershipsDto, BillableMemberRefDto, ListBillableMembersDto, ListProvisionedUsersDto } from './dto/group-member-params.dto.js';
import { BillableMembershipListDto, GroupMemberRemovalDto, ProvisionedUserListDto } from './dto/group-results.dto.js';
import { GROUP_404 } from './group-core.hints.js';
import { renderBillableMemberships, renderGroupMemberList, renderGroupMemberRemoval, renderProvisionedUsers } from './group-members.format.js';
import { GROUP_DOMAIN } from './group.domain.js';

const BILLING_ROLE = { text: 'billable members and provisioned users are shown to Owners of the top-level group only (Premium)', statuses: [401, 403], namesRole: true };
const TOP_LEVEL = { text: 'billable members belong to a top-level group; give the top-level group, not a subgroup', statuses: [400] };

/** Seats of a top-level group (Premium): who uses one, where from, and the users the group provisioned. */
@Domain(GROUP_DOMAIN)
@Injectable()
export class GroupBillingActions {
  @Action({
    id: 'group.group_billable_members_list', title: 'List the billable members of a group', tier: 'premium', readOnly: true, destructive: false,
    description: 'List the users who use a paid seat of a top-level group: members of the group, its subgroups and projects, and of groups invited to them. Needs the Owner role.',
    keywords: ['seats', 'seat usage', 'licenses', 'subscription', 'paid users', 'license count'],
    input: ListBillableMembersDto, output: MemberListDto, operation: 'groupBillableMembersList', route: 'GET /groups/:id/billable_members',
    hints: [GROUP_404, TOP_LEVEL, BILLING_ROLE],
    example: { group_id: 'my-org', sort: 'name_asc' },
    reply: { list: 'members', render: (out, input) => renderGroupMemberList(out, `Billable members of group ${input.group_id}`), nextSteps: ['group.group_billable_member_memberships_list for where a seat comes from', 'group.group_billable_member_remove to free a seat'] },
  })
  readonly billableMembers?: Declared;

  @Action({
    id: 'group.group_billable_member_memberships_list', title: 'List the memberships of a billable member', tier: 'premium', readOnly: true, destructive: false,
    description: 'List the direct memberships that make a user a billable member of a top-level group: each group or project of the hierarchy and the role there. Needs the Owner role.',
    keywords: ['seat', 'why billable', 'seat usage', 'license', 'subscription'],
    input: BillableMemberMembershipsDto, output: BillableMembershipListDto, operation: 'groupBillableMemberMembershipsList', route: 'GET /groups/:id/billable_members/:user_id/memberships',
    hints: [{ text: 'the user may not be a billable member of the group; group.group_billable_members_list lists them', statuses: [404] }, TOP_LEVEL, BILLING_ROLE],
    example: { group_id: 'my-org', user_id: 1 },
    reply: { list: 'memberships', render: (out, input) => renderBillableMemberships(out, input.user_id), nextSteps: ['group.group_billable_member_remove to remove the user from the whole hierarchy'] },
  })
  readonly billableMemberMemberships?: Declared;

  @Action({
    id: 'group.group_billable_member_remove', title: 'Remove a billable member from a group', tier: 'premium', readOnly: false, destructive: true, idempotent: true,
    description: 'Remove a user from a top-level group and every subgroup and project in it, freeing their seat: they lose all access to the hierarchy at once. Needs the Owner role and confirmation.',
    keywords: ['free seat', 'seat', 'license', 'offboard', 'subscription', 'revoke access'],
    input: BillableMemberRefDto, output: GroupMemberRemovalDto, operation: 'groupBillableMemberRemove', route: 'DELETE /groups/:id/billable_members/:user_id',
    hints: [{ text: 'the user may not be a billable member of the group; group.group_billable_members_list lists them', statuses: [404] }, TOP_LEVEL, BILLING_ROLE],
    example: { group_id: 'my-org', user_id: 4 },
    reply: {
      shape: (_, input) => ({ group_id: input.group_id, user_id: input.user_id, message: 'Removed from the group and every subgroup and project in it; their seat is free.' }),
      render: renderGroupMemberRemoval,
      nextSteps: ['group.group_billable_members_list to review the seats'],
    },
  })
  readonly billableMemberRemove?: Declared;

  @Action({
    id: 'group.list_provisioned_users', title: 'List the users a group provisioned', tier: 'premium', readOnly: true, destructive: false,
    description: 'List the users created through the SAML or SCIM provisioning of a top-level group (enterprise users). Needs the Owner role.',
    keywords: ['SCIM', 'enterprise users', 'IdP', 'managed accounts', 'Okta', 'Azure AD'],
    input: ListProvisionedUsersDto, output: ProvisionedUserListDto, operation: 'groupListProvisionedUsers', route: 'GET /groups/:id/provisioned_users',
    hints: [GROUP_404, BILLING_ROLE],
    example: { group_id: 'my-org', active: true },
    reply: { list: 'users', render: (out, input) => renderProvisionedUsers(out, input.group_id), nextSteps: ['user.get for one user'] },
  })
  readonly provisionedUsers?: Declared;
}
