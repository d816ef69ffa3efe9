import type { DomainOptions } from '@gitlab-mcp/action-kit';

/** The one declaration every provider class of the merge_request domain carries (the explorer requires them equal). */
export const MERGE_REQUEST_DOMAIN: DomainOptions = { name: 'merge_request', description: 'Merge requests: list, read, open, update, review state, approvals, merge and time tracking.', keywords: ['MR', 'MRs', 'PR', 'pull request', 'code review', 'changeset'] };
