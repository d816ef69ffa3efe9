import type { DomainOptions } from '@gitlab-mcp/action-kit';

/** The one declaration every provider class of the mr_review domain carries (the explorer requires them equal). */
export const MR_REVIEW_DOMAIN: DomainOptions = { name: 'mr_review', description: 'Merge request review: comments, threads (inline diff comments, replies, resolving), draft notes and the diff itself.', keywords: ['code review', 'MR', 'PR', 'pull request', 'review comment', 'feedback'] };
