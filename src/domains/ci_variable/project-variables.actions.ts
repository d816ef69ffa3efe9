import { Action, Domain, pageOf, respond, type ActionContext, type ActionResult } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { projectPath, segment } from '../shared/project-ref.js';
import { CI_VARIABLE_DOMAIN } from './ci-variable.domain.js';
import { renderVariable, renderVariableDeletion, renderVariableList } from './ci-variable.format.js';
import { variableOutput, type GitlabVariable } from './ci-variable.values.js';
import { CreateProjectVariableDto, ListProjectVariablesDto, ProjectVariableRefDto, UpdateProjectVariableDto } from './dto/ci-variable-params.dto.js';
import { CiVariableDeletionDto, CiVariableViewDto, CiVariableListDto } from './dto/ci-variable.dto.js';

const ROLE_HINT = { text: 'project CI/CD variables require the Maintainer role or higher', statuses: [401, 403], namesRole: true };
const MISSING_HINT = { text: 'the variable may not exist: use ci_variable.list to see the keys, and filter.environment_scope when a key is scoped', statuses: [404] };
const SEVERAL_HINT = { text: 'several variables share this key in different environment scopes: pass filter {"environment_scope": "..."} (see ci_variable.list)', statuses: [409] };
const INVALID_HINT =
  'a variable with this key may already exist in this environment scope (use ci_variable.update), or a masked value breaks GitLab\'s rules (one line, at least 8 characters, Base64 alphabet plus @ : . ~ -)';

const owner = (projectId: string): string => `project ${projectId}`;
const variablePath = (input: ProjectVariableRefDto): string => `${projectPath(input.project_id)}/variables/${segment(input.key)}`;
const filterQuery = (input: ProjectVariableRefDto): Record<string, string | undefined> => ({ 'filter[environment_scope]': input.filter?.environment_scope });

/** Project-level CI/CD variables. Values are secrets: lists never show them, masked ones are never shown at all. */
@Domain(CI_VARIABLE_DOMAIN)
@Injectable()
export class ProjectVariableActions {
  @Action({
    id: 'ci_variable.list',
    title: 'List project CI/CD variables',
    description: "List a project's CI/CD variables (keys, type, environment scope, protected, masked) without their values; read one unmasked value with ci_variable.get.",
    tier: 'free',
    readOnly: true,
    destructive: false,
    keywords: ['repo secrets', 'repo env vars', 'project secrets', 'Actions secrets', 'Settings > CI/CD'],
    input: ListProjectVariablesDto,
    output: CiVariableListDto,
    operation: 'variableList',
    route: 'GET /projects/:id/variables',
    hints: [{ text: 'verify project_id; use project.list to find the project', statuses: [404] }, ROLE_HINT],
    example: { project_id: '42', per_page: 50 },
  })
  async list(input: ListProjectVariablesDto, ctx: ActionContext): Promise<ActionResult<CiVariableListDto>> {
    const res = await ctx.gitlab.rest<GitlabVariable[]>({
      method: 'GET',
      path: `${projectPath(input.project_id)}/variables`,
      query: { page: input.page, per_page: input.per_page },
      signal: ctx.signal,
    });
    const out: CiVariableListDto = {
      variables: res.data.map((v) => variableOutput(v, 'listing')),
      pagination: pageOf(res, input),
      next_steps: ['ci_variable.get with project_id and key to read one unmasked value', 'ci_variable.create to add a variable', 'ci_variable.group_list for variables inherited from the group'],
    };
    return respond(out, renderVariableList(out, owner(input.project_id), `To read one unmasked value: ci_variable.get with project_id "${input.project_id}" and its key.`));
  }

  @Action({
    id: 'ci_variable.get',
    title: 'Get a project CI/CD variable',
    description: 'Get one CI/CD variable of a project by key (and environment scope): its settings, and its value unless it is masked or hidden.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    keywords: ['repo secret', 'secret value', 'variable value', 'repo env var'],
    input: ProjectVariableRefDto,
    output: CiVariableViewDto,
    operation: 'variableGet',
    route: 'GET /projects/:id/variables/:key',
    hints: [MISSING_HINT, SEVERAL_HINT, ROLE_HINT],
    example: { project_id: '42', key: 'DATABASE_URL', filter: { environment_scope: 'production' } },
  })
  async get(input: ProjectVariableRefDto, ctx: ActionContext): Promise<ActionResult<CiVariableViewDto>> {
    const res = await ctx.gitlab.rest<GitlabVariable>({ method: 'GET', path: variablePath(input), query: filterQuery(input), signal: ctx.signal });
    const out: CiVariableViewDto = { ...variableOutput(res.data, 'single'), next_steps: ['ci_variable.update to change it', 'ci_variable.list to see the other variables'] };
    return respond(out, renderVariable(out, 'CI/CD variable', owner(input.project_id), 'ci_variable.get'));
  }

  @Action({
    id: 'ci_variable.create',
    title: 'Add a project CI/CD variable',
    description: 'Add a CI/CD variable (secret, token, setting) to a project: key, value, env_var or file type, protected, masked or masked and hidden, raw, environment scope and description.',
    tier: 'free',
    readOnly: false,
    destructive: false,
    keywords: ['repo secret', 'store secret', 'API key', 'masked variable', 'repo env var', 'Actions secret'],
    input: CreateProjectVariableDto,
    output: CiVariableViewDto,
    operation: 'variableCreate',
    route: 'POST /projects/:id/variables',
    hints: [{ text: INVALID_HINT, statuses: [400] }, ROLE_HINT],
    example: { project_id: '42', key: 'API_TOKEN', value: 'c2VjcmV0LXRva2Vu', masked: true, protected: true },
  })
  async create(input: CreateProjectVariableDto, ctx: ActionContext): Promise<ActionResult<CiVariableViewDto>> {
    const { project_id, ...body } = input;
    const res = await ctx.gitlab.rest<GitlabVariable>({ method: 'POST', path: `${projectPath(project_id)}/variables`, body, signal: ctx.signal });
    const out: CiVariableViewDto = { ...variableOutput(res.data, 'written'), next_steps: ['ci_variable.list to review the project variables'] };
    return respond(out, renderVariable(out, 'CI/CD variable added:', owner(project_id), 'ci_variable.get'));
  }

  @Action({
    id: 'ci_variable.update',
    title: 'Update a project CI/CD variable',
    description: 'Change the value or settings (type, protected, masked, raw, environment scope, description) of a project CI/CD variable; filter picks the variable when a key exists in several scopes.',
    tier: 'free',
    readOnly: false,
    destructive: false,
    keywords: ['repo secret', 'rotate secret', 'change value', 'repo env var', 'mask variable'],
    input: UpdateProjectVariableDto,
    output: CiVariableViewDto,
    operation: 'variableUpdate',
    route: 'PUT /projects/:id/variables/:key',
    hints: [MISSING_HINT, SEVERAL_HINT, { text: INVALID_HINT, statuses: [400] }, ROLE_HINT],
    example: { project_id: '42', key: 'DATABASE_URL', filter: { environment_scope: '*' }, value: 'postgres://db.staging2.internal:5432/app', description: 'Application database' },
  })
  async update(input: UpdateProjectVariableDto, ctx: ActionContext): Promise<ActionResult<CiVariableViewDto>> {
    const { project_id, key, ...body } = input;
    const res = await ctx.gitlab.rest<GitlabVariable>({ method: 'PUT', path: variablePath({ project_id, key }), body, signal: ctx.signal });
    const out: CiVariableViewDto = { ...variableOutput(res.data, 'written'), next_steps: ['ci_variable.get to review it'] };
    return respond(out, renderVariable(out, 'CI/CD variable updated:', owner(project_id), 'ci_variable.get'));
  }

  @Action({
    id: 'ci_variable.delete',
    title: 'Delete a project CI/CD variable',
    description: 'Delete a CI/CD variable from a project; pipelines stop receiving it. Its value cannot be recovered.',
    tier: 'free',
    readOnly: false,
    destructive: true,
    idempotent: true,
    keywords: ['repo secret', 'repo env var', 'remove secret'],
    input: ProjectVariableRefDto,
    output: CiVariableDeletionDto,
    operation: 'variableDelete',
    route: 'DELETE /projects/:id/variables/:key',
    hints: [MISSING_HINT, SEVERAL_HINT, ROLE_HINT],
    example: { project_id: '42', key: 'DATABASE_URL', filter: { environment_scope: 'production' } },
  })
  async delete(input: ProjectVariableRefDto, ctx: ActionContext): Promise<ActionResult<CiVariableDeletionDto>> {
    await ctx.gitlab.rest<undefined>({ method: 'DELETE', path: variablePath(input), query: filterQuery(input), signal: ctx.signal });
    const out: CiVariableDeletionDto = {
      owner: owner(input.project_id),
      key: input.key,
      environment_scope: input.filter?.environment_scope,
      message: 'Variable deleted; new pipelines no longer receive it.',
      next_steps: ['ci_variable.list to see the remaining variables'],
    };
    return respond(out, renderVariableDeletion(out));
  }
}
