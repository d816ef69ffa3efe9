import { Action, Domain, type Declared } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { ProjectIdDto } from '../shared/project-id.dto.js';
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

@Domain(JOB_DOMAIN)
@Injectable()
export class JobTokenScopeActions {
  @Action({
    id: 'job.token_scope_get', title: 'Get job token access settings', tier: 'free', readOnly: true, destructive: false,
    description: 'Get whether a project limits access with CI/CD job tokens to an allowlist of projects and groups.',
    keywords: ['CI_JOB_TOKEN', 'token permissions', 'access scope'],
    input: ProjectIdDto, output: JobTokenScopeDto, operation: 'jobTokenScopeGet', route: 'GET /projects/:id/job_token_scope',
    hints: [PROJECT_HINT, MAINTAINER_HINT],
    example: { project_id: '42' },
    reply: { render: (out, input) => renderJobTokenScope(out, input.project_id), nextSteps: ['job.token_scope_list_inbound for the allowlisted projects', 'job.token_scope_list_groups for the allowlisted groups'] },
  })
  readonly get?: Declared;

  @Action({
    id: 'job.token_scope_patch', title: 'Limit job token access', tier: 'free', readOnly: false, destructive: false, idempotent: true,
    description: 'Turn the job token allowlist of a project on or off: when on, only allowlisted projects and groups may access it with their CI/CD job tokens.',
    keywords: ['CI_JOB_TOKEN', 'restrict', 'token permissions', 'enable allowlist'],
    input: PatchJobTokenScopeDto, output: JobTokenScopeOutcomeDto, operation: 'jobTokenScopePatch', route: 'PATCH /projects/:id/job_token_scope',
    hints: [PROJECT_HINT, MAINTAINER_HINT],
    example: { project_id: '42', enabled: true },
    reply: {
      shape: (_, input) => ({
        project_id: input.project_id,
        message: input.enabled ? 'Only allowlisted projects and groups may now access this project with job tokens.' : 'Any project may now access this project with its job tokens.',
      }),
      render: (out, input) => renderJobTokenScopeOutcome(out, `Job token allowlist ${input.enabled ? 'enforced' : 'no longer enforced'}`),
      nextSteps: ['job.token_scope_get to check the setting', 'job.token_scope_add_project to allowlist a project'],
    },
  })
  readonly patch?: Declared;

  @Action({
    id: 'job.token_scope_list_inbound', title: 'List job token allowlisted projects', tier: 'free', readOnly: true, destructive: false,
    description: "List the projects on a project's job token allowlist: their CI/CD jobs may access this project.",
    keywords: ['CI_JOB_TOKEN', 'allowed projects', 'trusted projects'],
    input: ListAllowlistDto, output: AllowlistedProjectListDto, operation: 'jobTokenScopeListInbound', route: 'GET /projects/:id/job_token_scope/allowlist',
    hints: [PROJECT_HINT, MAINTAINER_HINT],
    example: { project_id: '42' },
    reply: { list: 'projects', render: (out, input) => renderAllowlistedProjects(out, input.project_id), nextSteps: ['job.token_scope_add_project to allowlist a project', 'job.token_scope_remove_project to remove one'] },
  })
  readonly listInbound?: Declared;

  @Action({
    id: 'job.token_scope_add_project', title: 'Allowlist a project for job tokens', tier: 'free', readOnly: false, destructive: false,
    description: "Add a project to a project's job token allowlist, so that its CI/CD jobs may access this project.",
    keywords: ['CI_JOB_TOKEN', 'grant access', 'trust project', 'allow project'],
    input: AllowlistProjectRefDto, output: AllowlistedProjectDto, operation: 'jobTokenScopeAddProject', route: 'POST /projects/:id/job_token_scope/allowlist',
    hints: [{ text: 'the target project may not exist or not be visible to you, or is already on the allowlist', statuses: [400, 404, 422] }, MAINTAINER_HINT],
    example: { project_id: '42', target_project_id: 43 },
    reply: { render: (out, input) => renderAllowlistedProject(out, input.project_id), nextSteps: ['job.token_scope_list_inbound to see the allowlist'] },
  })
  readonly addProject?: Declared;

  @Action({
    id: 'job.token_scope_remove_project', title: 'Remove a project from the job token allowlist', tier: 'free', readOnly: false, destructive: true, idempotent: true,
    description: "Remove a project from a project's job token allowlist: its CI/CD jobs lose access to this project at once.",
    keywords: ['CI_JOB_TOKEN', 'revoke access', 'disallow project'],
    input: AllowlistProjectRefDto, output: JobTokenScopeOutcomeDto, operation: 'jobTokenScopeRemoveProject', route: 'DELETE /projects/:id/job_token_scope/allowlist/:target_project_id',
    hints: [{ text: 'the project may not be on the allowlist; use job.token_scope_list_inbound', statuses: [404] }, MAINTAINER_HINT],
    example: { project_id: '42', target_project_id: 43 },
    reply: {
      shape: (_, input) => ({ project_id: input.project_id, message: `Project ${input.target_project_id} removed from the allowlist.` }),
      render: (out) => renderJobTokenScopeOutcome(out, 'Project removed from the job token allowlist'),
      nextSteps: ['job.token_scope_list_inbound to see the allowlist'],
    },
  })
  readonly removeProject?: Declared;

  @Action({
    id: 'job.token_scope_list_groups', title: 'List job token allowlisted groups', tier: 'free', readOnly: true, destructive: false,
    description: "List the groups on a project's job token allowlist: CI/CD jobs of their projects may access this project.",
    keywords: ['CI_JOB_TOKEN', 'allowed groups', 'trusted groups'],
    input: ListAllowlistDto, output: AllowlistedGroupListDto, operation: 'jobTokenScopeListGroups', route: 'GET /projects/:id/job_token_scope/groups_allowlist',
    hints: [PROJECT_HINT, MAINTAINER_HINT],
    example: { project_id: '42' },
    reply: { list: 'groups', render: (out, input) => renderAllowlistedGroups(out, input.project_id), nextSteps: ['job.token_scope_add_group to allowlist a group', 'job.token_scope_remove_group to remove one'] },
  })
  readonly listGroups?: Declared;

  @Action({
    id: 'job.token_scope_add_group', title: 'Allowlist a group for job tokens', tier: 'free', readOnly: false, destructive: false,
    description: "Add a group to a project's job token allowlist, so that CI/CD jobs of the group's projects may access this project.",
    keywords: ['CI_JOB_TOKEN', 'grant access', 'trust group', 'allow group'],
    input: AllowlistGroupRefDto, output: AllowlistedGroupDto, operation: 'jobTokenScopeAddGroup', route: 'POST /projects/:id/job_token_scope/groups_allowlist',
    hints: [{ text: 'the group may not exist or not be visible to you, or is already on the allowlist', statuses: [400, 404, 422] }, MAINTAINER_HINT],
    example: { project_id: '42', target_group_id: 10 },
    reply: { render: (out, input) => renderAllowlistedGroup(out, input.project_id), nextSteps: ['job.token_scope_list_groups to see the allowlist'] },
  })
  readonly addGroup?: Declared;

  @Action({
    id: 'job.token_scope_remove_group', title: 'Remove a group from the job token allowlist', tier: 'free', readOnly: false, destructive: true, idempotent: true,
    description: "Remove a group from a project's job token allowlist: CI/CD jobs of its projects lose access to this project at once.",
    keywords: ['CI_JOB_TOKEN', 'revoke access', 'disallow group'],
    input: AllowlistGroupRefDto, output: JobTokenScopeOutcomeDto, operation: 'jobTokenScopeRemoveGroup', route: 'DELETE /projects/:id/job_token_scope/groups_allowlist/:target_group_id',
    hints: [{ text: 'the group may not be on the allowlist; use job.token_scope_list_groups', statuses: [404] }, MAINTAINER_HINT],
    example: { project_id: '42', target_group_id: 10 },
    reply: {
      shape: (_, input) => ({ project_id: input.project_id, message: `Group ${input.target_group_id} removed from the allowlist.` }),
      render: (out) => renderJobTokenScopeOutcome(out, 'Group removed from the job token allowlist'),
      nextSteps: ['job.token_scope_list_groups to see the allowlist'],
    },
  })
  readonly removeGroup?: Declared;
}
