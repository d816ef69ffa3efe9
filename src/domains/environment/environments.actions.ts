import { Action, Domain, type Declared } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { CreateEnvironmentDto, EnvironmentRefDto, ListEnvironmentsDto, StopEnvironmentDto, UpdateEnvironmentDto } from './dto/environment-params.dto.js';
import { EnvironmentDeletionDto, EnvironmentDto, EnvironmentListDto } from './dto/environment.dto.js';
import { ENVIRONMENT_DOMAIN } from './environment.domain.js';
import { renderEnvironment, renderEnvironmentDeletion, renderEnvironmentList } from './environments.format.js';

const PROJECT_HINT = { text: 'verify project_id; use project.list to find the project', statuses: [404] };
const ENVIRONMENT_HINT = { text: 'the environment may not exist; use environment.list to find its numeric ID', statuses: [404] };

/** A stopped environment can be deleted; an available one is followed through its deployments. */
function withStateSteps(env: EnvironmentDto): EnvironmentDto {
  const next_steps =
    env.state === 'stopped'
      ? ['environment.delete to remove this stopped environment', 'environment.deployment_create to record a new deployment to it']
      : ['environment.deployment_list with environment set to this name for its deployments', 'environment.stop to stop it', 'environment.update to change its URL or tier'];
  return { ...env, next_steps };
}

function createdSteps(env: EnvironmentDto): EnvironmentDto {
  return { ...env, next_steps: [`environment.deployment_create with environment "${env.name}" to record a deployment`, 'environment.protected_protect to restrict who may deploy to it'] };
}

/** Environments of a project: list, read, create, update, stop and delete. */
@Domain(ENVIRONMENT_DOMAIN)
@Injectable()
export class EnvironmentActions {
  @Action({
    id: 'environment.list', title: 'List environments', tier: 'free', readOnly: true, destructive: false,
    description: 'List the environments of a project (production, staging, review apps...) with their state, tier, URL and last deployment; filter by exact name, search text or state.',
    keywords: ['envs', 'stages', 'prod', 'targets'],
    input: ListEnvironmentsDto, output: EnvironmentListDto, operation: 'environmentList', route: 'GET /projects/:id/environments',
    hints: [PROJECT_HINT, { text: 'search needs at least 3 characters and cannot be combined with name', statuses: [400] }],
    example: { project_id: '42', states: 'available', per_page: 20 },
    reply: { list: 'environments', render: (out, input) => renderEnvironmentList(out, input.project_id), nextSteps: ['environment.get for one environment with its last deployment', 'environment.deployment_list to see what was deployed where', 'environment.create to add an environment'] },
  })
  readonly list?: Declared;

  @Action({
    id: 'environment.get', title: 'Get an environment', tier: 'free', readOnly: true, destructive: false,
    description: 'Get one environment by numeric ID: its state (available, stopping, stopped), tier, URL, auto-stop time, Kubernetes settings and last deployment.',
    keywords: ['env', 'prod', 'deploy target', 'environment details', 'status'],
    input: EnvironmentRefDto, output: EnvironmentDto, operation: 'environmentGet', route: 'GET /projects/:id/environments/:environment_id',
    notFound: {
      resource: 'Environment',
      identifier: '{environment_id} in project {project_id}',
      nextSteps: ["Use action 'environment.list' to list the project's environments and their numeric IDs", 'Verify the project ID and the environment ID (environments are addressed by ID, not by name)'],
    },
    example: { project_id: '42', environment_id: 1 },
    reply: { shape: (answer) => withStateSteps(answer as EnvironmentDto), render: (out) => renderEnvironment(out) },
  })
  readonly get?: Declared;

  @Action({
    id: 'environment.create', title: 'Create an environment', tier: 'free', readOnly: false, destructive: false,
    description: 'Create an environment in a project (e.g. staging or a review app) with an optional external URL, tier, description and Kubernetes agent, namespace or Flux resource.',
    keywords: ['new env', 'add env', 'deploy target'],
    input: CreateEnvironmentDto, output: EnvironmentDto, operation: 'environmentCreate', route: 'POST /projects/:id/environments',
    hints: [
      { text: 'the name may already be taken (use environment.list with name to find it) or a value is invalid', statuses: [400] },
      { text: 'creating environments requires the Developer role or higher', statuses: [401, 403], namesRole: true },
    ],
    example: { project_id: '42', name: 'review/feature-login', external_url: 'https://feature-login.review.example.com', tier: 'development' },
    reply: { shape: (answer) => createdSteps(answer as EnvironmentDto), render: (out) => renderEnvironment(out, 'Environment created:') },
  })
  readonly create?: Declared;

  @Action({
    id: 'environment.update', title: 'Update an environment', tier: 'free', readOnly: false, destructive: false,
    description: "Change an environment's description, external URL, tier, auto-stop setting or Kubernetes agent, namespace and Flux resource. The name cannot be changed.",
    keywords: ['edit env', 'change url', 'auto stop'],
    input: UpdateEnvironmentDto, output: EnvironmentDto, operation: 'environmentUpdate', route: 'PUT /projects/:id/environments/:environment_id',
    hints: [ENVIRONMENT_HINT, { text: 'updating environments requires the Developer role or higher', statuses: [401, 403], namesRole: true }],
    example: { project_id: '42', environment_id: 1, external_url: 'https://www.example.com', tier: 'production' },
    reply: { render: (out) => renderEnvironment(out, 'Environment updated:'), nextSteps: ['environment.get to review it'] },
  })
  readonly update?: Declared;

  @Action({
    id: 'environment.stop', title: 'Stop an environment', tier: 'free', readOnly: false, destructive: true, idempotent: true,
    description: 'Stop an environment: GitLab runs its on_stop job (which usually tears the deployed app down) and marks it stopped; force stops it without running that job. Only stopped environments can be deleted.',
    keywords: ['tear down', 'shut down', 'undeploy', 'close review app', 'decommission'],
    input: StopEnvironmentDto, output: EnvironmentDto, operation: 'environmentStop', route: 'POST /projects/:id/environments/:environment_id/stop',
    hints: [
      ENVIRONMENT_HINT,
      { text: 'stopping needs the Developer role, and for a protected environment the right to deploy to it (see environment.protected_get)', statuses: [401, 403], namesRole: true },
    ],
    example: { project_id: '42', environment_id: 2 },
    reply: { render: (out) => renderEnvironment(out, 'Environment stopped:'), nextSteps: ['environment.get to follow it until its state is stopped', 'environment.delete to remove it once stopped'] },
  })
  readonly stop?: Declared;

  @Action({
    id: 'environment.delete', title: 'Delete an environment', tier: 'free', readOnly: false, destructive: true, idempotent: true,
    description: 'Delete a stopped environment with its deployment history. GitLab refuses (403) to delete an environment that is still available: stop it first. This cannot be undone.',
    keywords: ['remove env', 'drop env'],
    input: EnvironmentRefDto, output: EnvironmentDeletionDto, operation: 'environmentDelete', route: 'DELETE /projects/:id/environments/:environment_id',
    hints: [
      ENVIRONMENT_HINT,
      { text: 'GitLab deletes only stopped environments: run environment.stop first, then delete; it also needs the Developer role or higher', statuses: [403], namesRole: true },
    ],
    example: { project_id: '42', environment_id: 3 },
    reply: { shape: (_, input) => ({ project_id: input.project_id, environment_id: input.environment_id, message: 'Environment deleted with its deployment history.' }), render: renderEnvironmentDeletion, nextSteps: ['environment.list to see the remaining environments'] },
  })
  readonly delete?: Declared;
}
