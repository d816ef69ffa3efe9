import { Action, Domain, pageOf, respond, type ActionContext, type ActionResult } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { projectPath } from '../shared/project-ref.js';
import { CreateEnvironmentDto, EnvironmentRefDto, ListEnvironmentsDto, StopEnvironmentDto, UpdateEnvironmentDto } from './dto/environment-params.dto.js';
import { EnvironmentDeletionDto, EnvironmentDto, EnvironmentListDto } from './dto/environment.dto.js';
import { ENVIRONMENT_DOMAIN } from './environment.domain.js';
import { renderEnvironment, renderEnvironmentDeletion, renderEnvironmentList } from './environments.format.js';

const PROJECT_HINT = { text: 'verify project_id; use project.list to find the project', statuses: [404] };
const ENVIRONMENT_HINT = { text: 'the environment may not exist; use environment.list to find its numeric ID', statuses: [404] };

const envPath = (input: EnvironmentRefDto): string => `${projectPath(input.project_id)}/environments/${input.environment_id}`;

/** Environments of a project: list, read, create, update, stop and delete. */
@Domain(ENVIRONMENT_DOMAIN)
@Injectable()
export class EnvironmentActions {
  @Action({
    id: 'environment.list',
    title: 'List environments',
    description: 'List the environments of a project (production, staging, review apps...) with their state, tier, URL and last deployment; filter by exact name, search text or state.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: ListEnvironmentsDto,
    output: EnvironmentListDto,
    operation: 'environmentList',
    route: 'GET /projects/:id/environments',
    hints: [PROJECT_HINT, { text: 'search needs at least 3 characters and cannot be combined with name', statuses: [400] }],
    example: { project_id: '42', states: 'available', per_page: 20 },
  })
  async list(input: ListEnvironmentsDto, ctx: ActionContext): Promise<ActionResult<EnvironmentListDto>> {
    const res = await ctx.gitlab.rest<EnvironmentDto[]>({
      method: 'GET',
      path: `${projectPath(input.project_id)}/environments`,
      query: { name: input.name, search: input.search, states: input.states, page: input.page, per_page: input.per_page },
      signal: ctx.signal,
    });
    const out: EnvironmentListDto = {
      environments: res.data,
      pagination: pageOf(res, input),
      next_steps: ['environment.get for one environment with its last deployment', 'environment.deployment_list to see what was deployed where', 'environment.create to add an environment'],
    };
    return respond(out, renderEnvironmentList(out, input.project_id));
  }

  @Action({
    id: 'environment.get',
    title: 'Get an environment',
    description: 'Get one environment by numeric ID: its state (available, stopping, stopped), tier, URL, auto-stop time, Kubernetes settings and last deployment.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: EnvironmentRefDto,
    output: EnvironmentDto,
    operation: 'environmentGet',
    route: 'GET /projects/:id/environments/:environment_id',
    notFound: {
      resource: 'Environment',
      identifier: '{environment_id} in project {project_id}',
      nextSteps: ["Use action 'environment.list' to list the project's environments and their numeric IDs", 'Verify the project ID and the environment ID (environments are addressed by ID, not by name)'],
    },
    example: { project_id: '42', environment_id: 1 },
  })
  async get(input: EnvironmentRefDto, ctx: ActionContext): Promise<ActionResult<EnvironmentDto>> {
    const res = await ctx.gitlab.rest<EnvironmentDto>({ method: 'GET', path: envPath(input), signal: ctx.signal });
    const stopped = res.data.state === 'stopped';
    const out: EnvironmentDto = {
      ...res.data,
      next_steps: stopped
        ? ['environment.delete to remove this stopped environment', 'environment.deployment_create to record a new deployment to it']
        : ['environment.deployment_list with environment set to this name for its deployments', 'environment.stop to stop it', 'environment.update to change its URL or tier'],
    };
    return respond(out, renderEnvironment(out));
  }

  @Action({
    id: 'environment.create',
    title: 'Create an environment',
    description: 'Create an environment in a project (e.g. staging or a review app) with an optional external URL, tier, description and Kubernetes agent, namespace or Flux resource.',
    tier: 'free',
    readOnly: false,
    destructive: false,
    input: CreateEnvironmentDto,
    output: EnvironmentDto,
    operation: 'environmentCreate',
    route: 'POST /projects/:id/environments',
    hints: [
      { text: 'the name may already be taken (use environment.list with name to find it) or a value is invalid', statuses: [400] },
      { text: 'creating environments requires the Developer role or higher', statuses: [401, 403], namesRole: true },
    ],
    example: { project_id: '42', name: 'review/feature-login', external_url: 'https://feature-login.review.example.com', tier: 'development' },
  })
  async create(input: CreateEnvironmentDto, ctx: ActionContext): Promise<ActionResult<EnvironmentDto>> {
    const { project_id, ...body } = input;
    const res = await ctx.gitlab.rest<EnvironmentDto>({ method: 'POST', path: `${projectPath(project_id)}/environments`, body, signal: ctx.signal });
    const out: EnvironmentDto = {
      ...res.data,
      next_steps: [`environment.deployment_create with environment "${res.data.name}" to record a deployment`, 'environment.protected_protect to restrict who may deploy to it'],
    };
    return respond(out, renderEnvironment(out, 'Environment created:'));
  }

  @Action({
    id: 'environment.update',
    title: 'Update an environment',
    description: "Change an environment's description, external URL, tier, auto-stop setting or Kubernetes agent, namespace and Flux resource. The name cannot be changed.",
    tier: 'free',
    readOnly: false,
    destructive: false,
    input: UpdateEnvironmentDto,
    output: EnvironmentDto,
    operation: 'environmentUpdate',
    route: 'PUT /projects/:id/environments/:environment_id',
    hints: [ENVIRONMENT_HINT, { text: 'updating environments requires the Developer role or higher', statuses: [401, 403], namesRole: true }],
    example: { project_id: '42', environment_id: 1, external_url: 'https://www.example.com', tier: 'production' },
  })
  async update(input: UpdateEnvironmentDto, ctx: ActionContext): Promise<ActionResult<EnvironmentDto>> {
    const { project_id, environment_id, ...body } = input;
    const res = await ctx.gitlab.rest<EnvironmentDto>({ method: 'PUT', path: envPath({ project_id, environment_id }), body, signal: ctx.signal });
    const out: EnvironmentDto = { ...res.data, next_steps: ['environment.get to review it'] };
    return respond(out, renderEnvironment(out, 'Environment updated:'));
  }

  @Action({
    id: 'environment.stop',
    title: 'Stop an environment',
    description: 'Stop an environment: GitLab runs its on_stop job (which usually tears the deployed app down) and marks it stopped; force stops it without running that job. Only stopped environments can be deleted.',
    tier: 'free',
    readOnly: false,
    destructive: true,
    idempotent: true,
    input: StopEnvironmentDto,
    output: EnvironmentDto,
    operation: 'environmentStop',
    route: 'POST /projects/:id/environments/:environment_id/stop',
    hints: [
      ENVIRONMENT_HINT,
      { text: 'stopping needs the Developer role, and for a protected environment the right to deploy to it (see environment.protected_get)', statuses: [401, 403], namesRole: true },
    ],
    example: { project_id: '42', environment_id: 2 },
  })
  async stop(input: StopEnvironmentDto, ctx: ActionContext): Promise<ActionResult<EnvironmentDto>> {
    const res = await ctx.gitlab.rest<EnvironmentDto>({
      method: 'POST',
      path: `${envPath(input)}/stop`,
      body: input.force === undefined ? undefined : { force: input.force },
      signal: ctx.signal,
    });
    const out: EnvironmentDto = {
      ...res.data,
      next_steps: ['environment.get to follow it until its state is stopped', 'environment.delete to remove it once stopped'],
    };
    return respond(out, renderEnvironment(out, 'Environment stopped:'));
  }

  @Action({
    id: 'environment.delete',
    title: 'Delete an environment',
    description: 'Delete a stopped environment with its deployment history. GitLab refuses (403) to delete an environment that is still available: stop it first. This cannot be undone.',
    tier: 'free',
    readOnly: false,
    destructive: true,
    idempotent: true,
    input: EnvironmentRefDto,
    output: EnvironmentDeletionDto,
    operation: 'environmentDelete',
    route: 'DELETE /projects/:id/environments/:environment_id',
    hints: [
      ENVIRONMENT_HINT,
      { text: 'GitLab deletes only stopped environments: run environment.stop first, then delete; it also needs the Developer role or higher', statuses: [403], namesRole: true },
    ],
    example: { project_id: '42', environment_id: 3 },
  })
  async delete(input: EnvironmentRefDto, ctx: ActionContext): Promise<ActionResult<EnvironmentDeletionDto>> {
    await ctx.gitlab.rest<undefined>({ method: 'DELETE', path: envPath(input), signal: ctx.signal });
    const out: EnvironmentDeletionDto = {
      project_id: input.project_id,
      environment_id: input.environment_id,
      message: 'Environment deleted with its deployment history.',
      next_steps: ['environment.list to see the remaining environments'],
    };
    return respond(out, renderEnvironmentDeletion(out));
  }
}
