import type { ActionContext } from '@gitlab-mcp/action-kit';
import type { HttpMethod, QueryValue, RestResponse } from '@gitlab-mcp/gitlab-client';
import { projectPath, segment } from '../shared/project-ref.js';

/** `/projects/<id>/merge_requests/<iid>`. */
export const mrPath = (projectId: string, iid: number): string => `${projectPath(projectId)}/merge_requests/${segment(iid)}`;
export const groupPath = (groupId: string): string => `/groups/${encodeURIComponent(groupId)}`;

type RestOptions = { query?: Record<string, QueryValue>; body?: unknown };

/** One REST call with the caller's signal. */
export function rest<T>(ctx: ActionContext, method: HttpMethod, path: string, opts: RestOptions = {}): Promise<RestResponse<T>> {
  return ctx.gitlab.rest<T>({ method, path, query: opts.query, body: opts.body, signal: ctx.signal });
}
