import { Action, Domain, respond, type ActionContext, type ActionHint, type ActionResult } from '@gitlab-mcp/action-kit';
import type { RestResponse } from '@gitlab-mcp/gitlab-client';
import { Injectable } from '@nestjs/common';
import { pageOf } from '../shared/page.js';
import { segment } from '../shared/project-ref.js';
import { MilestoneEventDto, MilestoneEventListDto, StateEventDto, StateEventListDto } from '../shared/resource-event.dto.js';
import {
  IssueLabelEventDto as LabelEventDto,
  IssueLabelEventListDto as LabelEventListDto,
  IterationEventDto,
  IterationEventListDto,
  WeightEventDto,
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
import { issuePath } from './issue.rest.js';

const eventHint = (list: string): ActionHint => ({ text: `verify issue_iid and event_id; use ${list} to see the events of the issue`, statuses: [404] });

/** Resource events: the history of labels, milestones, state, iterations and weight of an issue. */
@Domain(ISSUE_DOMAIN)
@Injectable()
export class IssueEventActions {
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
}
