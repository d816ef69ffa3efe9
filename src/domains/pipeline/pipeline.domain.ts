import type { DomainOptions } from '@gitlab-mcp/action-kit';

/** The one declaration every provider class of the pipeline domain carries (the explorer requires them equal). */
export const PIPELINE_DOMAIN: DomainOptions = {
  name: 'pipeline',
  description: 'CI/CD pipelines: run, list, inspect, wait for, retry, cancel and diagnose pipelines; test reports, schedules, trigger tokens and resource groups.',
  keywords: ['CI', 'CD', 'build', 'builds', 'workflow', 'GitHub Actions'],
};
