import { Action, Domain, respond, type ActionContext, type ActionHint, type ActionResult } from '@gitlab-mcp/action-kit';
import { ActionRefusal, GraphqlDataError } from '@gitlab-mcp/errors';
import { GitlabRequestFailure, type QueryValue, type RestResponse } from '@gitlab-mcp/gitlab-client';
import { Injectable } from '@nestjs/common';
import { cursorArgs, pageInfoOf } from '../shared/cursor-page.dto.js';
import { requireGraphqlData } from '../shared/graphql.js';
import { requireMutationPayload } from '../shared/graphql-mutation.js';
import { pageOf } from '../shared/page.js';
import { resolveProjectFullPath } from '../shared/project-full-path.js';
import { projectPath, segment } from '../shared/project-ref.js';
import type { UserBasicDto } from '../shared/user-basic.dto.js';
import {
  AddDiscussionNoteDto,
  AwardEmojiCreateDto,
  AwardRefDto,
  CreateIssueDiscussionDto,
  CreateIssueNoteDto,
  DiscussionNoteRefDto,
  IssueDiscussionRefDto,
  IssueNoteRefDto,
  IssuePageDto,
  ListIssueNotesDto,
  NoteAwardEmojiCreateDto,
  NoteAwardRefDto,
  NoteEmojiPageDto,
  UpdateDiscussionNoteDto,
  UpdateIssueNoteDto,
} from './dto/issue-note-params.dto.js';
import {
  AddSpentTimeDto,
  CreateIssueLinkDto,
  IssueEventRefDto,
  IssueLinkRefDto,
  ListGroupIterationsDto,
  ListProjectIterationsDto,
  TimeDurationDto,
} from './dto/issue-misc-params.dto.js';
import {
  CreateIssueDto,
  GroupIssueStatisticsDto,
  IssueByIdDto,
  IssueRefDto,
  IssueStatisticsFiltersDto,
  ListAllIssuesDto,
  ListGroupIssuesDto,
  ListIssuesDto,
  MoveIssueDto,
  ProjectIssueStatisticsDto,
  ReorderIssueDto,
  UpdateIssueDto,
  type IssueNegatedFiltersDto,
  type IssueNotFiltersDto,
} from './dto/issue-params.dto.js';
import {
  AwardEmojiDto,
  AwardEmojiListDto,
  DiscussionDto,
  DiscussionListDto,
  IssueChangeDto,
  IssueDto,
  IssueLinkDto,
  IssueListDto,
  IssuePageListDto,
  IssueStatisticsDto,
  IssueTimeStatsDto,
  IterationDto,
  IterationEventDto,
  IterationEventListDto,
  IterationListDto,
  LabelEventDto,
  LabelEventListDto,
  MergeRequestBasicDto,
  MergeRequestBasicListDto,
  MilestoneEventDto,
  MilestoneEventListDto,
  NoteDto,
  NoteListDto,
  ParticipantListDto,
  RelatedIssueDto,
  RelatedIssueListDto,
  StateEventDto,
  StateEventListDto,
  TodoDto,
  WeightEventDto,
  WeightEventListDto,
} from './dto/issue.dto.js';
import {
  SavedViewCreateDto,
  SavedViewDeletionDto,
  SavedViewDto,
  SavedViewGetDto,
  SavedViewListDto,
  SavedViewPageDto,
  SavedViewRefDto,
  SavedViewUpdateDto,
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
  type SavedViewFiltersDto,
} from './dto/work-item.dto.js';
import {
  renderAward,
  renderAwardList,
  renderDeletion,
  renderDiscussion,
  renderDiscussionList,
  renderIssue,
  renderIssueChange,
  renderIssueChanged,
  renderIssueLink,
  renderIssueList,
  renderIssuePage,
  renderIterationEvent,
  renderIterationEvents,
  renderIterations,
  renderLabelEvent,
  renderLabelEvents,
  renderMergeRequests,
  renderMilestoneEvent,
  renderMilestoneEvents,
  renderNote,
  renderNoteList,
  renderParticipants,
  renderRelatedIssues,
  renderSavedView,
  renderSavedViewPage,
  renderStateEvent,
  renderStateEvents,
  renderStatistics,
  renderTimeStats,
  renderTodo,
  renderWeightEvents,
  renderWorkItem,
  renderWorkItemPage,
  renderWorkItemTypes,
} from './issue.format.js';
import {
  SAVED_VIEW_CREATE_MUTATION,
  SAVED_VIEW_DELETE_MUTATION,
  SAVED_VIEW_GET_QUERY,
  SAVED_VIEW_LIST_QUERY,
  SAVED_VIEW_SUBSCRIBE_MUTATION,
  SAVED_VIEW_UNSUBSCRIBE_MUTATION,
  SAVED_VIEW_UPDATE_MUTATION,
  type SavedViewGetData,
  type SavedViewListData,
  type SavedViewNode,
  type SavedViewPayload,
} from './saved-views.query.js';
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

const ISSUE_404: ActionHint = { text: 'verify project_id and issue_iid; use issue.list to see existing issues in the project', statuses: [404] };
const PROJECT_404: ActionHint = { text: 'verify project_id; use project.list to find the project', statuses: [404] };
const GROUP_404: ActionHint = { text: 'verify group_id; use group.list to find the group', statuses: [404] };
const NOTE_404: ActionHint = { text: 'verify issue_iid and note_id; use issue.note_list to see the comments of the issue', statuses: [404] };
const DISCUSSION_404: ActionHint = { text: 'verify issue_iid and discussion_id; use issue.discussion_list to see the threads of the issue', statuses: [404] };
const LINK_404: ActionHint = { text: 'verify issue_iid and issue_link_id; use issue.link_list to see the links of the issue', statuses: [404] };
const eventHint = (list: string): ActionHint => ({ text: `verify issue_iid and event_id; use ${list} to see the events of the issue`, statuses: [404] });

const issuePath = (projectId: string, iid: number): string => `${projectPath(projectId)}/issues/${segment(iid)}`;
const groupPath = (groupId: string): string => `/groups/${encodeURIComponent(groupId)}`;
const notePath = (r: { project_id: string; issue_iid: number; note_id: number }): string => `${issuePath(r.project_id, r.issue_iid)}/notes/${segment(r.note_id)}`;
const discussionPath = (r: { project_id: string; issue_iid: number; discussion_id: string }): string =>
  `${issuePath(r.project_id, r.issue_iid)}/discussions/${segment(r.discussion_id)}`;

/** GraphQL names namespaces by full path; a numeric value is taken as a project ID and looked up. */
const namespacePath = (fullPath: string, ctx: ActionContext): Promise<string> => resolveProjectFullPath(fullPath, ctx);

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

const FILTER_KEYS: ReadonlyArray<readonly [keyof SavedViewFiltersDto, string]> = [
  ['state', 'state'],
  ['search', 'search'],
  ['label_name', 'labelName'],
  ['milestone_title', 'milestoneTitle'],
  ['assignee_usernames', 'assigneeUsernames'],
  ['author_username', 'authorUsername'],
  ['types', 'types'],
  ['confidential', 'confidential'],
];

/** Our snake_case filters as GitLab's `WorkItemSavedViewFilterInput`. */
function filterInput(f: SavedViewFiltersDto): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [ours, theirs] of FILTER_KEYS) if (f[ours] !== undefined) out[theirs] = f[ours];
  return out;
}

/** GitLab's stored filters (its JSON scalar) read back into our typed subset; unknown keys are dropped. */
function filtersOf(raw: unknown): SavedViewFiltersDto | undefined {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return undefined;
  const src = raw as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [ours, theirs] of FILTER_KEYS) {
    const v = src[theirs] ?? src[ours];
    if (ours === 'confidential' ? typeof v === 'boolean' : ['search', 'author_username', 'state'].includes(ours) ? typeof v === 'string' : Array.isArray(v)) {
      out[ours] = ours === 'state' && typeof v === 'string' ? v.toLowerCase() : v;
    }
  }
  return out as SavedViewFiltersDto;
}

function savedViewOf(n: SavedViewNode): SavedViewDto {
  return {
    id: n.id,
    name: n.name,
    description: n.description ?? undefined,
    filters: filtersOf(n.filters),
    sort: n.sort ?? undefined,
    private: n.isPrivate,
    subscribed: n.subscribed,
    share_url: n.shareUrl ?? undefined,
    updated_at: n.updatedAt ?? undefined,
    author_username: n.author?.username,
  };
}

function savedViewOut(p: SavedViewPayload, field: string): SavedViewDto {
  if (!p.savedView) throw new GraphqlDataError({ source: 'mutation-payload', operation: field, messages: ['GitLab returned no saved view'] });
  return savedViewOf(p.savedView);
}

/** GitLab reads the negated filters as `not[labels]=…`, `not[iids][]=…`. */
function notQuery(not: IssueNotFiltersDto | IssueNegatedFiltersDto | undefined): Record<string, QueryValue> {
  const out: Record<string, QueryValue> = {};
  for (const [key, value] of Object.entries(not ?? {})) out[`not[${key}]`] = value as QueryValue;
  return out;
}

@Domain({
  name: 'issue',
  description:
    'Issues: list, read, open, update, close, move, delete; comments, threads, award emoji, links, history events, time tracking, to-dos, statistics, iterations; work items and saved views over GraphQL.',
})
@Injectable()
export class IssueActions {
  @Action({
    id: 'issue.list',
    title: 'List issues',
    description:
      'List the issues of a project, filtered by state, labels, milestone, author, assignee, search text, dates, type, confidentiality or IIDs, with negated filters under `not`.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: ListIssuesDto,
    output: IssueListDto,
    operation: 'issueList',
    route: 'GET /projects/:id/issues',
    hints: [{ text: 'verify project_id; use project.list to find the project', statuses: [404] }],
    example: { project_id: '42', state: 'opened', labels: 'bug', order_by: 'updated_at', sort: 'desc', per_page: 10 },
  })
  async list(input: ListIssuesDto, ctx: ActionContext): Promise<ActionResult<IssueListDto>> {
    const { project_id, not, page, per_page, ...filters } = input;
    const res = await ctx.gitlab.rest<IssueDto[]>({
      method: 'GET',
      path: `${projectPath(project_id)}/issues`,
      query: { ...filters, ...notQuery(not), page, per_page },
      signal: ctx.signal,
    });
    const out: IssueListDto = {
      issues: res.data,
      pagination: pageOf(res, input),
      next_steps: ['issue.get for one issue with its description', 'issue.create to open a new issue'],
    };
    return respond(out, renderIssueList(out, project_id));
  }

  @Action({
    id: 'issue.get',
    title: 'Get an issue',
    description: 'Get one issue of a project by its IID: title, description, state, labels, milestone, assignees, dates.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: IssueRefDto,
    output: IssueDto,
    operation: 'issueGet',
    route: 'GET /projects/:id/issues/:issue_iid',
    hints: [{ text: 'verify project_id and issue_iid; use issue.list to see existing issues in the project', statuses: [404] }],
    example: { project_id: '42', issue_iid: 1 },
  })
  async get(input: IssueRefDto, ctx: ActionContext): Promise<ActionResult<IssueDto>> {
    const res = await ctx.gitlab.rest<IssueDto>({
      method: 'GET',
      path: `${projectPath(input.project_id)}/issues/${segment(input.issue_iid)}`,
      signal: ctx.signal,
    });
    const out: IssueDto = { ...res.data, next_steps: ['issue.list to see the other issues of the project'] };
    return respond(out, renderIssue(out));
  }

  @Action({
    id: 'issue.create',
    title: 'Create an issue',
    description: 'Open a new issue in a project with a title and optional description, labels, assignees, milestone, due date, type and confidentiality.',
    tier: 'free',
    readOnly: false,
    destructive: false,
    input: CreateIssueDto,
    output: IssueDto,
    operation: 'issueCreate',
    route: 'POST /projects/:id/issues',
    example: { project_id: '42', title: 'Login fails on empty password', description: 'Steps to reproduce: …', labels: 'bug,backend' },
  })
  async create(input: CreateIssueDto, ctx: ActionContext): Promise<ActionResult<IssueDto>> {
    const { project_id, ...body } = input;
    const res = await ctx.gitlab.rest<IssueDto>({ method: 'POST', path: `${projectPath(project_id)}/issues`, body, signal: ctx.signal });
    const out: IssueDto = { ...res.data, next_steps: ['issue.get to read it back', 'issue.list to see the issues of the project'] };
    return respond(out, renderIssue(out, 'Issue created:'));
  }

  // ---- Change, move, order and read issues beyond one project

  @Action({
    id: 'issue.update',
    title: 'Update, close or reopen an issue',
    description:
      'Change an issue: title, description, labels (replace, add_labels, remove_labels), assignees, milestone, due date, confidentiality, discussion lock, type, weight, epic; close or reopen it with state_event.',
    tier: 'free',
    readOnly: false,
    destructive: false,
    idempotent: true,
    input: UpdateIssueDto,
    output: IssueDto,
    operation: 'issueUpdate',
    route: 'PUT /projects/:id/issues/:issue_iid',
    hints: [ISSUE_404, { text: 'updating an issue needs at least the Planner role, or being its author or assignee', statuses: [403], namesRole: true }],
    example: { project_id: '42', issue_iid: 1, add_labels: 'triaged', state_event: 'close' },
  })
  async update(input: UpdateIssueDto, ctx: ActionContext): Promise<ActionResult<IssueDto>> {
    const { project_id, issue_iid, ...body } = input;
    const res = await ctx.gitlab.rest<IssueDto>({ method: 'PUT', path: issuePath(project_id, issue_iid), body, signal: ctx.signal });
    const out: IssueDto = { ...res.data, next_steps: ['issue.get to read it back', 'issue.note_create to explain the change in a comment'] };
    return respond(out, renderIssueChanged(out, 'Issue updated:'));
  }

  @Action({
    id: 'issue.delete',
    title: 'Delete an issue',
    description: 'Delete an issue with its comments for good. Only administrators and project Owners may; closing it (issue.update state_event=close) keeps the history instead.',
    tier: 'free',
    readOnly: false,
    destructive: true,
    idempotent: true,
    input: IssueRefDto,
    output: IssueChangeDto,
    operation: 'issueDelete',
    route: 'DELETE /projects/:id/issues/:issue_iid',
    hints: [ISSUE_404, { text: 'deleting an issue needs the Owner role on the project or an administrator; close it with issue.update state_event=close instead', statuses: [401, 403], namesRole: true }],
    example: { project_id: '42', issue_iid: 5 },
  })
  async delete(input: IssueRefDto, ctx: ActionContext): Promise<ActionResult<IssueChangeDto>> {
    await ctx.gitlab.rest<undefined>({ method: 'DELETE', path: issuePath(input.project_id, input.issue_iid), signal: ctx.signal });
    const out: IssueChangeDto = { project_id: input.project_id, issue_iid: input.issue_iid, message: 'Issue deleted.', next_steps: ['issue.list to see the remaining issues'] };
    return respond(out, renderIssueChange(out, `Issue #${input.issue_iid} deleted`));
  }

  // Not destructive (as in the reference catalogue): GitLab copies the issue with its comments into
  // the target project and closes the original with a "moved to" note, so nothing is lost and the
  // new issue can be moved back.
  @Action({
    id: 'issue.move',
    title: 'Move an issue',
    description: 'Move an issue to another project: GitLab creates it there (with comments and metadata it can carry over) and closes the original with a link to the new one.',
    tier: 'free',
    readOnly: false,
    destructive: false,
    input: MoveIssueDto,
    output: IssueDto,
    operation: 'issueMove',
    route: 'POST /projects/:id/issues/:issue_iid/move',
    hints: [
      { text: 'verify project_id and issue_iid (issue.list), and that to_project_id names a project you can see (project.list)', statuses: [404] },
      { text: 'to_project_id must name another project in which you can create issues; use project.list to find it', statuses: [400, 422] },
      { text: 'moving an issue needs at least the Reporter role in both projects; use project.list to find a project you can write to', statuses: [401, 403], namesRole: true },
    ],
    example: { project_id: '42', issue_iid: 2, to_project_id: 43 },
  })
  async move(input: MoveIssueDto, ctx: ActionContext): Promise<ActionResult<IssueDto>> {
    const res = await ctx.gitlab.rest<IssueDto>({
      method: 'POST',
      path: `${issuePath(input.project_id, input.issue_iid)}/move`,
      body: { to_project_id: input.to_project_id },
      signal: ctx.signal,
    });
    const out: IssueDto = { ...res.data, next_steps: [`issue.get with project_id ${input.to_project_id} and issue_iid ${res.data.iid} to read the moved issue`] };
    return respond(out, renderIssueChanged(out, 'Issue moved:'));
  }

  @Action({
    id: 'issue.reorder',
    title: 'Reorder an issue',
    description: 'Change the manual (relative) position of an issue on boards and in manually sorted lists, placing it after and/or before other issues given by global ID.',
    tier: 'free',
    readOnly: false,
    destructive: false,
    idempotent: true,
    input: ReorderIssueDto,
    output: IssueDto,
    operation: 'issueReorder',
    route: 'PUT /projects/:id/issues/:issue_iid/reorder',
    hints: [ISSUE_404],
    example: { project_id: '42', issue_iid: 1, move_after_id: 1002 },
  })
  async reorder(input: ReorderIssueDto, ctx: ActionContext): Promise<ActionResult<IssueDto>> {
    const res = await ctx.gitlab.rest<IssueDto>({
      method: 'PUT',
      path: `${issuePath(input.project_id, input.issue_iid)}/reorder`,
      body: { move_after_id: input.move_after_id, move_before_id: input.move_before_id },
      signal: ctx.signal,
    });
    const out: IssueDto = { ...res.data, next_steps: ['issue.list with order_by=relative_position to see the new order'] };
    return respond(out, renderIssueChanged(out, 'Issue reordered:'));
  }

  @Action({
    id: 'issue.get_by_id',
    title: 'Get an issue by global ID',
    description: 'Get one issue by its instance-wide ID (the `id` field, not the IID). GitLab allows this to administrators only.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: IssueByIdDto,
    output: IssueDto,
    operation: 'issueGetById',
    route: 'GET /issues/:id',
    hints: [
      { text: 'verify the global issue ID (not the IID); use issue.list_all or issue.get with project_id and issue_iid', statuses: [404] },
      { text: 'reading an issue by global ID needs an administrator; use issue.get with project_id and issue_iid instead', statuses: [401, 403], namesRole: true },
    ],
    example: { id: 1001 },
  })
  async getById(input: IssueByIdDto, ctx: ActionContext): Promise<ActionResult<IssueDto>> {
    const res = await ctx.gitlab.rest<IssueDto>({ method: 'GET', path: `/issues/${segment(input.id)}`, signal: ctx.signal });
    const out: IssueDto = { ...res.data, next_steps: ['issue.note_list with its project_id and iid for the comments'] };
    return respond(out, renderIssueChanged(out, 'Issue'));
  }

  @Action({
    id: 'issue.list_all',
    title: 'List issues across projects',
    description: 'List the issues the token can see across the instance (by default those you created: scope=created_by_me), with the same filters as issue.list.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: ListAllIssuesDto,
    output: IssuePageListDto,
    operation: 'issueListAll',
    route: 'GET /issues',
    example: { scope: 'all', state: 'opened', per_page: 10 },
  })
  async listAll(input: ListAllIssuesDto, ctx: ActionContext): Promise<ActionResult<IssuePageListDto>> {
    const { not, page, per_page, ...filters } = input;
    const res = await ctx.gitlab.rest<IssueDto[]>({ method: 'GET', path: '/issues', query: { ...filters, ...notQuery(not), page, per_page }, signal: ctx.signal });
    const out: IssuePageListDto = { issues: res.data, pagination: pageOf(res, input), next_steps: ['issue.get with project_id and issue_iid for one issue'] };
    return respond(out, renderIssuePage(out, 'the instance'));
  }

  @Action({
    id: 'issue.list_group',
    title: 'List issues of a group',
    description: 'List the issues of every project in a group and its subgroups, with the same filters as issue.list.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: ListGroupIssuesDto,
    output: IssuePageListDto,
    operation: 'issueListGroup',
    route: 'GET /groups/:id/issues',
    hints: [GROUP_404],
    example: { group_id: 'acme', state: 'opened', per_page: 10 },
  })
  async listGroup(input: ListGroupIssuesDto, ctx: ActionContext): Promise<ActionResult<IssuePageListDto>> {
    const { group_id, not, page, per_page, ...filters } = input;
    const res = await ctx.gitlab.rest<IssueDto[]>({ method: 'GET', path: `${groupPath(group_id)}/issues`, query: { ...filters, ...notQuery(not), page, per_page }, signal: ctx.signal });
    const out: IssuePageListDto = { issues: res.data, pagination: pageOf(res, input), next_steps: ['issue.get with project_id and issue_iid for one issue', 'issue.statistics_get_group for counts'] };
    return respond(out, renderIssuePage(out, `group ${group_id}`));
  }

  @Action({
    id: 'issue.statistics_get',
    title: 'Issue statistics',
    description: 'Count the issues the token can see across the instance (all, opened, closed), with the issue filters (default scope created_by_me).',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: IssueStatisticsFiltersDto,
    output: IssueStatisticsDto,
    operation: 'issueStatisticsGet',
    route: 'GET /issues_statistics',
    example: { scope: 'all', labels: 'bug' },
  })
  async statistics(input: IssueStatisticsFiltersDto, ctx: ActionContext): Promise<ActionResult<IssueStatisticsDto>> {
    const { not, ...filters } = input;
    const res = await ctx.gitlab.rest<IssueStatisticsDto>({ method: 'GET', path: '/issues_statistics', query: { ...filters, ...notQuery(not) }, signal: ctx.signal });
    const out: IssueStatisticsDto = { statistics: res.data.statistics ?? {}, next_steps: ['issue.list_all with the same filters to see the issues'] };
    return respond(out, renderStatistics(out, 'the instance'));
  }

  @Action({
    id: 'issue.statistics_get_group',
    title: 'Issue statistics of a group',
    description: 'Count the issues of a group and its subgroups (all, opened, closed), with the issue filters.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: GroupIssueStatisticsDto,
    output: IssueStatisticsDto,
    operation: 'issueStatisticsGetGroup',
    route: 'GET /groups/:id/issues_statistics',
    hints: [GROUP_404],
    example: { group_id: 'acme', labels: 'bug' },
  })
  async statisticsGroup(input: GroupIssueStatisticsDto, ctx: ActionContext): Promise<ActionResult<IssueStatisticsDto>> {
    const { group_id, not, ...filters } = input;
    const res = await ctx.gitlab.rest<IssueStatisticsDto>({ method: 'GET', path: `${groupPath(group_id)}/issues_statistics`, query: { ...filters, ...notQuery(not) }, signal: ctx.signal });
    const out: IssueStatisticsDto = { statistics: res.data.statistics ?? {}, next_steps: ['issue.list_group with the same filters to see the issues'] };
    return respond(out, renderStatistics(out, `group ${group_id}`));
  }

  @Action({
    id: 'issue.statistics_get_project',
    title: 'Issue statistics of a project',
    description: 'Count the issues of a project (all, opened, closed), with the issue filters.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: ProjectIssueStatisticsDto,
    output: IssueStatisticsDto,
    operation: 'issueStatisticsGetProject',
    route: 'GET /projects/:id/issues_statistics',
    hints: [PROJECT_404],
    example: { project_id: '42', labels: 'bug' },
  })
  async statisticsProject(input: ProjectIssueStatisticsDto, ctx: ActionContext): Promise<ActionResult<IssueStatisticsDto>> {
    const { project_id, not, ...filters } = input;
    const res = await ctx.gitlab.rest<IssueStatisticsDto>({ method: 'GET', path: `${projectPath(project_id)}/issues_statistics`, query: { ...filters, ...notQuery(not) }, signal: ctx.signal });
    const out: IssueStatisticsDto = { statistics: res.data.statistics ?? {}, next_steps: ['issue.list with the same filters to see the issues'] };
    return respond(out, renderStatistics(out, `project ${project_id}`));
  }

  @Action({
    id: 'issue.participants',
    title: 'List issue participants',
    description: 'List the users taking part in an issue: its author, assignees, commenters and users mentioned.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: IssueRefDto,
    output: ParticipantListDto,
    operation: 'issueParticipants',
    route: 'GET /projects/:id/issues/:issue_iid/participants',
    hints: [ISSUE_404],
    example: { project_id: '42', issue_iid: 1 },
  })
  async participants(input: IssueRefDto, ctx: ActionContext): Promise<ActionResult<ParticipantListDto>> {
    const res = await ctx.gitlab.rest<UserBasicDto[]>({ method: 'GET', path: `${issuePath(input.project_id, input.issue_iid)}/participants`, signal: ctx.signal });
    const out: ParticipantListDto = { participants: res.data, next_steps: ['issue.update with assignee_ids to assign one of them'] };
    return respond(out, renderParticipants(out, `Participants of issue #${input.issue_iid}`));
  }

  @Action({
    id: 'issue.mrs_closing',
    title: 'List closing merge requests of an issue',
    description: 'List the merge requests that close this issue when merged (they mention it with a closing pattern such as "Closes #1").',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: IssueRefDto,
    output: MergeRequestBasicListDto,
    operation: 'issueMrsClosing',
    route: 'GET /projects/:id/issues/:issue_iid/closed_by',
    hints: [ISSUE_404],
    example: { project_id: '42', issue_iid: 1 },
  })
  async mrsClosing(input: IssueRefDto, ctx: ActionContext): Promise<ActionResult<MergeRequestBasicListDto>> {
    const res = await ctx.gitlab.rest<MergeRequestBasicDto[]>({ method: 'GET', path: `${issuePath(input.project_id, input.issue_iid)}/closed_by`, signal: ctx.signal });
    const out: MergeRequestBasicListDto = { merge_requests: res.data, next_steps: ['merge_request.get for one merge request'] };
    return respond(out, renderMergeRequests(out, `Merge requests that close issue #${input.issue_iid}`));
  }

  @Action({
    id: 'issue.mrs_related',
    title: 'List merge requests related to an issue',
    description: 'List the merge requests that mention this issue (closing it or not) and that the token can see.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: IssueRefDto,
    output: MergeRequestBasicListDto,
    operation: 'issueMrsRelated',
    route: 'GET /projects/:id/issues/:issue_iid/related_merge_requests',
    hints: [ISSUE_404],
    example: { project_id: '42', issue_iid: 1 },
  })
  async mrsRelated(input: IssueRefDto, ctx: ActionContext): Promise<ActionResult<MergeRequestBasicListDto>> {
    const res = await ctx.gitlab.rest<MergeRequestBasicDto[]>({ method: 'GET', path: `${issuePath(input.project_id, input.issue_iid)}/related_merge_requests`, signal: ctx.signal });
    const out: MergeRequestBasicListDto = { merge_requests: res.data, next_steps: ['merge_request.get for one merge request', 'issue.mrs_closing for those that close the issue'] };
    return respond(out, renderMergeRequests(out, `Merge requests related to issue #${input.issue_iid}`));
  }

  // ---- Time tracking

  @Action({
    id: 'issue.time_stats_get',
    title: 'Get issue time tracking',
    description: 'Get the time estimate and the total time spent on an issue, in seconds and human form.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: IssueRefDto,
    output: IssueTimeStatsDto,
    operation: 'issueTimeStatsGet',
    route: 'GET /projects/:id/issues/:issue_iid/time_stats',
    hints: [ISSUE_404],
    example: { project_id: '42', issue_iid: 1 },
  })
  async timeStats(input: IssueRefDto, ctx: ActionContext): Promise<ActionResult<IssueTimeStatsDto>> {
    const res = await ctx.gitlab.rest<IssueTimeStatsDto>({ method: 'GET', path: `${issuePath(input.project_id, input.issue_iid)}/time_stats`, signal: ctx.signal });
    const out: IssueTimeStatsDto = { ...res.data, next_steps: ['issue.spent_time_add to log time', 'issue.time_estimate_set to set the estimate'] };
    return respond(out, renderTimeStats(out, `Time tracking of issue #${input.issue_iid}`));
  }

  @Action({
    id: 'issue.time_estimate_set',
    title: 'Set an issue time estimate',
    description: 'Set the time estimate of an issue from a human duration such as "3h30m" or "2d" (it replaces the previous estimate).',
    tier: 'free',
    readOnly: false,
    destructive: false,
    idempotent: true,
    input: TimeDurationDto,
    output: IssueTimeStatsDto,
    operation: 'issueTimeEstimateSet',
    route: 'POST /projects/:id/issues/:issue_iid/time_estimate',
    hints: [ISSUE_404, { text: 'duration must be a human duration such as "3h30m", "1w2d" or "45m"', statuses: [400] }],
    example: { project_id: '42', issue_iid: 1, duration: '3h30m' },
  })
  async timeEstimateSet(input: TimeDurationDto, ctx: ActionContext): Promise<ActionResult<IssueTimeStatsDto>> {
    const res = await ctx.gitlab.rest<IssueTimeStatsDto>({
      method: 'POST',
      path: `${issuePath(input.project_id, input.issue_iid)}/time_estimate`,
      body: { duration: input.duration },
      signal: ctx.signal,
    });
    const out: IssueTimeStatsDto = { ...res.data, next_steps: ['issue.time_stats_get to check it', 'issue.time_estimate_reset to clear it'] };
    return respond(out, renderTimeStats(out, `Time estimate of issue #${input.issue_iid} set`));
  }

  @Action({
    id: 'issue.time_estimate_reset',
    title: 'Reset an issue time estimate',
    description: 'Clear the time estimate of an issue (back to 0); the previous value is not kept.',
    tier: 'free',
    readOnly: false,
    destructive: true,
    idempotent: true,
    input: IssueRefDto,
    output: IssueTimeStatsDto,
    operation: 'issueTimeEstimateReset',
    route: 'POST /projects/:id/issues/:issue_iid/reset_time_estimate',
    hints: [ISSUE_404],
    example: { project_id: '42', issue_iid: 1 },
  })
  async timeEstimateReset(input: IssueRefDto, ctx: ActionContext): Promise<ActionResult<IssueTimeStatsDto>> {
    const res = await ctx.gitlab.rest<IssueTimeStatsDto>({ method: 'POST', path: `${issuePath(input.project_id, input.issue_iid)}/reset_time_estimate`, signal: ctx.signal });
    const out: IssueTimeStatsDto = { ...res.data, next_steps: ['issue.time_estimate_set to set a new estimate'] };
    return respond(out, renderTimeStats(out, `Time estimate of issue #${input.issue_iid} reset`));
  }

  @Action({
    id: 'issue.spent_time_add',
    title: 'Log time spent on an issue',
    description: 'Add time spent on an issue from a human duration such as "1h15m" (a negative duration like "-30m" subtracts), with an optional summary.',
    tier: 'free',
    readOnly: false,
    destructive: false,
    input: AddSpentTimeDto,
    output: IssueTimeStatsDto,
    operation: 'issueSpentTimeAdd',
    route: 'POST /projects/:id/issues/:issue_iid/add_spent_time',
    hints: [ISSUE_404, { text: 'duration must be a human duration such as "1h15m", "2d" or "-30m"', statuses: [400] }],
    example: { project_id: '42', issue_iid: 1, duration: '1h15m' },
  })
  async spentTimeAdd(input: AddSpentTimeDto, ctx: ActionContext): Promise<ActionResult<IssueTimeStatsDto>> {
    const res = await ctx.gitlab.rest<IssueTimeStatsDto>({
      method: 'POST',
      path: `${issuePath(input.project_id, input.issue_iid)}/add_spent_time`,
      body: { duration: input.duration, summary: input.summary },
      signal: ctx.signal,
    });
    const out: IssueTimeStatsDto = { ...res.data, next_steps: ['issue.time_stats_get to see the totals'] };
    return respond(out, renderTimeStats(out, `Time logged on issue #${input.issue_iid}`));
  }

  @Action({
    id: 'issue.spent_time_reset',
    title: 'Reset time spent on an issue',
    description: 'Reset the total time spent on an issue to 0. Treated as destructive, like merge_request.spent_time_reset: the logged total cannot be restored from this server.',
    tier: 'free',
    readOnly: false,
    destructive: true,
    idempotent: true,
    input: IssueRefDto,
    output: IssueTimeStatsDto,
    operation: 'issueSpentTimeReset',
    route: 'POST /projects/:id/issues/:issue_iid/reset_spent_time',
    hints: [ISSUE_404],
    example: { project_id: '42', issue_iid: 1 },
  })
  async spentTimeReset(input: IssueRefDto, ctx: ActionContext): Promise<ActionResult<IssueTimeStatsDto>> {
    const res = await ctx.gitlab.rest<IssueTimeStatsDto>({ method: 'POST', path: `${issuePath(input.project_id, input.issue_iid)}/reset_spent_time`, signal: ctx.signal });
    const out: IssueTimeStatsDto = { ...res.data, next_steps: ['issue.spent_time_add to log time again'] };
    return respond(out, renderTimeStats(out, `Time spent on issue #${input.issue_iid} reset`));
  }

  // ---- To-dos and notifications

  @Action({
    id: 'issue.create_todo',
    title: 'Add an issue to your to-do list',
    description: 'Add a to-do item for the current user on an issue. If one is already pending GitLab changes nothing.',
    tier: 'free',
    readOnly: false,
    destructive: false,
    idempotent: true,
    input: IssueRefDto,
    output: TodoDto,
    operation: 'issueCreateTodo',
    route: 'POST /projects/:id/issues/:issue_iid/todo',
    hints: [ISSUE_404, { text: 'a to-do for this issue is already pending', statuses: [304] }],
    example: { project_id: '42', issue_iid: 1 },
  })
  async createTodo(input: IssueRefDto, ctx: ActionContext): Promise<ActionResult<TodoDto>> {
    const res = await ctx.gitlab.rest<TodoDto>({ method: 'POST', path: `${issuePath(input.project_id, input.issue_iid)}/todo`, signal: ctx.signal });
    const out: TodoDto = { ...res.data, next_steps: ['issue.get to read the issue'] };
    return respond(out, renderTodo(out));
  }

  @Action({
    id: 'issue.subscribe',
    title: 'Subscribe to an issue',
    description: 'Subscribe the current user to the notifications of an issue. Already subscribed: GitLab changes nothing and the current issue is returned.',
    tier: 'free',
    readOnly: false,
    destructive: false,
    idempotent: true,
    input: IssueRefDto,
    output: IssueDto,
    operation: 'issueSubscribe',
    route: 'POST /projects/:id/issues/:subscribable_id/subscribe',
    hints: [ISSUE_404],
    example: { project_id: '42', issue_iid: 1 },
  })
  async subscribe(input: IssueRefDto, ctx: ActionContext): Promise<ActionResult<IssueDto>> {
    return this.subscription(input, 'subscribe', ctx);
  }

  @Action({
    id: 'issue.unsubscribe',
    title: 'Unsubscribe from an issue',
    description: 'Stop the notifications of an issue for the current user. Not subscribed: GitLab changes nothing and the current issue is returned.',
    tier: 'free',
    readOnly: false,
    destructive: false,
    idempotent: true,
    input: IssueRefDto,
    output: IssueDto,
    operation: 'issueUnsubscribe',
    route: 'POST /projects/:id/issues/:subscribable_id/unsubscribe',
    hints: [ISSUE_404],
    example: { project_id: '42', issue_iid: 1 },
  })
  async unsubscribe(input: IssueRefDto, ctx: ActionContext): Promise<ActionResult<IssueDto>> {
    return this.subscription(input, 'unsubscribe', ctx);
  }

  /** GitLab answers 304 when the subscription is already as asked: read the issue back instead. */
  private async subscription(input: IssueRefDto, verb: 'subscribe' | 'unsubscribe', ctx: ActionContext): Promise<ActionResult<IssueDto>> {
    const path = issuePath(input.project_id, input.issue_iid);
    let issue: IssueDto;
    let note = '';
    try {
      issue = (await ctx.gitlab.rest<IssueDto>({ method: 'POST', path: `${path}/${verb}`, signal: ctx.signal })).data;
    } catch (e) {
      if (!(e instanceof GitlabRequestFailure) || e.failure.status !== 304) throw e;
      issue = (await ctx.gitlab.rest<IssueDto>({ method: 'GET', path, signal: ctx.signal })).data;
      note = verb === 'subscribe' ? ' (already subscribed)' : ' (was not subscribed)';
    }
    const out: IssueDto = { ...issue, next_steps: [verb === 'subscribe' ? 'issue.unsubscribe to stop the notifications' : 'issue.subscribe to get the notifications again'] };
    return respond(out, renderIssueChanged(out, verb === 'subscribe' ? `Subscribed${note}:` : `Unsubscribed${note}:`));
  }

  // ---- Iterations (Premium)

  @Action({
    id: 'issue.iteration_list_project',
    title: 'List project iterations',
    description: 'List the iterations (time-boxed sprints) available to a project, inherited from its groups: filter by state, search the title.',
    tier: 'premium',
    readOnly: true,
    destructive: false,
    input: ListProjectIterationsDto,
    output: IterationListDto,
    operation: 'issueIterationListProject',
    route: 'GET /projects/:id/iterations',
    hints: [PROJECT_404],
    example: { project_id: '42', state: 'current' },
  })
  async iterationListProject(input: ListProjectIterationsDto, ctx: ActionContext): Promise<ActionResult<IterationListDto>> {
    const { project_id, ...query } = input;
    const res = await ctx.gitlab.rest<IterationDto[]>({ method: 'GET', path: `${projectPath(project_id)}/iterations`, query, signal: ctx.signal });
    const out: IterationListDto = { iterations: res.data, pagination: pageOf(res, input), next_steps: ['issue.list with iteration_id to see the issues of one iteration'] };
    return respond(out, renderIterations(out, `project ${project_id}`));
  }

  @Action({
    id: 'issue.iteration_list_group',
    title: 'List group iterations',
    description: 'List the iterations (time-boxed sprints) of a group: filter by state, search the title, include ancestor or descendant groups.',
    tier: 'premium',
    readOnly: true,
    destructive: false,
    input: ListGroupIterationsDto,
    output: IterationListDto,
    operation: 'issueIterationListGroup',
    route: 'GET /groups/:id/iterations',
    hints: [GROUP_404],
    example: { group_id: 'acme', state: 'opened' },
  })
  async iterationListGroup(input: ListGroupIterationsDto, ctx: ActionContext): Promise<ActionResult<IterationListDto>> {
    const { group_id, ...query } = input;
    const res = await ctx.gitlab.rest<IterationDto[]>({ method: 'GET', path: `${groupPath(group_id)}/iterations`, query, signal: ctx.signal });
    const out: IterationListDto = { iterations: res.data, pagination: pageOf(res, input), next_steps: ['issue.list_group with iteration_id to see the issues of one iteration'] };
    return respond(out, renderIterations(out, `group ${group_id}`));
  }

  // ---- Comments (notes)

  @Action({
    id: 'issue.note_list',
    title: 'List issue comments',
    description: 'List the comments (notes) of an issue, system notes included unless activity_filter=only_comments; each body is user content.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: ListIssueNotesDto,
    output: NoteListDto,
    operation: 'issueNoteList',
    route: 'GET /projects/:id/issues/:noteable_id/notes',
    hints: [ISSUE_404],
    example: { project_id: '42', issue_iid: 1, sort: 'asc', order_by: 'created_at' },
  })
  async noteList(input: ListIssueNotesDto, ctx: ActionContext): Promise<ActionResult<NoteListDto>> {
    const { project_id, issue_iid, ...query } = input;
    const res = await ctx.gitlab.rest<NoteDto[]>({ method: 'GET', path: `${issuePath(project_id, issue_iid)}/notes`, query, signal: ctx.signal });
    const out: NoteListDto = { notes: res.data, pagination: pageOf(res, input), next_steps: ['issue.note_create to comment', 'issue.discussion_list to see the threads'] };
    return respond(out, renderNoteList(out, `Comments on issue #${issue_iid}`));
  }

  @Action({
    id: 'issue.note_get',
    title: 'Get an issue comment',
    description: 'Get one comment (note) of an issue with its whole body.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: IssueNoteRefDto,
    output: NoteDto,
    operation: 'issueNoteGet',
    route: 'GET /projects/:id/issues/:noteable_id/notes/:note_id',
    hints: [NOTE_404],
    example: { project_id: '42', issue_iid: 1, note_id: 1 },
  })
  async noteGet(input: IssueNoteRefDto, ctx: ActionContext): Promise<ActionResult<NoteDto>> {
    const res = await ctx.gitlab.rest<NoteDto>({ method: 'GET', path: notePath(input), signal: ctx.signal });
    const out: NoteDto = { ...res.data, next_steps: ['issue.note_update to edit it', 'issue.emoji_issue_note_create to react to it'] };
    return respond(out, renderNote(out, `Comment ${out.id} on issue #${input.issue_iid}`));
  }

  @Action({
    id: 'issue.note_create',
    title: 'Comment on an issue',
    description: 'Add a comment (note) to an issue; internal comments are visible to project members only. Quick actions in the body (/label, /close) run too.',
    tier: 'free',
    readOnly: false,
    destructive: false,
    input: CreateIssueNoteDto,
    output: NoteDto,
    operation: 'issueNoteCreate',
    route: 'POST /projects/:id/issues/:noteable_id/notes',
    hints: [ISSUE_404, { text: 'the discussion may be locked (only project members can comment), or you need at least the Guest role', statuses: [403], namesRole: true }],
    example: { project_id: '42', issue_iid: 1, body: 'Reproduced on main; looking into it.' },
  })
  async noteCreate(input: CreateIssueNoteDto, ctx: ActionContext): Promise<ActionResult<NoteDto>> {
    const { project_id, issue_iid, ...body } = input;
    const res = await ctx.gitlab.rest<NoteDto>({ method: 'POST', path: `${issuePath(project_id, issue_iid)}/notes`, body, signal: ctx.signal });
    const out: NoteDto = { ...res.data, next_steps: ['issue.note_list to see the conversation', 'issue.note_update to edit the comment'] };
    return respond(out, renderNote(out, `Comment ${out.id} added to issue #${issue_iid}`));
  }

  @Action({
    id: 'issue.note_update',
    title: 'Edit an issue comment',
    description: 'Change the body of a comment (note) on an issue. Only its author can (administrators too).',
    tier: 'free',
    readOnly: false,
    destructive: false,
    idempotent: true,
    input: UpdateIssueNoteDto,
    output: NoteDto,
    operation: 'issueNoteUpdate',
    route: 'PUT /projects/:id/issues/:noteable_id/notes/:note_id',
    hints: [NOTE_404, { text: 'only the author of a comment (or an administrator) can edit it', statuses: [403], namesRole: true }],
    example: { project_id: '42', issue_iid: 1, note_id: 1, body: 'Reproduced on main and on v1.0.' },
  })
  async noteUpdate(input: UpdateIssueNoteDto, ctx: ActionContext): Promise<ActionResult<NoteDto>> {
    const res = await ctx.gitlab.rest<NoteDto>({ method: 'PUT', path: notePath(input), body: { body: input.body, confidential: input.confidential }, signal: ctx.signal });
    const out: NoteDto = { ...res.data, next_steps: ['issue.note_get to read it back'] };
    return respond(out, renderNote(out, `Comment ${out.id} updated`));
  }

  @Action({
    id: 'issue.note_delete',
    title: 'Delete an issue comment',
    description: 'Delete a comment (note) of an issue for good.',
    tier: 'free',
    readOnly: false,
    destructive: true,
    idempotent: true,
    input: IssueNoteRefDto,
    output: IssueChangeDto,
    operation: 'issueNoteDelete',
    route: 'DELETE /projects/:id/issues/:noteable_id/notes/:note_id',
    hints: [NOTE_404, { text: 'only the author of a comment, a Maintainer or Owner, or an administrator can delete it', statuses: [403], namesRole: true }],
    example: { project_id: '42', issue_iid: 1, note_id: 2 },
  })
  async noteDelete(input: IssueNoteRefDto, ctx: ActionContext): Promise<ActionResult<IssueChangeDto>> {
    await ctx.gitlab.rest<undefined>({ method: 'DELETE', path: notePath(input), signal: ctx.signal });
    const out: IssueChangeDto = { project_id: input.project_id, issue_iid: input.issue_iid, note_id: input.note_id, message: 'Comment deleted.', next_steps: ['issue.note_list to see the remaining comments'] };
    return respond(out, renderIssueChange(out, `Comment ${input.note_id} deleted`));
  }

  // ---- Discussions (threads)

  @Action({
    id: 'issue.discussion_list',
    title: 'List issue discussions',
    description: 'List the discussion threads of an issue, each with its notes; each body is user content.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: IssuePageDto,
    output: DiscussionListDto,
    operation: 'issueDiscussionList',
    route: 'GET /projects/:id/issues/:noteable_id/discussions',
    hints: [ISSUE_404],
    example: { project_id: '42', issue_iid: 1 },
  })
  async discussionList(input: IssuePageDto, ctx: ActionContext): Promise<ActionResult<DiscussionListDto>> {
    const res = await ctx.gitlab.rest<DiscussionDto[]>({
      method: 'GET',
      path: `${issuePath(input.project_id, input.issue_iid)}/discussions`,
      query: { page: input.page, per_page: input.per_page },
      signal: ctx.signal,
    });
    const out: DiscussionListDto = { discussions: res.data, pagination: pageOf(res, input), next_steps: ['issue.discussion_add_note to reply in a thread', 'issue.discussion_create to start one'] };
    return respond(out, renderDiscussionList(out, `Discussions of issue #${input.issue_iid}`));
  }

  @Action({
    id: 'issue.discussion_get',
    title: 'Get an issue discussion',
    description: 'Get one discussion thread of an issue with all its notes.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: IssueDiscussionRefDto,
    output: DiscussionDto,
    operation: 'issueDiscussionGet',
    route: 'GET /projects/:id/issues/:noteable_id/discussions/:discussion_id',
    hints: [DISCUSSION_404],
    example: { project_id: '42', issue_iid: 1, discussion_id: '5a217a9ffc23c368ecc0959db37f53024efa04e8' },
  })
  async discussionGet(input: IssueDiscussionRefDto, ctx: ActionContext): Promise<ActionResult<DiscussionDto>> {
    const res = await ctx.gitlab.rest<DiscussionDto>({ method: 'GET', path: discussionPath(input), signal: ctx.signal });
    const out: DiscussionDto = { ...res.data, next_steps: ['issue.discussion_add_note to reply'] };
    return respond(out, renderDiscussion(out, `Discussion on issue #${input.issue_iid}`));
  }

  @Action({
    id: 'issue.discussion_create',
    title: 'Start an issue discussion',
    description: 'Start a new discussion thread on an issue with a first comment that others can reply to.',
    tier: 'free',
    readOnly: false,
    destructive: false,
    input: CreateIssueDiscussionDto,
    output: DiscussionDto,
    operation: 'issueDiscussionCreate',
    route: 'POST /projects/:id/issues/:noteable_id/discussions',
    hints: [ISSUE_404],
    example: { project_id: '42', issue_iid: 1, body: 'Should we backport the fix to v1.0?' },
  })
  async discussionCreate(input: CreateIssueDiscussionDto, ctx: ActionContext): Promise<ActionResult<DiscussionDto>> {
    const { project_id, issue_iid, ...body } = input;
    const res = await ctx.gitlab.rest<DiscussionDto>({ method: 'POST', path: `${issuePath(project_id, issue_iid)}/discussions`, body, signal: ctx.signal });
    const out: DiscussionDto = { ...res.data, next_steps: [`issue.discussion_add_note with discussion_id ${res.data.id} to reply`] };
    return respond(out, renderDiscussion(out, `Discussion started on issue #${issue_iid}`));
  }

  @Action({
    id: 'issue.discussion_add_note',
    title: 'Reply in an issue discussion',
    description: 'Add a reply (note) to an existing discussion thread of an issue.',
    tier: 'free',
    readOnly: false,
    destructive: false,
    input: AddDiscussionNoteDto,
    output: NoteDto,
    operation: 'issueDiscussionAddNote',
    route: 'POST /projects/:id/issues/:noteable_id/discussions/:discussion_id/notes',
    hints: [DISCUSSION_404],
    example: { project_id: '42', issue_iid: 1, discussion_id: '5a217a9ffc23c368ecc0959db37f53024efa04e8', body: 'Yes, v1.0 is still supported.' },
  })
  async discussionAddNote(input: AddDiscussionNoteDto, ctx: ActionContext): Promise<ActionResult<NoteDto>> {
    const res = await ctx.gitlab.rest<NoteDto>({
      method: 'POST',
      path: `${discussionPath(input)}/notes`,
      body: { body: input.body, created_at: input.created_at },
      signal: ctx.signal,
    });
    const out: NoteDto = { ...res.data, next_steps: ['issue.discussion_get to read the whole thread'] };
    return respond(out, renderNote(out, `Reply ${out.id} added to discussion ${input.discussion_id}`));
  }

  @Action({
    id: 'issue.discussion_update_note',
    title: 'Edit a note in an issue discussion',
    description: 'Change the body of a note in a discussion thread, or resolve/unresolve it.',
    tier: 'free',
    readOnly: false,
    destructive: false,
    idempotent: true,
    input: UpdateDiscussionNoteDto,
    output: NoteDto,
    operation: 'issueDiscussionUpdateNote',
    route: 'PUT /projects/:id/issues/:noteable_id/discussions/:discussion_id/notes/:note_id',
    hints: [DISCUSSION_404, { text: 'only the author of a note (or an administrator) can edit it', statuses: [403], namesRole: true }],
    example: { project_id: '42', issue_iid: 1, discussion_id: '5a217a9ffc23c368ecc0959db37f53024efa04e8', note_id: 1, body: 'Yes, v1.0 is supported until June.' },
  })
  async discussionUpdateNote(input: UpdateDiscussionNoteDto, ctx: ActionContext): Promise<ActionResult<NoteDto>> {
    const res = await ctx.gitlab.rest<NoteDto>({
      method: 'PUT',
      path: `${discussionPath(input)}/notes/${segment(input.note_id)}`,
      body: { body: input.body, resolved: input.resolved },
      signal: ctx.signal,
    });
    const out: NoteDto = { ...res.data, next_steps: ['issue.discussion_get to read the whole thread'] };
    return respond(out, renderNote(out, `Note ${out.id} updated`));
  }

  @Action({
    id: 'issue.discussion_delete_note',
    title: 'Delete a note from an issue discussion',
    description: 'Delete one note of a discussion thread for good (deleting the last note removes the thread).',
    tier: 'free',
    readOnly: false,
    destructive: true,
    idempotent: true,
    input: DiscussionNoteRefDto,
    output: IssueChangeDto,
    operation: 'issueDiscussionDeleteNote',
    route: 'DELETE /projects/:id/issues/:noteable_id/discussions/:discussion_id/notes/:note_id',
    hints: [DISCUSSION_404, { text: 'only the author of a note, a Maintainer or Owner, or an administrator can delete it', statuses: [403], namesRole: true }],
    example: { project_id: '42', issue_iid: 1, discussion_id: '5a217a9ffc23c368ecc0959db37f53024efa04e8', note_id: 1 },
  })
  async discussionDeleteNote(input: DiscussionNoteRefDto, ctx: ActionContext): Promise<ActionResult<IssueChangeDto>> {
    await ctx.gitlab.rest<unknown>({ method: 'DELETE', path: `${discussionPath(input)}/notes/${segment(input.note_id)}`, signal: ctx.signal });
    const out: IssueChangeDto = {
      project_id: input.project_id,
      issue_iid: input.issue_iid,
      discussion_id: input.discussion_id,
      note_id: input.note_id,
      message: 'Note deleted from the discussion.',
      next_steps: ['issue.discussion_list to see the remaining threads'],
    };
    return respond(out, renderIssueChange(out, `Note ${input.note_id} deleted`));
  }

  // ---- Award emoji on issues and on their comments

  @Action({
    id: 'issue.emoji_issue_list',
    title: 'List award emoji of an issue',
    description: 'List the emoji reactions (award emoji) on an issue, with who gave them.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: IssuePageDto,
    output: AwardEmojiListDto,
    operation: 'issueEmojiIssueList',
    route: 'GET /projects/:id/issues/:issue_iid/award_emoji',
    hints: [ISSUE_404],
    example: { project_id: '42', issue_iid: 1 },
  })
  async emojiIssueList(input: IssuePageDto, ctx: ActionContext): Promise<ActionResult<AwardEmojiListDto>> {
    const res = await ctx.gitlab.rest<AwardEmojiDto[]>({
      method: 'GET',
      path: `${issuePath(input.project_id, input.issue_iid)}/award_emoji`,
      query: { page: input.page, per_page: input.per_page },
      signal: ctx.signal,
    });
    const out: AwardEmojiListDto = { award_emoji: res.data, pagination: pageOf(res, input), next_steps: ['issue.emoji_issue_create to react'] };
    return respond(out, renderAwardList(out, `Award emoji on issue #${input.issue_iid}`));
  }

  @Action({
    id: 'issue.emoji_issue_get',
    title: 'Get an award emoji of an issue',
    description: 'Get one emoji reaction (award emoji) on an issue by its ID.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: AwardRefDto,
    output: AwardEmojiDto,
    operation: 'issueEmojiIssueGet',
    route: 'GET /projects/:id/issues/:issue_iid/award_emoji/:award_id',
    notFound: {
      resource: 'Award Emoji',
      identifier: '{award_id} on issue #{issue_iid} in project {project_id}',
      nextSteps: ["Use action 'issue.emoji_issue_list' to list the award emoji of the issue", "Use action 'issue.list' to check the issue IID"],
    },
    example: { project_id: '42', issue_iid: 1, award_id: 1 },
  })
  async emojiIssueGet(input: AwardRefDto, ctx: ActionContext): Promise<ActionResult<AwardEmojiDto>> {
    const res = await ctx.gitlab.rest<AwardEmojiDto>({ method: 'GET', path: `${issuePath(input.project_id, input.issue_iid)}/award_emoji/${segment(input.award_id)}`, signal: ctx.signal });
    const out: AwardEmojiDto = { ...res.data, next_steps: ['issue.emoji_issue_delete to remove it (your own only)'] };
    return respond(out, renderAward(out, `Award emoji ${out.id} on issue #${input.issue_iid}`));
  }

  @Action({
    id: 'issue.emoji_issue_create',
    title: 'React to an issue with an emoji',
    description: 'Add an emoji reaction (award emoji, e.g. thumbsup) to an issue as the current user.',
    tier: 'free',
    readOnly: false,
    destructive: false,
    input: AwardEmojiCreateDto,
    output: AwardEmojiDto,
    operation: 'issueEmojiIssueCreate',
    route: 'POST /projects/:id/issues/:issue_iid/award_emoji',
    hints: [ISSUE_404, { text: 'you already gave this emoji, or the name is not a GitLab emoji (use names like thumbsup, tada, eyes)', statuses: [400, 404] }],
    example: { project_id: '42', issue_iid: 1, name: 'thumbsup' },
  })
  async emojiIssueCreate(input: AwardEmojiCreateDto, ctx: ActionContext): Promise<ActionResult<AwardEmojiDto>> {
    const res = await ctx.gitlab.rest<AwardEmojiDto>({ method: 'POST', path: `${issuePath(input.project_id, input.issue_iid)}/award_emoji`, body: { name: input.name }, signal: ctx.signal });
    const out: AwardEmojiDto = { ...res.data, next_steps: ['issue.emoji_issue_list to see all reactions'] };
    return respond(out, renderAward(out, `Award emoji added to issue #${input.issue_iid}`));
  }

  @Action({
    id: 'issue.emoji_issue_delete',
    title: 'Remove an award emoji from an issue',
    description: 'Remove an emoji reaction from an issue. Only the user who gave it (or an administrator) can.',
    tier: 'free',
    readOnly: false,
    destructive: true,
    idempotent: true,
    input: AwardRefDto,
    output: IssueChangeDto,
    operation: 'issueEmojiIssueDelete',
    route: 'DELETE /projects/:id/issues/:issue_iid/award_emoji/:award_id',
    hints: [
      { text: 'verify award_id; use issue.emoji_issue_list to see the reactions of the issue', statuses: [404] },
      { text: 'only the user who gave the award emoji (or an administrator) can remove it', statuses: [401, 403], namesRole: true },
    ],
    example: { project_id: '42', issue_iid: 1, award_id: 1 },
  })
  async emojiIssueDelete(input: AwardRefDto, ctx: ActionContext): Promise<ActionResult<IssueChangeDto>> {
    await ctx.gitlab.rest<undefined>({ method: 'DELETE', path: `${issuePath(input.project_id, input.issue_iid)}/award_emoji/${segment(input.award_id)}`, signal: ctx.signal });
    const out: IssueChangeDto = { project_id: input.project_id, issue_iid: input.issue_iid, award_id: input.award_id, message: 'Award emoji removed.', next_steps: ['issue.emoji_issue_list to see the remaining reactions'] };
    return respond(out, renderIssueChange(out, `Award emoji ${input.award_id} removed`));
  }

  @Action({
    id: 'issue.emoji_issue_note_list',
    title: 'List award emoji of an issue comment',
    description: 'List the emoji reactions (award emoji) on one comment of an issue.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: NoteEmojiPageDto,
    output: AwardEmojiListDto,
    operation: 'issueEmojiIssueNoteList',
    route: 'GET /projects/:id/issues/:issue_iid/notes/:note_id/award_emoji',
    hints: [NOTE_404],
    example: { project_id: '42', issue_iid: 1, note_id: 1 },
  })
  async emojiIssueNoteList(input: NoteEmojiPageDto, ctx: ActionContext): Promise<ActionResult<AwardEmojiListDto>> {
    const res = await ctx.gitlab.rest<AwardEmojiDto[]>({
      method: 'GET',
      path: `${notePath(input)}/award_emoji`,
      query: { page: input.page, per_page: input.per_page },
      signal: ctx.signal,
    });
    const out: AwardEmojiListDto = { award_emoji: res.data, pagination: pageOf(res, input), next_steps: ['issue.emoji_issue_note_create to react to the comment'] };
    return respond(out, renderAwardList(out, `Award emoji on comment ${input.note_id}`));
  }

  @Action({
    id: 'issue.emoji_issue_note_get',
    title: 'Get an award emoji of an issue comment',
    description: 'Get one emoji reaction (award emoji) on a comment of an issue by its ID.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: NoteAwardRefDto,
    output: AwardEmojiDto,
    operation: 'issueEmojiIssueNoteGet',
    route: 'GET /projects/:id/issues/:issue_iid/notes/:note_id/award_emoji/:award_id',
    notFound: {
      resource: 'Award Emoji',
      identifier: '{award_id} on comment {note_id} of issue #{issue_iid} in project {project_id}',
      nextSteps: ["Use action 'issue.emoji_issue_note_list' to list the award emoji of the comment", "Use action 'issue.note_list' to check the comment ID"],
    },
    example: { project_id: '42', issue_iid: 1, note_id: 1, award_id: 1 },
  })
  async emojiIssueNoteGet(input: NoteAwardRefDto, ctx: ActionContext): Promise<ActionResult<AwardEmojiDto>> {
    const res = await ctx.gitlab.rest<AwardEmojiDto>({ method: 'GET', path: `${notePath(input)}/award_emoji/${segment(input.award_id)}`, signal: ctx.signal });
    const out: AwardEmojiDto = { ...res.data, next_steps: ['issue.emoji_issue_note_delete to remove it (your own only)'] };
    return respond(out, renderAward(out, `Award emoji ${out.id} on comment ${input.note_id}`));
  }

  @Action({
    id: 'issue.emoji_issue_note_create',
    title: 'React to an issue comment with an emoji',
    description: 'Add an emoji reaction (award emoji) to one comment of an issue as the current user.',
    tier: 'free',
    readOnly: false,
    destructive: false,
    input: NoteAwardEmojiCreateDto,
    output: AwardEmojiDto,
    operation: 'issueEmojiIssueNoteCreate',
    route: 'POST /projects/:id/issues/:issue_iid/notes/:note_id/award_emoji',
    hints: [NOTE_404],
    example: { project_id: '42', issue_iid: 1, note_id: 1, name: 'eyes' },
  })
  async emojiIssueNoteCreate(input: NoteAwardEmojiCreateDto, ctx: ActionContext): Promise<ActionResult<AwardEmojiDto>> {
    const res = await ctx.gitlab.rest<AwardEmojiDto>({ method: 'POST', path: `${notePath(input)}/award_emoji`, body: { name: input.name }, signal: ctx.signal });
    const out: AwardEmojiDto = { ...res.data, next_steps: ['issue.emoji_issue_note_list to see all reactions on the comment'] };
    return respond(out, renderAward(out, `Award emoji added to comment ${input.note_id}`));
  }

  @Action({
    id: 'issue.emoji_issue_note_delete',
    title: 'Remove an award emoji from an issue comment',
    description: 'Remove an emoji reaction from a comment of an issue. Only the user who gave it (or an administrator) can.',
    tier: 'free',
    readOnly: false,
    destructive: true,
    idempotent: true,
    input: NoteAwardRefDto,
    output: IssueChangeDto,
    operation: 'issueEmojiIssueNoteDelete',
    route: 'DELETE /projects/:id/issues/:issue_iid/notes/:note_id/award_emoji/:award_id',
    hints: [
      { text: 'verify note_id and award_id; use issue.emoji_issue_note_list to see the reactions of the comment', statuses: [404] },
      { text: 'only the user who gave the award emoji (or an administrator) can remove it', statuses: [401, 403], namesRole: true },
    ],
    example: { project_id: '42', issue_iid: 1, note_id: 1, award_id: 1 },
  })
  async emojiIssueNoteDelete(input: NoteAwardRefDto, ctx: ActionContext): Promise<ActionResult<IssueChangeDto>> {
    await ctx.gitlab.rest<undefined>({ method: 'DELETE', path: `${notePath(input)}/award_emoji/${segment(input.award_id)}`, signal: ctx.signal });
    const out: IssueChangeDto = {
      project_id: input.project_id,
      issue_iid: input.issue_iid,
      note_id: input.note_id,
      award_id: input.award_id,
      message: 'Award emoji removed from the comment.',
      next_steps: ['issue.emoji_issue_note_list to see the remaining reactions'],
    };
    return respond(out, renderIssueChange(out, `Award emoji ${input.award_id} removed`));
  }

  // ---- Resource events (history of labels, milestones, state, iterations, weight)

  @Action({
    id: 'issue.event_issue_label_list',
    title: 'List label events of an issue',
    description: 'List when labels were added to or removed from an issue, and by whom.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: IssuePageDto,
    output: LabelEventListDto,
    operation: 'issueEventLabelList',
    route: 'GET /projects/:id/issues/:eventable_id/resource_label_events',
    hints: [ISSUE_404],
    example: { project_id: '42', issue_iid: 1 },
  })
  async labelEvents(input: IssuePageDto, ctx: ActionContext): Promise<ActionResult<LabelEventListDto>> {
    const res = await this.events<LabelEventDto>(input, 'resource_label_events', ctx);
    const out: LabelEventListDto = { events: res.data, pagination: pageOf(res, input), next_steps: ['issue.event_issue_label_get for one event'] };
    return respond(out, renderLabelEvents(out, `Label events of issue #${input.issue_iid}`));
  }

  @Action({
    id: 'issue.event_issue_label_get',
    title: 'Get a label event of an issue',
    description: 'Get one label event (label added or removed) of an issue.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: IssueEventRefDto,
    output: LabelEventDto,
    operation: 'issueEventLabelGet',
    route: 'GET /projects/:id/issues/:eventable_id/resource_label_events/:event_id',
    hints: [eventHint('issue.event_issue_label_list')],
    example: { project_id: '42', issue_iid: 1, event_id: 1 },
  })
  async labelEvent(input: IssueEventRefDto, ctx: ActionContext): Promise<ActionResult<LabelEventDto>> {
    const res = await this.event<LabelEventDto>(input, 'resource_label_events', ctx);
    const out: LabelEventDto = { ...res, next_steps: ['issue.event_issue_label_list for the whole history'] };
    return respond(out, renderLabelEvent(out, `Label event ${out.id} of issue #${input.issue_iid}`));
  }

  @Action({
    id: 'issue.event_issue_milestone_list',
    title: 'List milestone events of an issue',
    description: 'List when an issue was added to or removed from milestones, and by whom.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: IssuePageDto,
    output: MilestoneEventListDto,
    operation: 'issueEventMilestoneList',
    route: 'GET /projects/:id/issues/:eventable_id/resource_milestone_events',
    hints: [ISSUE_404],
    example: { project_id: '42', issue_iid: 1 },
  })
  async milestoneEvents(input: IssuePageDto, ctx: ActionContext): Promise<ActionResult<MilestoneEventListDto>> {
    const res = await this.events<MilestoneEventDto>(input, 'resource_milestone_events', ctx);
    const out: MilestoneEventListDto = { events: res.data, pagination: pageOf(res, input), next_steps: ['issue.event_issue_milestone_get for one event'] };
    return respond(out, renderMilestoneEvents(out, `Milestone events of issue #${input.issue_iid}`));
  }

  @Action({
    id: 'issue.event_issue_milestone_get',
    title: 'Get a milestone event of an issue',
    description: 'Get one milestone event (milestone set or removed) of an issue.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: IssueEventRefDto,
    output: MilestoneEventDto,
    operation: 'issueEventMilestoneGet',
    route: 'GET /projects/:id/issues/:eventable_id/resource_milestone_events/:event_id',
    hints: [eventHint('issue.event_issue_milestone_list')],
    example: { project_id: '42', issue_iid: 1, event_id: 1 },
  })
  async milestoneEvent(input: IssueEventRefDto, ctx: ActionContext): Promise<ActionResult<MilestoneEventDto>> {
    const res = await this.event<MilestoneEventDto>(input, 'resource_milestone_events', ctx);
    const out: MilestoneEventDto = { ...res, next_steps: ['issue.event_issue_milestone_list for the whole history'] };
    return respond(out, renderMilestoneEvent(out, `Milestone event ${out.id} of issue #${input.issue_iid}`));
  }

  @Action({
    id: 'issue.event_issue_state_list',
    title: 'List state events of an issue',
    description: 'List when an issue was closed or reopened, by whom, and by which commit or merge request.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: IssuePageDto,
    output: StateEventListDto,
    operation: 'issueEventStateList',
    route: 'GET /projects/:id/issues/:eventable_id/resource_state_events',
    hints: [ISSUE_404],
    example: { project_id: '42', issue_iid: 1 },
  })
  async stateEvents(input: IssuePageDto, ctx: ActionContext): Promise<ActionResult<StateEventListDto>> {
    const res = await this.events<StateEventDto>(input, 'resource_state_events', ctx);
    const out: StateEventListDto = { events: res.data, pagination: pageOf(res, input), next_steps: ['issue.event_issue_state_get for one event'] };
    return respond(out, renderStateEvents(out, `State events of issue #${input.issue_iid}`));
  }

  @Action({
    id: 'issue.event_issue_state_get',
    title: 'Get a state event of an issue',
    description: 'Get one state event (closed, reopened) of an issue.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: IssueEventRefDto,
    output: StateEventDto,
    operation: 'issueEventStateGet',
    route: 'GET /projects/:id/issues/:eventable_id/resource_state_events/:event_id',
    hints: [eventHint('issue.event_issue_state_list')],
    example: { project_id: '42', issue_iid: 1, event_id: 1 },
  })
  async stateEvent(input: IssueEventRefDto, ctx: ActionContext): Promise<ActionResult<StateEventDto>> {
    const res = await this.event<StateEventDto>(input, 'resource_state_events', ctx);
    const out: StateEventDto = { ...res, next_steps: ['issue.event_issue_state_list for the whole history'] };
    return respond(out, renderStateEvent(out, `State event ${out.id} of issue #${input.issue_iid}`));
  }

  @Action({
    id: 'issue.event_issue_iteration_list',
    title: 'List iteration events of an issue',
    description: 'List when an issue was added to or removed from iterations, and by whom (Premium).',
    tier: 'premium',
    readOnly: true,
    destructive: false,
    input: IssuePageDto,
    output: IterationEventListDto,
    operation: 'issueEventIterationList',
    route: 'GET /projects/:id/issues/:eventable_id/resource_iteration_events',
    hints: [ISSUE_404],
    example: { project_id: '42', issue_iid: 1 },
  })
  async iterationEvents(input: IssuePageDto, ctx: ActionContext): Promise<ActionResult<IterationEventListDto>> {
    const res = await this.events<IterationEventDto>(input, 'resource_iteration_events', ctx);
    const out: IterationEventListDto = { events: res.data, pagination: pageOf(res, input), next_steps: ['issue.event_issue_iteration_get for one event'] };
    return respond(out, renderIterationEvents(out, `Iteration events of issue #${input.issue_iid}`));
  }

  @Action({
    id: 'issue.event_issue_iteration_get',
    title: 'Get an iteration event of an issue',
    description: 'Get one iteration event (iteration set or removed) of an issue (Premium).',
    tier: 'premium',
    readOnly: true,
    destructive: false,
    input: IssueEventRefDto,
    output: IterationEventDto,
    operation: 'issueEventIterationGet',
    route: 'GET /projects/:id/issues/:eventable_id/resource_iteration_events/:event_id',
    hints: [eventHint('issue.event_issue_iteration_list')],
    example: { project_id: '42', issue_iid: 1, event_id: 1 },
  })
  async iterationEvent(input: IssueEventRefDto, ctx: ActionContext): Promise<ActionResult<IterationEventDto>> {
    const res = await this.event<IterationEventDto>(input, 'resource_iteration_events', ctx);
    const out: IterationEventDto = { ...res, next_steps: ['issue.event_issue_iteration_list for the whole history'] };
    return respond(out, renderIterationEvent(out, `Iteration event ${out.id} of issue #${input.issue_iid}`));
  }

  @Action({
    id: 'issue.event_issue_weight_list',
    title: 'List weight events of an issue',
    description: 'List how the weight of an issue changed over time, and by whom (Premium).',
    tier: 'premium',
    readOnly: true,
    destructive: false,
    input: IssuePageDto,
    output: WeightEventListDto,
    operation: 'issueEventWeightList',
    route: 'GET /projects/:id/issues/:eventable_id/resource_weight_events',
    hints: [ISSUE_404],
    example: { project_id: '42', issue_iid: 1 },
  })
  async weightEvents(input: IssuePageDto, ctx: ActionContext): Promise<ActionResult<WeightEventListDto>> {
    const res = await this.events<WeightEventDto>(input, 'resource_weight_events', ctx);
    const out: WeightEventListDto = { events: res.data, pagination: pageOf(res, input), next_steps: ['issue.update with weight to change it'] };
    return respond(out, renderWeightEvents(out, `Weight events of issue #${input.issue_iid}`));
  }

  private events<T>(input: IssuePageDto, kind: string, ctx: ActionContext): Promise<RestResponse<T[]>> {
    return ctx.gitlab.rest<T[]>({
      method: 'GET',
      path: `${issuePath(input.project_id, input.issue_iid)}/${kind}`,
      query: { page: input.page, per_page: input.per_page },
      signal: ctx.signal,
    });
  }

  private async event<T>(input: IssueEventRefDto, kind: string, ctx: ActionContext): Promise<T> {
    return (await ctx.gitlab.rest<T>({ method: 'GET', path: `${issuePath(input.project_id, input.issue_iid)}/${kind}/${segment(input.event_id)}`, signal: ctx.signal })).data;
  }

  // ---- Links between issues

  @Action({
    id: 'issue.link_list',
    title: 'List linked issues',
    description: 'List the issues linked to an issue (relates to, blocks, is blocked by), with the link IDs.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: IssueRefDto,
    output: RelatedIssueListDto,
    operation: 'issueLinkList',
    route: 'GET /projects/:id/issues/:issue_iid/links',
    hints: [ISSUE_404],
    example: { project_id: '42', issue_iid: 1 },
  })
  async linkList(input: IssueRefDto, ctx: ActionContext): Promise<ActionResult<RelatedIssueListDto>> {
    const res = await ctx.gitlab.rest<RelatedIssueDto[]>({ method: 'GET', path: `${issuePath(input.project_id, input.issue_iid)}/links`, signal: ctx.signal });
    const out: RelatedIssueListDto = { issues: res.data, next_steps: ['issue.link_create to link another issue', 'issue.link_delete with an issue_link_id to unlink'] };
    return respond(out, renderRelatedIssues(out, `Issues linked to issue #${input.issue_iid}`));
  }

  @Action({
    id: 'issue.link_get',
    title: 'Get an issue link',
    description: 'Get one link between two issues: both issues and the link type.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: IssueLinkRefDto,
    output: IssueLinkDto,
    operation: 'issueLinkGet',
    route: 'GET /projects/:id/issues/:issue_iid/links/:issue_link_id',
    hints: [LINK_404],
    example: { project_id: '42', issue_iid: 1, issue_link_id: 1 },
  })
  async linkGet(input: IssueLinkRefDto, ctx: ActionContext): Promise<ActionResult<IssueLinkDto>> {
    const res = await ctx.gitlab.rest<IssueLinkDto>({ method: 'GET', path: `${issuePath(input.project_id, input.issue_iid)}/links/${segment(input.issue_link_id)}`, signal: ctx.signal });
    const out: IssueLinkDto = { ...res.data, next_steps: ['issue.link_delete to remove the link'] };
    return respond(out, renderIssueLink(out, `Issue link ${input.issue_link_id}`));
  }

  @Action({
    id: 'issue.link_create',
    title: 'Link two issues',
    description: 'Link an issue to another (in this or another project): relates_to, blocks or is_blocked_by (the last two need Premium).',
    tier: 'free',
    readOnly: false,
    destructive: false,
    input: CreateIssueLinkDto,
    output: IssueLinkDto,
    operation: 'issueLinkCreate',
    route: 'POST /projects/:id/issues/:issue_iid/links',
    hints: [
      { text: 'verify project_id, issue_iid, target_project_id and target_issue_iid; use issue.list in each project', statuses: [404] },
      { text: 'the issues may already be linked (issue.link_list), or blocks/is_blocked_by needs Premium', statuses: [400, 409, 422] },
    ],
    example: { project_id: '42', issue_iid: 1, target_project_id: '42', target_issue_iid: 2, link_type: 'relates_to' },
  })
  async linkCreate(input: CreateIssueLinkDto, ctx: ActionContext): Promise<ActionResult<IssueLinkDto>> {
    const res = await ctx.gitlab.rest<IssueLinkDto>({
      method: 'POST',
      path: `${issuePath(input.project_id, input.issue_iid)}/links`,
      body: { target_project_id: input.target_project_id, target_issue_iid: input.target_issue_iid, link_type: input.link_type },
      signal: ctx.signal,
    });
    const out: IssueLinkDto = { ...res.data, next_steps: ['issue.link_list to see every link of the issue'] };
    return respond(out, renderIssueLink(out, 'Issues linked'));
  }

  @Action({
    id: 'issue.link_delete',
    title: 'Unlink two issues',
    description: 'Remove a link between two issues (the issues themselves stay).',
    tier: 'free',
    readOnly: false,
    destructive: true,
    idempotent: true,
    input: IssueLinkRefDto,
    output: IssueLinkDto,
    operation: 'issueLinkDelete',
    route: 'DELETE /projects/:id/issues/:issue_iid/links/:issue_link_id',
    hints: [LINK_404],
    example: { project_id: '42', issue_iid: 1, issue_link_id: 1 },
  })
  async linkDelete(input: IssueLinkRefDto, ctx: ActionContext): Promise<ActionResult<IssueLinkDto>> {
    const res = await ctx.gitlab.rest<IssueLinkDto | undefined>({ method: 'DELETE', path: `${issuePath(input.project_id, input.issue_iid)}/links/${segment(input.issue_link_id)}`, signal: ctx.signal });
    const out: IssueLinkDto = { ...(res.data ?? { id: input.issue_link_id }), next_steps: ['issue.link_list to see the remaining links'] };
    return respond(out, renderIssueLink(out, `Issue link ${input.issue_link_id} removed`));
  }

  // ---- Work items over GraphQL

  @Action({
    id: 'issue.work_item_get',
    title: 'Get a work item',
    description: 'Get one work item (issue, task, incident, epic, ...) of a project or group by IID over GraphQL: type, state, labels, assignees, milestone, dates, parent, and its global ID for issue.work_item_update.',
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
    if (!node) throw new ActionRefusal(`workItemGet: no work item ${input.iid} in ${fullPath}, or the token cannot see it. Use issue.work_item_list to see the work items.`);
    const out: WorkItemDto = { ...workItemOf(node), next_steps: ['issue.work_item_update with this id to change it', 'issue.note_list for the comments (issues)'] };
    return respond(out, renderWorkItem(out, 'Work item'));
  }

  @Action({
    id: 'issue.work_item_list',
    title: 'List work items',
    description: 'List the work items of a project or group over GraphQL, filtered by state, type, labels, assignees, author or search text. Cursor paging: first/after forward, last/before backward.',
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

  // ---- Saved work-item views over GraphQL (experimental in GitLab)

  @Action({
    id: 'issue.work_item_saved_view_list',
    title: 'List saved work item views',
    description: 'List the saved work-item views (named filter sets) of a group or project (experimental GitLab feature). Cursor paging: first/after, last/before.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: SavedViewListDto,
    output: SavedViewPageDto,
    operation: 'workItemSavedViewList',
    route: 'POST graphql',
    example: { full_path: 'acme/backend', first: 20 },
  })
  async savedViewList(input: SavedViewListDto, ctx: ActionContext): Promise<ActionResult<SavedViewPageDto>> {
    const paging = cursorArgs(input);
    const fullPath = await namespacePath(input.full_path, ctx);
    const res = await ctx.gitlab.graphql<SavedViewListData>(
      SAVED_VIEW_LIST_QUERY,
      { fullPath, ...paging, search: input.search, sort: input.sort, subscribedOnly: input.subscribed_only },
      ctx.signal,
    );
    const conn = requireGraphqlData(res, 'workItemSavedViewList').namespace?.savedViews;
    const out: SavedViewPageDto = {
      saved_views: (conn?.nodes ?? []).filter((n): n is SavedViewNode => n !== null).map(savedViewOf),
      page_info: pageInfoOf(conn?.pageInfo),
      next_steps: ['issue.work_item_saved_view_get for one view', 'issue.work_item_saved_view_create to save a new one'],
    };
    return respond(out, renderSavedViewPage(out, fullPath));
  }

  @Action({
    id: 'issue.work_item_saved_view_get',
    title: 'Get a saved work item view',
    description: 'Get one saved work-item view of a group or project by global ID: its filters, sort and visibility (experimental GitLab feature).',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: SavedViewGetDto,
    output: SavedViewDto,
    operation: 'workItemSavedViewGet',
    route: 'POST graphql',
    example: { full_path: 'acme/backend', id: 'gid://gitlab/WorkItems::SavedViews::SavedView/1' },
  })
  async savedViewGet(input: SavedViewGetDto, ctx: ActionContext): Promise<ActionResult<SavedViewDto>> {
    const fullPath = await namespacePath(input.full_path, ctx);
    const res = await ctx.gitlab.graphql<SavedViewGetData>(SAVED_VIEW_GET_QUERY, { fullPath, id: input.id }, ctx.signal);
    const node = requireGraphqlData(res, 'workItemSavedViewGet').namespace?.savedViews?.nodes?.find((n): n is SavedViewNode => n !== null);
    if (!node) throw new ActionRefusal(`workItemSavedViewGet: no saved view ${input.id} in ${fullPath}, or the token cannot see it. Use issue.work_item_saved_view_list to see the views.`);
    const out: SavedViewDto = { ...savedViewOf(node), next_steps: ['issue.work_item_saved_view_update to change it', 'issue.work_item_list with the same filters'] };
    return respond(out, renderSavedView(out, 'Saved view'));
  }

  @Action({
    id: 'issue.work_item_saved_view_create',
    title: 'Save a work item view',
    description: 'Save a named set of work-item filters and sort order in a group or project (experimental GitLab feature); private to you unless private=false.',
    tier: 'free',
    readOnly: false,
    destructive: false,
    input: SavedViewCreateDto,
    output: SavedViewDto,
    operation: 'workItemSavedViewCreate',
    route: 'POST graphql',
    example: { full_path: 'acme/backend', name: 'Open bugs', filters: { state: 'opened', label_name: ['bug'] }, sort: 'UPDATED_DESC' },
  })
  async savedViewCreate(input: SavedViewCreateDto, ctx: ActionContext): Promise<ActionResult<SavedViewDto>> {
    const fullPath = await namespacePath(input.full_path, ctx);
    const res = await ctx.gitlab.graphql<{ workItemSavedViewCreate: SavedViewPayload | null }>(
      SAVED_VIEW_CREATE_MUTATION,
      {
        input: {
          namespacePath: fullPath,
          name: input.name,
          description: input.description,
          filters: filterInput(input.filters),
          displaySettings: {},
          sort: input.sort ?? 'CREATED_DESC',
          isPrivate: input.private,
        },
      },
      ctx.signal,
    );
    const out: SavedViewDto = { ...savedViewOut(requireMutationPayload(res, 'workItemSavedViewCreate'), 'workItemSavedViewCreate'), next_steps: ['issue.work_item_saved_view_list to see every view'] };
    return respond(out, renderSavedView(out, 'Saved view created'));
  }

  @Action({
    id: 'issue.work_item_saved_view_update',
    title: 'Update a saved work item view',
    description: 'Rename a saved work-item view or change its description, filters, sort or visibility (experimental GitLab feature).',
    tier: 'free',
    readOnly: false,
    destructive: false,
    idempotent: true,
    input: SavedViewUpdateDto,
    output: SavedViewDto,
    operation: 'workItemSavedViewUpdate',
    route: 'POST graphql',
    example: { id: 'gid://gitlab/WorkItems::SavedViews::SavedView/1', name: 'Open backend bugs' },
  })
  async savedViewUpdate(input: SavedViewUpdateDto, ctx: ActionContext): Promise<ActionResult<SavedViewDto>> {
    const res = await ctx.gitlab.graphql<{ workItemSavedViewUpdate: SavedViewPayload | null }>(
      SAVED_VIEW_UPDATE_MUTATION,
      {
        input: {
          id: input.id,
          name: input.name,
          description: input.description,
          filters: input.filters ? filterInput(input.filters) : undefined,
          sort: input.sort,
          isPrivate: input.private,
        },
      },
      ctx.signal,
    );
    const out: SavedViewDto = { ...savedViewOut(requireMutationPayload(res, 'workItemSavedViewUpdate'), 'workItemSavedViewUpdate'), next_steps: ['issue.work_item_saved_view_get to read it back'] };
    return respond(out, renderSavedView(out, 'Saved view updated'));
  }

  @Action({
    id: 'issue.work_item_saved_view_delete',
    title: 'Delete a saved work item view',
    description: 'Delete a saved work-item view for everyone who uses it (experimental GitLab feature).',
    tier: 'free',
    readOnly: false,
    destructive: true,
    idempotent: true,
    input: SavedViewRefDto,
    output: SavedViewDeletionDto,
    operation: 'workItemSavedViewDelete',
    route: 'POST graphql',
    example: { id: 'gid://gitlab/WorkItems::SavedViews::SavedView/1' },
  })
  async savedViewDelete(input: SavedViewRefDto, ctx: ActionContext): Promise<ActionResult<SavedViewDeletionDto>> {
    const res = await ctx.gitlab.graphql<{ workItemSavedViewDelete: SavedViewPayload | null }>(SAVED_VIEW_DELETE_MUTATION, { input: { id: input.id } }, ctx.signal);
    requireMutationPayload(res, 'workItemSavedViewDelete');
    const out: SavedViewDeletionDto = { id: input.id, message: 'Saved view deleted.', next_steps: ['issue.work_item_saved_view_list to see the remaining views'] };
    return respond(out, renderDeletion(out, 'Saved view deleted'));
  }

  @Action({
    id: 'issue.work_item_saved_view_subscribe',
    title: 'Subscribe to a saved work item view',
    description: 'Add a saved work-item view to your subscribed views (shown in your work item list tabs; GitLab limits how many). Experimental GitLab feature.',
    tier: 'free',
    readOnly: false,
    destructive: false,
    idempotent: true,
    input: SavedViewRefDto,
    output: SavedViewDto,
    operation: 'workItemSavedViewSubscribe',
    route: 'POST graphql',
    example: { id: 'gid://gitlab/WorkItems::SavedViews::SavedView/1' },
  })
  async savedViewSubscribe(input: SavedViewRefDto, ctx: ActionContext): Promise<ActionResult<SavedViewDto>> {
    const res = await ctx.gitlab.graphql<{ workItemSavedViewSubscribe: SavedViewPayload | null }>(SAVED_VIEW_SUBSCRIBE_MUTATION, { input: { id: input.id } }, ctx.signal);
    const out: SavedViewDto = { ...savedViewOut(requireMutationPayload(res, 'workItemSavedViewSubscribe'), 'workItemSavedViewSubscribe'), next_steps: ['issue.work_item_saved_view_unsubscribe to undo'] };
    return respond(out, renderSavedView(out, 'Subscribed to saved view'));
  }

  @Action({
    id: 'issue.work_item_saved_view_unsubscribe',
    title: 'Unsubscribe from a saved work item view',
    description: 'Remove a saved work-item view from your subscribed views (the view itself stays). Experimental GitLab feature.',
    tier: 'free',
    readOnly: false,
    destructive: false,
    idempotent: true,
    input: SavedViewRefDto,
    output: SavedViewDto,
    operation: 'workItemSavedViewUnsubscribe',
    route: 'POST graphql',
    example: { id: 'gid://gitlab/WorkItems::SavedViews::SavedView/1' },
  })
  async savedViewUnsubscribe(input: SavedViewRefDto, ctx: ActionContext): Promise<ActionResult<SavedViewDto>> {
    const res = await ctx.gitlab.graphql<{ workItemSavedViewUnsubscribe: SavedViewPayload | null }>(SAVED_VIEW_UNSUBSCRIBE_MUTATION, { input: { id: input.id } }, ctx.signal);
    const out: SavedViewDto = { ...savedViewOut(requireMutationPayload(res, 'workItemSavedViewUnsubscribe'), 'workItemSavedViewUnsubscribe'), next_steps: ['issue.work_item_saved_view_subscribe to subscribe again'] };
    return respond(out, renderSavedView(out, 'Unsubscribed from saved view'));
  }
}
