import { Action, Domain, type Declared } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { CiVariableDto } from '../shared/ci-variable.dto.js';
import {
  CreatePipelineScheduleDto,
  CreateScheduleVariableDto,
  EditScheduleVariableDto,
  ListPipelineSchedulesDto,
  ListScheduledPipelinesDto,
  PipelineScheduleRefDto,
  ScheduleVariableRefDto,
  UpdatePipelineScheduleDto,
} from './dto/pipeline-schedule-params.dto.js';
import { PipelineScheduleDto, PipelineScheduleListDto, PipelineScheduleOutcomeDto } from './dto/pipeline-schedule.dto.js';
import { PipelineListDto } from './dto/pipeline.dto.js';
import { PIPELINE_DOMAIN } from './pipeline.domain.js';
import { renderPipelineSchedule, renderPipelineScheduleList, renderPipelineScheduleOutcome, renderScheduleVariable } from './pipeline-schedules.format.js';
import { renderPipelineList } from './pipelines.format.js';

const SCHEDULE_HINT = { text: 'the schedule may not exist; use pipeline.schedule_list to find it', statuses: [404] };
const OWNER_HINT = {
  text: 'only the owner of a schedule (or a Maintainer after pipeline.schedule_take_ownership) may change it; creating one needs the Developer role',
  statuses: [401, 403],
  namesRole: true,
};

/** GitLab answers the deleted variable; its key is the one asked for when the answer is empty. */
function deletedVariable(answer: CiVariableDto | undefined, key: string): CiVariableDto {
  return { ...(answer ?? {}), key: answer?.key ?? key };
}

@Domain(PIPELINE_DOMAIN)
@Injectable()
export class PipelineScheduleActions {
  @Action({
    id: 'pipeline.schedule_list', title: 'List pipeline schedules', tier: 'free', readOnly: true, destructive: false,
    description: 'List the pipeline schedules (cron-scheduled pipelines) of a project, optionally only active or inactive ones.',
    keywords: ['cron jobs', 'nightly', 'timers', 'recurring'],
    input: ListPipelineSchedulesDto, output: PipelineScheduleListDto, operation: 'pipelineScheduleList', route: 'GET /projects/:id/pipeline_schedules',
    hints: [{ text: 'verify project_id; use project.list to find the project', statuses: [404] }],
    example: { project_id: '42', scope: 'active' },
    reply: { list: 'pipeline_schedules', render: (out, input) => renderPipelineScheduleList(out, input.project_id), nextSteps: ['pipeline.schedule_get for one schedule with its variables', 'pipeline.schedule_create to schedule a pipeline'] },
  })
  readonly list?: Declared;

  @Action({
    id: 'pipeline.schedule_get', title: 'Get a pipeline schedule', tier: 'free', readOnly: true, destructive: false,
    description: 'Get one pipeline schedule: cron, time zone, ref, owner, next run, its last pipeline and its variables.',
    keywords: ['scheduled pipeline', 'cron job', 'nightly', 'next run time'],
    input: PipelineScheduleRefDto, output: PipelineScheduleDto, operation: 'pipelineScheduleGet', route: 'GET /projects/:id/pipeline_schedules/:pipeline_schedule_id',
    notFound: {
      resource: 'Pipeline Schedule',
      identifier: '{pipeline_schedule_id} in project {project_id}',
      nextSteps: ["Use action 'pipeline.schedule_list' to list the project's pipeline schedules"],
    },
    example: { project_id: '42', pipeline_schedule_id: 1 },
    reply: { render: (out) => renderPipelineSchedule(out), nextSteps: ['pipeline.schedule_run to run it now', 'pipeline.schedule_list_triggered_pipelines for the pipelines it started', 'pipeline.schedule_update to change it'] },
  })
  readonly get?: Declared;

  @Action({
    id: 'pipeline.schedule_create', title: 'Create a pipeline schedule', tier: 'free', readOnly: false, destructive: false,
    description: 'Schedule pipelines on a branch or tag with a cron expression (e.g. nightly builds), owned by you.',
    keywords: ['scheduled pipeline', 'cron job', 'recurring', 'periodic', 'timer'],
    input: CreatePipelineScheduleDto, output: PipelineScheduleDto, operation: 'pipelineScheduleCreate', route: 'POST /projects/:id/pipeline_schedules',
    hints: [{ text: 'check the cron expression and time zone, and that ref names a branch or tag (branch.list)', statuses: [400] }, OWNER_HINT],
    example: { project_id: '42', description: 'Nightly build', ref: 'main', cron: '0 2 * * *', cron_timezone: 'UTC', active: true },
    reply: { render: (out) => renderPipelineSchedule(out, 'Pipeline schedule created:'), nextSteps: ['pipeline.schedule_create_variable to give its pipelines variables', 'pipeline.schedule_run to run it now'] },
  })
  readonly create?: Declared;

  @Action({
    id: 'pipeline.schedule_update', title: 'Update a pipeline schedule', tier: 'free', readOnly: false, destructive: false, idempotent: true,
    description: 'Change a pipeline schedule: description, ref, cron, time zone, inputs, or pause/resume it (active).',
    keywords: ['scheduled pipeline', 'cron job', 'disable schedule', 'reschedule'],
    input: UpdatePipelineScheduleDto, output: PipelineScheduleDto, operation: 'pipelineScheduleUpdate', route: 'PUT /projects/:id/pipeline_schedules/:pipeline_schedule_id',
    hints: [SCHEDULE_HINT, { text: 'check the cron expression and time zone', statuses: [400] }, OWNER_HINT],
    example: { project_id: '42', pipeline_schedule_id: 1, cron: '0 3 * * 1-5', active: false },
    reply: { render: (out) => renderPipelineSchedule(out, 'Pipeline schedule updated:'), nextSteps: ['pipeline.schedule_get to review it'] },
  })
  readonly update?: Declared;

  @Action({
    id: 'pipeline.schedule_take_ownership', title: 'Take ownership of a pipeline schedule', tier: 'free', readOnly: false, destructive: false, idempotent: true,
    description: 'Become the owner of a pipeline schedule: its pipelines then run as you (needs the Maintainer role).',
    keywords: ['scheduled pipeline', 'take over', 'cron job'],
    input: PipelineScheduleRefDto, output: PipelineScheduleDto, operation: 'pipelineScheduleTakeOwnership', route: 'POST /projects/:id/pipeline_schedules/:pipeline_schedule_id/take_ownership',
    hints: [SCHEDULE_HINT, { text: 'taking ownership of a schedule needs the Maintainer role', statuses: [401, 403], namesRole: true }],
    example: { project_id: '42', pipeline_schedule_id: 1 },
    reply: { render: (out) => renderPipelineSchedule(out, 'You now own pipeline schedule'), nextSteps: ['pipeline.schedule_update to change it'] },
  })
  readonly takeOwnership?: Declared;

  @Action({
    id: 'pipeline.schedule_delete', title: 'Delete a pipeline schedule', tier: 'free', readOnly: false, destructive: true, idempotent: true,
    description: 'Delete a pipeline schedule with its variables; the pipelines it already started stay. This cannot be undone.',
    keywords: ['remove schedule', 'scheduled pipeline', 'cron job'],
    input: PipelineScheduleRefDto, output: PipelineScheduleOutcomeDto, operation: 'pipelineScheduleDelete', route: 'DELETE /projects/:id/pipeline_schedules/:pipeline_schedule_id',
    hints: [SCHEDULE_HINT, OWNER_HINT],
    example: { project_id: '42', pipeline_schedule_id: 1 },
    reply: {
      shape: (_, input) => ({ project_id: input.project_id, pipeline_schedule_id: input.pipeline_schedule_id, message: 'Pipeline schedule deleted.' }),
      render: (out, input) => renderPipelineScheduleOutcome(out, `Pipeline schedule ${input.pipeline_schedule_id} deleted`),
      nextSteps: ['pipeline.schedule_list to see the remaining schedules'],
    },
  })
  readonly delete?: Declared;

  @Action({
    id: 'pipeline.schedule_run', title: 'Run a pipeline schedule now', tier: 'free', readOnly: false, destructive: false,
    description: 'Run a scheduled pipeline immediately, without waiting for its next cron time (the next scheduled run is unchanged).',
    keywords: ['trigger schedule', 'play schedule', 'run now', 'cron job'],
    input: PipelineScheduleRefDto, output: PipelineScheduleOutcomeDto, operation: 'pipelineScheduleRun', route: 'POST /projects/:id/pipeline_schedules/:pipeline_schedule_id/play',
    hints: [SCHEDULE_HINT, { text: 'running a schedule needs the Developer role and the right to run pipelines on its ref', statuses: [401, 403], namesRole: true }],
    example: { project_id: '42', pipeline_schedule_id: 1 },
    reply: {
      shape: (_, input) => ({ project_id: input.project_id, pipeline_schedule_id: input.pipeline_schedule_id, message: 'Pipeline queued: GitLab creates it in the background.' }),
      render: (out, input) => renderPipelineScheduleOutcome(out, `Pipeline schedule ${input.pipeline_schedule_id} run`),
      nextSteps: ['pipeline.schedule_list_triggered_pipelines to find the new pipeline', 'pipeline.list with source schedule'],
    },
  })
  readonly run?: Declared;

  @Action({
    id: 'pipeline.schedule_list_triggered_pipelines', title: 'List pipelines of a schedule', tier: 'free', readOnly: true, destructive: false,
    description: 'List the pipelines a pipeline schedule started, oldest first by default, filtered by status or dates.',
    keywords: ['scheduled pipeline runs', 'cron history', 'nightly runs'],
    input: ListScheduledPipelinesDto, output: PipelineListDto, operation: 'pipelineScheduleListTriggeredPipelines', route: 'GET /projects/:id/pipeline_schedules/:pipeline_schedule_id/pipelines',
    hints: [SCHEDULE_HINT],
    example: { project_id: '42', pipeline_schedule_id: 1, sort: 'desc' },
    reply: { list: 'pipelines', render: (out, input) => renderPipelineList(out, `${input.project_id}, schedule ${input.pipeline_schedule_id}`), nextSteps: ['pipeline.get for one pipeline', 'pipeline.diagnose for a failed one'] },
  })
  readonly listTriggeredPipelines?: Declared;

  @Action({
    id: 'pipeline.schedule_create_variable', title: 'Add a pipeline schedule variable', tier: 'free', readOnly: false, destructive: false,
    description: 'Add a CI/CD variable to a pipeline schedule: every pipeline it starts gets it.',
    keywords: ['env var', 'scheduled pipeline', 'parameter'],
    input: CreateScheduleVariableDto, output: CiVariableDto, operation: 'pipelineScheduleCreateVariable', route: 'POST /projects/:id/pipeline_schedules/:pipeline_schedule_id/variables',
    hints: [SCHEDULE_HINT, { text: 'the key may already exist (use pipeline.schedule_edit_variable) or hold characters other than letters, digits and _', statuses: [400] }, OWNER_HINT],
    example: { project_id: '42', pipeline_schedule_id: 1, key: 'DEPLOY_ENV', value: 'staging' },
    reply: { render: (out) => renderScheduleVariable(out, 'Schedule variable added:'), nextSteps: ['pipeline.schedule_get to see all its variables'] },
  })
  readonly createVariable?: Declared;

  @Action({
    id: 'pipeline.schedule_edit_variable', title: 'Edit a pipeline schedule variable', tier: 'free', readOnly: false, destructive: false, idempotent: true,
    description: 'Change the value or type of a variable of a pipeline schedule.',
    keywords: ['env var', 'scheduled pipeline'],
    input: EditScheduleVariableDto, output: CiVariableDto, operation: 'pipelineScheduleEditVariable', route: 'PUT /projects/:id/pipeline_schedules/:pipeline_schedule_id/variables/:key',
    hints: [{ text: 'the schedule or the variable may not exist; use pipeline.schedule_get to see its variables', statuses: [404] }, OWNER_HINT],
    example: { project_id: '42', pipeline_schedule_id: 1, key: 'DEPLOY_ENV', value: 'production' },
    reply: { render: (out) => renderScheduleVariable(out, 'Schedule variable updated:'), nextSteps: ['pipeline.schedule_get to see all its variables'] },
  })
  readonly editVariable?: Declared;

  @Action({
    id: 'pipeline.schedule_delete_variable', title: 'Delete a pipeline schedule variable', tier: 'free', readOnly: false, destructive: true, idempotent: true,
    description: 'Remove a variable from a pipeline schedule. Its value cannot be recovered.',
    keywords: ['env var', 'scheduled pipeline'],
    input: ScheduleVariableRefDto, output: CiVariableDto, operation: 'pipelineScheduleDeleteVariable', route: 'DELETE /projects/:id/pipeline_schedules/:pipeline_schedule_id/variables/:key',
    hints: [{ text: 'the schedule or the variable may not exist; use pipeline.schedule_get to see its variables', statuses: [404] }, OWNER_HINT],
    example: { project_id: '42', pipeline_schedule_id: 1, key: 'DEPLOY_ENV' },
    reply: { shape: (answer, input) => deletedVariable(answer as CiVariableDto | undefined, input.key), render: (out) => renderScheduleVariable(out, 'Schedule variable deleted:'), nextSteps: ['pipeline.schedule_get to see the remaining variables'] },
  })
  readonly deleteVariable?: Declared;
}
