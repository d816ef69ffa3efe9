import type { DomainOptions } from '@gitlab-mcp/action-kit';

/** The one declaration every provider class of the ci_variable domain carries (the explorer requires them equal). */
export const CI_VARIABLE_DOMAIN: DomainOptions = {
  name: 'ci_variable',
  description: 'CI/CD variables of projects, groups and the instance: list, read, add, update and delete them. Masked and hidden values are never shown.',
  keywords: ['env var', 'environment variable', 'secret', 'secrets', 'CI secret', 'Settings > CI/CD', 'GitHub Actions secret'],
};
