import { Action, Domain, pageOf, respond, type ActionContext, type ActionResult, type Declared } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { segment } from '../shared/project-ref.js';
import { CI_VARIABLE_DOMAIN } from './ci-variable.domain.js';
import { renderVariable, renderVariableDeletion, renderVariableList } from './ci-variable.format.js';
import { variableOutput, type GitlabVariable } from './ci-variable.values.js';
import { CreateInstanceVariableDto, InstanceVariableRefDto, ListInstanceVariablesDto, UpdateInstanceVariableDto } from './dto/ci-variable-params.dto.js';
import { CiVariableDeletionDto, CiVariableViewDto, CiVariableListDto } from './dto/ci-variable.dto.js';

const ADMIN_HINT = { text: 'instance CI/CD variables can be managed only by an instance administrator', statuses: [401, 403], namesRole: true };
const MISSING_HINT = { text: 'the variable may not exist; use ci_variable.instance_list to see the keys', statuses: [404] };
const INVALID_HINT =
  'a variable with this key may already exist (use ci_variable.instance_update), or a masked value breaks GitLab\'s rules (one line, at least 8 characters, Base64 alphabet plus @ : . ~ -)';

const OWNER = 'instance';
const BASE = '/admin/ci/variables';

/** Instance-level CI/CD variables, received by every project of the instance (administrators only). */
@Domain(CI_VARIABLE_DOMAIN)
@Injectable()
export class InstanceVariableActions {
  @Action({
    id: 'ci_variable.instance_list',
    title: 'List instance CI/CD variables',
    description: 'List the instance-wide CI/CD variables (administrators only) without their values; read one unmasked value with ci_variable.instance_get.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    keywords: ['global secrets', 'global env vars', 'instance-wide', 'self-managed', 'admin settings', 'sitewide'],
    input: ListInstanceVariablesDto,
    output: CiVariableListDto,
    operation: 'instanceVariableList',
    route: 'GET /admin/ci/variables',
    hints: [ADMIN_HINT],
    example: { per_page: 20 },
  })
  async list(input: ListInstanceVariablesDto, ctx: ActionContext): Promise<ActionResult<CiVariableListDto>> {
    const res = await ctx.gitlab.rest<GitlabVariable[]>({ method: 'GET', path: BASE, query: { page: input.page, per_page: input.per_page }, signal: ctx.signal });
    const out: CiVariableListDto = {
      variables: res.data.map((v) => variableOutput(v, 'listing')),
      pagination: pageOf(res, input),
      next_steps: ['ci_variable.instance_get with key to read one unmasked value', 'ci_variable.instance_create to add an instance variable'],
    };
    return respond(out, renderVariableList(out, 'the instance', 'To read one unmasked value: ci_variable.instance_get with its key.'));
  }

  @Action({
    id: 'ci_variable.instance_get',
    title: 'Get an instance CI/CD variable',
    description: 'Get one instance-wide CI/CD variable by key (administrators only): its settings, and its value unless it is masked.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    keywords: ['global secret', 'global env var', 'instance-wide', 'admin', 'sitewide'],
    input: InstanceVariableRefDto,
    output: CiVariableViewDto,
    operation: 'instanceVariableGet',
    route: 'GET /admin/ci/variables/:key',
    hints: [MISSING_HINT, ADMIN_HINT],
    example: { key: 'HTTP_PROXY' },
  })
  async get(input: InstanceVariableRefDto, ctx: ActionContext): Promise<ActionResult<CiVariableViewDto>> {
    const res = await ctx.gitlab.rest<GitlabVariable>({ method: 'GET', path: `${BASE}/${segment(input.key)}`, signal: ctx.signal });
    const out: CiVariableViewDto = { ...variableOutput(res.data, 'single'), next_steps: ['ci_variable.instance_update to change it', 'ci_variable.instance_list to see the other instance variables'] };
    return respond(out, renderVariable(out, 'Instance CI/CD variable', OWNER, 'ci_variable.instance_get'));
  }

  @Action({
    id: 'ci_variable.instance_create',
    title: 'Add an instance CI/CD variable',
    description: 'Add a CI/CD variable that every project of the instance receives (administrators only): key, value, type, protected, masked, raw and description.',
    tier: 'free',
    readOnly: false,
    destructive: false,
    keywords: ['global secret', 'global env var', 'instance-wide', 'admin', 'every project'],
    input: CreateInstanceVariableDto,
    output: CiVariableViewDto,
    operation: 'instanceVariableCreate',
    route: 'POST /admin/ci/variables',
    hints: [{ text: INVALID_HINT, statuses: [400] }, ADMIN_HINT],
    example: { key: 'HTTP_PROXY', value: 'http://proxy.internal:3128' },
  })
  async create(input: CreateInstanceVariableDto, ctx: ActionContext): Promise<ActionResult<CiVariableViewDto>> {
    const res = await ctx.gitlab.rest<GitlabVariable>({ method: 'POST', path: BASE, body: { ...input }, signal: ctx.signal });
    const out: CiVariableViewDto = { ...variableOutput(res.data, 'written'), next_steps: ['ci_variable.instance_list to review the instance variables'] };
    return respond(out, renderVariable(out, 'Instance CI/CD variable added:', OWNER, 'ci_variable.instance_get'));
  }

  @Action({
    id: 'ci_variable.instance_update',
    title: 'Update an instance CI/CD variable',
    description: 'Change the value or settings (type, protected, masked, raw, description) of an instance-wide CI/CD variable (administrators only).',
    tier: 'free',
    readOnly: false,
    destructive: false,
    keywords: ['global secret', 'global env var', 'rotate secret', 'admin', 'instance-wide'],
    input: UpdateInstanceVariableDto,
    output: CiVariableViewDto,
    operation: 'instanceVariableUpdate',
    route: 'PUT /admin/ci/variables/:key',
    hints: [MISSING_HINT, { text: INVALID_HINT, statuses: [400] }, ADMIN_HINT],
    example: { key: 'HTTP_PROXY', value: 'http://proxy2.internal:3128' },
  })
  async update(input: UpdateInstanceVariableDto, ctx: ActionContext): Promise<ActionResult<CiVariableViewDto>> {
    const { key, ...body } = input;
    const res = await ctx.gitlab.rest<GitlabVariable>({ method: 'PUT', path: `${BASE}/${segment(key)}`, body, signal: ctx.signal });
    const out: CiVariableViewDto = { ...variableOutput(res.data, 'written'), next_steps: ['ci_variable.instance_get to review it'] };
    return respond(out, renderVariable(out, 'Instance CI/CD variable updated:', OWNER, 'ci_variable.instance_get'));
  }

  @Action({
    id: 'ci_variable.instance_delete', title: 'Delete an instance CI/CD variable', tier: 'free', readOnly: false, destructive: true, idempotent: true,
    description: 'Delete an instance-wide CI/CD variable (administrators only); no project receives it any more. Its value cannot be recovered.',
    keywords: ['global secret', 'global env var', 'admin', 'instance-wide'],
    input: InstanceVariableRefDto, output: CiVariableDeletionDto, operation: 'instanceVariableDelete', route: 'DELETE /admin/ci/variables/:key',
    hints: [MISSING_HINT, ADMIN_HINT],
    example: { key: 'HTTP_PROXY' },
    reply: { shape: (_, input) => ({ owner: OWNER, key: input.key, message: 'Variable deleted; new pipelines no longer receive it.' }), render: renderVariableDeletion, nextSteps: ['ci_variable.instance_list to see the remaining instance variables'] },
  })
  readonly delete?: Declared;
}
