import { Action, Domain, pageOf, respond, type ActionContext, type ActionHint, type ActionResult, type Declared } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { ProjectIdDto } from '../shared/project-id.dto.js';
import { CreateProjectDto, CreateProjectForUserDto, projectUpdateIsDestructive, UpdateProjectDto } from './dto/project-create.dto.js';
import { customAttributeQuery, DeleteProjectDto, GetProjectDto, ListProjectsDto, TransferProjectDto } from './dto/project-params.dto.js';
import { ProjectDto, ProjectListDto, ProjectOperationDto } from './dto/project.dto.js';
import { renderProject, renderProjectList, renderProjectOperation, renderProjectUpdate } from './project.format.js';
import { PROJECT_DOMAIN } from './project.domain.js';
import { gitlabMessage, PROJECT_404, roleHint } from './project-core.hints.js';

const OWNER_ONLY = (what: string): ActionHint => roleHint(what, 'the Owner role on the project (or an administrator)');
const CREATED_STEPS = ['repository.tree to see the files of the new project', 'project.update to change its settings', 'project.member_add to invite people'];

@Domain(PROJECT_DOMAIN)
@Injectable()
export class ProjectActions {
  @Action({
    id: 'project.get', title: 'Get a project', tier: 'free', readOnly: true, destructive: false,
    description: 'Get one project by numeric ID or full path: visibility, default branch, URLs, counts, your access; with statistics, its storage sizes.',
    keywords: ['repo info', 'clone URL', 'SSH URL', 'repo size', 'project ID', 'overview'],
    input: GetProjectDto, output: ProjectDto, operation: 'projectGet', route: 'GET /projects/:id',
    notFound: {
      resource: 'Project',
      identifier: '{project_id}',
      nextSteps: ["Use action 'project.list' with search to find the project", 'Check the full path (group/project) or the numeric ID'],
    },
    example: { project_id: 'acme/backend' },
    reply: { render: (out) => renderProject(out), nextSteps: ['branch.list to see its branches', 'repository.tree to browse its files', 'branch.rule_list to review its branch rules'] },
  })
  readonly get?: Declared;

  @Action({
    id: 'project.list',
    title: 'List projects',
    description: 'List projects visible to the token, filtered by search text, membership, ownership, visibility, topic, language, activity dates or archived state.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    keywords: ['repos', 'my projects', 'find repo', 'owned projects', 'project directory', 'explore projects'],
    input: ListProjectsDto,
    output: ProjectListDto,
    operation: 'projectList',
    route: 'GET /projects',
    example: { search: 'backend', membership: true, per_page: 10 },
  })
  async list(input: ListProjectsDto, ctx: ActionContext): Promise<ActionResult<ProjectListDto>> {
    const { custom_attributes, ...filters } = input;
    const res = await ctx.gitlab.rest<ProjectDto[]>({ method: 'GET', path: '/projects', query: { ...filters, ...customAttributeQuery(custom_attributes) }, signal: ctx.signal });
    const out: ProjectListDto = { projects: res.data, pagination: pageOf(res, input), next_steps: ['project.get for one project in detail'] };
    return respond(out, renderProjectList(out));
  }

  @Action({
    id: 'project.create', title: 'Create a project', tier: 'free', readOnly: false, destructive: false,
    description:
      "Create a project in your personal namespace or a group (namespace_id): empty, with a README (initialize_with_readme), or from a built-in template (template_name, e.g. express, rails, spring) or a custom one. Any project setting can be set at once. The avatar is set afterwards with project.upload_avatar.",
    keywords: ['init repo', 'from template', 'scaffold', 'bootstrap', 'initialize repository', 'empty repo'],
    input: CreateProjectDto, output: ProjectDto, operation: 'projectCreate', route: 'POST /projects',
    hints: [
      { text: 'the name or path may already be taken in that namespace (project.list with search shows it), the template may not exist, or namespace_id names a namespace where you cannot create projects', statuses: [400] },
      { text: 'creating projects in a group needs a role the group allows to create projects (usually Developer or Maintainer); check group.get and your membership', statuses: [403], namesRole: true },
      { text: 'namespace_id may not exist; group.get shows the ID of a group', statuses: [404] },
    ],
    example: { name: 'Payments API', namespace_id: 10, description: 'Payment processing service', visibility: 'private', initialize_with_readme: true, default_branch: 'main' },
    reply: { render: (out) => renderProject(out, 'Project created:'), nextSteps: CREATED_STEPS },
  })
  readonly create?: Declared;

  @Action({
    id: 'project.create_for_user', title: 'Create a project for a user', tier: 'free', readOnly: false, destructive: false,
    description: "Create a project owned by another user, in that user's personal namespace (administrators only). Takes the same settings as project.create.",
    keywords: ['admin', 'on behalf of', 'another user', 'for someone else', 'provision repo'],
    input: CreateProjectForUserDto, output: ProjectDto, operation: 'projectCreateForUser', route: 'POST /projects/user/:user_id',
    hints: [
      { text: 'only administrators may create projects for other users', statuses: [401, 403], namesRole: true },
      { text: 'user_id may not exist; user.list finds users', statuses: [404] },
      { text: 'the name or path may already be taken in the user’s namespace, or the user reached their project limit', statuses: [400] },
    ],
    example: { user_id: 1, name: 'notes', visibility: 'private', initialize_with_readme: true },
    reply: { render: (out) => renderProject(out, 'Project created:'), nextSteps: CREATED_STEPS },
  })
  readonly createForUser?: Declared;

  @Action({
    id: 'project.update', title: 'Update a project', tier: 'free', readOnly: false, destructive: (p: UpdateProjectDto) => projectUpdateIsDestructive(p), idempotent: true,
    description:
      'Change a project: name, path, description, default branch, topics, visibility, feature access levels, merge and CI/CD settings. Only the fields given change. Making a project public needs confirmation: exposed code cannot be taken back.',
    keywords: ['rename repo', 'change visibility', 'make private', 'make public', 'topics', 'Settings > General'],
    input: UpdateProjectDto, output: ProjectDto, operation: 'projectUpdate', route: 'PUT /projects/:id',
    hints: [
      PROJECT_404,
      { text: 'a value may be invalid: the path may be taken, default_branch must be an existing branch (branch.list), and visibility cannot exceed the group’s', statuses: [400] },
      { text: 'changing settings needs the Maintainer role; changing the path needs Owner', statuses: [401, 403], namesRole: true },
    ],
    example: { project_id: '42', description: 'Payment and billing backend', topics: ['api', 'payments'], merge_method: 'ff' },
    reply: { render: (out, input) => renderProjectUpdate(out, changedFields(input)), nextSteps: ['project.get to read the whole project'] },
  })
  readonly update?: Declared;

  @Action({
    id: 'project.delete', title: 'Delete a project', tier: 'free', readOnly: false, destructive: true,
    description:
      'Delete a project with its repository, issues, merge requests, pipelines and everything else. Where the instance delays deletions the project is only marked for deletion (project.restore undoes it until then); permanently_remove with full_path deletes a marked project at once. Needs confirmation.',
    keywords: ['remove repo', 'destroy repo', 'permanently remove', 'wipe project', 'delete repository'],
    input: DeleteProjectDto, output: ProjectOperationDto, operation: 'projectDelete', route: 'DELETE /projects/:id',
    hints: [
      PROJECT_404,
      OWNER_ONLY('deleting a project'),
      { text: 'permanently_remove works only on a project already marked for deletion, with full_path equal to its full path', statuses: [400] },
    ],
    example: { project_id: 'demo/sandbox' },
    reply: { shape: deletion, render: (out, input) => renderProjectOperation(out, `Project ${input.project_id} deleted`), nextSteps: ['project.list to see the remaining projects', 'project.restore to undo a delayed deletion'] },
  })
  readonly delete?: Declared;

  @Action({
    id: 'project.restore', title: 'Restore a project marked for deletion', tier: 'free', readOnly: false, destructive: false,
    description: 'Cancel the delayed deletion of a project marked for deletion, before the day it is deleted for good.',
    keywords: ['undelete', 'recover project', 'cancel deletion', 'undo delete', 'pending deletion'],
    input: ProjectIdDto, output: ProjectDto, operation: 'projectRestore', route: 'POST /projects/:id/restore',
    hints: [PROJECT_404, { text: 'the project is not marked for deletion (project.get shows marked_for_deletion_on)', statuses: [400] }, OWNER_ONLY('restoring a project')],
    example: { project_id: 'demo/sandbox' },
    reply: { render: (out) => renderProject(out, 'Project restored:'), nextSteps: ['project.get to check the project'] },
  })
  readonly restore?: Declared;

  @Action({
    id: 'project.archive', title: 'Archive a project', tier: 'free', readOnly: false, destructive: false, idempotent: true,
    description: 'Archive a project: it becomes read-only (no pushes, issues or merge requests) and is hidden from default lists. project.unarchive reverses it.',
    keywords: ['freeze repo', 'retire', 'deprecate repo', 'mothball', 'lock project'],
    input: ProjectIdDto, output: ProjectDto, operation: 'projectArchive', route: 'POST /projects/:id/archive',
    hints: [PROJECT_404, OWNER_ONLY('archiving a project')],
    example: { project_id: 'demo/sandbox' },
    reply: { render: (out) => renderProject(out, 'Project archived:'), nextSteps: ['project.unarchive to make it writable again'] },
  })
  readonly archive?: Declared;

  @Action({
    id: 'project.unarchive', title: 'Unarchive a project', tier: 'free', readOnly: false, destructive: false, idempotent: true,
    description: 'Unarchive an archived project so that it accepts pushes, issues and merge requests again.',
    keywords: ['unfreeze', 'reactivate', 'restore archived', 'make writable', 'revive'],
    input: ProjectIdDto, output: ProjectDto, operation: 'projectUnarchive', route: 'POST /projects/:id/unarchive',
    hints: [PROJECT_404, OWNER_ONLY('unarchiving a project')],
    example: { project_id: 'demo/sandbox' },
    reply: { render: (out) => renderProject(out, 'Project unarchived:'), nextSteps: ['project.get to check the project'] },
  })
  readonly unarchive?: Declared;

  @Action({
    id: 'project.transfer', title: 'Transfer a project to another namespace', tier: 'free', readOnly: false, destructive: false,
    description:
      'Move a project to another group or user namespace: its path and every URL change (GitLab redirects the old ones), and members inherited from the old group lose access. It can be moved back the same way.',
    keywords: ['move repo', 'change namespace', 'change owner', 'relocate', 'move to another group'],
    input: TransferProjectDto, output: ProjectDto, operation: 'projectTransfer', route: 'PUT /projects/:id/transfer',
    hints: [
      PROJECT_404,
      { text: 'the target namespace may already hold a project with the same path, or the project has container images or npm packages that block a transfer', statuses: [400] },
      { text: 'transferring needs Owner on the project and the right to create projects in the target namespace', statuses: [401, 403], namesRole: true },
    ],
    example: { project_id: 'demo/sandbox', namespace: 'acme' },
    reply: { render: (out) => renderProject(out, 'Project transferred:'), nextSteps: ['project.get with the new path', 'project.members to review who has access now'] },
  })
  readonly transfer?: Declared;
}

function deletion(answer: unknown, input: DeleteProjectDto): Omit<ProjectOperationDto, 'next_steps'> {
  return {
    project_id: input.project_id,
    message: input.permanently_remove
      ? 'Project deleted for good.'
      : 'Deletion accepted: GitLab deletes the project in the background, or, where the instance delays deletions (group projects by default), marks it for deletion; project.restore undoes that until the delay ends.',
    gitlab_message: gitlabMessage(answer),
  };
}

/** The settings the call changes: every field given except the project. */
function changedFields(input: UpdateProjectDto): string[] {
  return Object.entries(input).flatMap(([k, v]) => (k !== 'project_id' && v !== undefined ? [k] : []));
}
