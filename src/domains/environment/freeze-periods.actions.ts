import { Action, Domain, pageOf, respond, type ActionContext, type ActionResult } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { projectPath } from '../shared/project-ref.js';
import { CreateFreezePeriodDto, FreezePeriodRefDto, ListFreezePeriodsDto, UpdateFreezePeriodDto } from './dto/freeze-period-params.dto.js';
import { FreezePeriodDeletionDto, FreezePeriodDto, FreezePeriodListDto } from './dto/freeze-period.dto.js';
import { ENVIRONMENT_DOMAIN } from './environment.domain.js';
import { renderFreezePeriod, renderFreezePeriodDeletion, renderFreezePeriodList } from './freeze-periods.format.js';

const FREEZE_HINT = { text: 'the freeze period may not exist; use environment.freeze_list to find its ID', statuses: [404] };
const CRON_HINT = { text: 'freeze_start and freeze_end must be valid cron expressions (e.g. "0 23 * * 5") and cron_timezone a known time zone', statuses: [400, 422] };
const ROLE_HINT = { text: 'managing deploy freezes requires the Maintainer role or higher', statuses: [401, 403], namesRole: true };

const freezePath = (input: FreezePeriodRefDto): string => `${projectPath(input.project_id)}/freeze_periods/${input.freeze_period_id}`;

/** Deploy freeze periods: cron windows during which CI sets CI_DEPLOY_FREEZE so that deployment jobs can hold back. */
@Domain(ENVIRONMENT_DOMAIN)
@Injectable()
export class FreezePeriodActions {
  @Action({
    id: 'environment.freeze_list',
    title: 'List deploy freeze periods',
    description: 'List the deploy freeze periods of a project: cron windows (e.g. weekends, holidays) during which deployments should not run.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: ListFreezePeriodsDto,
    output: FreezePeriodListDto,
    operation: 'freezePeriodList',
    route: 'GET /projects/:id/freeze_periods',
    hints: [{ text: 'verify project_id; use project.list to find the project', statuses: [404] }, { text: 'reading deploy freezes requires the Developer role or higher', statuses: [401, 403], namesRole: true }],
    example: { project_id: '42' },
  })
  async list(input: ListFreezePeriodsDto, ctx: ActionContext): Promise<ActionResult<FreezePeriodListDto>> {
    const res = await ctx.gitlab.rest<FreezePeriodDto[]>({
      method: 'GET',
      path: `${projectPath(input.project_id)}/freeze_periods`,
      query: { page: input.page, per_page: input.per_page },
      signal: ctx.signal,
    });
    const out: FreezePeriodListDto = {
      freeze_periods: res.data,
      pagination: pageOf(res, input),
      next_steps: ['environment.freeze_create to add a deploy freeze', 'environment.freeze_update to change one'],
    };
    return respond(out, renderFreezePeriodList(out, input.project_id));
  }

  @Action({
    id: 'environment.freeze_get',
    title: 'Get a deploy freeze period',
    description: 'Get one deploy freeze period: its start and end cron expressions and time zone.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: FreezePeriodRefDto,
    output: FreezePeriodDto,
    operation: 'freezePeriodGet',
    route: 'GET /projects/:id/freeze_periods/:freeze_period_id',
    hints: [FREEZE_HINT],
    example: { project_id: '42', freeze_period_id: 1 },
  })
  async get(input: FreezePeriodRefDto, ctx: ActionContext): Promise<ActionResult<FreezePeriodDto>> {
    const res = await ctx.gitlab.rest<FreezePeriodDto>({ method: 'GET', path: freezePath(input), signal: ctx.signal });
    const out: FreezePeriodDto = { ...res.data, next_steps: ['environment.freeze_update to change it', 'environment.freeze_delete to remove it'] };
    return respond(out, renderFreezePeriod(out));
  }

  @Action({
    id: 'environment.freeze_create',
    title: 'Create a deploy freeze period',
    description: 'Add a deploy freeze window, e.g. every weekend from Friday 23:00 to Monday 07:00: start and end cron expressions in a time zone, during which CI_DEPLOY_FREEZE is set.',
    tier: 'free',
    readOnly: false,
    destructive: false,
    input: CreateFreezePeriodDto,
    output: FreezePeriodDto,
    operation: 'freezePeriodCreate',
    route: 'POST /projects/:id/freeze_periods',
    hints: [CRON_HINT, ROLE_HINT],
    example: { project_id: '42', freeze_start: '0 23 * * 5', freeze_end: '0 7 * * 1', cron_timezone: 'UTC' },
  })
  async create(input: CreateFreezePeriodDto, ctx: ActionContext): Promise<ActionResult<FreezePeriodDto>> {
    const { project_id, ...body } = input;
    const res = await ctx.gitlab.rest<FreezePeriodDto>({ method: 'POST', path: `${projectPath(project_id)}/freeze_periods`, body, signal: ctx.signal });
    const out: FreezePeriodDto = { ...res.data, next_steps: ['environment.freeze_list to review all deploy freezes'] };
    return respond(out, renderFreezePeriod(out, 'Freeze period created:'));
  }

  @Action({
    id: 'environment.freeze_update',
    title: 'Update a deploy freeze period',
    description: 'Change the start, end or time zone of a deploy freeze period.',
    tier: 'free',
    readOnly: false,
    destructive: false,
    input: UpdateFreezePeriodDto,
    output: FreezePeriodDto,
    operation: 'freezePeriodUpdate',
    route: 'PUT /projects/:id/freeze_periods/:freeze_period_id',
    hints: [FREEZE_HINT, CRON_HINT, ROLE_HINT],
    example: { project_id: '42', freeze_period_id: 1, freeze_end: '0 8 * * 1' },
  })
  async update(input: UpdateFreezePeriodDto, ctx: ActionContext): Promise<ActionResult<FreezePeriodDto>> {
    const { project_id, freeze_period_id, ...body } = input;
    const res = await ctx.gitlab.rest<FreezePeriodDto>({ method: 'PUT', path: freezePath({ project_id, freeze_period_id }), body, signal: ctx.signal });
    const out: FreezePeriodDto = { ...res.data, next_steps: ['environment.freeze_get to review it'] };
    return respond(out, renderFreezePeriod(out, 'Freeze period updated:'));
  }

  @Action({
    id: 'environment.freeze_delete',
    title: 'Delete a deploy freeze period',
    description: 'Delete a deploy freeze period; deployments are no longer held during its window. This cannot be undone.',
    tier: 'free',
    readOnly: false,
    destructive: true,
    idempotent: true,
    input: FreezePeriodRefDto,
    output: FreezePeriodDeletionDto,
    operation: 'freezePeriodDelete',
    route: 'DELETE /projects/:id/freeze_periods/:freeze_period_id',
    hints: [FREEZE_HINT, ROLE_HINT],
    example: { project_id: '42', freeze_period_id: 1 },
  })
  async delete(input: FreezePeriodRefDto, ctx: ActionContext): Promise<ActionResult<FreezePeriodDeletionDto>> {
    await ctx.gitlab.rest<undefined>({ method: 'DELETE', path: freezePath(input), signal: ctx.signal });
    const out: FreezePeriodDeletionDto = {
      project_id: input.project_id,
      freeze_period_id: input.freeze_period_id,
      message: 'Deploy freeze period deleted.',
      next_steps: ['environment.freeze_list to see the remaining deploy freezes'],
    };
    return respond(out, renderFreezePeriodDeletion(out));
  }
}
