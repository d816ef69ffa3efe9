import { Action, Domain, respond, type ActionContext, type ActionResult, type Declared } from '@gitlab-mcp/action-kit';
import { GitlabRequestFailureError } from '@gitlab-mcp/gitlab-client';
import { Injectable } from '@nestjs/common';
import { segment } from '../shared/project-ref.js';
import { LabelDto } from '../shared/label.dto.js';
import { renderLabel, renderLabelList } from '../shared/label.format.js';
import { GroupDeletionDto } from './dto/group-deletion.dto.js';
import { GroupLabelListDto } from './dto/label.dto.js';
import { CreateGroupLabelDto, GetGroupLabelDto, GroupLabelRefDto, ListGroupLabelsDto, UpdateGroupLabelDto } from './dto/label-params.dto.js';
import { GROUP_DOMAIN } from './group.domain.js';
import { renderGroupDeletion } from './group-deletion.format.js';

const labelPath = (groupId: string, label: string): string => `/groups/${segment(groupId)}/labels/${segment(label)}`;

const LABEL_404 = { text: 'the label may not exist in this group; use group.group_label_list to see its labels (names are case-sensitive)', statuses: [404] };
const LABEL_ROLE = { text: 'managing group labels requires at least the Planner or Reporter role in the group', statuses: [401, 403], namesRole: true };

/** Group labels: usable by every project and subgroup of the group; list, read, create, change, delete, subscribe. */
@Domain(GROUP_DOMAIN)
@Injectable()
export class GroupLabelActions {
  @Action({
    id: 'group.group_label_list', title: 'List group labels', tier: 'free', readOnly: true, destructive: false,
    description: "List the labels of a group (and, by default, of its ancestor groups), optionally with issue and merge request counts; search by name.",
    keywords: ['categories', 'scoped labels', 'shared labels', 'org labels'],
    input: ListGroupLabelsDto, output: GroupLabelListDto, operation: 'groupLabelList', route: 'GET /groups/:id/labels',
    hints: [{ text: 'verify group_id; use group.list to find the group', statuses: [404] }],
    example: { group_id: 'acme', with_counts: true, per_page: 20 },
    reply: { list: 'labels', render: (out, input) => renderLabelList(out, `Labels of group ${input.group_id}`), nextSteps: ['group.group_label_get for one label', 'group.group_label_create to add a label'] },
  })
  readonly groupLabelList?: Declared;

  @Action({
    id: 'group.group_label_get', title: 'Get a group label', tier: 'free', readOnly: true, destructive: false,
    description: 'Get one label of a group by ID or name: colour, description and whether you are subscribed to it.',
    keywords: ['label color', 'category', 'scoped label', 'org label'],
    input: GetGroupLabelDto, output: LabelDto, operation: 'groupLabelGet', route: 'GET /groups/:id/labels/:name',
    notFound: { resource: 'Label', identifier: '"{label_id}" in group {group_id}', nextSteps: ["Use action 'group.group_label_list' to list the group's labels", 'Verify the label name is spelled correctly (case-sensitive)'] },
    example: { group_id: 'acme', label_id: 'customer' },
    request: { path: { name: 'label_id' } },
    reply: { render: (out) => renderLabel(out), nextSteps: ['group.group_label_update to change it', 'group.group_label_subscribe to be notified of items with this label'] },
  })
  readonly groupLabelGet?: Declared;

  @Action({
    id: 'group.group_label_create', title: 'Create a group label', tier: 'free', readOnly: false, destructive: false,
    description: 'Create a label in a group, usable by all its projects and subgroups, with a colour and optionally a description. Scoped labels use "scope::value" names (Premium).',
    keywords: ['scoped label', 'category', 'shared label', 'org label'],
    input: CreateGroupLabelDto, output: LabelDto, operation: 'groupLabelCreate', route: 'POST /groups/:id/labels',
    hints: [
      { text: 'a label with this name already exists in the group; use group.group_label_get to inspect it or group.group_label_update to change it', statuses: [409] },
      { text: 'check the colour ("#RRGGBB" or a CSS colour name) and the name', statuses: [400] },
      LABEL_ROLE,
    ],
    example: { group_id: 'acme', name: 'needs-design', color: '#5843AD', description: 'Waiting for a design review' },
    reply: { render: (out) => renderLabel(out, 'Label created:'), nextSteps: ['issue.update with add_labels to label an issue', 'group.group_label_list to see all labels'] },
  })
  readonly groupLabelCreate?: Declared;

  @Action({
    id: 'group.group_label_update', title: 'Update a group label', tier: 'free', readOnly: false, destructive: false, idempotent: true,
    description: 'Rename a group label or change its colour, description or archived state; give at least one of them. Items keep the label under its new name.',
    keywords: ['rename label', 'label color', 'recolor', 'archive label'],
    input: UpdateGroupLabelDto, output: LabelDto, operation: 'groupLabelUpdate', route: 'PUT /groups/:id/labels/:name',
    hints: [LABEL_404, { text: 'give at least one of new_name, color, description or archived; a new_name must not be taken already', statuses: [400, 409] }, LABEL_ROLE],
    example: { group_id: 'acme', label_id: 'customer', color: '#D9534F', description: 'Reported by a paying customer' },
    request: { path: { name: 'label_id' } },
    reply: { render: (out) => renderLabel(out, 'Label updated:'), nextSteps: ['group.group_label_get to read it back'] },
  })
  readonly groupLabelUpdate?: Declared;

  @Action({
    id: 'group.group_label_delete', title: 'Delete a group label', tier: 'free', readOnly: false, destructive: true, idempotent: true,
    description: "Delete a group label; it is removed from every issue, merge request and epic of the group's projects that carries it. This cannot be undone.",
    keywords: ['scoped label', 'category', 'org label'],
    input: GroupLabelRefDto, output: GroupDeletionDto, operation: 'groupLabelDelete', route: 'DELETE /groups/:id/labels/:name',
    hints: [LABEL_404, LABEL_ROLE],
    example: { group_id: 'acme', label_id: 'tech-debt' },
    request: { path: { name: 'label_id' } },
    reply: { shape: (_, input) => ({ group_id: input.group_id, deleted: `Label ${input.label_id}`, message: 'Label deleted and removed from its issues, merge requests and epics.' }), render: renderGroupDeletion, nextSteps: ['group.group_label_list to see the remaining labels'] },
  })
  readonly groupLabelDelete?: Declared;

  @Action({
    id: 'group.group_label_subscribe', title: 'Subscribe to a group label', tier: 'free', readOnly: false, destructive: false, idempotent: true,
    description: 'Get notifications for the issues, merge requests and epics that carry a group label. Subscribing again changes nothing.',
    keywords: ['follow label', 'watch label', 'label notifications', 'email alerts'],
    input: GroupLabelRefDto, output: LabelDto, operation: 'groupLabelSubscribe', route: 'POST /groups/:id/labels/:subscribable_id/subscribe',
    hints: [LABEL_404],
    example: { group_id: 'acme', label_id: 'customer' },
  })
  async groupLabelSubscribe(input: GroupLabelRefDto, ctx: ActionContext): Promise<ActionResult<LabelDto>> {
    return this.subscription(input, 'subscribe', ctx);
  }

  @Action({
    id: 'group.group_label_unsubscribe', title: 'Unsubscribe from a group label', tier: 'free', readOnly: false, destructive: false, idempotent: true,
    description: 'Stop the notifications for the issues, merge requests and epics that carry a group label. Unsubscribing again changes nothing.',
    keywords: ['unfollow label', 'unwatch label', 'mute label', 'stop notifications'],
    input: GroupLabelRefDto, output: LabelDto, operation: 'groupLabelUnsubscribe', route: 'POST /groups/:id/labels/:subscribable_id/unsubscribe',
    hints: [LABEL_404],
    example: { group_id: 'acme', label_id: 'customer' },
  })
  async groupLabelUnsubscribe(input: GroupLabelRefDto, ctx: ActionContext): Promise<ActionResult<LabelDto>> {
    return this.subscription(input, 'unsubscribe', ctx);
  }

  /** GitLab answers 304 when the subscription is already as asked: read the label back instead. */
  private async subscription(input: GroupLabelRefDto, verb: 'subscribe' | 'unsubscribe', ctx: ActionContext): Promise<ActionResult<LabelDto>> {
    const path = labelPath(input.group_id, input.label_id);
    let label: LabelDto;
    let note = '';
    try {
      label = (await ctx.gitlab.rest<LabelDto>({ method: 'POST', path: `${path}/${verb}`, signal: ctx.signal })).data;
    } catch (e) {
      if (!(e instanceof GitlabRequestFailureError) || e.failure.status !== 304) throw e;
      label = (await ctx.gitlab.rest<LabelDto>({ method: 'GET', path, signal: ctx.signal })).data;
      note = verb === 'subscribe' ? ' (already subscribed)' : ' (was not subscribed)';
    }
    const out: LabelDto = { ...label, next_steps: [verb === 'subscribe' ? 'group.group_label_unsubscribe to stop the notifications' : 'group.group_label_subscribe to get the notifications again'] };
    return respond(out, renderLabel(out, verb === 'subscribe' ? `Subscribed${note}:` : `Unsubscribed${note}:`));
  }
}
