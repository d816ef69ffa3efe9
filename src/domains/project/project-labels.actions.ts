import { Action, Domain, pageOf, respond, type ActionContext, type ActionResult } from '@gitlab-mcp/action-kit';
import { GitlabRequestFailure } from '@gitlab-mcp/gitlab-client';
import { Injectable } from '@nestjs/common';
import { projectPath, segment } from '../shared/project-ref.js';
import { ProjectLabelDeletionDto, ProjectLabelDto, ProjectLabelListDto } from './dto/label.dto.js';
import { CreateProjectLabelDto, GetProjectLabelDto, ListProjectLabelsDto, ProjectLabelRefDto, UpdateProjectLabelDto } from './dto/label-params.dto.js';
import { PROJECT_DOMAIN } from './project.domain.js';
import { renderLabel, renderLabelDeletion, renderLabelList } from './project-labels.format.js';

const labelPath = (projectId: string, label: string): string => `${projectPath(projectId)}/labels/${segment(label)}`;

const LABEL_404 = { text: 'the label may not exist; use project.label_list to see the labels (names are case-sensitive)', statuses: [404] };
const LABEL_ROLE = { text: 'managing labels requires at least the Planner or Reporter role', statuses: [401, 403], namesRole: true };

/** Project labels: list, read, create, change, delete, promote to the group, and subscribe to them. */
@Domain(PROJECT_DOMAIN)
@Injectable()
export class ProjectLabelActions {
  @Action({
    id: 'project.label_list',
    title: 'List project labels',
    description: "List the labels available in a project (its own and, by default, its groups'), optionally with issue and merge request counts; search by name.",
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: ListProjectLabelsDto,
    output: ProjectLabelListDto,
    operation: 'labelList',
    route: 'GET /projects/:id/labels',
    hints: [{ text: 'verify project_id; use project.list to find the project', statuses: [404] }],
    example: { project_id: '42', with_counts: true, per_page: 20 },
  })
  async labelList(input: ListProjectLabelsDto, ctx: ActionContext): Promise<ActionResult<ProjectLabelListDto>> {
    const { project_id, ...query } = input;
    const res = await ctx.gitlab.rest<ProjectLabelDto[]>({ method: 'GET', path: `${projectPath(project_id)}/labels`, query, signal: ctx.signal });
    const out: ProjectLabelListDto = {
      labels: res.data,
      pagination: pageOf(res, input),
      next_steps: ['project.label_get for one label', 'project.label_create to add a label', 'issue.list with labels to find the issues carrying one'],
    };
    return respond(out, renderLabelList(out, project_id));
  }

  @Action({
    id: 'project.label_get',
    title: 'Get a project label',
    description: 'Get one label of a project by ID or name: colour, priority, description and whether you are subscribed to it.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: GetProjectLabelDto,
    output: ProjectLabelDto,
    operation: 'labelGet',
    route: 'GET /projects/:id/labels/:name',
    notFound: {
      resource: 'Label',
      identifier: '"{label_id}" in project {project_id}',
      nextSteps: ["Use action 'project.label_list' to list the project's labels", 'Verify the label name is spelled correctly (case-sensitive)'],
    },
    example: { project_id: '42', label_id: 'bug' },
  })
  async labelGet(input: GetProjectLabelDto, ctx: ActionContext): Promise<ActionResult<ProjectLabelDto>> {
    const res = await ctx.gitlab.rest<ProjectLabelDto>({
      method: 'GET',
      path: labelPath(input.project_id, input.label_id),
      query: { include_ancestor_groups: input.include_ancestor_groups },
      signal: ctx.signal,
    });
    const out: ProjectLabelDto = { ...res.data, next_steps: ['project.label_update to change it', 'project.label_subscribe to be notified of items with this label'] };
    return respond(out, renderLabel(out));
  }

  @Action({
    id: 'project.label_create',
    title: 'Create a project label',
    description: 'Create a label in a project with a colour and, optionally, a description and a priority. Scoped labels use "scope::value" names (Premium).',
    tier: 'free',
    readOnly: false,
    destructive: false,
    input: CreateProjectLabelDto,
    output: ProjectLabelDto,
    operation: 'labelCreate',
    route: 'POST /projects/:id/labels',
    hints: [
      { text: 'a label with this name already exists; use project.label_get to inspect it or project.label_update to change it', statuses: [409] },
      { text: 'check the colour ("#RRGGBB" or a CSS colour name) and the name', statuses: [400] },
      LABEL_ROLE,
    ],
    example: { project_id: '42', name: 'needs-review', color: '#428BCA', description: 'Waiting for a reviewer', priority: 2 },
  })
  async labelCreate(input: CreateProjectLabelDto, ctx: ActionContext): Promise<ActionResult<ProjectLabelDto>> {
    const { project_id, ...body } = input;
    const res = await ctx.gitlab.rest<ProjectLabelDto>({ method: 'POST', path: `${projectPath(project_id)}/labels`, body, signal: ctx.signal });
    const out: ProjectLabelDto = { ...res.data, next_steps: ['issue.update with add_labels to label an issue', 'project.label_list to see all labels'] };
    return respond(out, renderLabel(out, 'Label created:'));
  }

  @Action({
    id: 'project.label_update',
    title: 'Update a project label',
    description: 'Rename a project label or change its colour, description, priority or archived state; give at least one of them. Issues and merge requests keep the label under its new name.',
    tier: 'free',
    readOnly: false,
    destructive: false,
    idempotent: true,
    input: UpdateProjectLabelDto,
    output: ProjectLabelDto,
    operation: 'labelUpdate',
    route: 'PUT /projects/:id/labels/:name',
    hints: [
      LABEL_404,
      { text: 'give at least one of new_name, color, description, priority or archived; a new_name must not be taken already', statuses: [400, 409] },
      LABEL_ROLE,
    ],
    example: { project_id: '42', label_id: 'bug', color: '#D9534F', description: 'Something does not work' },
  })
  async labelUpdate(input: UpdateProjectLabelDto, ctx: ActionContext): Promise<ActionResult<ProjectLabelDto>> {
    const { project_id, label_id, ...body } = input;
    const res = await ctx.gitlab.rest<ProjectLabelDto>({ method: 'PUT', path: labelPath(project_id, label_id), body, signal: ctx.signal });
    const out: ProjectLabelDto = { ...res.data, next_steps: ['project.label_get to read it back', 'project.label_list to see all labels'] };
    return respond(out, renderLabel(out, 'Label updated:'));
  }

  @Action({
    id: 'project.label_delete',
    title: 'Delete a project label',
    description: 'Delete a project label; it is removed from every issue and merge request that carries it. This cannot be undone.',
    tier: 'free',
    readOnly: false,
    destructive: true,
    idempotent: true,
    input: ProjectLabelRefDto,
    output: ProjectLabelDeletionDto,
    operation: 'labelDelete',
    route: 'DELETE /projects/:id/labels/:name',
    hints: [LABEL_404, LABEL_ROLE],
    example: { project_id: '42', label_id: 'maintenance' },
  })
  async labelDelete(input: ProjectLabelRefDto, ctx: ActionContext): Promise<ActionResult<ProjectLabelDeletionDto>> {
    await ctx.gitlab.rest<undefined>({ method: 'DELETE', path: labelPath(input.project_id, input.label_id), signal: ctx.signal });
    const out: ProjectLabelDeletionDto = {
      project_id: input.project_id,
      label_id: input.label_id,
      message: 'Label deleted and removed from its issues and merge requests.',
      next_steps: ['project.label_list to see the remaining labels'],
    };
    return respond(out, renderLabelDeletion(out));
  }

  @Action({
    id: 'project.label_promote',
    title: 'Promote a project label to a group label',
    description: "Promote a project label to a label of the project's group, so every project of the group can use it; same-named labels of the group's other projects merge into it. Cannot be reversed. The project must belong to a group.",
    tier: 'free',
    readOnly: false,
    destructive: true,
    input: ProjectLabelRefDto,
    output: ProjectLabelDto,
    operation: 'labelPromote',
    route: 'PUT /projects/:id/labels/:name/promote',
    hints: [
      LABEL_404,
      { text: 'only labels of projects in a group can be promoted, and the group may already have a label with that name', statuses: [400] },
      { text: 'promoting a label requires at least the Maintainer role in the group', statuses: [401, 403], namesRole: true },
    ],
    example: { project_id: '42', label_id: 'bug' },
  })
  async labelPromote(input: ProjectLabelRefDto, ctx: ActionContext): Promise<ActionResult<ProjectLabelDto>> {
    const res = await ctx.gitlab.rest<ProjectLabelDto>({ method: 'PUT', path: `${labelPath(input.project_id, input.label_id)}/promote`, signal: ctx.signal });
    const out: ProjectLabelDto = { ...res.data, next_steps: ['project.label_list to see the labels the project now inherits'] };
    return respond(out, renderLabel(out, 'Label promoted to the group:'));
  }

  @Action({
    id: 'project.label_subscribe',
    title: 'Subscribe to a project label',
    description: 'Get notifications for the issues and merge requests that carry a label. Subscribing again changes nothing.',
    tier: 'free',
    readOnly: false,
    destructive: false,
    idempotent: true,
    input: ProjectLabelRefDto,
    output: ProjectLabelDto,
    operation: 'labelSubscribe',
    route: 'POST /projects/:id/labels/:subscribable_id/subscribe',
    hints: [LABEL_404],
    example: { project_id: '42', label_id: 'bug' },
  })
  async labelSubscribe(input: ProjectLabelRefDto, ctx: ActionContext): Promise<ActionResult<ProjectLabelDto>> {
    return this.subscription(input, 'subscribe', ctx);
  }

  @Action({
    id: 'project.label_unsubscribe',
    title: 'Unsubscribe from a project label',
    description: 'Stop the notifications for the issues and merge requests that carry a label. Unsubscribing again changes nothing.',
    tier: 'free',
    readOnly: false,
    destructive: false,
    idempotent: true,
    input: ProjectLabelRefDto,
    output: ProjectLabelDto,
    operation: 'labelUnsubscribe',
    route: 'POST /projects/:id/labels/:subscribable_id/unsubscribe',
    hints: [LABEL_404],
    example: { project_id: '42', label_id: 'bug' },
  })
  async labelUnsubscribe(input: ProjectLabelRefDto, ctx: ActionContext): Promise<ActionResult<ProjectLabelDto>> {
    return this.subscription(input, 'unsubscribe', ctx);
  }

  /** GitLab answers 304 when the subscription is already as asked: read the label back instead. */
  private async subscription(input: ProjectLabelRefDto, verb: 'subscribe' | 'unsubscribe', ctx: ActionContext): Promise<ActionResult<ProjectLabelDto>> {
    const path = labelPath(input.project_id, input.label_id);
    let label: ProjectLabelDto;
    let note = '';
    try {
      label = (await ctx.gitlab.rest<ProjectLabelDto>({ method: 'POST', path: `${path}/${verb}`, signal: ctx.signal })).data;
    } catch (e) {
      if (!(e instanceof GitlabRequestFailure) || e.failure.status !== 304) throw e;
      label = (await ctx.gitlab.rest<ProjectLabelDto>({ method: 'GET', path, signal: ctx.signal })).data;
      note = verb === 'subscribe' ? ' (already subscribed)' : ' (was not subscribed)';
    }
    const out: ProjectLabelDto = { ...label, next_steps: [verb === 'subscribe' ? 'project.label_unsubscribe to stop the notifications' : 'project.label_subscribe to get the notifications again'] };
    return respond(out, renderLabel(out, verb === 'subscribe' ? `Subscribed${note}:` : `Unsubscribed${note}:`));
  }
}
