import { Action, Domain, respond, type ActionContext, type ActionResult, type Declared } from '@gitlab-mcp/action-kit';
import { GitlabRequestFailureError } from '@gitlab-mcp/gitlab-client';
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
    id: 'project.label_list', title: 'List project labels', tier: 'free', readOnly: true, destructive: false,
    description: "List the labels available in a project (its own and, by default, its groups'), optionally with issue and merge request counts; search by name.",
    keywords: ['issue labels', 'categories', 'repo labels', 'label taxonomy', 'triage labels'],
    input: ListProjectLabelsDto, output: ProjectLabelListDto, operation: 'labelList', route: 'GET /projects/:id/labels',
    hints: [{ text: 'verify project_id; use project.list to find the project', statuses: [404] }],
    example: { project_id: '42', with_counts: true, per_page: 20 },
    reply: { list: 'labels', render: (out, input) => renderLabelList(out, input.project_id), nextSteps: ['project.label_get for one label', 'project.label_create to add a label', 'issue.list with labels to find the issues carrying one'] },
  })
  readonly labelList?: Declared;

  @Action({
    id: 'project.label_get', title: 'Get a project label', tier: 'free', readOnly: true, destructive: false,
    description: 'Get one label of a project by ID or name: colour, priority, description and whether you are subscribed to it.',
    keywords: ['label color', 'repo label', 'label priority', 'category'],
    input: GetProjectLabelDto, output: ProjectLabelDto, operation: 'labelGet', route: 'GET /projects/:id/labels/:name',
    notFound: {
      resource: 'Label',
      identifier: '"{label_id}" in project {project_id}',
      nextSteps: ["Use action 'project.label_list' to list the project's labels", 'Verify the label name is spelled correctly (case-sensitive)'],
    },
    example: { project_id: '42', label_id: 'bug' },
    request: { path: { name: 'label_id' } },
    reply: { render: (out) => renderLabel(out), nextSteps: ['project.label_update to change it', 'project.label_subscribe to be notified of items with this label'] },
  })
  readonly labelGet?: Declared;

  @Action({
    id: 'project.label_create', title: 'Create a project label', tier: 'free', readOnly: false, destructive: false,
    description: 'Create a label in a project with a colour and, optionally, a description and a priority. Scoped labels use "scope::value" names (Premium).',
    keywords: ['label color', 'scoped label', 'repo label', 'category', 'triage label'],
    input: CreateProjectLabelDto, output: ProjectLabelDto, operation: 'labelCreate', route: 'POST /projects/:id/labels',
    hints: [
      { text: 'a label with this name already exists; use project.label_get to inspect it or project.label_update to change it', statuses: [409] },
      { text: 'check the colour ("#RRGGBB" or a CSS colour name) and the name', statuses: [400] },
      LABEL_ROLE,
    ],
    example: { project_id: '42', name: 'needs-review', color: '#428BCA', description: 'Waiting for a reviewer', priority: 2 },
    reply: { render: (out) => renderLabel(out, 'Label created:'), nextSteps: ['issue.update with add_labels to label an issue', 'project.label_list to see all labels'] },
  })
  readonly labelCreate?: Declared;

  @Action({
    id: 'project.label_update', title: 'Update a project label', tier: 'free', readOnly: false, destructive: false, idempotent: true,
    description: 'Rename a project label or change its colour, description, priority or archived state; give at least one of them. Issues and merge requests keep the label under its new name.',
    keywords: ['rename label', 'label color', 'recolor', 'repo label', 'label priority'],
    input: UpdateProjectLabelDto, output: ProjectLabelDto, operation: 'labelUpdate', route: 'PUT /projects/:id/labels/:name',
    hints: [
      LABEL_404,
      { text: 'give at least one of new_name, color, description, priority or archived; a new_name must not be taken already', statuses: [400, 409] },
      LABEL_ROLE,
    ],
    example: { project_id: '42', label_id: 'bug', color: '#D9534F', description: 'Something does not work' },
    request: { path: { name: 'label_id' } },
    reply: { render: (out) => renderLabel(out, 'Label updated:'), nextSteps: ['project.label_get to read it back', 'project.label_list to see all labels'] },
  })
  readonly labelUpdate?: Declared;

  @Action({
    id: 'project.label_delete', title: 'Delete a project label', tier: 'free', readOnly: false, destructive: true, idempotent: true,
    description: 'Delete a project label; it is removed from every issue and merge request that carries it. This cannot be undone.',
    keywords: ['repo label', 'remove label', 'category', 'unused label'],
    input: ProjectLabelRefDto, output: ProjectLabelDeletionDto, operation: 'labelDelete', route: 'DELETE /projects/:id/labels/:name',
    hints: [LABEL_404, LABEL_ROLE],
    example: { project_id: '42', label_id: 'maintenance' },
    request: { path: { name: 'label_id' } },
    reply: { shape: (_, input) => ({ project_id: input.project_id, label_id: input.label_id, message: 'Label deleted and removed from its issues and merge requests.' }), render: renderLabelDeletion, nextSteps: ['project.label_list to see the remaining labels'] },
  })
  readonly labelDelete?: Declared;

  @Action({
    id: 'project.label_promote', title: 'Promote a project label to a group label', tier: 'free', readOnly: false, destructive: true,
    description: "Promote a project label to a label of the project's group, so every project of the group can use it; same-named labels of the group's other projects merge into it. Cannot be reversed. The project must belong to a group.",
    keywords: ['org label', 'share label across projects', 'elevate label', 'convert to group label'],
    input: ProjectLabelRefDto, output: ProjectLabelDto, operation: 'labelPromote', route: 'PUT /projects/:id/labels/:name/promote',
    hints: [
      LABEL_404,
      { text: 'only labels of projects in a group can be promoted, and the group may already have a label with that name', statuses: [400] },
      { text: 'promoting a label requires at least the Maintainer role in the group', statuses: [401, 403], namesRole: true },
    ],
    example: { project_id: '42', label_id: 'bug' },
    request: { path: { name: 'label_id' } },
    reply: { render: (out) => renderLabel(out, 'Label promoted to the group:'), nextSteps: ['project.label_list to see the labels the project now inherits'] },
  })
  readonly labelPromote?: Declared;

  @Action({
    id: 'project.label_subscribe',
    title: 'Subscribe to a project label',
    description: 'Get notifications for the issues and merge requests that carry a label. Subscribing again changes nothing.',
    tier: 'free',
    readOnly: false,
    destructive: false,
    idempotent: true,
    keywords: ['watch label', 'follow label', 'label notifications', 'email alerts'],
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
    keywords: ['unwatch label', 'unfollow label', 'mute label', 'stop notifications'],
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
      if (!(e instanceof GitlabRequestFailureError) || e.failure.status !== 304) throw e;
      label = (await ctx.gitlab.rest<ProjectLabelDto>({ method: 'GET', path, signal: ctx.signal })).data;
      note = verb === 'subscribe' ? ' (already subscribed)' : ' (was not subscribed)';
    }
    const out: ProjectLabelDto = { ...label, next_steps: [verb === 'subscribe' ? 'project.label_unsubscribe to stop the notifications' : 'project.label_subscribe to get the notifications again'] };
    return respond(out, renderLabel(out, verb === 'subscribe' ? `Subscribed${note}:` : `Unsubscribed${note}:`));
  }
}
