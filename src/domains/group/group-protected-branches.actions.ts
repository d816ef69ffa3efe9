import { Action, Domain, type Declared } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { ProtectedBranchDto, ProtectedBranchListDto } from '../shared/protected-branch.dto.js';
import { renderProtectedBranch, renderProtectedBranchList } from '../shared/protected-branch.format.js';
import { GroupUnprotectResultDto } from './dto/group-protection-outcome.dto.js';
import {
  GroupProtectedBranchRefDto,
  ListGroupProtectedBranchesDto,
  ProtectGroupBranchDto,
  UpdateGroupProtectedBranchDto,
} from './dto/group-protected-branch-params.dto.js';
import { GROUP_DOMAIN } from './group.domain.js';
import { renderGroupUnprotect } from './group-protection.format.js';

const OWNER = { text: 'group-level protected branches are managed by Owners of the top-level group (Premium)', statuses: [401, 403], namesRole: true };
const RULE_404 = { text: 'the group or rule may not exist (group-level rules need a top-level group on Premium or Ultimate); use group.protected_branch_list', statuses: [404] };

/** Group-level protected branches (Premium): branch protection rules every project of a top-level group inherits. */
@Domain(GROUP_DOMAIN)
@Injectable()
export class GroupProtectedBranchActions {
  @Action({
    id: 'group.protected_branch_list', title: 'List group protected branches', tier: 'premium', readOnly: true, destructive: false,
    description: 'List the group-level protected branch rules of a top-level group (they apply to every project of the group) with who may push, merge and unprotect.',
    keywords: ['branch protection', 'org-wide', 'branch rules', 'allowed to merge', 'allowed to push'],
    input: ListGroupProtectedBranchesDto, output: ProtectedBranchListDto, operation: 'groupProtectedBranchList', route: 'GET /groups/:id/protected_branches',
    hints: [OWNER, { text: 'verify group_id: group-level rules need a top-level group on Premium or Ultimate', statuses: [404] }],
    example: { group_id: 'platform', search: 'main' },
    reply: { list: 'protected_branches', render: (out, input) => renderProtectedBranchList(out, `group ${input.group_id}`), nextSteps: ['group.protected_branch_get for one rule', 'group.protected_branch_protect to add a rule'] },
  })
  readonly list?: Declared;

  @Action({
    id: 'group.protected_branch_get', title: 'Get a group protected branch', tier: 'premium', readOnly: true, destructive: false,
    description: 'Get one group-level protected branch rule: who may push, merge and unprotect, force push and code owner approval.',
    keywords: ['branch protection', 'branch rule', 'allowed to push', 'code owner approval'],
    input: GroupProtectedBranchRefDto, output: ProtectedBranchDto, operation: 'groupProtectedBranchGet', route: 'GET /groups/:id/protected_branches/:name',
    hints: [OWNER, RULE_404],
    example: { group_id: 'platform', name: 'main' },
    reply: { render: renderProtectedBranch, nextSteps: ['group.protected_branch_update to change it', 'group.protected_branch_unprotect to remove it'] },
  })
  readonly get?: Declared;

  @Action({
    id: 'group.protected_branch_protect', title: 'Protect a branch group-wide', tier: 'premium', readOnly: false, destructive: false,
    description: 'Protect a branch name or wildcard in every project of a top-level group: who may push, merge and unprotect (roles, or users, groups and deploy keys).',
    keywords: ['branch protection', 'lock branch', 'org-wide', 'wildcard', 'allowed to push'],
    input: ProtectGroupBranchDto, output: ProtectedBranchDto, operation: 'groupProtectedBranchProtect', route: 'POST /groups/:id/protected_branches',
    hints: [OWNER, { text: 'the branch is already protected in the group; use group.protected_branch_update to change the rule', statuses: [409, 422] }, RULE_404],
    example: { group_id: 'platform', name: 'release/*', push_access_level: 40, merge_access_level: 30 },
    reply: { render: renderProtectedBranch, nextSteps: ['group.protected_branch_list to review all rules'] },
  })
  readonly protect?: Declared;

  @Action({
    id: 'group.protected_branch_update', title: 'Update a group protected branch', tier: 'premium', readOnly: false, destructive: false, idempotent: true,
    description: 'Change a group-level protected branch rule: force push, code owner approval, and add, change or remove who may push, merge or unprotect.',
    keywords: ['branch protection', 'force push', 'allowed to merge', 'CODEOWNERS'],
    input: UpdateGroupProtectedBranchDto, output: ProtectedBranchDto, operation: 'groupProtectedBranchUpdate', route: 'PATCH /groups/:id/protected_branches/:name',
    hints: [OWNER, RULE_404, { text: 'check the access entries: each needs one of access_level, user_id, group_id (or deploy_key_id for push)', statuses: [400, 422] }],
    example: { group_id: 'platform', name: 'main', allow_force_push: false },
    reply: { render: renderProtectedBranch, nextSteps: ['group.protected_branch_get to check the rule'] },
  })
  readonly update?: Declared;

  @Action({
    id: 'group.protected_branch_unprotect', title: 'Unprotect a branch group-wide', tier: 'premium', readOnly: false, destructive: true, idempotent: true,
    description: 'Remove a group-level protected branch rule: matching branches in the projects of the group keep only their own project rules.',
    keywords: ['branch protection', 'unlock branch', 'lift protection', 'org-wide'],
    input: GroupProtectedBranchRefDto, output: GroupUnprotectResultDto, operation: 'groupProtectedBranchUnprotect', route: 'DELETE /groups/:id/protected_branches/:name',
    hints: [OWNER, RULE_404],
    example: { group_id: 'platform', name: 'main' },
    reply: {
      shape: (_, input) => ({ group_id: input.group_id, name: input.name, message: 'Group-level protection removed; project-level rules still apply.' }),
      render: (out) => renderGroupUnprotect(out, 'Branch'),
      nextSteps: ['group.protected_branch_list to review the remaining rules'],
    },
  })
  readonly unprotect?: Declared;
}
