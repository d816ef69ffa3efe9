import type { DomainOptions } from '@gitlab-mcp/action-kit';

/** The one declaration every provider class of the environment domain carries (the explorer requires them equal). */
export const ENVIRONMENT_DOMAIN: DomainOptions = {
  name: 'environment',
  description: 'Environments and deployments: list, create, stop and delete environments; record, inspect and approve deployments; protected environments and deploy freeze periods.',
  keywords: ['env', 'deploy', 'CD', 'prod', 'production', 'staging'],
};
