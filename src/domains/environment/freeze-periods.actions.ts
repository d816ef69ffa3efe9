import { Action, Domain, type Declared } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { CreateFreezePeriodDto, FreezePeriodRefDto, ListFreezePeriodsDto, UpdateFreezePeriodDto } from './dto/freeze-period-params.dto.js';
import { FreezePeriodDeletionDto, FreezePeriodDto, FreezePeriodListDto } from './dto/freeze-period.dto.js';
import { ENVIRONMENT_DOMAIN } from './environment.domain.js';
import { renderFreezePeriod, renderFreezePeriodDeletion, renderFreezePeriodList } from './freeze-periods.format.js';

const FREEZE_HINT = { text: 'the freeze period may not exist; use environment.freeze_list to find its ID', statuses: [404] };
const CRON_HINT = { text: 'freeze_start and freeze_end must be valid cron expressions (e.g. "0 23 * * 5") and cron_timezone a known time zone', statuses: [400, 422] };
const ROLE_HINT = { text: 'managing deploy freezes requires the Maintainer role or higher', statuses: [401, 403], namesRole: true };

/** Deploy freeze periods: cron windows during which CI sets CI_DEPLOY_FREEZE so that deployment jobs can hold back. */
@Domain(ENVIRONMENT_DOMAIN)
@Injectable()
export class FreezePeriodActions {
  @Action({
    id: 'environment.freeze_list', title: 'List deploy freeze periods', tier: 'free', readOnly: true, destructive: false,
    description: 'List the deploy freeze periods of a project: cron windows (e.g. weekends, holidays) during which deployments should not run.',
    keywords: ['change freeze', 'code freeze', 'blackout', 'maintenance window', 'deploy window'],
    input: ListFreezePeriodsDto, output: FreezePeriodListDto, operation: 'freezePeriodList', route: 'GET /projects/:id/freeze_periods',
    hints: [{ text: 'verify project_id; use project.list to find the project', statuses: [404] }, { text: 'reading deploy freezes requires the Developer role or higher', statuses: [401, 403], namesRole: true }],
    example: { project_id: '42' },
    reply: { list: 'freeze_periods', render: (out, input) => renderFreezePeriodList(out, input.project_id), nextSteps: ['environment.freeze_create to add a deploy freeze', 'environment.freeze_update to change one'] },
  })
  readonly list?: Declared;

  @Action({
    id: 'environment.freeze_get', title: 'Get a deploy freeze period', tier: 'free', readOnly: true, destructive: false,
    description: 'Get one deploy freeze period: its start and end cron expressions and time zone.',
    keywords: ['change freeze', 'code freeze', 'blackout window'],
    input: FreezePeriodRefDto, output: FreezePeriodDto, operation: 'freezePeriodGet', route: 'GET /projects/:id/freeze_periods/:freeze_period_id',
    hints: [FREEZE_HINT],
    example: { project_id: '42', freeze_period_id: 1 },
    reply: { render: (out) => renderFreezePeriod(out), nextSteps: ['environment.freeze_update to change it', 'environment.freeze_delete to remove it'] },
  })
  readonly get?: Declared;

  @Action({
    id: 'environment.freeze_create', title: 'Create a deploy freeze period', tier: 'free', readOnly: false, destructive: false,
    description: 'Add a deploy freeze window, e.g. every weekend from Friday 23:00 to Monday 07:00: start and end cron expressions in a time zone, during which CI_DEPLOY_FREEZE is set.',
    keywords: ['change freeze', 'code freeze', 'blackout', 'no deploy', 'maintenance window'],
    input: CreateFreezePeriodDto, output: FreezePeriodDto, operation: 'freezePeriodCreate', route: 'POST /projects/:id/freeze_periods',
    hints: [CRON_HINT, ROLE_HINT],
    example: { project_id: '42', freeze_start: '0 23 * * 5', freeze_end: '0 7 * * 1', cron_timezone: 'UTC' },
    reply: { render: (out) => renderFreezePeriod(out, 'Freeze period created:'), nextSteps: ['environment.freeze_list to review all deploy freezes'] },
  })
  readonly create?: Declared;

  @Action({
    id: 'environment.freeze_update', title: 'Update a deploy freeze period', tier: 'free', readOnly: false, destructive: false,
    description: 'Change the start, end or time zone of a deploy freeze period.',
    keywords: ['change freeze', 'code freeze', 'blackout window', 'reschedule'],
    input: UpdateFreezePeriodDto, output: FreezePeriodDto, operation: 'freezePeriodUpdate', route: 'PUT /projects/:id/freeze_periods/:freeze_period_id',
    hints: [FREEZE_HINT, CRON_HINT, ROLE_HINT],
    example: { project_id: '42', freeze_period_id: 1, freeze_end: '0 8 * * 1' },
    reply: { render: (out) => renderFreezePeriod(out, 'Freeze period updated:'), nextSteps: ['environment.freeze_get to review it'] },
  })
  readonly update?: Declared;

  @Action({
    id: 'environment.freeze_delete', title: 'Delete a deploy freeze period', tier: 'free', readOnly: false, destructive: true, idempotent: true,
    description: 'Delete a deploy freeze period; deployments are no longer held during its window. This cannot be undone.',
    keywords: ['remove freeze', 'lift freeze', 'end code freeze', 'unfreeze'],
    input: FreezePeriodRefDto, output: FreezePeriodDeletionDto, operation: 'freezePeriodDelete', route: 'DELETE /projects/:id/freeze_periods/:freeze_period_id',
    hints: [FREEZE_HINT, ROLE_HINT],
    example: { project_id: '42', freeze_period_id: 1 },
    reply: { shape: (_, input) => ({ project_id: input.project_id, freeze_period_id: input.freeze_period_id, message: 'Deploy freeze period deleted.' }), render: renderFreezePeriodDeletion, nextSteps: ['environment.freeze_list to see the remaining deploy freezes'] },
  })
  readonly delete?: Declared;
}
