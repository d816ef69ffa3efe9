import type { DomainOptions } from '@gitlab-mcp/action-kit';

/** The one declaration every provider class of the job domain carries (the explorer requires them equal). */
export const JOB_DOMAIN: DomainOptions = {
  name: 'job',
  description: 'CI/CD jobs: list, inspect, wait for, retry, cancel, play and erase jobs; read job logs; download and manage artifacts; job token access.',
  keywords: ['build', 'CI job', 'CI', 'step', 'task', 'runner'],
};
