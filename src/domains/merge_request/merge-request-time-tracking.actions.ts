import { Action, Domain, type Declared } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { MergeRequestRefDto } from '../shared/merge-request-ref.dto.js';
import { MrAddSpentTimeDto as AddSpentTimeDto, TimeEstimateDto } from './dto/merge-request-params.dto.js';
import { TimeStatsResultDto } from './dto/merge-request-related.dto.js';
import { MERGE_REQUEST_DOMAIN } from './merge-request.domain.js';
import { MR_404 } from './merge-request.hints.js';
import { renderTimeStats } from './merge-request-time-tracking.format.js';

/** Time tracking. */
@Domain(MERGE_REQUEST_DOMAIN)
@Injectable()
export class MergeRequestTimeTrackingActions {
  @Action({
    id: 'merge_request.time_stats', title: 'Get merge request time tracking', tier: 'free', readOnly: true, destructive: false,
    description: 'Get the time estimate and the total time spent on a merge request, in seconds and human form.',
    keywords: ['time tracking report', 'hours', 'timesheet'],
    input: MergeRequestRefDto, output: TimeStatsResultDto, operation: 'mrTimeStats', route: 'GET /projects/:id/merge_requests/:merge_request_iid/time_stats',
    hints: [MR_404],
    example: { project_id: '42', merge_request_iid: 7 },
    reply: { render: (out, input) => renderTimeStats(out, `Time tracking of merge request !${input.merge_request_iid}`), nextSteps: ['merge_request.spent_time_add to log time', 'merge_request.time_estimate_set to estimate'] },
  })
  readonly timeStats?: Declared;

  @Action({
    id: 'merge_request.time_estimate_set', title: 'Set a merge request time estimate', tier: 'free', readOnly: false, destructive: false, idempotent: true,
    description: 'Set the time estimate of a merge request from a human duration such as "3h30m" or "1w2d" (replaces the previous estimate).',
    keywords: ['/estimate', 'time tracking', 'hours'],
    input: TimeEstimateDto, output: TimeStatsResultDto, operation: 'mrTimeEstimateSet', route: 'POST /projects/:id/merge_requests/:merge_request_iid/time_estimate',
    hints: [{ text: 'duration must be a human-readable time such as 3h30m, 1w2d or 45m', statuses: [400] }, MR_404],
    example: { project_id: '42', merge_request_iid: 7, duration: '3h30m' },
    reply: { render: (out, input) => renderTimeStats(out, `Time estimate of merge request !${input.merge_request_iid} set`), nextSteps: ['merge_request.time_stats to read the time tracking'] },
  })
  readonly timeEstimateSet?: Declared;

  @Action({
    id: 'merge_request.time_estimate_reset', title: 'Reset a merge request time estimate', tier: 'free', readOnly: false, destructive: false, idempotent: true,
    description: 'Remove the time estimate of a merge request; merge_request.time_estimate_set gives it one again.',
    keywords: ['clear estimate', 'remove estimate', '/remove_estimate'],
    input: MergeRequestRefDto, output: TimeStatsResultDto, operation: 'mrTimeEstimateReset', route: 'POST /projects/:id/merge_requests/:merge_request_iid/reset_time_estimate',
    hints: [MR_404],
    example: { project_id: '42', merge_request_iid: 7 },
    reply: { render: (out, input) => renderTimeStats(out, `Time estimate of merge request !${input.merge_request_iid} reset`), nextSteps: ['merge_request.time_estimate_set to estimate again'] },
  })
  readonly timeEstimateReset?: Declared;

  @Action({
    id: 'merge_request.spent_time_add', title: 'Log time spent on a merge request', tier: 'free', readOnly: false, destructive: false,
    description: 'Add time spent on a merge request from a human duration such as "1h30m" (a leading minus subtracts), with an optional summary.',
    keywords: ['track time', '/spend', 'worklog', 'timesheet', 'hours'],
    input: AddSpentTimeDto, output: TimeStatsResultDto, operation: 'mrSpentTimeAdd', route: 'POST /projects/:id/merge_requests/:merge_request_iid/add_spent_time',
    hints: [{ text: 'duration must be a human-readable time such as 1h30m, 2d or 45m', statuses: [400] }, MR_404],
    example: { project_id: '42', merge_request_iid: 7, duration: '1h30m' },
    reply: { render: (out, input) => renderTimeStats(out, `Time logged on merge request !${input.merge_request_iid}`), nextSteps: ['merge_request.time_stats to read the time tracking'] },
  })
  readonly spentTimeAdd?: Declared;

  @Action({
    id: 'merge_request.spent_time_reset',
    title: 'Reset time spent on a merge request',
    description: 'Delete every time entry logged on a merge request, setting the time spent to zero. The entries cannot be restored.',
    keywords: ['clear time', '/remove_time_spent', 'worklog', 'timesheet'],
    tier: 'free',
    readOnly: false,
    // Every timelog (who, when, how long, summary) is deleted for good.
    destructive: true,
    idempotent: true,
    input: MergeRequestRefDto,
    output: TimeStatsResultDto,
    operation: 'mrSpentTimeReset',
    route: 'POST /projects/:id/merge_requests/:merge_request_iid/reset_spent_time',
    hints: [MR_404],
    example: { project_id: '42', merge_request_iid: 7 },
    reply: { render: (out, input) => renderTimeStats(out, `Time spent on merge request !${input.merge_request_iid} reset`), nextSteps: ['merge_request.spent_time_add to log time again'] },
  })
  readonly spentTimeReset?: Declared;
}
