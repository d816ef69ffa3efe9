import { card, formatDate, paginationLine, table, untrusted } from '@gitlab-mcp/action-kit';
import type { MrDiffDto, MrDiffListDto, MrDiffVersionDto, MrDiffVersionListDto, MrRawDiffsDto } from './dto/mr-review.dto.js';
import { clip, steps } from './mr-review.format-helpers.js';

function change(d: MrDiffDto): string {
  if (d.new_file) return 'added';
  if (d.deleted_file) return 'deleted';
  if (d.renamed_file) return `renamed from ${d.old_path ?? '?'}`;
  return 'modified';
}

/** Lines added and removed, counted from the hunk text. */
export function lineCounts(diff: string | undefined): string {
  let added = 0;
  let removed = 0;
  for (const line of (diff ?? '').split('\n')) {
    if (line.startsWith('+') && !line.startsWith('+++')) added++;
    else if (line.startsWith('-') && !line.startsWith('---')) removed++;
  }
  return `+${added} −${removed}`;
}

function diffTable(title: string, diffs: readonly MrDiffDto[]): string {
  return table(
    title,
    [
      { header: 'File', value: (d: MrDiffDto) => d.new_path ?? d.old_path },
      { header: 'Change', value: (d) => change(d) },
      { header: 'Lines', value: (d) => (d.too_large ? 'too large' : lineCounts(d.diff)) },
    ],
    diffs,
    'No changed files.',
  );
}

function diffText(diffs: readonly MrDiffDto[]): string {
  const text = diffs.map((d) => `--- ${d.old_path ?? ''}\n+++ ${d.new_path ?? ''}\n${d.diff ?? ''}`).join('\n');
  return diffs.length > 0 ? `\n\n${untrusted('Diff', clip(text))}` : '';
}

export function renderDiffList(list: MrDiffListDto, project: string, iid: number): string {
  return diffTable(`Changes of !${iid} in project ${project}`, list.diffs) + diffText(list.diffs) + `\n\n${paginationLine(list.pagination)}` + steps(list);
}

export function renderDiffVersionList(list: MrDiffVersionListDto, project: string, iid: number): string {
  return (
    table(
      `Diff versions of !${iid} in project ${project}`,
      [
        { header: 'Version ID', value: (v: MrDiffVersionDto) => v.id },
        { header: 'Head', value: (v) => v.head_commit_sha?.slice(0, 8) },
        { header: 'Base', value: (v) => v.base_commit_sha?.slice(0, 8) },
        { header: 'Start', value: (v) => v.start_commit_sha?.slice(0, 8) },
        { header: 'State', value: (v) => v.state },
        { header: 'Files', value: (v) => v.real_size },
        { header: 'Created', value: (v) => formatDate(v.created_at) },
      ],
      list.versions,
      'No diff versions.',
    ) +
    `\n\n${paginationLine(list.pagination)}` +
    steps(list)
  );
}

export function renderDiffVersion(v: MrDiffVersionDto): string {
  const commits = v.commits ?? [];
  return (
    card(`Diff version ${v.id}`, [
      ['Head commit', v.head_commit_sha],
      ['Base commit', v.base_commit_sha],
      ['Start commit', v.start_commit_sha],
      ['State', v.state],
      ['Files', v.real_size],
      ['Commits', commits.length],
      ['Created', formatDate(v.created_at)],
    ]) +
    (commits.length > 0
      ? `\n\n${table(
          'Commits',
          [
            { header: 'SHA', value: (c: (typeof commits)[number]) => c.short_id ?? c.id.slice(0, 8) },
            { header: 'Author', value: (c) => c.author_name },
            { header: 'Committed', value: (c) => formatDate(c.committed_date) },
          ],
          commits,
        )}\n\n${untrusted('Commit titles', commits.map((c) => `${c.short_id ?? c.id.slice(0, 8)} ${c.title ?? ''}`).join('\n'))}`
      : '') +
    `\n\n${diffTable('Changed files', v.diffs ?? [])}` +
    diffText(v.diffs ?? []) +
    steps(v)
  );
}

export function renderRawDiffs(r: MrRawDiffsDto): string {
  return (
    card(`Raw diff of !${r.merge_request_iid} in project ${r.project_id}`, [
      ['Files changed', r.files_changed],
      ['Size', `${r.size} characters`],
    ]) +
    `\n\n${untrusted('Diff', clip(r.diff))}` +
    steps(r)
  );
}
