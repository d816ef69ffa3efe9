import { Action, Domain, pageOf, respond, type ActionContext, type ActionResult, type Declared } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { segment } from '../shared/project-ref.js';
import { CI_VARIABLE_DOMAIN } from './ci-variable.domain.js';
import { renderVariable, renderVariableDeletion, renderVariableList } from './ci-variable.format.js';
import { variableOutput, type GitlabVariable } from './ci-variable.values.js';
import { CreateGroupVariableDto, GroupVariableRefDto, ListGroupVariablesDto, UpdateGroupVariableDto } from './dto/ci-variable-params.dto.js';
import { CiVariableDeletionDto, CiVariableViewDto, CiVariableListDto } from './dto/ci-variable.dto.js';

const ROLE_HINT = { text: 'group CI/CD variables require the Maintainer or Owner role in the group', statuses: [401, 403], namesRole: true };
const MISSING_HINT = { text: 'the variable may not exist; use ci_variable.group_list to see the keys', statuses: [404] };
const INVALID_HINT =
  'a variable with this key may already exist in the group (use ci_variable.group_update), or a masked value breaks GitLab\'s rules (one line, at least 8 characters, Base64 alphabet plus @ : . ~ -)';

const owner = (groupId: string): string => `group ${groupId}`;
const groupPath = (groupId: string): string => `/groups/${segment(groupId)}/variables`;

/** Group-level CI/CD variables, inherited by every project of the group. Values are secrets, as for projects. */
@Domain(CI_VARIABLE_DOMAIN)
@Injectable()
export class GroupVariableActions {
  @Action({
    id: 'ci_variable.group_list',
    title: 'List group CI/CD variables',
    description: "List a group's CI/CD variables (inherited by all its projects) without their values; read one unmasked value with ci_variable.group_get.",
    tier: 'free',
    readOnly: true,
    destructive: false,
    keywords: ['org secrets', 'org env vars', 'team secrets', 'shared variables', 'subgroup', 'inherited variables'],
    input: ListGroupVariablesDto,
    output: CiVariableListDto,
    operation: 'groupVariableList',
    route: 'GET /groups/:id/variables',
    hints: [{ text: 'verify group_id; use group.list to find the group', statuses: [404] }, ROLE_HINT],
    example: { group_id: 'acme' },
  })
  async list(input: ListGroupVariablesDto, ctx: ActionContext): Promise<ActionResult<CiVariableListDto>> {
    const res = await ctx.gitlab.rest<GitlabVariable[]>({ method: 'GET', path: groupPath(input.group_id), query: { page: input.page, per_page: input.per_page }, signal: ctx.signal });
    const out: CiVariableListDto = {
      variables: res.data.map((v) => variableOutput(v, 'listing')),
      pagination: pageOf(res, input),
      next_steps: ['ci_variable.group_get with group_id and key to read one unmasked value', 'ci_variable.group_create to add a group variable'],
    };
    return respond(out, renderVariableList(out, owner(input.group_id), `To read one unmasked value: ci_variable.group_get with group_id "${input.group_id}" and its key.`));
  }

  @Action({
    id: 'ci_variable.group_get',
    title: 'Get a group CI/CD variable',
    description: 'Get one CI/CD variable of a group by key: its settings, and its value unless it is masked or hidden.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    keywords: ['org secret', 'team secret', 'org env var', 'shared variable', 'secret value'],
    input: GroupVariableRefDto,
    output: CiVariableViewDto,
    operation: 'groupVariableGet',
    route: 'GET /groups/:id/variables/:key',
    hints: [MISSING_HINT, ROLE_HINT],
    example: { group_id: 'acme', key: 'REGISTRY_MIRROR' },
  })
  async get(input: GroupVariableRefDto, ctx: ActionContext): Promise<ActionResult<CiVariableViewDto>> {
    const res = await ctx.gitlab.rest<GitlabVariable>({ method: 'GET', path: `${groupPath(input.group_id)}/${segment(input.key)}`, signal: ctx.signal });
    const out: CiVariableViewDto = { ...variableOutput(res.data, 'single'), next_steps: ['ci_variable.group_update to change it', 'ci_variable.group_list to see the other group variables'] };
    return respond(out, renderVariable(out, 'Group CI/CD variable', owner(input.group_id), 'ci_variable.group_get'));
  }

  @Action({
    id: 'ci_variable.group_create',
    title: 'Add a group CI/CD variable',
    description: 'Add a CI/CD variable to a group so that all its projects receive it: key, value, type, protected, masked or masked and hidden, raw, environment scope (Premium) and description.',
    tier: 'free',
    readOnly: false,
    destructive: false,
    keywords: ['org secret', 'team secret', 'org env var', 'shared secret', 'subgroup'],
    input: CreateGroupVariableDto,
    output: CiVariableViewDto,
    operation: 'groupVariableCreate',
    route: 'POST /groups/:id/variables',
    hints: [{ text: INVALID_HINT, statuses: [400] }, ROLE_HINT],
    example: { group_id: 'acme', key: 'NPM_TOKEN', value: 'bnBtLXRva2VuLXZhbHVl', masked: true },
  })
  async create(input: CreateGroupVariableDto, ctx: ActionContext): Promise<ActionResult<CiVariableViewDto>> {
    const { group_id, ...body } = input;
    const res = await ctx.gitlab.rest<GitlabVariable>({ method: 'POST', path: groupPath(group_id), body, signal: ctx.signal });
    const out: CiVariableViewDto = { ...variableOutput(res.data, 'written'), next_steps: ['ci_variable.group_list to review the group variables'] };
    return respond(out, renderVariable(out, 'Group CI/CD variable added:', owner(group_id), 'ci_variable.group_get'));
  }

  @Action({
    id: 'ci_variable.group_update',
    title: 'Update a group CI/CD variable',
    description: 'Change the value or settings (type, protected, masked, raw, environment scope, description) of a group CI/CD variable.',
    tier: 'free',
    readOnly: false,
    destructive: false,
    keywords: ['org secret', 'team secret', 'org env var', 'rotate secret', 'shared variable'],
    input: UpdateGroupVariableDto,
    output: CiVariableViewDto,
    operation: 'groupVariableUpdate',
    route: 'PUT /groups/:id/variables/:key',
    hints: [MISSING_HINT, { text: INVALID_HINT, statuses: [400] }, ROLE_HINT],
    example: { group_id: 'acme', key: 'REGISTRY_MIRROR', value: 'https://mirror.example.com', protected: false },
  })
  async update(input: UpdateGroupVariableDto, ctx: ActionContext): Promise<ActionResult<CiVariableViewDto>> {
    const { group_id, key, ...body } = input;
    const res = await ctx.gitlab.rest<GitlabVariable>({ method: 'PUT', path: `${groupPath(group_id)}/${segment(key)}`, body, signal: ctx.signal });
    const out: CiVariableViewDto = { ...variableOutput(res.data, 'written'), next_steps: ['ci_variable.group_get to review it'] };
    return respond(out, renderVariable(out, 'Group CI/CD variable updated:', owner(group_id), 'ci_variable.group_get'));
  }

  @Action({
    id: 'ci_variable.group_delete', title: 'Delete a group CI/CD variable', tier: 'free', readOnly: false, destructive: true, idempotent: true,
    description: "Delete a CI/CD variable from a group; the group's projects stop receiving it. Its value cannot be recovered.",
    keywords: ['org secret', 'team secret', 'org env var', 'shared variable'],
    input: GroupVariableRefDto, output: CiVariableDeletionDto, operation: 'groupVariableDelete', route: 'DELETE /groups/:id/variables/:key',
    hints: [MISSING_HINT, ROLE_HINT],
    example: { group_id: 'acme', key: 'REGISTRY_MIRROR' },
    reply: { shape: (_, input) => ({ owner: owner(input.group_id), key: input.key, message: "Variable deleted; new pipelines of the group's projects no longer receive it." }), render: renderVariableDeletion, nextSteps: ['ci_variable.group_list to see the remaining group variables'] },
  })
  readonly delete?: Declared;
}
