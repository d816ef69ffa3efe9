import { Action, Domain, type Declared } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { ListProtectedEnvironmentsDto, ProtectedEnvironmentRefDto, ProtectEnvironmentDto, UpdateProtectedEnvironmentDto } from './dto/protected-environment-params.dto.js';
import { ProtectedEnvironmentDto, ProtectedEnvironmentListDto } from '../shared/protected-environment.dto.js';
import { renderProtectedEnvironment, renderProtectedEnvironmentList } from '../shared/protected-environment.format.js';
import { UnprotectEnvironmentResultDto } from './dto/protected-environment.dto.js';
import { ENVIRONMENT_DOMAIN } from './environment.domain.js';
import { renderUnprotectEnvironment } from './protected-environments.format.js';

const ROLE_HINT = { text: 'managing protected environments requires the Maintainer role or higher and GitLab Premium', statuses: [401, 403], namesRole: true };
const PROTECTED_HINT = { text: 'the environment may not be protected; use environment.protected_list', statuses: [404] };

/** Protected environments: who may deploy to an environment and whose approval a deployment needs (Premium). */
@Domain(ENVIRONMENT_DOMAIN)
@Injectable()
export class ProtectedEnvironmentActions {
  @Action({
    id: 'environment.protected_list', title: 'List protected environments', tier: 'premium', readOnly: true, destructive: false,
    description: 'List the protected environments of a project with who may deploy to each and the deployment approval rules.',
    keywords: ['deploy permissions', 'deployment gates', 'allowed to deploy', 'approvers'],
    input: ListProtectedEnvironmentsDto, output: ProtectedEnvironmentListDto, operation: 'protectedEnvironmentList', route: 'GET /projects/:id/protected_environments',
    hints: [{ text: 'verify project_id; use project.list to find the project', statuses: [404] }, ROLE_HINT],
    example: { project_id: '42', per_page: 20 },
    reply: { list: 'protected_environments', render: (out, input) => renderProtectedEnvironmentList(out, `project ${input.project_id}`), nextSteps: ['environment.protected_get for one protected environment', 'environment.protected_protect to protect another environment'] },
  })
  readonly list?: Declared;

  @Action({
    id: 'environment.protected_get', title: 'Get a protected environment', tier: 'premium', readOnly: true, destructive: false,
    description: 'Get one protected environment by name: who may deploy to it (roles, users, groups) and the deployment approval rules.',
    keywords: ['deploy permissions', 'deployment gate', 'allowed to deploy', 'approvers'],
    input: ProtectedEnvironmentRefDto, output: ProtectedEnvironmentDto, operation: 'protectedEnvironmentGet', route: 'GET /projects/:id/protected_environments/:name',
    hints: [PROTECTED_HINT, ROLE_HINT],
    example: { project_id: '42', name: 'production' },
    reply: { render: (out) => renderProtectedEnvironment(out), nextSteps: ['environment.protected_update to change who may deploy or approve', 'environment.protected_unprotect to remove the protection'] },
  })
  readonly get?: Declared;

  @Action({
    id: 'environment.protected_protect', title: 'Protect an environment', tier: 'premium', readOnly: false, destructive: false,
    description: 'Protect an environment so that only the given roles, users or groups may deploy to it, optionally requiring approvals before each deployment.',
    keywords: ['restrict deploys', 'lock environment', 'deploy permissions', 'require approval', 'deployment gate'],
    input: ProtectEnvironmentDto, output: ProtectedEnvironmentDto, operation: 'protectedEnvironmentProtect', route: 'POST /projects/:id/protected_environments',
    hints: [
      { text: 'the environment may already be protected (use environment.protected_get), or an entry names a user without project access or a group the project is not shared with', statuses: [400, 409, 422] },
      ROLE_HINT,
    ],
    example: { project_id: '42', name: 'staging', deploy_access_levels: [{ access_level: 40 }], approval_rules: [{ access_level: 40, required_approvals: 1 }] },
    reply: { render: (out) => renderProtectedEnvironment(out, 'Environment protected:'), nextSteps: ['environment.protected_list to review all protected environments'] },
  })
  readonly protect?: Declared;

  @Action({
    id: 'environment.protected_update', title: 'Update a protected environment', tier: 'premium', readOnly: false, destructive: false,
    description: 'Change who may deploy to a protected environment or who must approve: add entries, change them by id, or remove them by id with _destroy.',
    keywords: ['deploy permissions', 'approvers', 'allowed to deploy', 'deployment gate'],
    input: UpdateProtectedEnvironmentDto, output: ProtectedEnvironmentDto, operation: 'protectedEnvironmentUpdate', route: 'PUT /projects/:id/protected_environments/:name',
    hints: [PROTECTED_HINT, { text: 'an entry to change or remove must carry the id shown by environment.protected_get', statuses: [400, 422] }, ROLE_HINT],
    example: { project_id: '42', name: 'production', approval_rules: [{ access_level: 40, required_approvals: 1 }] },
    reply: { render: (out) => renderProtectedEnvironment(out, 'Protected environment updated:'), nextSteps: ['environment.protected_get to review the rules'] },
  })
  readonly update?: Declared;

  @Action({
    id: 'environment.protected_unprotect', title: 'Unprotect an environment', tier: 'premium', readOnly: false, destructive: true, idempotent: true,
    description: 'Remove the protection of an environment, with its deploy rights and approval rules, so that anyone with Developer access may deploy to it again.',
    keywords: ['remove protection', 'unlock environment', 'allow all deploys', 'open deploys'],
    input: ProtectedEnvironmentRefDto, output: UnprotectEnvironmentResultDto, operation: 'protectedEnvironmentUnprotect', route: 'DELETE /projects/:id/protected_environments/:name',
    hints: [PROTECTED_HINT, ROLE_HINT],
    example: { project_id: '42', name: 'production' },
    reply: { shape: (_, input) => ({ project_id: input.project_id, name: input.name, message: 'Protection removed with its deploy rights and approval rules.' }), render: renderUnprotectEnvironment, nextSteps: ['environment.protected_list to review the remaining protected environments'] },
  })
  readonly unprotect?: Declared;
}
