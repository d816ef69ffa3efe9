import type { ActionContext } from '@gitlab-mcp/action-kit';
import { resolveProjectFullPath } from '../shared/project-full-path.js';

/** GraphQL names namespaces by full path; a numeric value is taken as a project ID and looked up. */
export const namespacePath = (fullPath: string, ctx: ActionContext): Promise<string> => resolveProjectFullPath(fullPath, ctx);
