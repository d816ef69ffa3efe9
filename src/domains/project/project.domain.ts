import type { DomainOptions } from '@gitlab-mcp/action-kit';

/** The one declaration every provider class of the project domain carries (the explorer requires them equal). */
export const PROJECT_DOMAIN: DomainOptions = {
  name: 'project',
  description: 'Projects: find, create, inspect and configure GitLab projects, their members, labels, milestones, boards, hooks, integrations and settings.',
  keywords: ['repo', 'repos', 'project settings', 'Settings > General', 'GitHub repo'],
};
