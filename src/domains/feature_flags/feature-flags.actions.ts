import { Action, Domain, type Declared } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { CreateFeatureFlagDto, FeatureFlagRefDto, ListFeatureFlagsDto, UpdateFeatureFlagDto } from './dto/feature-flag-params.dto.js';
import { FeatureFlagDto, FeatureFlagListDto } from './dto/feature-flag.dto.js';
import { FEATURE_FLAGS_DOMAIN } from './feature-flags.domain.js';
import { renderFeatureFlag, renderFeatureFlagDeletion, renderFeatureFlagList } from './feature-flags.format.js';

const ROLE_HINT = { text: 'feature flags require the Developer role or higher', statuses: [401, 403], namesRole: true };
const MISSING_HINT = { text: 'the flag may not exist (names are case-sensitive); use feature_flags.feature_flag_list', statuses: [404] };
const STRATEGY_HINT = 'each strategy needs a valid name with matching parameters (see the strategies field), and a gitlabUserList strategy a user_list_id from feature_flags.ff_user_list_list';

/** Feature flags of a project: on/off state and rollout strategies per environment. */
@Domain(FEATURE_FLAGS_DOMAIN)
@Injectable()
export class FeatureFlagActions {
  @Action({
    id: 'feature_flags.feature_flag_list', title: 'List feature flags', tier: 'free', readOnly: true, destructive: false,
    description: 'List the feature flags of a project with whether each is on or off and its rollout strategies per environment; filter enabled or disabled ones.',
    keywords: ['feature toggles', 'toggles', 'flags', 'kill switches', 'rollouts', 'enabled features'],
    input: ListFeatureFlagsDto, output: FeatureFlagListDto, operation: 'featureFlagList', route: 'GET /projects/:id/feature_flags',
    hints: [{ text: 'verify project_id; use project.list to find the project', statuses: [404] }, ROLE_HINT],
    example: { project_id: '42', scope: 'enabled' },
    reply: {
      list: 'feature_flags',
      render: (out, input) => renderFeatureFlagList(out, input.project_id),
      nextSteps: ['feature_flags.feature_flag_get for one flag with its strategies', 'feature_flags.feature_flag_update with active to turn a flag on or off'],
    },
  })
  readonly list?: Declared;

  @Action({
    id: 'feature_flags.feature_flag_get', title: 'Get a feature flag', tier: 'free', readOnly: true, destructive: false,
    description: 'Get one feature flag by name: on or off, and each rollout strategy with its parameters and environment scopes.',
    keywords: ['feature toggle', 'toggle', 'flag status', 'is flag on', 'rollout percentage'],
    input: FeatureFlagRefDto, output: FeatureFlagDto, operation: 'featureFlagGet', route: 'GET /projects/:id/feature_flags/:feature_flag_name',
    hints: [MISSING_HINT, ROLE_HINT], example: { project_id: '42', feature_flag_name: 'new_checkout' },
    reply: { shape: withToggleSteps, render: (out) => renderFeatureFlag(out) },
  })
  readonly get?: Declared;

  @Action({
    id: 'feature_flags.feature_flag_create', title: 'Create a feature flag', tier: 'free', readOnly: false, destructive: false,
    description: 'Create a feature flag in a project, on or off, with rollout strategies per environment (everyone, a percentage of users, listed user IDs or a user list).',
    keywords: ['feature toggle', 'toggle', 'new flag', 'percentage rollout', 'dark launch', 'kill switch'],
    input: CreateFeatureFlagDto, output: FeatureFlagDto, operation: 'featureFlagCreate', route: 'POST /projects/:id/feature_flags',
    hints: [{ text: `a flag with this name may already exist (use feature_flags.feature_flag_get), or ${STRATEGY_HINT}`, statuses: [400, 422] }, ROLE_HINT],
    example: {
      project_id: '42',
      name: 'dark_mode',
      description: 'Dark theme for the dashboard',
      active: true,
      strategies: [{ name: 'flexibleRollout', parameters: { groupId: 'default', rollout: '25', stickiness: 'default' }, scopes: [{ environment_scope: 'production' }] }],
    },
    reply: {
      render: (out) => renderFeatureFlag(out, 'Feature flag created:'),
      nextSteps: ['feature_flags.feature_flag_update to toggle it or change its strategies', 'feature_flags.feature_flag_list to see all flags'],
    },
  })
  readonly create?: Declared;

  @Action({
    id: 'feature_flags.feature_flag_update', title: 'Update or toggle a feature flag', tier: 'free', readOnly: false, destructive: false,
    description: 'Turn a feature flag on or off (active), rename it, change its description, or add, change and remove its rollout strategies and their environment scopes.',
    keywords: ['enable flag', 'disable flag', 'switch off', 'flip toggle', 'feature toggle', 'percentage rollout'],
    input: UpdateFeatureFlagDto, output: FeatureFlagDto, operation: 'featureFlagUpdate', route: 'PUT /projects/:id/feature_flags/:feature_flag_name',
    hints: [MISSING_HINT, { text: `${STRATEGY_HINT}; to change or remove a strategy or scope pass its id from feature_flags.feature_flag_get`, statuses: [400, 422] }, ROLE_HINT],
    example: { project_id: '42', feature_flag_name: 'new_checkout', active: false },
    reply: { render: (out) => renderFeatureFlag(out, 'Feature flag updated:'), nextSteps: ['feature_flags.feature_flag_get to review it'] },
  })
  readonly update?: Declared;

  @Action({
    id: 'feature_flags.feature_flag_delete', title: 'Delete a feature flag', tier: 'free', readOnly: false, destructive: true, idempotent: true,
    description: 'Delete a feature flag with its strategies; applications asking for it then get the default (off). This cannot be undone.',
    keywords: ['feature toggle', 'remove flag', 'retire flag', 'clean up toggle'],
    input: FeatureFlagRefDto, output: FeatureFlagDto, operation: 'featureFlagDelete', route: 'DELETE /projects/:id/feature_flags/:feature_flag_name',
    hints: [MISSING_HINT, ROLE_HINT], example: { project_id: '42', feature_flag_name: 'new_checkout' },
    reply: {
      shape: (answer, input) => (answer as FeatureFlagDto | undefined) ?? { name: input.feature_flag_name },
      render: renderFeatureFlagDeletion,
      nextSteps: ['feature_flags.feature_flag_list to see the remaining flags'],
    },
  })
  readonly delete?: Declared;
}

/** The next step toggles the flag the other way. */
function withToggleSteps(answer: unknown): FeatureFlagDto {
  const flag = answer as FeatureFlagDto;
  return {
    ...flag,
    next_steps: [`feature_flags.feature_flag_update with active ${flag.active ? 'false to turn it off' : 'true to turn it on'}`, 'feature_flags.feature_flag_update with strategies to change the rollout'],
  };
}
