import type { QueryValue } from '@gitlab-mcp/gitlab-client';
import { projectPath, segment } from '../shared/project-ref.js';
import type { IssueNegatedFiltersDto, IssueNotFiltersDto } from './dto/issue-params.dto.js';

export const issuePath = (projectId: string, iid: number): string => `${projectPath(projectId)}/issues/${segment(iid)}`;
export const groupPath = (groupId: string): string => `/groups/${encodeURIComponent(groupId)}`;

/** GitLab reads the negated filters as `not[labels]=…`, `not[iids][]=…`. */
export function notQuery(not: IssueNotFiltersDto | IssueNegatedFiltersDto | undefined): Record<string, QueryValue> {
  const out: Record<string, QueryValue> = {};
  for (const [key, value] of Object.entries(not ?? {})) out[`not[${key}]`] = value as QueryValue;
  return out;
}
