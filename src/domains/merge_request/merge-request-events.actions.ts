import { Action, Domain, type Declared } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { MergeRequestPageDto, ResourceEventRefDto } from './dto/merge-request-params.dto.js';
import {
  LabelEventDto,
  LabelEventListDto,
  MilestoneEventDto,
  MilestoneEventListDto,
  StateEventDto,
  StateEventListDto,
} from '../shared/resource-event.dto.js';
import { MERGE_REQUEST_DOMAIN } from './merge-request.domain.js';
import {
  renderLabelEvent,
  renderLabelEvents,
  renderMilestoneEvent,
  renderMilestoneEvents,
  renderStateEvent,
  renderStateEvents,
} from './merge-request-events.format.js';
import { MR_404 } from './merge-request.hints.js';
import { asList } from './merge-request.shaping.js';

/** Resource events (history of labels, milestones and state). */
@Domain(MERGE_REQUEST_DOMAIN)
@Injectable()
export class MergeRequestEventActions {
  @Action({
    id: 'merge_request.event_mr_label_list', title: 'List label changes of a merge request', tier: 'free', readOnly: true, destructive: false,
    description: 'List the label history of a merge request: each label applied or taken off, when and by whom.',
    keywords: ['label events', 'audit', 'timeline'],
    input: MergeRequestPageDto, output: LabelEventListDto, operation: 'mrLabelEventList', route: 'GET /projects/:id/merge_requests/:eventable_id/resource_label_events',
    hints: [MR_404],
    example: { project_id: '42', merge_request_iid: 7 },
    request: { path: { eventable_id: 'merge_request_iid' } },
    reply: { list: 'events', shape: asList, render: (out, input) => renderLabelEvents(out, `Label events of merge request !${input.merge_request_iid}`), nextSteps: ['merge_request.event_mr_label_get for one event'] },
  })
  readonly labelEventList?: Declared;

  @Action({
    id: 'merge_request.event_mr_label_get', title: 'Get a label change of a merge request', tier: 'free', readOnly: true, destructive: false,
    description: 'Get one label event (label applied or taken off) of a merge request by its ID.',
    keywords: ['label history', 'timeline'],
    input: ResourceEventRefDto, output: LabelEventDto, operation: 'mrLabelEventGet', route: 'GET /projects/:id/merge_requests/:eventable_id/resource_label_events/:event_id',
    hints: [{ text: 'verify merge_request_iid and event_id; use merge_request.event_mr_label_list', statuses: [404] }],
    example: { project_id: '42', merge_request_iid: 7, event_id: 1 },
    request: { path: { eventable_id: 'merge_request_iid' } },
    reply: { render: (out, input) => renderLabelEvent(out, `Label event ${input.event_id} of merge request !${input.merge_request_iid}`), nextSteps: ['merge_request.event_mr_label_list for the whole history'] },
  })
  readonly labelEventGet?: Declared;

  @Action({
    id: 'merge_request.event_mr_milestone_list', title: 'List milestone changes of a merge request', tier: 'free', readOnly: true, destructive: false,
    description: 'List the milestone history of a merge request: each milestone applied or taken off, when and by whom.',
    keywords: ['milestone events', 'timeline'],
    input: MergeRequestPageDto, output: MilestoneEventListDto, operation: 'mrMilestoneEventList', route: 'GET /projects/:id/merge_requests/:eventable_id/resource_milestone_events',
    hints: [MR_404],
    example: { project_id: '42', merge_request_iid: 7 },
    request: { path: { eventable_id: 'merge_request_iid' } },
    reply: { list: 'events', shape: asList, render: (out, input) => renderMilestoneEvents(out, `Milestone events of merge request !${input.merge_request_iid}`), nextSteps: ['merge_request.event_mr_milestone_get for one event'] },
  })
  readonly milestoneEventList?: Declared;

  @Action({
    id: 'merge_request.event_mr_milestone_get', title: 'Get a milestone change of a merge request', tier: 'free', readOnly: true, destructive: false,
    description: 'Get one milestone event (milestone set or removed) of a merge request by its ID.',
    keywords: ['milestone history', 'timeline'],
    input: ResourceEventRefDto, output: MilestoneEventDto, operation: 'mrMilestoneEventGet', route: 'GET /projects/:id/merge_requests/:eventable_id/resource_milestone_events/:event_id',
    hints: [{ text: 'verify merge_request_iid and event_id; use merge_request.event_mr_milestone_list', statuses: [404] }],
    example: { project_id: '42', merge_request_iid: 7, event_id: 1 },
    request: { path: { eventable_id: 'merge_request_iid' } },
    reply: { render: (out, input) => renderMilestoneEvent(out, `Milestone event ${input.event_id} of merge request !${input.merge_request_iid}`), nextSteps: ['merge_request.event_mr_milestone_list for the whole history'] },
  })
  readonly milestoneEventGet?: Declared;

  @Action({
    id: 'merge_request.event_mr_state_list', title: 'List state changes of a merge request', tier: 'free', readOnly: true, destructive: false,
    description: 'List the state history of a merge request: each close, reopen and merge, when and by whom.',
    keywords: ['state events', 'timeline', 'audit', 'who merged'],
    input: MergeRequestPageDto, output: StateEventListDto, operation: 'mrStateEventList', route: 'GET /projects/:id/merge_requests/:eventable_id/resource_state_events',
    hints: [MR_404],
    example: { project_id: '42', merge_request_iid: 8 },
    request: { path: { eventable_id: 'merge_request_iid' } },
    reply: { list: 'events', shape: asList, render: (out, input) => renderStateEvents(out, `State events of merge request !${input.merge_request_iid}`), nextSteps: ['merge_request.event_mr_state_get for one event'] },
  })
  readonly stateEventList?: Declared;

  @Action({
    id: 'merge_request.event_mr_state_get', title: 'Get a state change of a merge request', tier: 'free', readOnly: true, destructive: false,
    description: 'Get one state event (opened, closed, reopened, merged) of a merge request by its ID.',
    keywords: ['state history', 'timeline', 'who merged'],
    input: ResourceEventRefDto, output: StateEventDto, operation: 'mrStateEventGet', route: 'GET /projects/:id/merge_requests/:eventable_id/resource_state_events/:event_id',
    hints: [{ text: 'verify merge_request_iid and event_id; use merge_request.event_mr_state_list', statuses: [404] }],
    example: { project_id: '42', merge_request_iid: 8, event_id: 1 },
    request: { path: { eventable_id: 'merge_request_iid' } },
    reply: { render: (out, input) => renderStateEvent(out, `State event ${input.event_id} of merge request !${input.merge_request_iid}`), nextSteps: ['merge_request.event_mr_state_list for the whole history'] },
  })
  readonly stateEventGet?: Declared;
}
