import { Action, Domain, type Declared } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { DeployTokenDto, NewDeployTokenDto } from '../shared/deploy-token.dto.js';
import { ACCESS_DOMAIN } from './access.domain.js';
import { renderDeployToken, renderDeployTokenList, renderNewDeployToken, renderRemoval } from './access-deploy.format.js';
import { AccessRemovalDto, DeployTokenListDto } from './dto/access-results.dto.js';
import {
  CreateGroupDeployTokenDto,
  CreateProjectDeployTokenDto,
  GroupDeployTokenRefDto,
  ListAllDeployTokensDto,
  ListGroupDeployTokensDto,
  ListProjectDeployTokensDto,
  ProjectDeployTokenRefDto,
} from './dto/deploy-token-params.dto.js';

const PROJECT_ROLE = { text: 'managing a project’s deploy tokens requires Maintainer or Owner role on the project', statuses: [401, 403], namesRole: true };
const GROUP_ROLE = { text: 'managing a group’s deploy tokens requires Owner role on the group (Maintainer for read only)', statuses: [401, 403], namesRole: true };
const BAD_TOKEN = { text: 'check the scopes, and that expires_at is a future date in ISO 8601; the username may already be taken', statuses: [400, 422] };
const ONCE = 'The token value is returned once, in this result: store it at once (for example in a masked CI/CD variable); it cannot be read again.';
const stops = (id: number): string => `Deploy token ${id} revoked: everything that uses it (CI jobs, registry pulls, clones) stops working now; replace it with a new token.`;

/** Deploy tokens: username and token pairs for cloning, registry and package access without a user account. */
@Domain(ACCESS_DOMAIN)
@Injectable()
export class AccessDeployTokenActions {
  @Action({
    id: 'access.deploy_token_list_all', title: 'List all deploy tokens of the instance', tier: 'free', readOnly: true, destructive: false,
    description: "List every deploy token of the GitLab instance (never their values), optionally only the active ones. Needs an administrator's token; GitLab answers 403 otherwise.",
    keywords: ['admin', 'self-managed', 'instance-wide', 'gldt', 'registry credentials'],
    input: ListAllDeployTokensDto, output: DeployTokenListDto, operation: 'deployTokenListAll', route: 'GET /deploy_tokens',
    hints: [{ text: 'this endpoint is for administrators only; use access.deploy_token_list_project or access.deploy_token_list_group', statuses: [401, 403], namesRole: true }],
    example: { active: true },
    reply: { list: 'deploy_tokens', render: (out) => renderDeployTokenList(out, 'Deploy tokens of the instance'), nextSteps: ['access.deploy_token_delete_project or access.deploy_token_delete_group to revoke one'] },
  })
  readonly listAll?: Declared;

  @Action({
    id: 'access.deploy_token_list_project', title: 'List a project’s deploy tokens', tier: 'free', readOnly: true, destructive: false,
    description: 'List the deploy tokens of a project (never their values): name, username, scopes, expiry, revoked or expired. Needs Maintainer or Owner role.',
    keywords: ['repo', 'gldt', 'registry credentials', 'clone credentials', 'Settings > Repository'],
    input: ListProjectDeployTokensDto, output: DeployTokenListDto, operation: 'deployTokenListProject', route: 'GET /projects/:id/deploy_tokens',
    hints: [{ text: 'verify project_id; use project.list to find the project', statuses: [404] }, PROJECT_ROLE],
    example: { project_id: '42', active: true },
    reply: { list: 'deploy_tokens', render: (out, input) => renderDeployTokenList(out, `Deploy tokens of project ${input.project_id}`), nextSteps: ['access.deploy_token_get_project for one token', 'access.deploy_token_create_project for a new one'] },
  })
  readonly listProject?: Declared;

  @Action({
    id: 'access.deploy_token_get_project', title: 'Get a project deploy token', tier: 'free', readOnly: true, destructive: false,
    description: 'Get one deploy token of a project (never its value): username, scopes, expiry and state.',
    keywords: ['repo', 'gldt', 'token scopes', 'expiry date'],
    input: ProjectDeployTokenRefDto, output: DeployTokenDto, operation: 'deployTokenGetProject', route: 'GET /projects/:id/deploy_tokens/:token_id',
    notFound: { resource: 'Deploy Token', identifier: '{token_id} in project {project_id}', nextSteps: ["Use action 'access.deploy_token_list_project' to list the project's deploy tokens"] },
    hints: [PROJECT_ROLE],
    example: { project_id: '42', token_id: 1 },
    reply: { render: (out) => renderDeployToken(out), nextSteps: ['access.deploy_token_delete_project to revoke it'] },
  })
  readonly getProject?: Declared;

  @Action({
    id: 'access.deploy_token_create_project', title: 'Create a project deploy token', tier: 'free', readOnly: false, destructive: false,
    description: `Create a deploy token for a project (e.g. for CI to clone or pull images): a username and a gldt- token with the scopes you give. ${ONCE} Needs Maintainer or Owner role.`,
    keywords: ['repo', 'gldt', 'read_registry', 'read_repository', 'container registry', 'CI clone token'],
    input: CreateProjectDeployTokenDto, output: NewDeployTokenDto, operation: 'deployTokenCreateProject', route: 'POST /projects/:id/deploy_tokens',
    hints: [BAD_TOKEN, { text: 'verify project_id; use project.list to find the project', statuses: [404] }, PROJECT_ROLE],
    example: { project_id: '42', name: 'ci-registry-pull', scopes: ['read_repository', 'read_registry'], expires_at: '2030-12-31T00:00:00Z' },
    reply: { render: renderNewDeployToken, nextSteps: ['access.deploy_token_list_project to review the tokens (values are never shown again)', 'ci_variable.create to store it as a masked variable'] },
  })
  readonly createProject?: Declared;

  @Action({
    id: 'access.deploy_token_delete_project', title: 'Revoke a project deploy token', tier: 'free', readOnly: false, destructive: true, idempotent: true,
    description: 'Revoke and delete a deploy token of a project: everything that uses it stops working at once. This cannot be undone.',
    keywords: ['repo', 'gldt', 'invalidate', 'leaked token'],
    input: ProjectDeployTokenRefDto, output: AccessRemovalDto, operation: 'deployTokenDeleteProject', route: 'DELETE /projects/:id/deploy_tokens/:token_id',
    hints: [{ text: 'verify token_id; use access.deploy_token_list_project to list the tokens', statuses: [404] }, PROJECT_ROLE],
    example: { project_id: '42', token_id: 1 },
    reply: { shape: (_, input) => ({ resource: `project ${input.project_id}`, id: input.token_id, message: stops(input.token_id) }), render: (out) => renderRemoval(out, `Deploy token ${out.id ?? ''} revoked`), nextSteps: ['access.deploy_token_create_project for a replacement'] },
  })
  readonly deleteProject?: Declared;

  @Action({
    id: 'access.deploy_token_list_group', title: 'List a group’s deploy tokens', tier: 'free', readOnly: true, destructive: false,
    description: 'List the deploy tokens of a group (never their values); they work for every project of the group. Needs Maintainer or Owner role.',
    keywords: ['org', 'subgroup', 'team', 'gldt', 'registry credentials'],
    input: ListGroupDeployTokensDto, output: DeployTokenListDto, operation: 'deployTokenListGroup', route: 'GET /groups/:id/deploy_tokens',
    hints: [{ text: 'verify group_id; use group.list to find the group', statuses: [404] }, GROUP_ROLE],
    example: { group_id: 'acme', active: true },
    reply: { list: 'deploy_tokens', render: (out, input) => renderDeployTokenList(out, `Deploy tokens of group ${input.group_id}`), nextSteps: ['access.deploy_token_get_group for one token', 'access.deploy_token_create_group for a new one'] },
  })
  readonly listGroup?: Declared;

  @Action({
    id: 'access.deploy_token_get_group', title: 'Get a group deploy token', tier: 'free', readOnly: true, destructive: false,
    description: 'Get one deploy token of a group (never its value): username, scopes, expiry and state.',
    keywords: ['org', 'team', 'gldt', 'token scopes', 'expiry date'],
    input: GroupDeployTokenRefDto, output: DeployTokenDto, operation: 'deployTokenGetGroup', route: 'GET /groups/:id/deploy_tokens/:token_id',
    notFound: { resource: 'Deploy Token', identifier: '{token_id} in group {group_id}', nextSteps: ["Use action 'access.deploy_token_list_group' to list the group's deploy tokens"] },
    hints: [GROUP_ROLE],
    example: { group_id: 'acme', token_id: 2 },
    reply: { render: (out) => renderDeployToken(out), nextSteps: ['access.deploy_token_delete_group to revoke it'] },
  })
  readonly getGroup?: Declared;

  @Action({
    id: 'access.deploy_token_create_group', title: 'Create a group deploy token', tier: 'free', readOnly: false, destructive: false,
    description: `Create a deploy token for a group, valid for all its projects: a username and a gldt- token with the scopes you give. ${ONCE} Needs Owner role.`,
    keywords: ['org', 'team', 'gldt', 'read_registry', 'container registry', 'package registry'],
    input: CreateGroupDeployTokenDto, output: NewDeployTokenDto, operation: 'deployTokenCreateGroup', route: 'POST /groups/:id/deploy_tokens',
    hints: [BAD_TOKEN, { text: 'verify group_id; use group.list to find the group', statuses: [404] }, GROUP_ROLE],
    example: { group_id: 'acme', name: 'registry-pull', scopes: ['read_registry'], expires_at: '2030-12-31T00:00:00Z' },
    reply: { render: renderNewDeployToken, nextSteps: ['access.deploy_token_list_group to review the tokens (values are never shown again)'] },
  })
  readonly createGroup?: Declared;

  @Action({
    id: 'access.deploy_token_delete_group', title: 'Revoke a group deploy token', tier: 'free', readOnly: false, destructive: true, idempotent: true,
    description: 'Revoke and delete a deploy token of a group: everything that uses it, in any project of the group, stops working at once. This cannot be undone.',
    keywords: ['org', 'team', 'gldt', 'invalidate', 'leaked token'],
    input: GroupDeployTokenRefDto, output: AccessRemovalDto, operation: 'deployTokenDeleteGroup', route: 'DELETE /groups/:id/deploy_tokens/:token_id',
    hints: [{ text: 'verify token_id; use access.deploy_token_list_group to list the tokens', statuses: [404] }, GROUP_ROLE],
    example: { group_id: 'acme', token_id: 2 },
    reply: { shape: (_, input) => ({ resource: `group ${input.group_id}`, id: input.token_id, message: stops(input.token_id) }), render: (out) => renderRemoval(out, `Deploy token ${out.id ?? ''} revoked`), nextSteps: ['access.deploy_token_create_group for a replacement'] },
  })
  readonly deleteGroup?: Declared;
}
