import { Action, Domain, respond, type ActionContext, type ActionResult, type Declared } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { projectPath } from '../shared/project-ref.js';
import { PipelineDto } from '../shared/ci-pipeline.dto.js';
import {
  CreatePipelineTriggerDto,
  ListPipelineTriggersDto,
  PipelineTriggerDeletionDto,
  PipelineTriggerDto,
  PipelineTriggerListDto,
  PipelineTriggerRefDto,
  RunPipelineTriggerDto,
  UpdatePipelineTriggerDto,
} from './dto/pipeline-trigger.dto.js';
import { PIPELINE_DOMAIN } from './pipeline.domain.js';
import { renderPipelineTrigger, renderPipelineTriggerDeletion, renderPipelineTriggerList } from './pipeline-triggers.format.js';
import { renderPipeline } from './pipelines.format.js';

const TRIGGER_HINT = { text: 'the trigger token may not exist; use pipeline.trigger_list to find it', statuses: [404] };
const MAINTAINER_HINT = { text: 'managing trigger tokens needs the Maintainer role; only the owner of a token may change it', statuses: [401, 403], namesRole: true };

@Domain(PIPELINE_DOMAIN)
@Injectable()
export class PipelineTriggerActions {
  @Action({
    id: 'pipeline.trigger_list', title: 'List pipeline trigger tokens', tier: 'free', readOnly: true, destructive: false,
    description: 'List the pipeline trigger tokens of a project (tokens that let other projects or scripts run its pipelines).',
    keywords: ['triggers', 'webhook trigger', 'remote trigger', 'API trigger'],
    input: ListPipelineTriggersDto, output: PipelineTriggerListDto, operation: 'pipelineTriggerList', route: 'GET /projects/:id/triggers',
    hints: [{ text: 'verify project_id; use project.list to find the project', statuses: [404] }, MAINTAINER_HINT],
    example: { project_id: '42' },
    reply: { list: 'triggers', render: (out, input) => renderPipelineTriggerList(out, input.project_id), nextSteps: ['pipeline.trigger_get for one token', 'pipeline.trigger_create for a new token'] },
  })
  readonly list?: Declared;

  @Action({
    id: 'pipeline.trigger_get', title: 'Get a pipeline trigger token', tier: 'free', readOnly: true, destructive: false,
    description: 'Get one pipeline trigger token: description, owner, when it was last used and when it expires.',
    keywords: ['webhook trigger', 'API trigger'],
    input: PipelineTriggerRefDto, output: PipelineTriggerDto, operation: 'pipelineTriggerGet', route: 'GET /projects/:id/triggers/:trigger_id',
    notFound: {
      resource: 'Pipeline Trigger Token',
      identifier: '{trigger_id} in project {project_id}',
      nextSteps: ["Use action 'pipeline.trigger_list' to list the project's trigger tokens"],
    },
    hints: [MAINTAINER_HINT],
    example: { project_id: '42', trigger_id: 1 },
    reply: { render: (out) => renderPipelineTrigger(out), nextSteps: ['pipeline.trigger_run to run a pipeline with it', 'pipeline.trigger_update to change its description'] },
  })
  readonly get?: Declared;

  @Action({
    id: 'pipeline.trigger_create', title: 'Create a pipeline trigger token', tier: 'free', readOnly: false, destructive: false,
    description: 'Create a pipeline trigger token, owned by you, that lets a script or another project run pipelines (pipeline.trigger_run).',
    keywords: ['new trigger', 'webhook trigger', 'remote trigger', 'API trigger'],
    input: CreatePipelineTriggerDto, output: PipelineTriggerDto, operation: 'pipelineTriggerCreate', route: 'POST /projects/:id/triggers',
    hints: [MAINTAINER_HINT],
    example: { project_id: '42', description: 'Deploy from the docs project' },
    reply: { render: (out) => renderPipelineTrigger(out, 'Pipeline trigger token created:', true), nextSteps: ['pipeline.trigger_run to run a pipeline with the token'] },
  })
  readonly create?: Declared;

  @Action({
    id: 'pipeline.trigger_update', title: 'Update a pipeline trigger token', tier: 'free', readOnly: false, destructive: false, idempotent: true,
    description: "Change a pipeline trigger token's description.",
    keywords: ['rename trigger', 'edit trigger'],
    input: UpdatePipelineTriggerDto, output: PipelineTriggerDto, operation: 'pipelineTriggerUpdate', route: 'PUT /projects/:id/triggers/:trigger_id',
    hints: [TRIGGER_HINT, MAINTAINER_HINT],
    example: { project_id: '42', trigger_id: 1, description: 'Deploy from the website project' },
    reply: { render: (out) => renderPipelineTrigger(out, 'Pipeline trigger token updated:'), nextSteps: ['pipeline.trigger_list to see all tokens'] },
  })
  readonly update?: Declared;

  @Action({
    id: 'pipeline.trigger_delete', title: 'Delete a pipeline trigger token', tier: 'free', readOnly: false, destructive: true, idempotent: true,
    description: 'Delete (revoke) a pipeline trigger token: scripts and projects using it can no longer run pipelines. This cannot be undone.',
    keywords: ['revoke trigger', 'remove trigger'],
    input: PipelineTriggerRefDto, output: PipelineTriggerDeletionDto, operation: 'pipelineTriggerDelete', route: 'DELETE /projects/:id/triggers/:trigger_id',
    hints: [TRIGGER_HINT, MAINTAINER_HINT],
    example: { project_id: '42', trigger_id: 1 },
    reply: { shape: (_, input) => ({ project_id: input.project_id, trigger_id: input.trigger_id, message: 'Trigger token deleted; it can no longer run pipelines.' }), render: renderPipelineTriggerDeletion, nextSteps: ['pipeline.trigger_list to see the remaining tokens'] },
  })
  readonly delete?: Declared;

  @Action({
    id: 'pipeline.trigger_run',
    title: 'Run a pipeline with a trigger token',
    description: 'Run a pipeline on a branch or tag with a pipeline trigger token (or a CI job token), optionally with variables and spec:inputs values.',
    keywords: ['remote trigger', 'webhook trigger', 'API trigger', 'downstream', 'start pipeline'],
    tier: 'free',
    readOnly: false,
    destructive: false,
    input: RunPipelineTriggerDto,
    output: PipelineDto,
    operation: 'pipelineTriggerRun',
    route: 'POST /projects/:id/(ref/:ref/)trigger/pipeline',
    hints: [
      { text: 'the ref may not exist (branch.list) or the CI configuration creates no jobs for it', statuses: [400] },
      { text: 'the trigger token may be wrong, expired or owned by a user who lost access (pipeline.trigger_list)', statuses: [401, 403, 404] },
    ],
    example: { project_id: '42', token: 'trigger-token-example', ref: 'main', variables: { DEPLOY_ENV: 'staging' } },
  })
  async run(input: RunPipelineTriggerDto, ctx: ActionContext): Promise<ActionResult<PipelineDto>> {
    const res = await ctx.gitlab.rest<PipelineDto>({
      method: 'POST',
      path: `${projectPath(input.project_id)}/trigger/pipeline`,
      body: { token: input.token, ref: input.ref, variables: input.variables, inputs: input.inputs },
      signal: ctx.signal,
    });
    const out: PipelineDto = { ...res.data, next_steps: [`pipeline.wait with pipeline_id ${res.data.id} to wait until it finishes`, 'job.list to follow its jobs'] };
    return respond(out, renderPipeline(out, 'Pipeline triggered:'));
  }
}
