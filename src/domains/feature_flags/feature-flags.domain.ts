import type { DomainOptions } from '@gitlab-mcp/action-kit';

/** The one declaration every provider class of the feature_flags domain carries (the explorer requires them equal). */
export const FEATURE_FLAGS_DOMAIN: DomainOptions = {
  name: 'feature_flags',
  description: 'Feature flags of a project (Unleash-compatible): list, create, toggle, change rollout strategies and delete flags; manage the user lists strategies target.',
  keywords: ['feature toggle', 'toggles', 'flag', 'flags', 'kill switch', 'LaunchDarkly', 'progressive delivery'],
};
