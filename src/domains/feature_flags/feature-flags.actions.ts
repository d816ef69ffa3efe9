import { Action, Domain, pageOf, respond, type ActionContext, type ActionResult } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { projectPath, segment } from '../shared/project-ref.js';
import { CreateFeatureFlagDto, FeatureFlagRefDto, ListFeatureFlagsDto, UpdateFeatureFlagDto } from './dto/feature-flag-params.dto.js';
import { FeatureFlagDto, FeatureFlagListDto } from './dto/feature-flag.dto.js';
import { FEATURE_FLAGS_DOMAIN } from './feature-flags.domain.js';
import { renderFeatureFlag, renderFeatureFlagDeletion, renderFeatureFlagList } from './feature-flags.format.js';

const ROLE_HINT = { text: 'feature flags require the Developer role or higher', statuses: [401, 403], namesRole: true };
const MISSING_HINT = { text: 'the flag may not exist (names are case-sensitive); use feature_flags.feature_flag_list', statuses: [404] };
const STRATEGY_HINT = 'each strategy needs a valid name with matching parameters (see the strategies field), and a gitlabUserList strategy a user_list_id from feature_flags.ff_user_list_list';

const flagPath = (input: FeatureFlagRefDto): string => `${projectPath(input.project_id)}/feature_flags/${segment(input.feature_flag_name)}`;

/** Feature flags of a project: on/off state and rollout strategies per environment. */
@Domain(FEATURE_FLAGS_DOMAIN)
@Injectable()
export class FeatureFlagActions {
  @Action({
    id: 'feature_flags.feature_flag_list',
    title: 'List feature flags',
    description: 'List the feature flags of a project with whether each is on or off and its rollout strategies per environment; filter enabled or disabled ones.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: ListFeatureFlagsDto,
    output: FeatureFlagListDto,
    operation: 'featureFlagList',
    route: 'GET /projects/:id/feature_flags',
    hints: [{ text: 'verify project_id; use project.list to find the project', statuses: [404] }, ROLE_HINT],
    example: { project_id: '42', scope: 'enabled' },
  })
  async list(input: ListFeatureFlagsDto, ctx: ActionContext): Promise<ActionResult<FeatureFlagListDto>> {
    const res = await ctx.gitlab.rest<FeatureFlagDto[]>({
      method: 'GET',
      path: `${projectPath(input.project_id)}/feature_flags`,
      query: { scope: input.scope, page: input.page, per_page: input.per_page },
      signal: ctx.signal,
    });
    const out: FeatureFlagListDto = {
      feature_flags: res.data,
      pagination: pageOf(res, input),
      next_steps: ['feature_flags.feature_flag_get for one flag with its strategies', 'feature_flags.feature_flag_update with active to turn a flag on or off'],
    };
    return respond(out, renderFeatureFlagList(out, input.project_id));
  }

  @Action({
    id: 'feature_flags.feature_flag_get',
    title: 'Get a feature flag',
    description: 'Get one feature flag by name: on or off, and each rollout strategy with its parameters and environment scopes.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: FeatureFlagRefDto,
    output: FeatureFlagDto,
    operation: 'featureFlagGet',
    route: 'GET /projects/:id/feature_flags/:feature_flag_name',
    hints: [MISSING_HINT, ROLE_HINT],
    example: { project_id: '42', feature_flag_name: 'new_checkout' },
  })
  async get(input: FeatureFlagRefDto, ctx: ActionContext): Promise<ActionResult<FeatureFlagDto>> {
    const res = await ctx.gitlab.rest<FeatureFlagDto>({ method: 'GET', path: flagPath(input), signal: ctx.signal });
    const out: FeatureFlagDto = {
      ...res.data,
      next_steps: [`feature_flags.feature_flag_update with active ${res.data.active ? 'false to turn it off' : 'true to turn it on'}`, 'feature_flags.feature_flag_update with strategies to change the rollout'],
    };
    return respond(out, renderFeatureFlag(out));
  }

  @Action({
    id: 'feature_flags.feature_flag_create',
    title: 'Create a feature flag',
    description: 'Create a feature flag in a project, on or off, with rollout strategies per environment (everyone, a percentage of users, listed user IDs or a user list).',
    tier: 'free',
    readOnly: false,
    destructive: false,
    input: CreateFeatureFlagDto,
    output: FeatureFlagDto,
    operation: 'featureFlagCreate',
    route: 'POST /projects/:id/feature_flags',
    hints: [{ text: `a flag with this name may already exist (use feature_flags.feature_flag_get), or ${STRATEGY_HINT}`, statuses: [400, 422] }, ROLE_HINT],
    example: {
      project_id: '42',
      name: 'dark_mode',
      description: 'Dark theme for the dashboard',
      active: true,
      strategies: [{ name: 'flexibleRollout', parameters: { groupId: 'default', rollout: '25', stickiness: 'default' }, scopes: [{ environment_scope: 'production' }] }],
    },
  })
  async create(input: CreateFeatureFlagDto, ctx: ActionContext): Promise<ActionResult<FeatureFlagDto>> {
    const { project_id, ...body } = input;
    const res = await ctx.gitlab.rest<FeatureFlagDto>({ method: 'POST', path: `${projectPath(project_id)}/feature_flags`, body, signal: ctx.signal });
    const out: FeatureFlagDto = { ...res.data, next_steps: ['feature_flags.feature_flag_update to toggle it or change its strategies', 'feature_flags.feature_flag_list to see all flags'] };
    return respond(out, renderFeatureFlag(out, 'Feature flag created:'));
  }

  @Action({
    id: 'feature_flags.feature_flag_update',
    title: 'Update or toggle a feature flag',
    description: 'Turn a feature flag on or off (active), rename it, change its description, or add, change and remove its rollout strategies and their environment scopes.',
    tier: 'free',
    readOnly: false,
    destructive: false,
    input: UpdateFeatureFlagDto,
    output: FeatureFlagDto,
    operation: 'featureFlagUpdate',
    route: 'PUT /projects/:id/feature_flags/:feature_flag_name',
    hints: [MISSING_HINT, { text: `${STRATEGY_HINT}; to change or remove a strategy or scope pass its id from feature_flags.feature_flag_get`, statuses: [400, 422] }, ROLE_HINT],
    example: { project_id: '42', feature_flag_name: 'new_checkout', active: false },
  })
  async update(input: UpdateFeatureFlagDto, ctx: ActionContext): Promise<ActionResult<FeatureFlagDto>> {
    const { project_id, feature_flag_name, ...body } = input;
    const res = await ctx.gitlab.rest<FeatureFlagDto>({ method: 'PUT', path: flagPath({ project_id, feature_flag_name }), body, signal: ctx.signal });
    const out: FeatureFlagDto = { ...res.data, next_steps: ['feature_flags.feature_flag_get to review it'] };
    return respond(out, renderFeatureFlag(out, 'Feature flag updated:'));
  }

  @Action({
    id: 'feature_flags.feature_flag_delete',
    title: 'Delete a feature flag',
    description: 'Delete a feature flag with its strategies; applications asking for it then get the default (off). This cannot be undone.',
    tier: 'free',
    readOnly: false,
    destructive: true,
    idempotent: true,
    input: FeatureFlagRefDto,
    output: FeatureFlagDto,
    operation: 'featureFlagDelete',
    route: 'DELETE /projects/:id/feature_flags/:feature_flag_name',
    hints: [MISSING_HINT, ROLE_HINT],
    example: { project_id: '42', feature_flag_name: 'new_checkout' },
  })
  async delete(input: FeatureFlagRefDto, ctx: ActionContext): Promise<ActionResult<FeatureFlagDto>> {
    const res = await ctx.gitlab.rest<FeatureFlagDto | undefined>({ method: 'DELETE', path: flagPath(input), signal: ctx.signal });
    const out: FeatureFlagDto = { ...(res.data ?? { name: input.feature_flag_name }), next_steps: ['feature_flags.feature_flag_list to see the remaining flags'] };
    return respond(out, renderFeatureFlagDeletion(out));
  }
}
