import { Action, Domain, pageOf, respond, type ActionContext, type ActionResult } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import type { PipelineBasicDto } from '../shared/ci-pipeline.dto.js';
import { projectPath, segment } from '../shared/project-ref.js';
import { CiVariableDto } from './dto/ci-variable.dto.js';
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

function schedulePath(projectId: string, scheduleId: number): string {
  return `${projectPath(projectId)}/pipeline_schedules/${scheduleId}`;
}

@Domain(PIPELINE_DOMAIN)
@Injectable()
export class PipelineScheduleActions {
  @Action({
    id: 'pipeline.schedule_list',
    title: 'List pipeline schedules',
    description: 'List the pipeline schedules (cron-scheduled pipelines) of a project, optionally only active or inactive ones.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: ListPipelineSchedulesDto,
    output: PipelineScheduleListDto,
    operation: 'pipelineScheduleList',
    route: 'GET /projects/:id/pipeline_schedules',
    hints: [{ text: 'verify project_id; use project.list to find the project', statuses: [404] }],
    example: { project_id: '42', scope: 'active' },
  })
  async list(input: ListPipelineSchedulesDto, ctx: ActionContext): Promise<ActionResult<PipelineScheduleListDto>> {
    const res = await ctx.gitlab.rest<PipelineScheduleDto[]>({
      method: 'GET',
      path: `${projectPath(input.project_id)}/pipeline_schedules`,
      query: { scope: input.scope, page: input.page, per_page: input.per_page },
      signal: ctx.signal,
    });
    const out: PipelineScheduleListDto = {
      pipeline_schedules: res.data,
      pagination: pageOf(res, input),
      next_steps: ['pipeline.schedule_get for one schedule with its variables', 'pipeline.schedule_create to schedule a pipeline'],
    };
    return respond(out, renderPipelineScheduleList(out, input.project_id));
  }

  @Action({
    id: 'pipeline.schedule_get',
    title: 'Get a pipeline schedule',
    description: 'Get one pipeline schedule: cron, time zone, ref, owner, next run, its last pipeline and its variables.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: PipelineScheduleRefDto,
    output: PipelineScheduleDto,
    operation: 'pipelineScheduleGet',
    route: 'GET /projects/:id/pipeline_schedules/:pipeline_schedule_id',
    notFound: {
      resource: 'Pipeline Schedule',
      identifier: '{pipeline_schedule_id} in project {project_id}',
      nextSteps: ["Use action 'pipeline.schedule_list' to list the project's pipeline schedules"],
    },
    example: { project_id: '42', pipeline_schedule_id: 1 },
  })
  async get(input: PipelineScheduleRefDto, ctx: ActionContext): Promise<ActionResult<PipelineScheduleDto>> {
    const res = await ctx.gitlab.rest<PipelineScheduleDto>({ method: 'GET', path: schedulePath(input.project_id, input.pipeline_schedule_id), signal: ctx.signal });
    const out: PipelineScheduleDto = {
      ...res.data,
      next_steps: ['pipeline.schedule_run to run it now', 'pipeline.schedule_list_triggered_pipelines for the pipelines it started', 'pipeline.schedule_update to change it'],
    };
    return respond(out, renderPipelineSchedule(out));
  }

  @Action({
    id: 'pipeline.schedule_create',
    title: 'Create a pipeline schedule',
    description: 'Schedule pipelines on a branch or tag with a cron expression (e.g. nightly builds), owned by you.',
    tier: 'free',
    readOnly: false,
    destructive: false,
    input: CreatePipelineScheduleDto,
    output: PipelineScheduleDto,
    operation: 'pipelineScheduleCreate',
    route: 'POST /projects/:id/pipeline_schedules',
    hints: [{ text: 'check the cron expression and time zone, and that ref names a branch or tag (branch.list)', statuses: [400] }, OWNER_HINT],
    example: { project_id: '42', description: 'Nightly build', ref: 'main', cron: '0 2 * * *', cron_timezone: 'UTC', active: true },
  })
  async create(input: CreatePipelineScheduleDto, ctx: ActionContext): Promise<ActionResult<PipelineScheduleDto>> {
    const res = await ctx.gitlab.rest<PipelineScheduleDto>({
      method: 'POST',
      path: `${projectPath(input.project_id)}/pipeline_schedules`,
      body: { description: input.description, ref: input.ref, cron: input.cron, cron_timezone: input.cron_timezone, active: input.active, inputs: input.inputs?.map((i) => ({ ...i })) },
      signal: ctx.signal,
    });
    const out: PipelineScheduleDto = { ...res.data, next_steps: ['pipeline.schedule_create_variable to give its pipelines variables', 'pipeline.schedule_run to run it now'] };
    return respond(out, renderPipelineSchedule(out, 'Pipeline schedule created:'));
  }

  @Action({
    id: 'pipeline.schedule_update',
    title: 'Update a pipeline schedule',
    description: 'Change a pipeline schedule: description, ref, cron, time zone, inputs, or pause/resume it (active).',
    tier: 'free',
    readOnly: false,
    destructive: false,
    idempotent: true,
    input: UpdatePipelineScheduleDto,
    output: PipelineScheduleDto,
    operation: 'pipelineScheduleUpdate',
    route: 'PUT /projects/:id/pipeline_schedules/:pipeline_schedule_id',
    hints: [SCHEDULE_HINT, { text: 'check the cron expression and time zone', statuses: [400] }, OWNER_HINT],
    example: { project_id: '42', pipeline_schedule_id: 1, cron: '0 3 * * 1-5', active: false },
  })
  async update(input: UpdatePipelineScheduleDto, ctx: ActionContext): Promise<ActionResult<PipelineScheduleDto>> {
    const res = await ctx.gitlab.rest<PipelineScheduleDto>({
      method: 'PUT',
      path: schedulePath(input.project_id, input.pipeline_schedule_id),
      body: { description: input.description, ref: input.ref, cron: input.cron, cron_timezone: input.cron_timezone, active: input.active, inputs: input.inputs?.map((i) => ({ ...i })) },
      signal: ctx.signal,
    });
    const out: PipelineScheduleDto = { ...res.data, next_steps: ['pipeline.schedule_get to review it'] };
    return respond(out, renderPipelineSchedule(out, 'Pipeline schedule updated:'));
  }

  @Action({
    id: 'pipeline.schedule_take_ownership',
    title: 'Take ownership of a pipeline schedule',
    description: 'Become the owner of a pipeline schedule: its pipelines then run as you (needs the Maintainer role).',
    tier: 'free',
    readOnly: false,
    destructive: false,
    idempotent: true,
    input: PipelineScheduleRefDto,
    output: PipelineScheduleDto,
    operation: 'pipelineScheduleTakeOwnership',
    route: 'POST /projects/:id/pipeline_schedules/:pipeline_schedule_id/take_ownership',
    hints: [SCHEDULE_HINT, { text: 'taking ownership of a schedule needs the Maintainer role', statuses: [401, 403], namesRole: true }],
    example: { project_id: '42', pipeline_schedule_id: 1 },
  })
  async takeOwnership(input: PipelineScheduleRefDto, ctx: ActionContext): Promise<ActionResult<PipelineScheduleDto>> {
    const res = await ctx.gitlab.rest<PipelineScheduleDto>({ method: 'POST', path: `${schedulePath(input.project_id, input.pipeline_schedule_id)}/take_ownership`, signal: ctx.signal });
    const out: PipelineScheduleDto = { ...res.data, next_steps: ['pipeline.schedule_update to change it'] };
    return respond(out, renderPipelineSchedule(out, 'You now own pipeline schedule'));
  }

  @Action({
    id: 'pipeline.schedule_delete',
    title: 'Delete a pipeline schedule',
    description: 'Delete a pipeline schedule with its variables; the pipelines it already started stay. This cannot be undone.',
    tier: 'free',
    readOnly: false,
    destructive: true,
    idempotent: true,
    input: PipelineScheduleRefDto,
    output: PipelineScheduleOutcomeDto,
    operation: 'pipelineScheduleDelete',
    route: 'DELETE /projects/:id/pipeline_schedules/:pipeline_schedule_id',
    hints: [SCHEDULE_HINT, OWNER_HINT],
    example: { project_id: '42', pipeline_schedule_id: 1 },
  })
  async delete(input: PipelineScheduleRefDto, ctx: ActionContext): Promise<ActionResult<PipelineScheduleOutcomeDto>> {
    await ctx.gitlab.rest<unknown>({ method: 'DELETE', path: schedulePath(input.project_id, input.pipeline_schedule_id), signal: ctx.signal });
    const out: PipelineScheduleOutcomeDto = {
      project_id: input.project_id,
      pipeline_schedule_id: input.pipeline_schedule_id,
      message: 'Pipeline schedule deleted.',
      next_steps: ['pipeline.schedule_list to see the remaining schedules'],
    };
    return respond(out, renderPipelineScheduleOutcome(out, `Pipeline schedule ${input.pipeline_schedule_id} deleted`));
  }

  @Action({
    id: 'pipeline.schedule_run',
    title: 'Run a pipeline schedule now',
    description: 'Run a scheduled pipeline immediately, without waiting for its next cron time (the next scheduled run is unchanged).',
    tier: 'free',
    readOnly: false,
    destructive: false,
    input: PipelineScheduleRefDto,
    output: PipelineScheduleOutcomeDto,
    operation: 'pipelineScheduleRun',
    route: 'POST /projects/:id/pipeline_schedules/:pipeline_schedule_id/play',
    hints: [SCHEDULE_HINT, { text: 'running a schedule needs the Developer role and the right to run pipelines on its ref', statuses: [401, 403], namesRole: true }],
    example: { project_id: '42', pipeline_schedule_id: 1 },
  })
  async run(input: PipelineScheduleRefDto, ctx: ActionContext): Promise<ActionResult<PipelineScheduleOutcomeDto>> {
    await ctx.gitlab.rest<unknown>({ method: 'POST', path: `${schedulePath(input.project_id, input.pipeline_schedule_id)}/play`, signal: ctx.signal });
    const out: PipelineScheduleOutcomeDto = {
      project_id: input.project_id,
      pipeline_schedule_id: input.pipeline_schedule_id,
      message: 'Pipeline queued: GitLab creates it in the background.',
      next_steps: ['pipeline.schedule_list_triggered_pipelines to find the new pipeline', 'pipeline.list with source schedule'],
    };
    return respond(out, renderPipelineScheduleOutcome(out, `Pipeline schedule ${input.pipeline_schedule_id} run`));
  }

  @Action({
    id: 'pipeline.schedule_list_triggered_pipelines',
    title: 'List pipelines of a schedule',
    description: 'List the pipelines a pipeline schedule started, oldest first by default, filtered by status or dates.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: ListScheduledPipelinesDto,
    output: PipelineListDto,
    operation: 'pipelineScheduleListTriggeredPipelines',
    route: 'GET /projects/:id/pipeline_schedules/:pipeline_schedule_id/pipelines',
    hints: [SCHEDULE_HINT],
    example: { project_id: '42', pipeline_schedule_id: 1, sort: 'desc' },
  })
  async listTriggeredPipelines(input: ListScheduledPipelinesDto, ctx: ActionContext): Promise<ActionResult<PipelineListDto>> {
    const { project_id: projectId, pipeline_schedule_id: scheduleId, ...query } = input;
    const res = await ctx.gitlab.rest<PipelineBasicDto[]>({ method: 'GET', path: `${schedulePath(projectId, scheduleId)}/pipelines`, query: { ...query }, signal: ctx.signal });
    const out: PipelineListDto = { pipelines: res.data, pagination: pageOf(res, input), next_steps: ['pipeline.get for one pipeline', 'pipeline.diagnose for a failed one'] };
    return respond(out, renderPipelineList(out, `${projectId}, schedule ${scheduleId}`));
  }

  @Action({
    id: 'pipeline.schedule_create_variable',
    title: 'Add a pipeline schedule variable',
    description: 'Add a CI/CD variable to a pipeline schedule: every pipeline it starts gets it.',
    tier: 'free',
    readOnly: false,
    destructive: false,
    input: CreateScheduleVariableDto,
    output: CiVariableDto,
    operation: 'pipelineScheduleCreateVariable',
    route: 'POST /projects/:id/pipeline_schedules/:pipeline_schedule_id/variables',
    hints: [SCHEDULE_HINT, { text: 'the key may already exist (use pipeline.schedule_edit_variable) or hold characters other than letters, digits and _', statuses: [400] }, OWNER_HINT],
    example: { project_id: '42', pipeline_schedule_id: 1, key: 'DEPLOY_ENV', value: 'staging' },
  })
  async createVariable(input: CreateScheduleVariableDto, ctx: ActionContext): Promise<ActionResult<CiVariableDto>> {
    const res = await ctx.gitlab.rest<CiVariableDto>({
      method: 'POST',
      path: `${schedulePath(input.project_id, input.pipeline_schedule_id)}/variables`,
      body: { key: input.key, value: input.value, variable_type: input.variable_type },
      signal: ctx.signal,
    });
    const out: CiVariableDto = { ...res.data, next_steps: ['pipeline.schedule_get to see all its variables'] };
    return respond(out, renderScheduleVariable(out, 'Schedule variable added:'));
  }

  @Action({
    id: 'pipeline.schedule_edit_variable',
    title: 'Edit a pipeline schedule variable',
    description: 'Change the value or type of a variable of a pipeline schedule.',
    tier: 'free',
    readOnly: false,
    destructive: false,
    idempotent: true,
    input: EditScheduleVariableDto,
    output: CiVariableDto,
    operation: 'pipelineScheduleEditVariable',
    route: 'PUT /projects/:id/pipeline_schedules/:pipeline_schedule_id/variables/:key',
    hints: [{ text: 'the schedule or the variable may not exist; use pipeline.schedule_get to see its variables', statuses: [404] }, OWNER_HINT],
    example: { project_id: '42', pipeline_schedule_id: 1, key: 'DEPLOY_ENV', value: 'production' },
  })
  async editVariable(input: EditScheduleVariableDto, ctx: ActionContext): Promise<ActionResult<CiVariableDto>> {
    const res = await ctx.gitlab.rest<CiVariableDto>({
      method: 'PUT',
      path: `${schedulePath(input.project_id, input.pipeline_schedule_id)}/variables/${segment(input.key)}`,
      body: { value: input.value, variable_type: input.variable_type },
      signal: ctx.signal,
    });
    const out: CiVariableDto = { ...res.data, next_steps: ['pipeline.schedule_get to see all its variables'] };
    return respond(out, renderScheduleVariable(out, 'Schedule variable updated:'));
  }

  @Action({
    id: 'pipeline.schedule_delete_variable',
    title: 'Delete a pipeline schedule variable',
    description: 'Remove a variable from a pipeline schedule. Its value cannot be recovered.',
    tier: 'free',
    readOnly: false,
    destructive: true,
    idempotent: true,
    input: ScheduleVariableRefDto,
    output: CiVariableDto,
    operation: 'pipelineScheduleDeleteVariable',
    route: 'DELETE /projects/:id/pipeline_schedules/:pipeline_schedule_id/variables/:key',
    hints: [{ text: 'the schedule or the variable may not exist; use pipeline.schedule_get to see its variables', statuses: [404] }, OWNER_HINT],
    example: { project_id: '42', pipeline_schedule_id: 1, key: 'DEPLOY_ENV' },
  })
  async deleteVariable(input: ScheduleVariableRefDto, ctx: ActionContext): Promise<ActionResult<CiVariableDto>> {
    const res = await ctx.gitlab.rest<CiVariableDto | undefined>({
      method: 'DELETE',
      path: `${schedulePath(input.project_id, input.pipeline_schedule_id)}/variables/${segment(input.key)}`,
      signal: ctx.signal,
    });
    const out: CiVariableDto = { ...(res.data ?? {}), key: res.data?.key ?? input.key, next_steps: ['pipeline.schedule_get to see the remaining variables'] };
    return respond(out, renderScheduleVariable(out, 'Schedule variable deleted:'));
  }
}
