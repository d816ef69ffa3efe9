import { Action, Domain, type Declared } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { ProtectedEnvironmentDto, ProtectedEnvironmentListDto } from '../shared/protected-environment.dto.js';
import { renderProtectedEnvironment, renderProtectedEnvironmentList } from '../shared/protected-environment.format.js';
import {
  GroupProtectedEnvironmentRefDto,
  ListGroupProtectedEnvironmentsDto,
  ProtectGroupEnvironmentDto,
  UpdateGroupProtectedEnvironmentDto,
} from './dto/group-protected-environment-params.dto.js';
import { GroupUnprotectResultDto } from './dto/group-protection-outcome.dto.js';
import { GROUP_DOMAIN } from './group.domain.js';
import { renderGroupUnprotect } from './group-protection.format.js';

const ROLE = { text: 'group-level protected environments are managed by Maintainers and Owners of the group (Premium)', statuses: [401, 403], namesRole: true };
const ENV_404 = { text: 'the group or protection may not exist (group-level protection needs Premium or Ultimate); use group.protected_env_list', statuses: [404] };

/** Group-level protected environments (Premium): who may deploy to, and who must approve, a deployment tier in every project of the group. */
@Domain(GROUP_DOMAIN)
@Injectable()
export class GroupProtectedEnvironmentActions {
  @Action({
    id: 'group.protected_env_list', title: 'List group protected environments', tier: 'premium', readOnly: true, destructive: false,
    description: 'List the deployment tiers protected group-wide (e.g. production) with who may deploy and the approval rules.',
    keywords: ['deployment protection', 'production', 'deploy approvals', 'environment rules'],
    input: ListGroupProtectedEnvironmentsDto, output: ProtectedEnvironmentListDto, operation: 'groupProtectedEnvList', route: 'GET /groups/:id/protected_environments',
    hints: [ROLE, { text: 'verify group_id, and that the group is on Premium or Ultimate; use group.list to find the group', statuses: [404] }],
    example: { group_id: 'platform', per_page: 20 },
    reply: {
      list: 'protected_environments',
      render: (out, input) => renderProtectedEnvironmentList(out, `group ${input.group_id}`),
      nextSteps: ['group.protected_env_get for one protected tier', 'group.protected_env_protect to protect another tier'],
    },
  })
  readonly list?: Declared;

  @Action({
    id: 'group.protected_env_get', title: 'Get a group protected environment', tier: 'premium', readOnly: true, destructive: false,
    description: 'Get one deployment tier protected group-wide: who may deploy and who must approve.',
    keywords: ['deployment protection', 'deploy approvers', 'production'],
    input: GroupProtectedEnvironmentRefDto, output: ProtectedEnvironmentDto, operation: 'groupProtectedEnvGet', route: 'GET /groups/:id/protected_environments/:name',
    hints: [ROLE, ENV_404],
    example: { group_id: 'platform', name: 'production' },
    reply: { render: (out) => renderProtectedEnvironment(out), nextSteps: ['group.protected_env_update to change who may deploy or approve', 'group.protected_env_unprotect to remove the protection'] },
  })
  readonly get?: Declared;

  @Action({
    id: 'group.protected_env_protect', title: 'Protect an environment tier group-wide', tier: 'premium', readOnly: false, destructive: false,
    description: 'Protect a deployment tier (e.g. production) in every project of the group: who may deploy (roles, users or subgroups) and whose approval deployments need.',
    keywords: ['deployment protection', 'lock production', 'deploy approvals', 'required approvers'],
    input: ProtectGroupEnvironmentDto, output: ProtectedEnvironmentDto, operation: 'groupProtectedEnvProtect', route: 'POST /groups/:id/protected_environments',
    hints: [
      ROLE,
      { text: 'the tier is already protected in the group (use group.protected_env_update), or an entry names a user or group without access', statuses: [409, 422] },
      ENV_404,
    ],
    example: { group_id: 'platform', name: 'staging', deploy_access_levels: [{ access_level: 40 }], approval_rules: [{ access_level: 40, required_approvals: 1 }] },
    reply: { render: (out) => renderProtectedEnvironment(out, 'Environment protected:'), nextSteps: ['group.protected_env_list to review all protected tiers'] },
  })
  readonly protect?: Declared;

  @Action({
    id: 'group.protected_env_update', title: 'Update a group protected environment', tier: 'premium', readOnly: false, destructive: false,
    description: 'Change who may deploy to, or must approve deployments to, a deployment tier protected group-wide: add, change (with id) or remove (id and _destroy) entries.',
    keywords: ['deployment protection', 'deploy approvers', 'required approvals', 'deployers'],
    input: UpdateGroupProtectedEnvironmentDto, output: ProtectedEnvironmentDto, operation: 'groupProtectedEnvUpdate', route: 'PUT /groups/:id/protected_environments/:name',
    hints: [ROLE, ENV_404, { text: 'an entry names a user or group without access, or an id that is not part of this protection', statuses: [400, 422] }],
    example: { group_id: 'platform', name: 'production', approval_rules: [{ access_level: 40, required_approvals: 1 }] },
    reply: { render: (out) => renderProtectedEnvironment(out, 'Protected environment updated:'), nextSteps: ['group.protected_env_get to review the rules'] },
  })
  readonly update?: Declared;

  @Action({
    id: 'group.protected_env_unprotect', title: 'Unprotect an environment tier group-wide', tier: 'premium', readOnly: false, destructive: true, idempotent: true,
    description: 'Remove the group-wide protection of a deployment tier with its deploy rights and approval rules; project-level protections stay.',
    keywords: ['deployment protection', 'lift protection', 'production'],
    input: GroupProtectedEnvironmentRefDto, output: GroupUnprotectResultDto, operation: 'groupProtectedEnvUnprotect', route: 'DELETE /groups/:id/protected_environments/:name',
    hints: [ROLE, ENV_404],
    example: { group_id: 'platform', name: 'production' },
    reply: {
      shape: (_, input) => ({ group_id: input.group_id, name: input.name, message: 'Group-level protection removed with its deploy rights and approval rules; project-level protections still apply.' }),
      render: (out) => renderGroupUnprotect(out, 'Environment tier'),
      nextSteps: ['group.protected_env_list to review the remaining protected tiers'],
    },
  })
  readonly unprotect?: Declared;
}
