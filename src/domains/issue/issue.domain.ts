import type { DomainOptions } from '@gitlab-mcp/action-kit';

/** The one declaration every provider class of the issue domain carries (the explorer requires them equal). */
export const ISSUE_DOMAIN: DomainOptions = {
  name: 'issue',
  description:
    'Issues: list, read, open, update, close, move, delete; comments, threads, award emoji, links, history events, time tracking, to-dos, statistics, iterations; work items and saved views over GraphQL.',
  keywords: ['ticket', 'tickets', 'bug', 'bugs', 'task', 'work item'],
};
