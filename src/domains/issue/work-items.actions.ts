import { Action, Domain, respond, type ActionContext, type ActionResult } from '@gitlab-mcp/action-kit';
import { ActionRefusalError, GraphqlDataError } from '@gitlab-mcp/errors';
import { Injectable } from '@nestjs/common';
import { cursorArgs, pageInfoOf } from '../shared/cursor-page.dto.js';
import { requireGraphqlData } from '../shared/graphql.js';
import { requireMutationPayload } from '../shared/graphql-mutation.js';
import {
  WorkItemCreateDto,
  WorkItemDeletionDto,
  WorkItemDto,
  WorkItemGetDto,
  WorkItemListDto,
  WorkItemPageDto,
  WorkItemRefDto,
  WorkItemTypeListDto,
  WorkItemTypePageDto,
  WorkItemUpdateDto,
} from './dto/work-item.dto.js';
import { ISSUE_DOMAIN } from './issue.domain.js';
import { namespacePath } from './namespace-path.js';
import { renderDeletion, renderWorkItem, renderWorkItemPage, renderWorkItemTypes } from './work-items.format.js';
import {
  WORK_ITEM_CREATE_MUTATION,
  WORK_ITEM_DELETE_MUTATION,
  WORK_ITEM_GET_QUERY,
  WORK_ITEM_LIST_QUERY,
  WORK_ITEM_TYPE_LIST_QUERY,
  WORK_ITEM_UPDATE_MUTATION,
  type WorkItemCreateData,
  type WorkItemDeleteData,
  type WorkItemGetData,
  type WorkItemListData,
  type WorkItemNode,
  type WorkItemTypeListData,
  type WorkItemUpdateData,
} from './work-items.query.js';

/** A work item with its widgets flattened into fields. */
function workItemOf(n: WorkItemNode): WorkItemDto {
  const widget = (type: string) => (n.widgets ?? []).find((w) => w.type === type);
  const labels = widget('LABELS')?.labels?.nodes;
  const assignees = widget('ASSIGNEES')?.assignees?.nodes;
  const milestone = widget('MILESTONE')?.milestone;
  const dates = widget('START_AND_DUE_DATE');
  const parent = widget('HIERARCHY')?.parent;
  return {
    id: n.id,
    iid: n.iid,
    title: n.title,
    state: n.state,
    description: n.description ?? undefined,
    confidential: n.confidential,
    created_at: n.createdAt,
    updated_at: n.updatedAt,
    closed_at: n.closedAt ?? undefined,
    web_url: n.webUrl ?? undefined,
    author_username: n.author?.username,
    work_item_type: n.workItemType ? { id: n.workItemType.id, name: n.workItemType.name } : undefined,
    labels: labels ? labels.flatMap((l) => (l ? [{ id: l.id, title: l.title ?? undefined }] : [])) : undefined,
    assignees: assignees ? assignees.flatMap((a) => (a ? [{ id: a.id, username: a.username ?? undefined }] : [])) : undefined,
    milestone: milestone ? { id: milestone.id, title: milestone.title ?? undefined } : undefined,
    start_date: dates?.startDate ?? undefined,
    due_date: dates?.dueDate ?? undefined,
    parent: parent ? { id: parent.id, iid: parent.iid, title: parent.title } : undefined,
  };
}

/** The assignee, milestone and date widgets a create and an update both send. */
function sharedWidgets(input: { assignee_ids?: string[]; milestone_id?: string; start_date?: string; due_date?: string }): Record<string, unknown> {
  return {
    assigneesWidget: input.assignee_ids ? { assigneeIds: input.assignee_ids } : undefined,
    milestoneWidget: input.milestone_id ? { milestoneId: input.milestone_id } : undefined,
    startAndDueDateWidget: input.start_date || input.due_date ? { startDate: input.start_date, dueDate: input.due_date, isFixed: true } : undefined,
  };
}

/** Work items over GraphQL. */
@Domain(ISSUE_DOMAIN)
@Injectable()
export class WorkItemActions {
  @Action({
    id: 'issue.work_item_get',
    title: 'Get a work item',
    description: 'Get one work item (issue, task, incident, epic, ...) of a project or group by IID over GraphQL: type, state, labels, assignees, milestone, dates, parent, and its global ID for issue.work_item_update.',
    keywords: ['ticket', 'okr'],
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: WorkItemGetDto,
    output: WorkItemDto,
    operation: 'workItemGet',
    route: 'POST graphql',
    hints: [{ text: 'verify full_path and iid; use issue.work_item_list to see the work items', anyError: true }],
    example: { full_path: 'acme/backend', iid: '1' },
  })
  async workItemGet(input: WorkItemGetDto, ctx: ActionContext): Promise<ActionResult<WorkItemDto>> {
    const fullPath = await namespacePath(input.full_path, ctx);
    const res = await ctx.gitlab.graphql<WorkItemGetData>(WORK_ITEM_GET_QUERY, { fullPath, iid: input.iid }, ctx.signal);
    const node = requireGraphqlData(res, 'workItemGet').namespace?.workItem;
    if (!node) throw new ActionRefusalError(`workItemGet: no work item ${input.iid} in ${fullPath}, or the token cannot see it. Use issue.work_item_list to see the work items.`);
    const out: WorkItemDto = { ...workItemOf(node), next_steps: ['issue.work_item_update with this id to change it', 'issue.note_list for the comments (issues)'] };
    return respond(out, renderWorkItem(out, 'Work item'));
  }

  @Action({
    id: 'issue.work_item_list',
    title: 'List work items',
    description: 'List the work items of a project or group over GraphQL, filtered by state, type, labels, assignees, author or search text. Cursor paging: first/after forward, last/before backward.',
    keywords: ['tickets', 'tasks', 'epics', 'incidents', 'backlog'],
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: WorkItemListDto,
    output: WorkItemPageDto,
    operation: 'workItemList',
    route: 'POST graphql',
    example: { full_path: 'acme/backend', state: 'opened', types: ['ISSUE'], first: 10 },
  })
  async workItemList(input: WorkItemListDto, ctx: ActionContext): Promise<ActionResult<WorkItemPageDto>> {
    const paging = cursorArgs(input);
    const fullPath = await namespacePath(input.full_path, ctx);
    const res = await ctx.gitlab.graphql<WorkItemListData>(
      WORK_ITEM_LIST_QUERY,
      {
        fullPath,
        ...paging,
        state: input.state === 'all' ? undefined : input.state,
        search: input.search,
        types: input.types,
        labelName: input.label_name,
        assigneeUsernames: input.assignee_usernames,
        authorUsername: input.author_username,
        sort: input.sort,
      },
      ctx.signal,
    );
    const conn = requireGraphqlData(res, 'workItemList').namespace?.workItems;
    const out: WorkItemPageDto = {
      work_items: (conn?.nodes ?? []).filter((n): n is WorkItemNode => n !== null).map(workItemOf),
      page_info: pageInfoOf(conn?.pageInfo),
      next_steps: ['issue.work_item_get with full_path and iid for one work item'],
    };
    return respond(out, renderWorkItemPage(out, fullPath));
  }

  @Action({
    id: 'issue.work_item_type_list',
    title: 'List work item types',
    description: 'List the work item types available in a project or group (Issue, Task, Incident, Epic, ...) with the global IDs issue.work_item_create needs.',
    keywords: ['issue types', 'kinds', 'categories'],
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: WorkItemTypeListDto,
    output: WorkItemTypePageDto,
    operation: 'workItemTypeList',
    route: 'POST graphql',
    example: { full_path: 'acme/backend' },
  })
  async workItemTypeList(input: WorkItemTypeListDto, ctx: ActionContext): Promise<ActionResult<WorkItemTypePageDto>> {
    const paging = cursorArgs(input);
    const fullPath = await namespacePath(input.full_path, ctx);
    const res = await ctx.gitlab.graphql<WorkItemTypeListData>(WORK_ITEM_TYPE_LIST_QUERY, { fullPath, ...paging }, ctx.signal);
    const conn = requireGraphqlData(res, 'workItemTypeList').namespace?.workItemTypes;
    const out: WorkItemTypePageDto = {
      work_item_types: (conn?.nodes ?? []).flatMap((t) => (t ? [{ id: t.id, name: t.name, icon_name: t.iconName ?? undefined }] : [])),
      page_info: pageInfoOf(conn?.pageInfo),
      next_steps: ['issue.work_item_create with one of these work_item_type_id values'],
    };
    return respond(out, renderWorkItemTypes(out, fullPath));
  }

  @Action({
    id: 'issue.work_item_create',
    title: 'Create a work item',
    description: 'Create a work item of any type (issue, task, incident, objective, ...) in a project or group over GraphQL, with labels, assignees, milestone, dates and parent.',
    keywords: ['new task', 'new ticket', 'new epic', 'key result', 'okr'],
    tier: 'free',
    readOnly: false,
    destructive: false,
    input: WorkItemCreateDto,
    output: WorkItemDto,
    operation: 'workItemCreate',
    route: 'POST graphql',
    hints: [{ text: 'work_item_type_id comes from issue.work_item_type_list; labels, users and milestones are given by global ID', anyError: true }],
    example: { full_path: 'acme/backend', title: 'Write the migration guide', work_item_type_id: 'gid://gitlab/WorkItems::Type/5', description: 'For v1.1.' },
  })
  async workItemCreate(input: WorkItemCreateDto, ctx: ActionContext): Promise<ActionResult<WorkItemDto>> {
    const fullPath = await namespacePath(input.full_path, ctx);
    const res = await ctx.gitlab.graphql<WorkItemCreateData>(
      WORK_ITEM_CREATE_MUTATION,
      {
        input: {
          namespacePath: fullPath,
          title: input.title,
          workItemTypeId: input.work_item_type_id,
          confidential: input.confidential,
          descriptionWidget: input.description === undefined ? undefined : { description: input.description },
          labelsWidget: input.label_ids ? { labelIds: input.label_ids } : undefined,
          ...sharedWidgets(input),
          hierarchyWidget: input.parent_id ? { parentId: input.parent_id } : undefined,
        },
      },
      ctx.signal,
    );
    const node = requireMutationPayload(res, 'workItemCreate').workItem;
    if (!node) throw new GraphqlDataError({ source: 'mutation-payload', operation: 'workItemCreate', messages: ['GitLab returned no work item'] });
    const out: WorkItemDto = { ...workItemOf(node), next_steps: ['issue.work_item_get to read it back', 'issue.work_item_update to change it'] };
    return respond(out, renderWorkItem(out, 'Work item created:'));
  }

  @Action({
    id: 'issue.work_item_update',
    title: 'Update a work item',
    description: 'Change a work item over GraphQL by global ID: title, description, state (CLOSE/REOPEN), confidentiality, labels, assignees, milestone, dates, parent.',
    keywords: ['edit task', 'edit ticket', 'assign'],
    tier: 'free',
    readOnly: false,
    destructive: false,
    idempotent: true,
    input: WorkItemUpdateDto,
    output: WorkItemDto,
    operation: 'workItemUpdate',
    route: 'POST graphql',
    hints: [{ text: 'id is the work item global ID from issue.work_item_get or issue.work_item_list; labels, users and milestones are given by global ID', anyError: true }],
    example: { id: 'gid://gitlab/WorkItem/1001', title: 'Login page returns 500 on empty password (confirmed)', state_event: 'CLOSE' },
  })
  async workItemUpdate(input: WorkItemUpdateDto, ctx: ActionContext): Promise<ActionResult<WorkItemDto>> {
    const labels = input.add_label_ids || input.remove_label_ids ? { addLabelIds: input.add_label_ids, removeLabelIds: input.remove_label_ids } : undefined;
    const res = await ctx.gitlab.graphql<WorkItemUpdateData>(
      WORK_ITEM_UPDATE_MUTATION,
      {
        input: {
          id: input.id,
          title: input.title,
          stateEvent: input.state_event,
          confidential: input.confidential,
          descriptionWidget: input.description === undefined ? undefined : { description: input.description },
          labelsWidget: labels,
          ...sharedWidgets(input),
          hierarchyWidget: input.parent_id ? { parentId: input.parent_id } : undefined,
        },
      },
      ctx.signal,
    );
    const node = requireMutationPayload(res, 'workItemUpdate').workItem;
    if (!node) throw new GraphqlDataError({ source: 'mutation-payload', operation: 'workItemUpdate', messages: ['GitLab returned no work item'] });
    const out: WorkItemDto = { ...workItemOf(node), next_steps: ['issue.work_item_get to read it back'] };
    return respond(out, renderWorkItem(out, 'Work item updated:'));
  }

  @Action({
    id: 'issue.work_item_delete',
    title: 'Delete a work item',
    description: 'Delete a work item for good over GraphQL by global ID (with its comments and child links). Needs the Owner role or being an administrator for most types.',
    keywords: ['remove task', 'remove ticket'],
    tier: 'free',
    readOnly: false,
    destructive: true,
    idempotent: true,
    input: WorkItemRefDto,
    output: WorkItemDeletionDto,
    operation: 'workItemDelete',
    route: 'POST graphql',
    hints: [{ text: 'id is the work item global ID from issue.work_item_list; deleting needs the Owner role or an administrator', anyError: true }],
    example: { id: 'gid://gitlab/WorkItem/1005' },
  })
  async workItemDelete(input: WorkItemRefDto, ctx: ActionContext): Promise<ActionResult<WorkItemDeletionDto>> {
    const res = await ctx.gitlab.graphql<WorkItemDeleteData>(WORK_ITEM_DELETE_MUTATION, { input: { id: input.id } }, ctx.signal);
    requireMutationPayload(res, 'workItemDelete');
    const out: WorkItemDeletionDto = { id: input.id, message: 'Work item deleted.', next_steps: ['issue.work_item_list to see the remaining work items'] };
    return respond(out, renderDeletion(out, 'Work item deleted'));
  }
}
