import { card, formatDate, paginationLine, table, untrusted } from '@gitlab-mcp/action-kit';
import type { CommitStatusDto, CommitStatusListDto } from './dto/commit.dto.js';
import { short, steps, who } from './repository.format-helpers.js';

export function renderCommitStatus(s: CommitStatusDto): string {
  return (
    card(`Commit status ${s.name ?? ''}`.trim(), [
      ['State', s.status],
      ['Commit', s.sha],
      ['Ref', s.ref],
      ['Pipeline', s.pipeline_id],
      ['Coverage', s.coverage],
      ['Allow failure', s.allow_failure],
      ['Target URL', s.target_url],
      ['Author', who(s.author)],
      ['Created', formatDate(s.created_at)],
      ['Finished', formatDate(s.finished_at)],
    ]) +
    (s.description ? `\n\n${untrusted('Description', s.description)}` : '') +
    steps(s)
  );
}

export function renderCommitStatuses(list: CommitStatusListDto, sha: string): string {
  const descriptions = list.statuses.filter((s) => s.description).map((s) => `${s.name ?? s.id ?? ''}: ${s.description ?? ''}`);
  return (
    table(
      `Statuses of commit ${short(sha)}`,
      [
        { header: 'Name', value: (s: CommitStatusDto) => s.name },
        { header: 'State', value: (s) => s.status },
        { header: 'Ref', value: (s) => s.ref },
        { header: 'Pipeline', value: (s) => s.pipeline_id },
        { header: 'Allow failure', value: (s) => s.allow_failure },
        { header: 'Finished', value: (s) => formatDate(s.finished_at) },
      ],
      list.statuses,
      'No statuses.',
    ) +
    (descriptions.length > 0 ? `\n\n${untrusted('Descriptions', descriptions.join('\n'))}` : '') +
    `\n\n${paginationLine(list.pagination)}` +
    steps(list)
  );
}
