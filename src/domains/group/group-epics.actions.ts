import { Action, Domain, respond, type ActionContext, type ActionResult } from '@gitlab-mcp/action-kit';
import { ActionRefusalError, GraphqlDataError } from '@gitlab-mcp/errors';
import { Injectable } from '@nestjs/common';
import { cursorArgs, pageInfoOf } from '../shared/cursor-page.dto.js';
import { requireGraphqlData } from '../shared/graphql.js';
import { requireMutationPayload } from '../shared/graphql-mutation.js';
import { EpicDeletionDto, EpicDto, EpicPageDto, RestEpicListDto, type RestEpicDto } from './dto/epic.dto.js';
import { EpicCreateDto, EpicListDto, EpicRefDto, EpicUpdateDto } from './dto/epic-params.dto.js';
import { epicOf, groupFullPath, noEpic, resolveEpic } from './epic-lookup.js';
import { GROUP_DOMAIN } from './group.domain.js';
import { renderEpic, renderEpicDeletion, renderEpicPage, renderRestEpics } from './group-epics.format.js';
import {
  EPIC_CREATE_MUTATION,
  EPIC_DELETE_MUTATION,
  EPIC_LIST_QUERY,
  EPIC_TYPE_QUERY,
  EPIC_UPDATE_MUTATION,
  type EpicCreateData,
  type EpicDeleteData,
  type EpicListData,
  type EpicNode,
  type EpicTypeData,
  type EpicUpdateData,
} from './group-epics.query.js';

const EPIC_HINT = { text: 'verify group_id and epic_iid; use group.epic_list to see the epics of the group', anyError: true };
const EPIC_ROLE = { text: 'changing epics needs at least the Planner role in the group (deleting: Owner or the epic\'s author), on GitLab Premium or Ultimate', statuses: [401, 403], namesRole: true };

/** The date widget of a create or an update, when either date is given. */
function datesWidget(input: { start_date?: string; due_date?: string }): Record<string, unknown> | undefined {
  return input.start_date || input.due_date ? { startDate: input.start_date, dueDate: input.due_date, isFixed: true } : undefined;
}

function requireEpic(node: EpicNode | null | undefined, operation: string): EpicNode {
  if (!node) throw new GraphqlDataError({ source: 'mutation-payload', operation, messages: ['GitLab returned no epic'] });
  return node;
}

/** Epics of a group: work items of type Epic over GraphQL; child epics over REST. */
@Domain(GROUP_DOMAIN)
@Injectable()
export class GroupEpicActions {
  @Action({
    id: 'group.epic_get',
    title: 'Get an epic',
    description: 'Get one epic of a group by IID (a work item of type Epic, over GraphQL): state, dates, labels, parent epic, description, and its global ID.',
    keywords: ['initiative', 'work item', 'feature', 'roadmap item', 'Jira epic'],
    tier: 'premium',
    readOnly: true,
    destructive: false,
    input: EpicRefDto,
    output: EpicDto,
    operation: 'epicGet',
    route: 'POST graphql',
    hints: [EPIC_HINT],
    example: { group_id: 'acme', epic_iid: 1 },
  })
  async epicGet(input: EpicRefDto, ctx: ActionContext): Promise<ActionResult<EpicDto>> {
    const { node } = await resolveEpic(input, ctx, 'epicGet');
    const out: EpicDto = { ...epicOf(node), next_steps: ['group.epic_issue_list for its child issues', 'group.epic_discussion_list for its discussions', 'group.epic_update to change it'] };
    return respond(out, renderEpic(out, 'Epic'));
  }

  @Action({
    id: 'group.epic_list',
    title: 'List epics',
    description: 'List the epics of a group over GraphQL (work items of type Epic), filtered by state, labels, author or search text. Cursor paging: first/after forward, last/before backward.',
    keywords: ['initiatives', 'roadmap', 'portfolio', 'work items', 'themes'],
    tier: 'premium',
    readOnly: true,
    destructive: false,
    input: EpicListDto,
    output: EpicPageDto,
    operation: 'epicList',
    route: 'POST graphql',
    hints: [{ text: 'verify group_id; use group.list to find the group', anyError: true }],
    example: { group_id: 'acme', state: 'opened', first: 10 },
  })
  async epicList(input: EpicListDto, ctx: ActionContext): Promise<ActionResult<EpicPageDto>> {
    const paging = cursorArgs(input);
    const fullPath = await groupFullPath(input.group_id, ctx);
    const res = await ctx.gitlab.graphql<EpicListData>(
      EPIC_LIST_QUERY,
      {
        fullPath,
        ...paging,
        state: input.state === 'all' ? undefined : input.state,
        search: input.search,
        labelName: input.labels,
        authorUsername: input.author_username,
        sort: input.sort,
      },
      ctx.signal,
    );
    const ns = requireGraphqlData(res, 'epicList').namespace;
    if (!ns) throw new ActionRefusalError(`epicList: no group ${fullPath}, or the token cannot see it. Use group.list to find the group.`);
    const out: EpicPageDto = {
      epics: (ns.workItems?.nodes ?? []).filter((n): n is EpicNode => n !== null).map(epicOf),
      page_info: pageInfoOf(ns.workItems?.pageInfo),
      next_steps: ['group.epic_get with group_id and epic_iid for one epic', 'group.epic_create to add one'],
    };
    return respond(out, renderEpicPage(out, fullPath));
  }

  @Action({
    id: 'group.epic_create',
    title: 'Create an epic',
    description: 'Create an epic in a group over GraphQL (a work item of type Epic), with description, labels, fixed dates and a parent epic.',
    keywords: ['initiative', 'roadmap item', 'work item', 'portfolio', 'feature'],
    tier: 'premium',
    readOnly: false,
    destructive: false,
    input: EpicCreateDto,
    output: EpicDto,
    operation: 'epicCreate',
    route: 'POST graphql',
    hints: [EPIC_ROLE, { text: 'labels and the parent epic are given by global ID (group.epic_get shows them)', anyError: true }],
    example: { group_id: 'acme', title: 'Self-service onboarding', description: 'Sign-up without a sales call.', start_date: '2025-07-01' },
  })
  async epicCreate(input: EpicCreateDto, ctx: ActionContext): Promise<ActionResult<EpicDto>> {
    const fullPath = await groupFullPath(input.group_id, ctx);
    const types = await ctx.gitlab.graphql<EpicTypeData>(EPIC_TYPE_QUERY, { fullPath }, ctx.signal);
    const type = requireGraphqlData(types, 'epicCreate').namespace?.workItemTypes?.nodes?.find((t) => t?.name === 'Epic');
    if (!type) throw new ActionRefusalError(`epicCreate: group ${fullPath} offers no Epic work item type (epics need GitLab Premium or Ultimate), or the token cannot see the group.`);
    const res = await ctx.gitlab.graphql<EpicCreateData>(
      EPIC_CREATE_MUTATION,
      {
        input: {
          namespacePath: fullPath,
          title: input.title,
          workItemTypeId: type.id,
          confidential: input.confidential,
          descriptionWidget: input.description === undefined ? undefined : { description: input.description },
          labelsWidget: input.label_ids ? { labelIds: input.label_ids } : undefined,
          startAndDueDateWidget: datesWidget(input),
          hierarchyWidget: input.parent_id ? { parentId: input.parent_id } : undefined,
        },
      },
      ctx.signal,
    );
    const node = requireEpic(requireMutationPayload(res, 'workItemCreate').workItem, 'workItemCreate');
    const out: EpicDto = { ...epicOf(node), next_steps: ['group.epic_issue_assign to add child issues', 'group.epic_get to read it back'] };
    return respond(out, renderEpic(out, 'Created'));
  }

  @Action({
    id: 'group.epic_update',
    title: 'Update an epic',
    description: 'Change an epic of a group over GraphQL: title, description, close or reopen, confidentiality, labels (by global ID), fixed dates, parent epic.',
    keywords: ['initiative', 'close epic', 'reopen', 'confidential', 'start date', 'due date'],
    tier: 'premium',
    readOnly: false,
    destructive: false,
    idempotent: true,
    input: EpicUpdateDto,
    output: EpicDto,
    operation: 'epicUpdate',
    route: 'POST graphql',
    hints: [EPIC_HINT, EPIC_ROLE],
    example: { group_id: 'acme', epic_iid: 2, title: 'Search everywhere (API first)', due_date: '2025-09-30' },
  })
  async epicUpdate(input: EpicUpdateDto, ctx: ActionContext): Promise<ActionResult<EpicDto>> {
    const { node: epic } = await resolveEpic(input, ctx, 'epicUpdate');
    const labels = input.add_label_ids || input.remove_label_ids ? { addLabelIds: input.add_label_ids, removeLabelIds: input.remove_label_ids } : undefined;
    const res = await ctx.gitlab.graphql<EpicUpdateData>(
      EPIC_UPDATE_MUTATION,
      {
        input: {
          id: epic.id,
          title: input.title,
          stateEvent: input.state_event?.toUpperCase(),
          confidential: input.confidential,
          descriptionWidget: input.description === undefined ? undefined : { description: input.description },
          labelsWidget: labels,
          startAndDueDateWidget: datesWidget(input),
          hierarchyWidget: input.parent_id ? { parentId: input.parent_id } : undefined,
        },
      },
      ctx.signal,
    );
    const node = requireEpic(requireMutationPayload(res, 'workItemUpdate').workItem, 'workItemUpdate');
    const out: EpicDto = { ...epicOf(node), next_steps: ['group.epic_get to read it back', 'group.event_epic_label_list for its label history'] };
    return respond(out, renderEpic(out, 'Updated'));
  }

  @Action({
    id: 'group.epic_delete',
    title: 'Delete an epic',
    description: 'Delete an epic for good over GraphQL, with its comments; its child issues stay, without the epic. Needs the Owner role in the group, or being its author. This cannot be undone.',
    keywords: ['initiative', 'roadmap item', 'work item'],
    tier: 'premium',
    readOnly: false,
    destructive: true,
    idempotent: true,
    input: EpicRefDto,
    output: EpicDeletionDto,
    operation: 'epicDelete',
    route: 'POST graphql',
    hints: [EPIC_HINT, EPIC_ROLE],
    example: { group_id: 'acme', epic_iid: 3 },
  })
  async epicDelete(input: EpicRefDto, ctx: ActionContext): Promise<ActionResult<EpicDeletionDto>> {
    const { node } = await resolveEpic(input, ctx, 'epicDelete');
    const res = await ctx.gitlab.graphql<EpicDeleteData>(EPIC_DELETE_MUTATION, { input: { id: node.id } }, ctx.signal);
    requireMutationPayload(res, 'workItemDelete');
    const out: EpicDeletionDto = {
      group_id: input.group_id,
      epic_iid: input.epic_iid,
      id: node.id,
      message: `Epic &${input.epic_iid} deleted with its comments; its child issues remain, without an epic.`,
      next_steps: ['group.epic_list to see the remaining epics'],
    };
    return respond(out, renderEpicDeletion(out));
  }

  @Action({
    id: 'group.epic_get_links',
    title: 'List child epics',
    description: 'List the child epics of an epic (REST; GitLab answers them all at once), with their state, dates and URLs.',
    keywords: ['sub-epics', 'children', 'hierarchy', 'epic tree', 'nested epics'],
    tier: 'premium',
    readOnly: true,
    destructive: false,
    input: EpicRefDto,
    output: RestEpicListDto,
    operation: 'epicGetLinks',
    route: 'GET /groups/:id/(-/)epics/:epic_iid/epics',
    hints: [{ text: 'verify group_id and epic_iid; use group.epic_list to see the epics of the group', statuses: [404] }],
    example: { group_id: 'acme', epic_iid: 1 },
  })
  async epicGetLinks(input: EpicRefDto, ctx: ActionContext): Promise<ActionResult<RestEpicListDto>> {
    const res = await ctx.gitlab.rest<RestEpicDto[]>({
      method: 'GET',
      path: `/groups/${encodeURIComponent(input.group_id)}/epics/${input.epic_iid}/epics`,
      signal: ctx.signal,
    });
    if (!Array.isArray(res.data)) throw noEpic('epicGetLinks', input.group_id, input.epic_iid);
    const out: RestEpicListDto = { epics: res.data, next_steps: ['group.epic_get with a child\'s iid for one epic'] };
    return respond(out, renderRestEpics(out, `Child epics of epic &${input.epic_iid}`));
  }
}
