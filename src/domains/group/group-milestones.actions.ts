import { Action, Domain, type Declared } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { MilestoneDetailDto, MilestoneIssueListDto, MilestoneListDto, MilestoneMergeRequestListDto } from '../shared/milestone-detail.dto.js';
import { renderMilestone, renderMilestoneIssues, renderMilestoneList, renderMilestoneMergeRequests } from '../shared/milestone.format.js';
import { BurndownEventDto, BurndownEventListDto } from './dto/burndown.dto.js';
import { GroupDeletionDto } from './dto/group-deletion.dto.js';
import { CreateGroupMilestoneDto, GroupMilestoneItemsDto, GroupMilestoneRefDto, ListGroupMilestonesDto, UpdateGroupMilestoneDto } from './dto/milestone-params.dto.js';
import { GROUP_DOMAIN } from './group.domain.js';
import { renderGroupDeletion } from './group-deletion.format.js';
import { renderBurndown } from './group-milestones.format.js';

const MILESTONE_404 = { text: 'no group milestone has this ID; use group.group_milestone_list to see the milestones and their IDs (the id, not the iid)', statuses: [404] };
const MILESTONE_ROLE = { text: 'managing group milestones requires at least the Planner or Reporter role in the group', statuses: [401, 403], namesRole: true };
const GET = 'group.group_milestone_get';

/** Group milestones: shared by every project of the group; list, read, plan, change, delete, and their issues and merge requests. */
@Domain(GROUP_DOMAIN)
@Injectable()
export class GroupMilestoneActions {
  @Action({
    id: 'group.group_milestone_list', title: 'List group milestones', tier: 'free', readOnly: true, destructive: false,
    description: 'List the milestones of a group with their dates and state: filter by state, exact title, IIDs or text; include those of ancestor groups or subgroups.',
    keywords: ['sprints', 'release plan', 'timebox', 'due dates'],
    input: ListGroupMilestonesDto, output: MilestoneListDto, operation: 'groupMilestoneList', route: 'GET /groups/:id/milestones',
    hints: [{ text: 'verify group_id; use group.list to find the group', statuses: [404] }],
    example: { group_id: 'acme', state: 'active', per_page: 20 },
    reply: { list: 'milestones', render: (out, input) => renderMilestoneList(out, `Milestones of group ${input.group_id}`), nextSteps: ['group.group_milestone_get for one milestone (by ID)', 'group.group_milestone_issues for the issues of a milestone', 'group.group_milestone_create to plan a new one'] },
  })
  readonly groupMilestoneList?: Declared;

  @Action({
    id: GET, title: 'Get a group milestone', tier: 'free', readOnly: true, destructive: false,
    description: 'Get one milestone of a group by its ID: title, state, start and due dates and description.',
    keywords: ['sprint', 'timebox', 'due date'],
    input: GroupMilestoneRefDto, output: MilestoneDetailDto, operation: 'groupMilestoneGet', route: 'GET /groups/:id/milestones/:milestone_id',
    notFound: { resource: 'Milestone', identifier: '{milestone_id} in group {group_id}', nextSteps: ["Use action 'group.group_milestone_list' to list the group's milestones and their IDs", 'Closed milestones are listed with state "closed"'] },
    example: { group_id: 'acme', milestone_id: 1 },
    reply: { render: (out) => renderMilestone(out, GET), nextSteps: ['group.group_milestone_issues for its issues', 'group.group_milestone_merge_requests for its merge requests', 'group.group_milestone_update to change dates or close it'] },
  })
  readonly groupMilestoneGet?: Declared;

  @Action({
    id: 'group.group_milestone_create', title: 'Create a group milestone', tier: 'free', readOnly: false, destructive: false,
    description: "Create a milestone in a group, usable by all its projects, with a title and optionally a description and start and due dates.",
    keywords: ['sprint', 'release plan', 'timebox', 'due date'],
    input: CreateGroupMilestoneDto, output: MilestoneDetailDto, operation: 'groupMilestoneCreate', route: 'POST /groups/:id/milestones',
    hints: [{ text: 'the title must be unique in the group (use group.group_milestone_list) and the due date not before the start date', statuses: [400] }, MILESTONE_ROLE],
    example: { group_id: 'acme', title: 'Q3 release', description: 'Everything shipping in Q3', start_date: '2030-07-01', due_date: '2030-09-30' },
    reply: { render: (out) => renderMilestone(out, GET, 'Milestone created:'), nextSteps: ["issue.update with milestone_id (the milestone's id) to add issues to it", 'group.group_milestone_list to see all milestones'] },
  })
  readonly groupMilestoneCreate?: Declared;

  @Action({
    id: 'group.group_milestone_update', title: 'Update a group milestone', tier: 'free', readOnly: false, destructive: false, idempotent: true,
    description: 'Change the title, description or dates of a group milestone, or close or reopen it (state_event).',
    keywords: ['sprint', 'close milestone', 'reopen', 'due date'],
    input: UpdateGroupMilestoneDto, output: MilestoneDetailDto, operation: 'groupMilestoneUpdate', route: 'PUT /groups/:id/milestones/:milestone_id',
    hints: [MILESTONE_404, { text: 'the title must be unique in the group and the due date not before the start date', statuses: [400] }, MILESTONE_ROLE],
    example: { group_id: 'acme', milestone_id: 1, due_date: '2030-10-31', state_event: 'close' },
    reply: { render: (out) => renderMilestone(out, GET, 'Milestone updated:'), nextSteps: ['group.group_milestone_get to read it back'] },
  })
  readonly groupMilestoneUpdate?: Declared;

  @Action({
    id: 'group.group_milestone_delete', title: 'Delete a group milestone', tier: 'free', readOnly: false, destructive: true, idempotent: true,
    description: "Delete a group milestone; the issues and merge requests of the group's projects stay but lose the milestone. This cannot be undone.",
    keywords: ['sprint', 'timebox', 'release plan'],
    input: GroupMilestoneRefDto, output: GroupDeletionDto, operation: 'groupMilestoneDelete', route: 'DELETE /groups/:id/milestones/:milestone_id',
    hints: [MILESTONE_404, MILESTONE_ROLE],
    example: { group_id: 'acme', milestone_id: 1 },
    reply: { shape: (_, input) => ({ group_id: input.group_id, deleted: `Milestone ${input.milestone_id}`, message: 'Milestone deleted; its issues and merge requests no longer have a milestone.' }), render: renderGroupDeletion, nextSteps: ['group.group_milestone_list to see the remaining milestones'] },
  })
  readonly groupMilestoneDelete?: Declared;

  @Action({
    id: 'group.group_milestone_issues', title: 'List the issues of a group milestone', tier: 'free', readOnly: true, destructive: false,
    description: "List the issues of the group's projects assigned to a group milestone, with state, assignees, labels and due dates.",
    keywords: ['sprint backlog', 'tickets', 'sprint scope'],
    input: GroupMilestoneItemsDto, output: MilestoneIssueListDto, operation: 'groupMilestoneIssues', route: 'GET /groups/:id/milestones/:milestone_id/issues',
    hints: [MILESTONE_404],
    example: { group_id: 'acme', milestone_id: 1 },
    reply: { list: 'issues', render: (out, input) => renderMilestoneIssues(out, `Issues of milestone ${input.milestone_id} in group ${input.group_id}`), nextSteps: ['issue.get for one issue', 'group.group_milestone_merge_requests for the merge requests of the milestone'] },
  })
  readonly groupMilestoneIssues?: Declared;

  @Action({
    id: 'group.group_milestone_merge_requests', title: 'List the merge requests of a group milestone', tier: 'free', readOnly: true, destructive: false,
    description: "List the merge requests of the group's projects assigned to a group milestone, with state, branches, author and merge date.",
    keywords: ['PRs', 'sprint', 'release scope'],
    input: GroupMilestoneItemsDto, output: MilestoneMergeRequestListDto, operation: 'groupMilestoneMergeRequests', route: 'GET /groups/:id/milestones/:milestone_id/merge_requests',
    hints: [MILESTONE_404],
    example: { group_id: 'acme', milestone_id: 1 },
    reply: { list: 'merge_requests', render: (out, input) => renderMilestoneMergeRequests(out, `Merge requests of milestone ${input.milestone_id} in group ${input.group_id}`), nextSteps: ['merge_request.get for one merge request', 'group.group_milestone_issues for the issues of the milestone'] },
  })
  readonly groupMilestoneMergeRequests?: Declared;

  @Action({
    id: 'group.group_milestone_burndown', title: 'Get the burndown events of a group milestone', tier: 'premium', readOnly: true, destructive: false,
    description: "List the events behind a group milestone's burndown chart: each issue added, closed or reopened, with its weight, oldest first (Premium).",
    keywords: ['burnup', 'sprint progress', 'chart data', 'velocity'],
    input: GroupMilestoneRefDto, output: BurndownEventListDto, operation: 'groupMilestoneBurndown', route: 'GET /groups/:id/milestones/:milestone_id/burndown_events',
    hints: [MILESTONE_404, { text: 'burndown charts need GitLab Premium or Ultimate', statuses: [403] }],
    example: { group_id: 'acme', milestone_id: 1 },
    reply: { shape: (answer) => ({ events: Array.isArray(answer) ? (answer as BurndownEventDto[]) : [] }), render: (out, input) => renderBurndown(out, input.group_id, input.milestone_id), nextSteps: ['group.group_milestone_issues for the issues behind the events'] },
  })
  readonly groupMilestoneBurndown?: Declared;
}
