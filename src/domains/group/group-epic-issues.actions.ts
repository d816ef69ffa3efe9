import { Action, Domain, respond, type ActionContext, type ActionResult } from '@gitlab-mcp/action-kit';
import { ActionRefusalError, GraphqlDataError } from '@gitlab-mcp/errors';
import { Injectable } from '@nestjs/common';
import { cursorArgs } from '../shared/cursor-page.dto.js';
import { requireGraphqlData } from '../shared/graphql.js';
import { requireMutationPayload } from '../shared/graphql-mutation.js';
import { EpicIssuePageDto, EpicIssueRemovalDto, EpicIssueResultDto } from './dto/epic.dto.js';
import { EpicIssueListDto, EpicIssueMoveDto, EpicIssueRefDto } from './dto/epic-params.dto.js';
import { epicIssueOf, groupFullPath, noEpic, resolveEpic, widgetPage } from './epic-lookup.js';
import { GROUP_DOMAIN } from './group.domain.js';
import { renderEpicIssueRemoval, renderEpicIssueResult, renderEpicIssues } from './group-epics.format.js';
import {
  EPIC_ADD_CHILD_MUTATION,
  EPIC_CHILDREN_QUERY,
  EPIC_REMOVE_CHILD_MUTATION,
  EPIC_REORDER_CHILD_MUTATION,
  type EpicAddChildData,
  type EpicChildNode,
  type EpicRemoveChildData,
  type EpicReorderChildData,
  type EpicWidgetsData,
} from './group-epics.query.js';

const workItemGid = (issueId: number): string => `gid://gitlab/WorkItem/${issueId}`;

/** Whether the work item `childGid` is among the epic's children (read page by page). */
async function hasChild(fullPath: string, epicIid: number, childGid: string, ctx: ActionContext): Promise<boolean> {
  let after: string | undefined;
  for (;;) {
    const res = await ctx.gitlab.graphql<EpicWidgetsData>(EPIC_CHILDREN_QUERY, { fullPath, iid: String(epicIid), first: 100, after }, ctx.signal);
    const item = requireGraphqlData(res, 'epicIssueRemove').namespace?.workItem;
    const page = widgetPage<EpicChildNode>((item?.widgets ?? []).find((w) => w.type === 'HIERARCHY')?.children);
    if (page.nodes.some((c) => c.id === childGid)) return true;
    if (!page.pageInfo.has_next_page || !page.pageInfo.end_cursor) return false;
    after = page.pageInfo.end_cursor;
  }
}
const ISSUE_HINT = { text: 'issue_id is the issue\'s global ID (not its iid); group.epic_issue_list shows the child issues, issue.get an issue\'s id', anyError: true };
const ISSUE_ROLE = { text: 'linking issues to an epic needs at least the Guest role in the epic\'s group and the Reporter role in the issue\'s project', statuses: [401, 403], namesRole: true };

/** The child issues of an epic: the hierarchy widget of its work item. */
@Domain(GROUP_DOMAIN)
@Injectable()
export class GroupEpicIssueActions {
  @Action({
    id: 'group.epic_issue_list',
    title: 'List the issues of an epic',
    description: 'List the child issues of an epic in their order (GraphQL hierarchy widget; child epics are listed by group.epic_get_links). Cursor paging: first/after forward, last/before backward.',
    keywords: ['children', 'epic tree', 'hierarchy', 'tickets', 'backlog', 'initiative'],
    tier: 'premium',
    readOnly: true,
    destructive: false,
    input: EpicIssueListDto,
    output: EpicIssuePageDto,
    operation: 'epicIssueList',
    route: 'POST graphql',
    hints: [{ text: 'verify group_id and epic_iid; use group.epic_list to see the epics of the group', anyError: true }],
    example: { group_id: 'acme', epic_iid: 1 },
  })
  async epicIssueList(input: EpicIssueListDto, ctx: ActionContext): Promise<ActionResult<EpicIssuePageDto>> {
    const paging = cursorArgs(input);
    const fullPath = await groupFullPath(input.group_id, ctx);
    const res = await ctx.gitlab.graphql<EpicWidgetsData>(EPIC_CHILDREN_QUERY, { fullPath, iid: String(input.epic_iid), ...paging }, ctx.signal);
    const item = requireGraphqlData(res, 'epicIssueList').namespace?.workItem;
    if (!item || item.workItemType?.name !== 'Epic') throw noEpic('epicIssueList', fullPath, input.epic_iid);
    const page = widgetPage<EpicChildNode>((item.widgets ?? []).find((w) => w.type === 'HIERARCHY')?.children);
    const out: EpicIssuePageDto = {
      issues: page.nodes.filter((c) => c.workItemType?.name !== 'Epic').map(epicIssueOf),
      page_info: page.pageInfo,
      next_steps: ['group.epic_issue_assign to add an issue', 'group.epic_issue_update to reorder', 'group.epic_issue_remove to take one out'],
    };
    return respond(out, renderEpicIssues(out, input.epic_iid));
  }

  @Action({
    id: 'group.epic_issue_assign',
    title: 'Add an issue to an epic',
    description: 'Make an issue a child of an epic (an issue belongs to one epic at most: it leaves its previous epic). The issue is named by its global ID.',
    keywords: ['link issue', 'attach issue', 'parent epic', 'set parent', 'child issue', 'tickets'],
    tier: 'premium',
    readOnly: false,
    destructive: false,
    idempotent: true,
    input: EpicIssueRefDto,
    output: EpicIssueResultDto,
    operation: 'epicIssueAssign',
    route: 'POST graphql',
    hints: [ISSUE_HINT, ISSUE_ROLE],
    example: { group_id: 'acme', epic_iid: 2, issue_id: 1003 },
  })
  async epicIssueAssign(input: EpicIssueRefDto, ctx: ActionContext): Promise<ActionResult<EpicIssueResultDto>> {
    const { node } = await resolveEpic(input, ctx, 'epicIssueAssign');
    const res = await ctx.gitlab.graphql<EpicAddChildData>(EPIC_ADD_CHILD_MUTATION, { input: { id: node.id, childrenIds: [workItemGid(input.issue_id)] } }, ctx.signal);
    const added = requireMutationPayload(res, 'workItemHierarchyAddChildrenItems').addedChildren[0];
    if (!added) throw new GraphqlDataError({ source: 'mutation-payload', operation: 'workItemHierarchyAddChildrenItems', messages: [`GitLab added no child: issue ${input.issue_id} may not exist or not be visible`] });
    const out: EpicIssueResultDto = { epic_iid: input.epic_iid, issue: epicIssueOf(added), next_steps: ['group.epic_issue_list to see the epic\'s issues'] };
    return respond(out, renderEpicIssueResult(out, `Issue ${input.issue_id} added to epic &${input.epic_iid}`));
  }

  @Action({
    id: 'group.epic_issue_update',
    title: 'Reorder an issue in an epic',
    description: 'Move a child issue of an epic before or after another child issue (GraphQL workItemsHierarchyReorder).',
    keywords: ['priority order', 'rank', 'sort children', 'drag', 'hierarchy order'],
    tier: 'premium',
    readOnly: false,
    destructive: false,
    idempotent: true,
    input: EpicIssueMoveDto,
    output: EpicIssueResultDto,
    operation: 'epicIssueUpdate',
    route: 'POST graphql',
    hints: [ISSUE_HINT, ISSUE_ROLE],
    example: { group_id: 'acme', epic_iid: 1, issue_id: 1002, move_before_id: 1001 },
  })
  async epicIssueUpdate(input: EpicIssueMoveDto, ctx: ActionContext): Promise<ActionResult<EpicIssueResultDto>> {
    if ((input.move_before_id === undefined) === (input.move_after_id === undefined)) {
      throw new ActionRefusalError('epicIssueUpdate: give exactly one of move_before_id or move_after_id (a child issue of the same epic)');
    }
    const { node } = await resolveEpic(input, ctx, 'epicIssueUpdate');
    const adjacent = input.move_before_id ?? input.move_after_id ?? 0;
    const res = await ctx.gitlab.graphql<EpicReorderChildData>(
      EPIC_REORDER_CHILD_MUTATION,
      { input: { id: workItemGid(input.issue_id), parentId: node.id, adjacentWorkItemId: workItemGid(adjacent), relativePosition: input.move_before_id === undefined ? 'AFTER' : 'BEFORE' } },
      ctx.signal,
    );
    const moved = requireMutationPayload(res, 'workItemsHierarchyReorder').workItem;
    if (!moved) throw new GraphqlDataError({ source: 'mutation-payload', operation: 'workItemsHierarchyReorder', messages: ['GitLab returned no work item'] });
    const where = input.move_before_id === undefined ? `after issue ${input.move_after_id}` : `before issue ${input.move_before_id}`;
    const out: EpicIssueResultDto = { epic_iid: input.epic_iid, issue: epicIssueOf(moved), next_steps: ['group.epic_issue_list to see the new order'] };
    return respond(out, renderEpicIssueResult(out, `Issue ${input.issue_id} moved ${where} in epic &${input.epic_iid}`));
  }

  @Action({
    id: 'group.epic_issue_remove',
    title: 'Remove an issue from an epic',
    description: 'Take a child issue out of an epic: the issue stays, without an epic (its parent is cleared).',
    keywords: ['unlink issue', 'detach issue', 'clear parent', 'child issue', 'tickets'],
    tier: 'premium',
    readOnly: false,
    destructive: true,
    idempotent: true,
    input: EpicIssueRefDto,
    output: EpicIssueRemovalDto,
    operation: 'epicIssueRemove',
    route: 'POST graphql',
    hints: [ISSUE_HINT, ISSUE_ROLE],
    example: { group_id: 'acme', epic_iid: 1, issue_id: 1002 },
  })
  async epicIssueRemove(input: EpicIssueRefDto, ctx: ActionContext): Promise<ActionResult<EpicIssueRemovalDto>> {
    const { fullPath } = await resolveEpic(input, ctx, 'epicIssueRemove');
    if (!(await hasChild(fullPath, input.epic_iid, workItemGid(input.issue_id), ctx))) {
      throw new ActionRefusalError(`epicIssueRemove: issue ${input.issue_id} is not a child of epic &${input.epic_iid}; nothing was changed. Use group.epic_issue_list to see its issues.`);
    }
    const res = await ctx.gitlab.graphql<EpicRemoveChildData>(EPIC_REMOVE_CHILD_MUTATION, { input: { id: workItemGid(input.issue_id), hierarchyWidget: { parentId: null } } }, ctx.signal);
    requireMutationPayload(res, 'workItemUpdate');
    const out: EpicIssueRemovalDto = {
      epic_iid: input.epic_iid,
      issue_id: input.issue_id,
      message: `Issue ${input.issue_id} is no longer a child of epic &${input.epic_iid}; the issue itself is unchanged.`,
      next_steps: ['group.epic_issue_list to see the remaining issues', 'group.epic_issue_assign to add it back'],
    };
    return respond(out, renderEpicIssueRemoval(out));
  }
}
