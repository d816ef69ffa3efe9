import { Action, Domain, pageOf, respond, type ActionContext, type ActionResult } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { ProjectIdDto } from '../shared/project-id.dto.js';
import { projectPath } from '../shared/project-ref.js';
import {
  AllowlistedGroupDto,
  AllowlistedGroupListDto,
  AllowlistedProjectDto,
  AllowlistedProjectListDto,
  AllowlistGroupRefDto,
  AllowlistProjectRefDto,
  JobTokenScopeDto,
  JobTokenScopeOutcomeDto,
  ListAllowlistDto,
  PatchJobTokenScopeDto,
} from './dto/job-token-scope.dto.js';
import { JOB_DOMAIN } from './job.domain.js';
import {
  renderAllowlistedGroup,
  renderAllowlistedGroups,
  renderAllowlistedProject,
  renderAllowlistedProjects,
  renderJobTokenScope,
  renderJobTokenScopeOutcome,
} from './job-token-scope.format.js';

const MAINTAINER_HINT = { text: 'the job token settings need the Maintainer role', statuses: [401, 403], namesRole: true };
const PROJECT_HINT = { text: 'verify project_id; use project.list to find the project', statuses: [404] };

function scopePath(projectId: string): string {
  return `${projectPath(projectId)}/job_token_scope`;
}

@Domain(JOB_DOMAIN)
@Injectable()
export class JobTokenScopeActions {
  @Action({
    id: 'job.token_scope_get',
    title: 'Get job token access settings',
    description: 'Get whether a project limits access with CI/CD job tokens to an allowlist of projects and groups.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: ProjectIdDto,
    output: JobTokenScopeDto,
    operation: 'jobTokenScopeGet',
    route: 'GET /projects/:id/job_token_scope',
    hints: [PROJECT_HINT, MAINTAINER_HINT],
    example: { project_id: '42' },
  })
  async get(input: ProjectIdDto, ctx: ActionContext): Promise<ActionResult<JobTokenScopeDto>> {
    const res = await ctx.gitlab.rest<JobTokenScopeDto>({ method: 'GET', path: scopePath(input.project_id), signal: ctx.signal });
    const out: JobTokenScopeDto = { ...res.data, next_steps: ['job.token_scope_list_inbound for the allowlisted projects', 'job.token_scope_list_groups for the allowlisted groups'] };
    return respond(out, renderJobTokenScope(out, input.project_id));
  }

  @Action({
    id: 'job.token_scope_patch',
    title: 'Limit job token access',
    description: 'Turn the job token allowlist of a project on or off: when on, only allowlisted projects and groups may access it with their CI/CD job tokens.',
    tier: 'free',
    readOnly: false,
    destructive: false,
    idempotent: true,
    input: PatchJobTokenScopeDto,
    output: JobTokenScopeOutcomeDto,
    operation: 'jobTokenScopePatch',
    route: 'PATCH /projects/:id/job_token_scope',
    hints: [PROJECT_HINT, MAINTAINER_HINT],
    example: { project_id: '42', enabled: true },
  })
  async patch(input: PatchJobTokenScopeDto, ctx: ActionContext): Promise<ActionResult<JobTokenScopeOutcomeDto>> {
    await ctx.gitlab.rest<unknown>({ method: 'PATCH', path: scopePath(input.project_id), body: { enabled: input.enabled }, signal: ctx.signal });
    const out: JobTokenScopeOutcomeDto = {
      project_id: input.project_id,
      message: input.enabled ? 'Only allowlisted projects and groups may now access this project with job tokens.' : 'Any project may now access this project with its job tokens.',
      next_steps: ['job.token_scope_get to check the setting', 'job.token_scope_add_project to allowlist a project'],
    };
    return respond(out, renderJobTokenScopeOutcome(out, `Job token allowlist ${input.enabled ? 'enforced' : 'no longer enforced'}`));
  }

  @Action({
    id: 'job.token_scope_list_inbound',
    title: 'List job token allowlisted projects',
    description: "List the projects on a project's job token allowlist: their CI/CD jobs may access this project.",
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: ListAllowlistDto,
    output: AllowlistedProjectListDto,
    operation: 'jobTokenScopeListInbound',
    route: 'GET /projects/:id/job_token_scope/allowlist',
    hints: [PROJECT_HINT, MAINTAINER_HINT],
    example: { project_id: '42' },
  })
  async listInbound(input: ListAllowlistDto, ctx: ActionContext): Promise<ActionResult<AllowlistedProjectListDto>> {
    const res = await ctx.gitlab.rest<AllowlistedProjectDto[]>({
      method: 'GET',
      path: `${scopePath(input.project_id)}/allowlist`,
      query: { page: input.page, per_page: input.per_page },
      signal: ctx.signal,
    });
    const out: AllowlistedProjectListDto = { projects: res.data, pagination: pageOf(res, input), next_steps: ['job.token_scope_add_project to allowlist a project', 'job.token_scope_remove_project to remove one'] };
    return respond(out, renderAllowlistedProjects(out, input.project_id));
  }

  @Action({
    id: 'job.token_scope_add_project',
    title: 'Allowlist a project for job tokens',
    description: "Add a project to a project's job token allowlist, so that its CI/CD jobs may access this project.",
    tier: 'free',
    readOnly: false,
    destructive: false,
    input: AllowlistProjectRefDto,
    output: AllowlistedProjectDto,
    operation: 'jobTokenScopeAddProject',
    route: 'POST /projects/:id/job_token_scope/allowlist',
    hints: [{ text: 'the target project may not exist or not be visible to you, or is already on the allowlist', statuses: [400, 404, 422] }, MAINTAINER_HINT],
    example: { project_id: '42', target_project_id: 43 },
  })
  async addProject(input: AllowlistProjectRefDto, ctx: ActionContext): Promise<ActionResult<AllowlistedProjectDto>> {
    const res = await ctx.gitlab.rest<AllowlistedProjectDto>({
      method: 'POST',
      path: `${scopePath(input.project_id)}/allowlist`,
      body: { target_project_id: input.target_project_id },
      signal: ctx.signal,
    });
    const out: AllowlistedProjectDto = { ...res.data, next_steps: ['job.token_scope_list_inbound to see the allowlist'] };
    return respond(out, renderAllowlistedProject(out, input.project_id));
  }

  @Action({
    id: 'job.token_scope_remove_project',
    title: 'Remove a project from the job token allowlist',
    description: "Remove a project from a project's job token allowlist: its CI/CD jobs lose access to this project at once.",
    tier: 'free',
    readOnly: false,
    destructive: true,
    idempotent: true,
    input: AllowlistProjectRefDto,
    output: JobTokenScopeOutcomeDto,
    operation: 'jobTokenScopeRemoveProject',
    route: 'DELETE /projects/:id/job_token_scope/allowlist/:target_project_id',
    hints: [{ text: 'the project may not be on the allowlist; use job.token_scope_list_inbound', statuses: [404] }, MAINTAINER_HINT],
    example: { project_id: '42', target_project_id: 43 },
  })
  async removeProject(input: AllowlistProjectRefDto, ctx: ActionContext): Promise<ActionResult<JobTokenScopeOutcomeDto>> {
    await ctx.gitlab.rest<undefined>({ method: 'DELETE', path: `${scopePath(input.project_id)}/allowlist/${input.target_project_id}`, signal: ctx.signal });
    const out: JobTokenScopeOutcomeDto = {
      project_id: input.project_id,
      message: `Project ${input.target_project_id} removed from the allowlist.`,
      next_steps: ['job.token_scope_list_inbound to see the allowlist'],
    };
    return respond(out, renderJobTokenScopeOutcome(out, 'Project removed from the job token allowlist'));
  }

  @Action({
    id: 'job.token_scope_list_groups',
    title: 'List job token allowlisted groups',
    description: "List the groups on a project's job token allowlist: CI/CD jobs of their projects may access this project.",
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: ListAllowlistDto,
    output: AllowlistedGroupListDto,
    operation: 'jobTokenScopeListGroups',
    route: 'GET /projects/:id/job_token_scope/groups_allowlist',
    hints: [PROJECT_HINT, MAINTAINER_HINT],
    example: { project_id: '42' },
  })
  async listGroups(input: ListAllowlistDto, ctx: ActionContext): Promise<ActionResult<AllowlistedGroupListDto>> {
    const res = await ctx.gitlab.rest<AllowlistedGroupDto[]>({
      method: 'GET',
      path: `${scopePath(input.project_id)}/groups_allowlist`,
      query: { page: input.page, per_page: input.per_page },
      signal: ctx.signal,
    });
    const out: AllowlistedGroupListDto = { groups: res.data, pagination: pageOf(res, input), next_steps: ['job.token_scope_add_group to allowlist a group', 'job.token_scope_remove_group to remove one'] };
    return respond(out, renderAllowlistedGroups(out, input.project_id));
  }

  @Action({
    id: 'job.token_scope_add_group',
    title: 'Allowlist a group for job tokens',
    description: "Add a group to a project's job token allowlist, so that CI/CD jobs of the group's projects may access this project.",
    tier: 'free',
    readOnly: false,
    destructive: false,
    input: AllowlistGroupRefDto,
    output: AllowlistedGroupDto,
    operation: 'jobTokenScopeAddGroup',
    route: 'POST /projects/:id/job_token_scope/groups_allowlist',
    hints: [{ text: 'the group may not exist or not be visible to you, or is already on the allowlist', statuses: [400, 404, 422] }, MAINTAINER_HINT],
    example: { project_id: '42', target_group_id: 10 },
  })
  async addGroup(input: AllowlistGroupRefDto, ctx: ActionContext): Promise<ActionResult<AllowlistedGroupDto>> {
    const res = await ctx.gitlab.rest<AllowlistedGroupDto>({
      method: 'POST',
      path: `${scopePath(input.project_id)}/groups_allowlist`,
      body: { target_group_id: input.target_group_id },
      signal: ctx.signal,
    });
    const out: AllowlistedGroupDto = { ...res.data, next_steps: ['job.token_scope_list_groups to see the allowlist'] };
    return respond(out, renderAllowlistedGroup(out, input.project_id));
  }

  @Action({
    id: 'job.token_scope_remove_group',
    title: 'Remove a group from the job token allowlist',
    description: "Remove a group from a project's job token allowlist: CI/CD jobs of its projects lose access to this project at once.",
    tier: 'free',
    readOnly: false,
    destructive: true,
    idempotent: true,
    input: AllowlistGroupRefDto,
    output: JobTokenScopeOutcomeDto,
    operation: 'jobTokenScopeRemoveGroup',
    route: 'DELETE /projects/:id/job_token_scope/groups_allowlist/:target_group_id',
    hints: [{ text: 'the group may not be on the allowlist; use job.token_scope_list_groups', statuses: [404] }, MAINTAINER_HINT],
    example: { project_id: '42', target_group_id: 10 },
  })
  async removeGroup(input: AllowlistGroupRefDto, ctx: ActionContext): Promise<ActionResult<JobTokenScopeOutcomeDto>> {
    await ctx.gitlab.rest<undefined>({ method: 'DELETE', path: `${scopePath(input.project_id)}/groups_allowlist/${input.target_group_id}`, signal: ctx.signal });
    const out: JobTokenScopeOutcomeDto = {
      project_id: input.project_id,
      message: `Group ${input.target_group_id} removed from the allowlist.`,
      next_steps: ['job.token_scope_list_groups to see the allowlist'],
    };
    return respond(out, renderJobTokenScopeOutcome(out, 'Group removed from the job token allowlist'));
  }
}
