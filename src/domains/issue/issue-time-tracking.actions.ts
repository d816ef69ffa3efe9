import { Action, Domain, type Declared } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { IssueTimeStatsDto } from './dto/issue.dto.js';
import { AddSpentTimeDto, TimeDurationDto } from './dto/issue-misc-params.dto.js';
import { IssueRefDto } from './dto/issue-params.dto.js';
import { ISSUE_DOMAIN } from './issue.domain.js';
import { ISSUE_404 } from './issue.hints.js';
import { renderTimeStats } from './issue-time-tracking.format.js';

/** Time tracking of an issue. */
@Domain(ISSUE_DOMAIN)
@Injectable()
export class IssueTimeTrackingActions {
  @Action({
    id: 'issue.time_stats_get', title: 'Get issue time tracking', tier: 'free', readOnly: true, destructive: false,
    description: 'Get the time estimate and the total time spent on an issue, in seconds and human form.',
    keywords: ['hours', 'timesheet', 'time tracking report'],
    input: IssueRefDto, output: IssueTimeStatsDto, operation: 'issueTimeStatsGet', route: 'GET /projects/:id/issues/:issue_iid/time_stats',
    hints: [ISSUE_404], example: { project_id: '42', issue_iid: 1 },
    reply: { render: (out, input) => renderTimeStats(out, `Time tracking of issue #${input.issue_iid}`), nextSteps: ['issue.spent_time_add to log time', 'issue.time_estimate_set to set the estimate'] },
  })
  readonly timeStats?: Declared;

  @Action({
    id: 'issue.time_estimate_set', title: 'Set an issue time estimate', tier: 'free', readOnly: false, destructive: false, idempotent: true,
    description: 'Set the time estimate of an issue from a human duration such as "3h30m" or "2d" (it replaces the previous estimate).',
    keywords: ['/estimate', 'time tracking', 'hours', 'effort'],
    input: TimeDurationDto, output: IssueTimeStatsDto, operation: 'issueTimeEstimateSet', route: 'POST /projects/:id/issues/:issue_iid/time_estimate',
    hints: [ISSUE_404, { text: 'duration must be a human duration such as "3h30m", "1w2d" or "45m"', statuses: [400] }],
    example: { project_id: '42', issue_iid: 1, duration: '3h30m' },
    reply: { render: (out, input) => renderTimeStats(out, `Time estimate of issue #${input.issue_iid} set`), nextSteps: ['issue.time_stats_get to check it', 'issue.time_estimate_reset to clear it'] },
  })
  readonly timeEstimateSet?: Declared;

  @Action({
    id: 'issue.time_estimate_reset', title: 'Reset an issue time estimate', tier: 'free', readOnly: false, destructive: false, idempotent: true,
    description: 'Clear the time estimate of an issue (back to 0); issue.time_estimate_set gives it one again.',
    keywords: ['clear estimate', 'remove estimate', '/remove_estimate'],
    input: IssueRefDto, output: IssueTimeStatsDto, operation: 'issueTimeEstimateReset', route: 'POST /projects/:id/issues/:issue_iid/reset_time_estimate',
    hints: [ISSUE_404], example: { project_id: '42', issue_iid: 1 },
    reply: { render: (out, input) => renderTimeStats(out, `Time estimate of issue #${input.issue_iid} reset`), nextSteps: ['issue.time_estimate_set to set a new estimate'] },
  })
  readonly timeEstimateReset?: Declared;

  @Action({
    id: 'issue.spent_time_add', title: 'Log time spent on an issue', tier: 'free', readOnly: false, destructive: false,
    description: 'Add time spent on an issue from a human duration such as "1h15m" (a negative duration like "-30m" subtracts), with an optional summary.',
    keywords: ['track time', '/spend', 'worklog', 'timesheet', 'hours'],
    input: AddSpentTimeDto, output: IssueTimeStatsDto, operation: 'issueSpentTimeAdd', route: 'POST /projects/:id/issues/:issue_iid/add_spent_time',
    hints: [ISSUE_404, { text: 'duration must be a human duration such as "1h15m", "2d" or "-30m"', statuses: [400] }],
    example: { project_id: '42', issue_iid: 1, duration: '1h15m' },
    reply: { render: (out, input) => renderTimeStats(out, `Time logged on issue #${input.issue_iid}`), nextSteps: ['issue.time_stats_get to see the totals'] },
  })
  readonly spentTimeAdd?: Declared;

  @Action({
    id: 'issue.spent_time_reset', title: 'Reset time spent on an issue', tier: 'free', readOnly: false, destructive: true, idempotent: true,
    description: 'Reset the total time spent on an issue to 0. Treated as destructive, like merge_request.spent_time_reset: the logged total cannot be restored from this server.',
    keywords: ['clear time', '/remove_time_spent', 'worklog', 'timesheet'],
    input: IssueRefDto, output: IssueTimeStatsDto, operation: 'issueSpentTimeReset', route: 'POST /projects/:id/issues/:issue_iid/reset_spent_time',
    hints: [ISSUE_404], example: { project_id: '42', issue_iid: 1 },
    reply: { render: (out, input) => renderTimeStats(out, `Time spent on issue #${input.issue_iid} reset`), nextSteps: ['issue.spent_time_add to log time again'] },
  })
  readonly spentTimeReset?: Declared;
}
