import { Action, Domain, type Declared } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { DeployKeyDto } from '../shared/deploy-key.dto.js';
import { ACCESS_DOMAIN } from './access.domain.js';
import { renderDeployKey, renderDeployKeyList, renderRemoval } from './access-deploy.format.js';
import {
  AddInstanceDeployKeyDto,
  AddProjectDeployKeyDto,
  DeployKeyRefDto,
  ListAllDeployKeysDto,
  ListProjectDeployKeysDto,
  ListUserProjectDeployKeysDto,
  UpdateDeployKeyDto,
} from './dto/deploy-key-params.dto.js';
import { AccessRemovalDto, DeployKeyListDto } from './dto/access-results.dto.js';

const ADMIN = "Needs an administrator's token; GitLab answers 403 otherwise.";
const MAINTAINER = { text: 'managing a project’s deploy keys requires Maintainer or Owner role on the project', statuses: [401, 403], namesRole: true };
const ADMIN_HINT = { text: 'this endpoint is for administrators only; use access.deploy_key_list_project for one project', statuses: [401, 403], namesRole: true };
const KEY_404 = {
  resource: 'Deploy Key',
  identifier: '{key_id} in project {project_id}',
  nextSteps: ["Use action 'access.deploy_key_list_project' to list the project's deploy keys", "Use action 'access.deploy_key_enable' to enable an existing key in this project"],
};
const KEY_HINTS = [
  { text: 'the key is not enabled in this project; use access.deploy_key_list_project to list them', statuses: [404] },
  MAINTAINER,
];

/** Deploy keys: SSH keys that give read-only or read-write access to a project's repository. */
@Domain(ACCESS_DOMAIN)
@Injectable()
export class AccessDeployKeyActions {
  @Action({
    id: 'access.deploy_key_list_all', title: 'List all deploy keys of the instance', tier: 'free', readOnly: true, destructive: false,
    description: `List every deploy key of the GitLab instance, with the projects each has read-only or write access to; public ones only with public=true. ${ADMIN}`,
    keywords: ['admin', 'self-managed', 'SSH deploy key', 'public deploy keys', 'sitewide'],
    input: ListAllDeployKeysDto, output: DeployKeyListDto, operation: 'deployKeyListAll', route: 'GET /deploy_keys',
    hints: [ADMIN_HINT],
    example: { public: false, per_page: 20 },
    reply: { list: 'deploy_keys', render: (out) => renderDeployKeyList(out, 'Deploy keys of the instance'), nextSteps: ['access.deploy_key_enable to enable one of them in a project'] },
  })
  readonly listAll?: Declared;

  @Action({
    id: 'access.deploy_key_add_instance', title: 'Create an instance deploy key', tier: 'free', readOnly: false, destructive: false,
    description: `Create a deploy key for the whole instance, not yet enabled in any project (enable it per project with access.deploy_key_enable). ${ADMIN}`,
    keywords: ['admin', 'global deploy key', 'SSH deploy key', 'self-managed', 'shared deploy key'],
    input: AddInstanceDeployKeyDto, output: DeployKeyDto, operation: 'deployKeyAddInstance', route: 'POST /deploy_keys',
    hints: [{ text: 'the key is malformed or already used as a deploy key; check its format (ssh-ed25519 ..., ssh-rsa ...)', statuses: [400, 422] }, ADMIN_HINT],
    example: { title: 'Fleet runner', key: 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIFleetRunnerKeyForTheCatalogExample fleet@example.com' },
    reply: { render: (out) => renderDeployKey(out, 'Instance deploy key created:'), nextSteps: ['access.deploy_key_enable to enable it in a project'] },
  })
  readonly addInstance?: Declared;

  @Action({
    id: 'access.deploy_key_list_project', title: 'List a project’s deploy keys', tier: 'free', readOnly: true, destructive: false,
    description: 'List the deploy keys enabled in a project, with whether each may push. Needs Maintainer or Owner role.',
    keywords: ['repo deploy keys', 'SSH deploy key', 'Settings > Repository', 'read-only key', 'machine access'],
    input: ListProjectDeployKeysDto, output: DeployKeyListDto, operation: 'deployKeyListProject', route: 'GET /projects/:id/deploy_keys',
    hints: [{ text: 'verify project_id; use project.list to find the project', statuses: [404] }, MAINTAINER],
    example: { project_id: '42' },
    reply: { list: 'deploy_keys', render: (out, input) => renderDeployKeyList(out, `Deploy keys of project ${input.project_id}`), nextSteps: ['access.deploy_key_get for one key', 'access.deploy_key_add to add a key'] },
  })
  readonly listProject?: Declared;

  @Action({
    id: 'access.deploy_key_list_user_project', title: 'List a user’s project deploy keys', tier: 'free', readOnly: true, destructive: false,
    description: 'List the deploy keys a user created in projects, of the projects you can see them in (give the user’s ID or username).',
    keywords: ['user deploy keys', 'created by user', 'deploy key owner', 'SSH deploy key'],
    input: ListUserProjectDeployKeysDto, output: DeployKeyListDto, operation: 'deployKeyListUserProject', route: 'GET /users/:user_id/project_deploy_keys',
    hints: [{ text: 'verify user_id; use user.list to find the user', statuses: [404] }],
    example: { user_id: 'demo' },
    reply: { list: 'deploy_keys', render: (out, input) => renderDeployKeyList(out, `Project deploy keys of user ${input.user_id}`), nextSteps: ['access.deploy_key_get for one key'] },
  })
  readonly listUserProject?: Declared;

  @Action({
    id: 'access.deploy_key_get', title: 'Get a deploy key', tier: 'free', readOnly: true, destructive: false,
    description: 'Get one deploy key of a project: fingerprint, whether it may push, expiry, last use and the projects it is enabled in.',
    keywords: ['fingerprint', 'SSH deploy key', 'last used', 'repo', 'deploy key expiry'],
    input: DeployKeyRefDto, output: DeployKeyDto, operation: 'deployKeyGet', route: 'GET /projects/:id/deploy_keys/:key_id',
    notFound: KEY_404,
    hints: [MAINTAINER],
    example: { project_id: '42', key_id: 1 },
    reply: { render: (out) => renderDeployKey(out), nextSteps: ['access.deploy_key_update to change its title or push access', 'access.deploy_key_delete to remove it from the project'] },
  })
  readonly get?: Declared;

  @Action({
    id: 'access.deploy_key_add', title: 'Add a deploy key to a project', tier: 'free', readOnly: false, destructive: false,
    description: 'Add an SSH deploy key to a project: read-only by default, may push with can_push=true. A key already used elsewhere is enabled with access.deploy_key_enable instead. Needs Maintainer or Owner role.',
    keywords: ['SSH deploy key', 'push access', 'repo', 'machine access', 'CI clone key'],
    input: AddProjectDeployKeyDto, output: DeployKeyDto, operation: 'deployKeyAdd', route: 'POST /projects/:id/deploy_keys',
    hints: [{ text: 'the key is malformed or already a deploy key of this project (use access.deploy_key_list_project)', statuses: [400, 422] }, ...KEY_HINTS],
    example: { project_id: '42', title: 'Release runner', key: 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIReleaseRunnerKeyForTheCatalogExample ci@example.com', can_push: false },
    reply: { render: (out) => renderDeployKey(out, 'Deploy key added:'), nextSteps: ['access.deploy_key_list_project to see the project’s keys'] },
  })
  readonly add?: Declared;

  @Action({
    id: 'access.deploy_key_update', title: 'Update a deploy key', tier: 'free', readOnly: false, destructive: false,
    description: 'Change the title of a project’s deploy key, or whether it may push to this project. Needs Maintainer or Owner role.',
    keywords: ['rename deploy key', 'push access', 'can push', 'deploy key title', 'repo'],
    input: UpdateDeployKeyDto, output: DeployKeyDto, operation: 'deployKeyUpdate', route: 'PUT /projects/:id/deploy_keys/:key_id',
    hints: KEY_HINTS,
    example: { project_id: '42', key_id: 1, title: 'Release runner (read-only)', can_push: false },
    reply: { render: (out) => renderDeployKey(out, 'Deploy key updated:'), nextSteps: ['access.deploy_key_get to read it back'] },
  })
  readonly update?: Declared;

  @Action({
    id: 'access.deploy_key_enable', title: 'Enable a deploy key in a project', tier: 'free', readOnly: false, destructive: false,
    description: 'Enable an existing deploy key (of another project, or an instance key) in this project, read-only. Needs Maintainer or Owner role here and access to the key.',
    keywords: ['reuse deploy key', 'share deploy key', 'existing key', 'another project', 'repo'],
    input: DeployKeyRefDto, output: DeployKeyDto, operation: 'deployKeyEnable', route: 'POST /projects/:id/deploy_keys/:key_id/enable',
    hints: [{ text: 'the key does not exist or you cannot use it; use access.deploy_key_list_user_project or access.deploy_key_list_all to find keys', statuses: [404] }, MAINTAINER],
    example: { project_id: '42', key_id: 2 },
    reply: { render: (out) => renderDeployKey(out, 'Deploy key enabled:'), nextSteps: ['access.deploy_key_update to let it push', 'access.deploy_key_list_project to see the project’s keys'] },
  })
  readonly enable?: Declared;

  @Action({
    id: 'access.deploy_key_delete', title: 'Remove a deploy key from a project', tier: 'free', readOnly: false, destructive: true, idempotent: true,
    description: 'Remove a deploy key from a project: whatever uses it can no longer reach this repository. The key is deleted when no other project uses it.',
    keywords: ['disable deploy key', 'detach deploy key', 'repo', 'SSH deploy key'],
    input: DeployKeyRefDto, output: AccessRemovalDto, operation: 'deployKeyDelete', route: 'DELETE /projects/:id/deploy_keys/:key_id',
    hints: KEY_HINTS,
    example: { project_id: '42', key_id: 1 },
    reply: {
      shape: (_, input) => ({ resource: `project ${input.project_id}`, id: input.key_id, message: `Deploy key ${input.key_id} removed: whatever uses it can no longer reach this project's repository.` }),
      render: (out) => renderRemoval(out, `Deploy key ${out.id ?? ''} removed`),
      nextSteps: ['access.deploy_key_list_project to see the remaining keys'],
    },
  })
  readonly delete?: Declared;
}
