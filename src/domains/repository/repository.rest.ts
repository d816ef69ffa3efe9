import { projectPath, segment } from '../shared/project-ref.js';

export const commitPath = (p: { project_id: string; commit_sha: string }): string => `${projectPath(p.project_id)}/repository/commits/${segment(p.commit_sha)}`;
