import { projectPath, segment } from '../shared/project-ref.js';

/** `/projects/<id>/merge_requests/<iid>`. */
export function mrPath(projectId: string, iid: number): string {
  return `${projectPath(projectId)}/merge_requests/${segment(iid)}`;
}
