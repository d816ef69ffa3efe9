import { card, formatDate } from '@gitlab-mcp/action-kit';
import type { RebaseResultDto } from './dto/merge-request.dto.js';
import type { MrPipelineDto } from './dto/merge-request-related.dto.js';
import { steps } from '../shared/merge-request.format-helpers.js';

export function renderRebase(r: RebaseResultDto): string {
  return (
    card(`Rebase of merge request !${r.merge_request_iid}`, [
      ['Project', r.project_id],
      ['Rebase in progress', r.rebase_in_progress],
      ['Merge error', r.merge_error],
      ['Result', r.merge_error ? 'GitLab reported an error.' : 'Accepted: GitLab rebases the source branch in the background.'],
    ]) + steps(r)
  );
}

export function renderPipeline(p: MrPipelineDto, title: string): string {
  return (
    card(title, [
      ['ID', p.id],
      ['IID', p.iid],
      ['Status', p.detailed_status?.text ?? p.status],
      ['Source', p.source],
      ['Ref', p.ref],
      ['SHA', p.sha],
      ['Created', formatDate(p.created_at)],
      ['URL', p.web_url],
    ]) + steps(p)
  );
}
