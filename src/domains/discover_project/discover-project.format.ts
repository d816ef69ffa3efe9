import { card, nextStepsBlock } from '@gitlab-mcp/action-kit';
import type { ResolvedProjectDto } from './dto/discover-project.dto.js';

export function renderResolved(r: ResolvedProjectDto): string {
  const warning = r.host_matches_instance
    ? ''
    : `\n\n⚠️ The remote names host ${r.remote_host}, not the configured GitLab instance; the project was matched by path only.`;
  return (
    card(`Project ${r.path_with_namespace}`, [
      ['project_id', r.project_id],
      ['Name', r.name],
      ['Default branch', r.default_branch],
      ['Visibility', r.visibility],
      ['URL', r.web_url],
    ]) +
    warning +
    nextStepsBlock(r.next_steps ?? [])
  );
}
