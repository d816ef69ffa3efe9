import { Action, Domain, respond, type ActionContext, type ActionResult } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { pageOf } from '../shared/page.js';
import { segment } from '../shared/project-ref.js';
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
import { mrPath, page, rest } from './merge-request.rest.js';
import { asList } from './merge-request.shaping.js';

/** Resource events (history of labels, milestones and state). */
@Domain(MERGE_REQUEST_DOMAIN)
@Injectable()
export class MergeRequestEventActions {
  @Action({
    id: 'merge_request.event_mr_label_list',
    title: 'List label changes of a merge request',
    description: 'List the label history of a merge request: each label applied or taken off, when and by whom.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: MergeRequestPageDto,
    output: LabelEventListDto,
    operation: 'mrLabelEventList',
    route: 'GET /projects/:id/merge_requests/:eventable_id/resource_label_events',
    hints: [MR_404],
    example: { project_id: '42', merge_request_iid: 7 },
  })
  async labelEventList(input: MergeRequestPageDto, ctx: ActionContext): Promise<ActionResult<LabelEventListDto>> {
    const res = await rest<unknown[]>(ctx, 'GET', `${mrPath(input.project_id, input.merge_request_iid)}/resource_label_events`, { query: page(input) });
    const out: LabelEventListDto = { events: asList<LabelEventDto>(res.data), pagination: pageOf(res, input), next_steps: ['merge_request.event_mr_label_get for one event'] };
    return respond(out, renderLabelEvents(out, `Label events of merge request !${input.merge_request_iid}`));
  }

  @Action({
    id: 'merge_request.event_mr_label_get',
    title: 'Get a label change of a merge request',
    description: 'Get one label event (label applied or taken off) of a merge request by its ID.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: ResourceEventRefDto,
    output: LabelEventDto,
    operation: 'mrLabelEventGet',
    route: 'GET /projects/:id/merge_requests/:eventable_id/resource_label_events/:event_id',
    hints: [{ text: 'verify merge_request_iid and event_id; use merge_request.event_mr_label_list', statuses: [404] }],
    example: { project_id: '42', merge_request_iid: 7, event_id: 1 },
  })
  async labelEventGet(input: ResourceEventRefDto, ctx: ActionContext): Promise<ActionResult<LabelEventDto>> {
    const res = await rest<LabelEventDto>(ctx, 'GET', `${mrPath(input.project_id, input.merge_request_iid)}/resource_label_events/${segment(input.event_id)}`);
    const out: LabelEventDto = { ...res.data, next_steps: ['merge_request.event_mr_label_list for the whole history'] };
    return respond(out, renderLabelEvent(out, `Label event ${input.event_id} of merge request !${input.merge_request_iid}`));
  }

  @Action({
    id: 'merge_request.event_mr_milestone_list',
    title: 'List milestone changes of a merge request',
    description: 'List the milestone history of a merge request: each milestone applied or taken off, when and by whom.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: MergeRequestPageDto,
    output: MilestoneEventListDto,
    operation: 'mrMilestoneEventList',
    route: 'GET /projects/:id/merge_requests/:eventable_id/resource_milestone_events',
    hints: [MR_404],
    example: { project_id: '42', merge_request_iid: 7 },
  })
  async milestoneEventList(input: MergeRequestPageDto, ctx: ActionContext): Promise<ActionResult<MilestoneEventListDto>> {
    const res = await rest<unknown[]>(ctx, 'GET', `${mrPath(input.project_id, input.merge_request_iid)}/resource_milestone_events`, { query: page(input) });
    const out: MilestoneEventListDto = { events: asList<MilestoneEventDto>(res.data), pagination: pageOf(res, input), next_steps: ['merge_request.event_mr_milestone_get for one event'] };
    return respond(out, renderMilestoneEvents(out, `Milestone events of merge request !${input.merge_request_iid}`));
  }

  @Action({
    id: 'merge_request.event_mr_milestone_get',
    title: 'Get a milestone change of a merge request',
    description: 'Get one milestone event (milestone set or removed) of a merge request by its ID.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: ResourceEventRefDto,
    output: MilestoneEventDto,
    operation: 'mrMilestoneEventGet',
    route: 'GET /projects/:id/merge_requests/:eventable_id/resource_milestone_events/:event_id',
    hints: [{ text: 'verify merge_request_iid and event_id; use merge_request.event_mr_milestone_list', statuses: [404] }],
    example: { project_id: '42', merge_request_iid: 7, event_id: 1 },
  })
  async milestoneEventGet(input: ResourceEventRefDto, ctx: ActionContext): Promise<ActionResult<MilestoneEventDto>> {
    const res = await rest<MilestoneEventDto>(ctx, 'GET', `${mrPath(input.project_id, input.merge_request_iid)}/resource_milestone_events/${segment(input.event_id)}`);
    const out: MilestoneEventDto = { ...res.data, next_steps: ['merge_request.event_mr_milestone_list for the whole history'] };
    return respond(out, renderMilestoneEvent(out, `Milestone event ${input.event_id} of merge request !${input.merge_request_iid}`));
  }

  @Action({
    id: 'merge_request.event_mr_state_list',
    title: 'List state changes of a merge request',
    description: 'List the state history of a merge request: each close, reopen and merge, when and by whom.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: MergeRequestPageDto,
    output: StateEventListDto,
    operation: 'mrStateEventList',
    route: 'GET /projects/:id/merge_requests/:eventable_id/resource_state_events',
    hints: [MR_404],
    example: { project_id: '42', merge_request_iid: 8 },
  })
  async stateEventList(input: MergeRequestPageDto, ctx: ActionContext): Promise<ActionResult<StateEventListDto>> {
    const res = await rest<unknown[]>(ctx, 'GET', `${mrPath(input.project_id, input.merge_request_iid)}/resource_state_events`, { query: page(input) });
    const out: StateEventListDto = { events: asList<StateEventDto>(res.data), pagination: pageOf(res, input), next_steps: ['merge_request.event_mr_state_get for one event'] };
    return respond(out, renderStateEvents(out, `State events of merge request !${input.merge_request_iid}`));
  }

  @Action({
    id: 'merge_request.event_mr_state_get',
    title: 'Get a state change of a merge request',
    description: 'Get one state event (opened, closed, reopened, merged) of a merge request by its ID.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: ResourceEventRefDto,
    output: StateEventDto,
    operation: 'mrStateEventGet',
    route: 'GET /projects/:id/merge_requests/:eventable_id/resource_state_events/:event_id',
    hints: [{ text: 'verify merge_request_iid and event_id; use merge_request.event_mr_state_list', statuses: [404] }],
    example: { project_id: '42', merge_request_iid: 8, event_id: 1 },
  })
  async stateEventGet(input: ResourceEventRefDto, ctx: ActionContext): Promise<ActionResult<StateEventDto>> {
    const res = await rest<StateEventDto>(ctx, 'GET', `${mrPath(input.project_id, input.merge_request_iid)}/resource_state_events/${segment(input.event_id)}`);
    const out: StateEventDto = { ...res.data, next_steps: ['merge_request.event_mr_state_list for the whole history'] };
    return respond(out, renderStateEvent(out, `State event ${input.event_id} of merge request !${input.merge_request_iid}`));
  }
}
