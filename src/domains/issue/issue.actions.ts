import { Action, Domain, type Declared } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { splitLabelDetails } from '../shared/label-details.js';
import { IssueChangeDto, IssueDto, IssueListDto, IssuePageListDto } from './dto/issue.dto.js';
import {
  CreateIssueDto,
  IssueByIdDto,
  IssueRefDto,
  ListAllIssuesDto,
  ListGroupIssuesDto,
  ListIssuesDto,
  MoveIssueDto,
  ReorderIssueDto,
  UpdateIssueDto,
} from './dto/issue-params.dto.js';
import { ISSUE_DOMAIN } from './issue.domain.js';
import { renderIssue, renderIssueChange, renderIssueChanged, renderIssueList, renderIssuePage } from './issue.format.js';
import { GROUP_404, ISSUE_404 } from './issue.hints.js';

/** Issues: list, read, open, change, move and order them. */
@Domain(ISSUE_DOMAIN)
@Injectable()
export class IssueActions {
  @Action({
    id: 'issue.list',
    title: 'List issues',
    description:
      'List the issues of a project, filtered by state, labels, milestone, author, assignee, search text, dates, type, confidentiality or IIDs, with negated filters under `not`.',
    keywords: ['tickets', 'bugs', 'backlog', 'show issues', 'browse', 'tasks'],
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: ListIssuesDto,
    output: IssueListDto,
    operation: 'issueList',
    route: 'GET /projects/:id/issues',
    hints: [{ text: 'verify project_id; use project.list to find the project', statuses: [404] }],
    example: { project_id: '42', state: 'opened', labels: 'bug', order_by: 'updated_at', sort: 'desc', per_page: 10 },
    reply: { list: 'issues', shape: (answer) => (answer as IssueDto[]).map(splitLabelDetails), render: (out, input) => renderIssueList(out, input.project_id), nextSteps: ['issue.get for one issue with its description', 'issue.create to open a new issue'] },
  })
  readonly list?: Declared;

  @Action({
    id: 'issue.get', title: 'Get an issue', tier: 'free', readOnly: true, destructive: false,
    description: 'Get one issue of a project by its IID: title, description, state, labels, milestone, assignees, dates.',
    keywords: ['ticket', 'bug', 'issue details', 'view issue', 'show issue'],
    input: IssueRefDto, output: IssueDto, operation: 'issueGet', route: 'GET /projects/:id/issues/:issue_iid',
    hints: [{ text: 'verify project_id and issue_iid; use issue.list to see existing issues in the project', statuses: [404] }],
    example: { project_id: '42', issue_iid: 1 },
    reply: { render: (out) => renderIssue(out), nextSteps: ['issue.list to see the other issues of the project'] },
  })
  readonly get?: Declared;

  @Action({
    id: 'issue.create', title: 'Create an issue', tier: 'free', readOnly: false, destructive: false,
    description: 'Open a new issue in a project with a title and optional description, labels, assignees, milestone, due date, type and confidentiality.',
    keywords: ['file a bug', 'report bug', 'new ticket', 'open ticket', 'raise'],
    input: CreateIssueDto, output: IssueDto, operation: 'issueCreate', route: 'POST /projects/:id/issues',
    example: { project_id: '42', title: 'Login fails on empty password', description: 'Steps to reproduce: …', labels: 'bug,backend' },
    reply: { render: (out) => renderIssue(out, 'Issue created:'), nextSteps: ['issue.get to read it back', 'issue.list to see the issues of the project'] },
  })
  readonly create?: Declared;

  // ---- Change, move, order and read issues beyond one project

  @Action({
    id: 'issue.update', title: 'Update, close or reopen an issue', tier: 'free', readOnly: false, destructive: false, idempotent: true,
    description:
      'Change an issue: title, description, labels (replace, add_labels, remove_labels), assignees, milestone, due date, confidentiality, discussion lock, type, weight, epic; close or reopen it with state_event.',
    keywords: ['edit issue', 'assign', 'relabel', 'change milestone', 'resolve', 'ticket'],
    input: UpdateIssueDto, output: IssueDto, operation: 'issueUpdate', route: 'PUT /projects/:id/issues/:issue_iid',
    hints: [ISSUE_404, { text: 'updating an issue needs at least the Planner role, or being its author or assignee', statuses: [403], namesRole: true }],
    example: { project_id: '42', issue_iid: 1, add_labels: 'triaged', state_event: 'close' },
    reply: { render: (out) => renderIssueChanged(out, 'Issue updated:'), nextSteps: ['issue.get to read it back', 'issue.note_create to explain the change in a comment'] },
  })
  readonly update?: Declared;

  @Action({
    id: 'issue.delete', title: 'Delete an issue', tier: 'free', readOnly: false, destructive: true, idempotent: true,
    description: 'Delete an issue with its comments for good. Only administrators and project Owners may; closing it (issue.update state_event=close) keeps the history instead.',
    keywords: ['remove issue', 'erase ticket'],
    input: IssueRefDto, output: IssueChangeDto, operation: 'issueDelete', route: 'DELETE /projects/:id/issues/:issue_iid',
    hints: [ISSUE_404, { text: 'deleting an issue needs the Owner role on the project or an administrator; close it with issue.update state_event=close instead', statuses: [401, 403], namesRole: true }],
    example: { project_id: '42', issue_iid: 5 },
    reply: {
      shape: (_, input) => ({ project_id: input.project_id, issue_iid: input.issue_iid, message: 'Issue deleted.' }),
      render: (out, input) => renderIssueChange(out, `Issue #${input.issue_iid} deleted`),
      nextSteps: ['issue.list to see the remaining issues'],
    },
  })
  readonly delete?: Declared;

  // Not destructive (as in the reference catalogue): GitLab copies the issue with its comments into
  // the target project and closes the original with a "moved to" note, so nothing is lost and the
  // new issue can be moved back.
  @Action({
    id: 'issue.move', title: 'Move an issue', tier: 'free', readOnly: false, destructive: false,
    description: 'Move an issue to another project: GitLab creates it there (with comments and metadata it can carry over) and closes the original with a link to the new one.',
    keywords: ['transfer issue', 'relocate', 'ticket'],
    input: MoveIssueDto, output: IssueDto, operation: 'issueMove', route: 'POST /projects/:id/issues/:issue_iid/move',
    hints: [
      { text: 'verify project_id and issue_iid (issue.list), and that to_project_id names a project you can see (project.list)', statuses: [404] },
      { text: 'to_project_id must name another project in which you can create issues; use project.list to find it', statuses: [400, 422] },
      { text: 'moving an issue needs at least the Reporter role in both projects; use project.list to find a project you can write to', statuses: [401, 403], namesRole: true },
    ],
    example: { project_id: '42', issue_iid: 2, to_project_id: 43 },
    reply: {
      shape: (answer, input) => ({ ...(answer as IssueDto), next_steps: [`issue.get with project_id ${input.to_project_id} and issue_iid ${(answer as IssueDto).iid} to read the moved issue`] }),
      render: (out) => renderIssueChanged(out, 'Issue moved:'),
    },
  })
  readonly move?: Declared;

  @Action({
    id: 'issue.reorder', title: 'Reorder an issue', tier: 'free', readOnly: false, destructive: false, idempotent: true,
    description: 'Change the manual (relative) position of an issue on boards and in manually sorted lists, placing it after and/or before other issues given by global ID.',
    keywords: ['rank', 'prioritize', 'sort', 'drag', 'board position'],
    input: ReorderIssueDto, output: IssueDto, operation: 'issueReorder', route: 'PUT /projects/:id/issues/:issue_iid/reorder',
    hints: [ISSUE_404], example: { project_id: '42', issue_iid: 1, move_after_id: 1002 },
    reply: { render: (out) => renderIssueChanged(out, 'Issue reordered:'), nextSteps: ['issue.list with order_by=relative_position to see the new order'] },
  })
  readonly reorder?: Declared;

  @Action({
    id: 'issue.get_by_id', title: 'Get an issue by global ID', tier: 'free', readOnly: true, destructive: false,
    description: 'Get one issue by its instance-wide ID (the `id` field, not the IID). GitLab allows this to administrators only.',
    keywords: ['lookup', 'ticket'],
    input: IssueByIdDto, output: IssueDto, operation: 'issueGetById', route: 'GET /issues/:id',
    hints: [
      { text: 'verify the global issue ID (not the IID); use issue.list_all or issue.get with project_id and issue_iid', statuses: [404] },
      { text: 'reading an issue by global ID needs an administrator; use issue.get with project_id and issue_iid instead', statuses: [401, 403], namesRole: true },
    ],
    example: { id: 1001 },
    reply: { render: (out) => renderIssueChanged(out, 'Issue'), nextSteps: ['issue.note_list with its project_id and iid for the comments'] },
  })
  readonly getById?: Declared;

  @Action({
    id: 'issue.list_all',
    title: 'List issues across projects',
    description: 'List the issues the token can see across the instance (by default those you created: scope=created_by_me), with the same filters as issue.list.',
    keywords: ['my issues', 'assigned to me', 'dashboard', 'tickets'],
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: ListAllIssuesDto,
    output: IssuePageListDto,
    operation: 'issueListAll',
    route: 'GET /issues',
    example: { scope: 'all', state: 'opened', per_page: 10 },
    reply: { list: 'issues', shape: (answer) => (answer as IssueDto[]).map(splitLabelDetails), render: (out) => renderIssuePage(out, 'the instance'), nextSteps: ['issue.get with project_id and issue_iid for one issue'] },
  })
  readonly listAll?: Declared;

  @Action({
    id: 'issue.list_group',
    title: 'List issues of a group',
    description: 'List the issues of every project in a group and its subgroups, with the same filters as issue.list.',
    keywords: ['tickets', 'bugs', 'backlog', 'group issues'],
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: ListGroupIssuesDto,
    output: IssuePageListDto,
    operation: 'issueListGroup',
    route: 'GET /groups/:id/issues',
    hints: [GROUP_404],
    example: { group_id: 'acme', state: 'opened', per_page: 10 },
    reply: { list: 'issues', shape: (answer) => (answer as IssueDto[]).map(splitLabelDetails), render: (out, input) => renderIssuePage(out, `group ${input.group_id}`), nextSteps: ['issue.get with project_id and issue_iid for one issue', 'issue.statistics_get_group for counts'] },
  })
  readonly listGroup?: Declared;
}
