import { table } from '@gitlab-mcp/action-kit';
import type { DiffDto } from './dto/commit.dto.js';

export function diffText(d: DiffDto): string {
  const header = `diff --git a/${d.old_path ?? ''} b/${d.new_path ?? ''}`;
  if (d.too_large) return `${header}\n(too large: GitLab left the diff out)`;
  if (d.diff === undefined || d.diff === '') return `${header}\n(no text diff${d.collapsed ? ': collapsed by GitLab' : ''}${d.diff_truncated ? ': left out by the content bound' : ''})`;
  return `${header}\n${d.diff}${d.diff_truncated ? '\n(cut by the content bound)' : ''}`;
}

export function diffTable(title: string, diffs: readonly DiffDto[]): string {
  return table(
    title,
    [
      { header: 'File', value: (d: DiffDto) => d.new_path ?? d.old_path },
      { header: 'Change', value: (d) => (d.new_file ? 'added' : d.deleted_file ? 'deleted' : d.renamed_file ? `renamed from ${d.old_path ?? '?'}` : 'modified') },
      { header: 'Shown', value: (d) => (d.too_large ? 'too large' : d.diff_truncated ? 'truncated' : 'yes') },
    ],
    diffs,
    'No file changes.',
  );
}
