import type { ActionContext } from '@gitlab-mcp/action-kit';
import { projectPath } from './project-ref.js';

/**
 * GraphQL names projects by full path; a numeric `project_id` is looked up over REST first.
 */
export async function resolveProjectFullPath(projectId: string, ctx: ActionContext): Promise<string> {
  if (!/^\d+$/.test(projectId)) return projectId;
  const res = await ctx.gitlab.rest<{ path_with_namespace: string }>({ method: 'GET', path: projectPath(projectId), route: '/projects/:id', signal: ctx.signal });
  return res.data.path_with_namespace;
}
