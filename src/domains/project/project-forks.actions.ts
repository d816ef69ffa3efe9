import { Action, Domain, pageOf, respond, type ActionContext, type ActionResult, type Declared } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { projectPath } from '../shared/project-ref.js';
import { ProjectIdDto } from '../shared/project-id.dto.js';
import { ForkProjectDto, ForkRelationDto, ListForksDto } from './dto/project-fork.dto.js';
import { customAttributeQuery } from './dto/project-params.dto.js';
import { ProjectDto, ProjectListDto, ProjectOperationDto } from './dto/project.dto.js';
import { renderProject, renderProjectList, renderProjectOperation } from './project.format.js';
import { PROJECT_DOMAIN } from './project.domain.js';
import { PROJECT_404 } from './project-core.hints.js';

/** Forks: fork a project, list its forks, and link or unlink a fork to its upstream. */
@Domain(PROJECT_DOMAIN)
@Injectable()
export class ProjectForkActions {
  @Action({
    id: 'project.fork', title: 'Fork a project', tier: 'free', readOnly: false, destructive: false,
    description:
      'Fork a project into your personal namespace or another one (namespace_id or namespace_path), optionally renamed, with other visibility or only some branches. GitLab copies the repository in the background: import_status says when it is finished.',
    keywords: ['copy repo', 'duplicate project', 'own copy', 'contribute upstream', 'GitHub fork'],
    input: ForkProjectDto, output: ProjectDto, operation: 'projectFork', route: 'POST /projects/:id/fork',
    hints: [
      PROJECT_404,
      { text: 'the target namespace may already hold a project with that name or path (pass name and path), or the visibility exceeds the upstream’s', statuses: [400, 409] },
      { text: 'forking needs the right to fork the project (forking may be disabled) and to create projects in the target namespace', statuses: [401, 403], namesRole: true },
    ],
    example: { project_id: '42', namespace_path: 'demo', name: 'backend-fork', path: 'backend-fork' },
    reply: { render: (out) => renderProject(out, 'Fork created:'), nextSteps: ['project.get on the fork to follow import_status', 'merge_request.create to propose changes upstream'] },
  })
  readonly fork?: Declared;

  @Action({
    id: 'project.list_forks',
    title: 'List the forks of a project',
    description: 'List the forks of a project visible to you, with the same filters as project.list.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    keywords: ['forks', 'fork count', 'downstream copies', 'who forked', 'fork network'],
    input: ListForksDto,
    output: ProjectListDto,
    operation: 'projectListForks',
    route: 'GET /projects/:id/forks',
    hints: [PROJECT_404],
    example: { project_id: '42', per_page: 20 },
  })
  async listForks(input: ListForksDto, ctx: ActionContext): Promise<ActionResult<ProjectListDto>> {
    const { project_id, custom_attributes, ...filters } = input;
    const res = await ctx.gitlab.rest<ProjectDto[]>({
      method: 'GET',
      path: `${projectPath(project_id)}/forks`,
      query: { ...filters, ...customAttributeQuery(custom_attributes) },
      signal: ctx.signal,
    });
    const out: ProjectListDto = { projects: res.data, pagination: pageOf(res, input), next_steps: ['project.get for one fork'] };
    return respond(out, renderProjectList(out, `Forks of project ${project_id}`));
  }

  @Action({
    id: 'project.create_fork_relation', title: 'Mark a project as a fork of another', tier: 'free', readOnly: false, destructive: false,
    description: 'Record that project_id is a fork of forked_from_id (for projects forked outside GitLab, or whose relation was removed), so that merge requests can target the upstream.',
    keywords: ['link fork', 'set upstream', 'forked from', 'fork link', 'upstream project'],
    input: ForkRelationDto, output: ProjectDto, operation: 'projectCreateForkRelation', route: 'POST /projects/:id/fork/:forked_from_id',
    hints: [
      { text: 'the namespace of project_id is not one in which forked_from_id can be forked', statuses: [401], namesRole: true },
      {
        text: 'you lack Owner on project_id, the right to create forks in its top-level namespace (Maintainer or Owner when it is a group), or the right to fork forked_from_id',
        statuses: [403],
        namesRole: true,
      },
      { text: 'project_id is already a fork; project.delete_fork_relation removes the existing relation first', statuses: [409] },
      { text: 'project_id or forked_from_id may not exist; use project.list with search', statuses: [404] },
    ],
    example: { project_id: '42', forked_from_id: '43' },
    reply: { render: (out) => renderProject(out, 'Fork relation created:'), nextSteps: ['project.get to see forked_from_project', 'project.delete_fork_relation to undo it'] },
  })
  readonly createForkRelation?: Declared;

  @Action({
    id: 'project.delete_fork_relation', title: 'Remove the fork relation of a project', tier: 'free', readOnly: false, destructive: true, idempotent: true,
    description:
      'Make a fork an independent project: it no longer counts as a fork of its upstream and merge requests to the upstream stop working. Restoring the link needs project.create_fork_relation (Owner and fork rights). Needs confirmation.',
    keywords: ['unlink fork', 'detach fork', 'break fork link', 'independent copy', 'upstream'],
    input: ProjectIdDto, output: ProjectOperationDto, operation: 'projectDeleteForkRelation', route: 'DELETE /projects/:id/fork',
    hints: [
      PROJECT_404,
      { text: 'removing a fork relation needs the Owner role on the fork', statuses: [401, 403], namesRole: true },
      { text: 'the project is not a fork (project.get shows forked_from_project)', statuses: [304] },
    ],
    example: { project_id: '44' },
    reply: { shape: (_, input) => ({ project_id: input.project_id, message: 'Fork relation removed: the project is now independent of its upstream.' }), render: (out, input) => renderProjectOperation(out, `Fork relation of project ${input.project_id} removed`), nextSteps: ['project.create_fork_relation to link it again'] },
  })
  readonly deleteForkRelation?: Declared;
}
