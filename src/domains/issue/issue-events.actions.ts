import { Action, Domain, type ActionHint, type Declared } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { MilestoneEventDto, MilestoneEventListDto, StateEventDto, StateEventListDto } from '../shared/resource-event.dto.js';
import {
  IssueLabelEventDto as LabelEventDto,
  IssueLabelEventListDto as LabelEventListDto,
  IterationEventDto,
  IterationEventListDto,
  WeightEventListDto,
} from './dto/issue.dto.js';
import { IssueEventRefDto } from './dto/issue-misc-params.dto.js';
import { IssuePageDto } from './dto/issue-note-params.dto.js';
import { ISSUE_DOMAIN } from './issue.domain.js';
import {
  renderIterationEvent,
  renderIterationEvents,
  renderLabelEvent,
  renderLabelEvents,
  renderMilestoneEvent,
  renderMilestoneEvents,
  renderStateEvent,
  renderStateEvents,
  renderWeightEvents,
} from './issue-events.format.js';
import { ISSUE_404 } from './issue.hints.js';

const eventHint = (list: string): ActionHint => ({ text: `verify issue_iid and event_id; use ${list} to see the events of the issue`, statuses: [404] });
/** Every event route names the issue `:eventable_id`. */
const EVENTABLE = { path: { eventable_id: 'issue_iid' } } as const;

/** Resource events: the history of labels, milestones, state, iterations and weight of an issue. */
@Domain(ISSUE_DOMAIN)
@Injectable()
export class IssueEventActions {
  @Action({
    id: 'issue.event_issue_label_list', title: 'List label events of an issue', tier: 'free', readOnly: true, destructive: false,
    description: 'List when labels were added to or removed from an issue, and by whom.',
    keywords: ['label history', 'timeline', 'audit', 'who labeled'],
    input: IssuePageDto, output: LabelEventListDto, operation: 'issueEventLabelList', route: 'GET /projects/:id/issues/:eventable_id/resource_label_events',
    hints: [ISSUE_404], example: { project_id: '42', issue_iid: 1 }, request: EVENTABLE,
    reply: { list: 'events', render: (out, input) => renderLabelEvents(out, `Label events of issue #${input.issue_iid}`), nextSteps: ['issue.event_issue_label_get for one event'] },
  })
  readonly labelEvents?: Declared;

  @Action({
    id: 'issue.event_issue_label_get', title: 'Get a label event of an issue', tier: 'free', readOnly: true, destructive: false,
    description: 'Get one label event (label added or removed) of an issue.',
    keywords: ['label history', 'timeline'],
    input: IssueEventRefDto, output: LabelEventDto, operation: 'issueEventLabelGet', route: 'GET /projects/:id/issues/:eventable_id/resource_label_events/:event_id',
    hints: [eventHint('issue.event_issue_label_list')], example: { project_id: '42', issue_iid: 1, event_id: 1 }, request: EVENTABLE,
    reply: { render: (out, input) => renderLabelEvent(out, `Label event ${out.id} of issue #${input.issue_iid}`), nextSteps: ['issue.event_issue_label_list for the whole history'] },
  })
  readonly labelEvent?: Declared;

  @Action({
    id: 'issue.event_issue_milestone_list', title: 'List milestone events of an issue', tier: 'free', readOnly: true, destructive: false,
    description: 'List when an issue was added to or removed from milestones, and by whom.',
    keywords: ['milestone history', 'timeline'],
    input: IssuePageDto, output: MilestoneEventListDto, operation: 'issueEventMilestoneList', route: 'GET /projects/:id/issues/:eventable_id/resource_milestone_events',
    hints: [ISSUE_404], example: { project_id: '42', issue_iid: 1 }, request: EVENTABLE,
    reply: { list: 'events', render: (out, input) => renderMilestoneEvents(out, `Milestone events of issue #${input.issue_iid}`), nextSteps: ['issue.event_issue_milestone_get for one event'] },
  })
  readonly milestoneEvents?: Declared;

  @Action({
    id: 'issue.event_issue_milestone_get', title: 'Get a milestone event of an issue', tier: 'free', readOnly: true, destructive: false,
    description: 'Get one milestone event (milestone set or removed) of an issue.',
    keywords: ['milestone history', 'timeline'],
    input: IssueEventRefDto, output: MilestoneEventDto, operation: 'issueEventMilestoneGet', route: 'GET /projects/:id/issues/:eventable_id/resource_milestone_events/:event_id',
    hints: [eventHint('issue.event_issue_milestone_list')], example: { project_id: '42', issue_iid: 1, event_id: 1 }, request: EVENTABLE,
    reply: { render: (out, input) => renderMilestoneEvent(out, `Milestone event ${out.id} of issue #${input.issue_iid}`), nextSteps: ['issue.event_issue_milestone_list for the whole history'] },
  })
  readonly milestoneEvent?: Declared;

  @Action({
    id: 'issue.event_issue_state_list', title: 'List state events of an issue', tier: 'free', readOnly: true, destructive: false,
    description: 'List when an issue was closed or reopened, by whom, and by which commit or merge request.',
    keywords: ['state history', 'timeline', 'who closed', 'reopen history'],
    input: IssuePageDto, output: StateEventListDto, operation: 'issueEventStateList', route: 'GET /projects/:id/issues/:eventable_id/resource_state_events',
    hints: [ISSUE_404], example: { project_id: '42', issue_iid: 1 }, request: EVENTABLE,
    reply: { list: 'events', render: (out, input) => renderStateEvents(out, `State events of issue #${input.issue_iid}`), nextSteps: ['issue.event_issue_state_get for one event'] },
  })
  readonly stateEvents?: Declared;

  @Action({
    id: 'issue.event_issue_state_get', title: 'Get a state event of an issue', tier: 'free', readOnly: true, destructive: false,
    description: 'Get one state event (closed, reopened) of an issue.',
    keywords: ['state history', 'timeline', 'who closed'],
    input: IssueEventRefDto, output: StateEventDto, operation: 'issueEventStateGet', route: 'GET /projects/:id/issues/:eventable_id/resource_state_events/:event_id',
    hints: [eventHint('issue.event_issue_state_list')], example: { project_id: '42', issue_iid: 1, event_id: 1 }, request: EVENTABLE,
    reply: { render: (out, input) => renderStateEvent(out, `State event ${out.id} of issue #${input.issue_iid}`), nextSteps: ['issue.event_issue_state_list for the whole history'] },
  })
  readonly stateEvent?: Declared;

  @Action({
    id: 'issue.event_issue_iteration_list', title: 'List iteration events of an issue', tier: 'premium', readOnly: true, destructive: false,
    description: 'List when an issue was added to or removed from iterations, and by whom (Premium).',
    keywords: ['sprint history', 'timeline'],
    input: IssuePageDto, output: IterationEventListDto, operation: 'issueEventIterationList', route: 'GET /projects/:id/issues/:eventable_id/resource_iteration_events',
    hints: [ISSUE_404], example: { project_id: '42', issue_iid: 1 }, request: EVENTABLE,
    reply: { list: 'events', render: (out, input) => renderIterationEvents(out, `Iteration events of issue #${input.issue_iid}`), nextSteps: ['issue.event_issue_iteration_get for one event'] },
  })
  readonly iterationEvents?: Declared;

  @Action({
    id: 'issue.event_issue_iteration_get', title: 'Get an iteration event of an issue', tier: 'premium', readOnly: true, destructive: false,
    description: 'Get one iteration event (iteration set or removed) of an issue (Premium).',
    keywords: ['sprint history', 'timeline'],
    input: IssueEventRefDto, output: IterationEventDto, operation: 'issueEventIterationGet', route: 'GET /projects/:id/issues/:eventable_id/resource_iteration_events/:event_id',
    hints: [eventHint('issue.event_issue_iteration_list')], example: { project_id: '42', issue_iid: 1, event_id: 1 }, request: EVENTABLE,
    reply: { render: (out, input) => renderIterationEvent(out, `Iteration event ${out.id} of issue #${input.issue_iid}`), nextSteps: ['issue.event_issue_iteration_list for the whole history'] },
  })
  readonly iterationEvent?: Declared;

  @Action({
    id: 'issue.event_issue_weight_list', title: 'List weight events of an issue', tier: 'premium', readOnly: true, destructive: false,
    description: 'List how the weight of an issue changed over time, and by whom (Premium).',
    keywords: ['weight history', 'story points', 'estimate history', 'timeline'],
    input: IssuePageDto, output: WeightEventListDto, operation: 'issueEventWeightList', route: 'GET /projects/:id/issues/:eventable_id/resource_weight_events',
    hints: [ISSUE_404], example: { project_id: '42', issue_iid: 1 }, request: EVENTABLE,
    reply: { list: 'events', render: (out, input) => renderWeightEvents(out, `Weight events of issue #${input.issue_iid}`), nextSteps: ['issue.update with weight to change it'] },
  })
  readonly weightEvents?: Declared;
}
