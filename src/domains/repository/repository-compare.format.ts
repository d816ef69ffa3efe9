import { card, formatDate, paginationLine, table, untrusted } from '@gitlab-mcp/action-kit';
import type { CommitDto } from '../shared/commit.dto.js';
import type { CompareDto, ContributorListDto, MergeBaseDto } from './dto/repository.dto.js';
import { commitTitles } from './repository-commits.format.js';
import { diffTable, diffText } from './repository-diffs.format.js';
import { BOUND_KB, short, steps } from './repository.format-helpers.js';

export function renderCompare(c: CompareDto): string {
  const head = card(`Comparison ${c.from}...${c.to}`, [
    ['Commits', c.commits.length],
    ['Files changed', c.diffs.length],
    ['Same ref', c.compare_same_ref],
    ['Timed out', c.compare_timeout],
    ['URL', c.web_url],
  ]);
  const commits = table(
    'Commits',
    [
      { header: 'Commit', value: (x: CommitDto) => short(x.id) },
      { header: 'Author', value: (x) => x.author_name },
      { header: 'Committed', value: (x) => formatDate(x.committed_date ?? x.created_at) },
    ],
    c.commits,
    'No commits between the refs.',
  );
  const titles = c.commits.length > 0 ? `\n\n${untrusted('Commit titles', commitTitles(c.commits))}` : '';
  const frame = c.diffs.length > 0 ? `\n\n${untrusted('Diff', c.diffs.map(diffText).join('\n'))}` : '';
  const cut = c.truncated ? `\n\n✂️ _Diffs truncated at ${BOUND_KB} KiB: read one commit's diff with repository.commit_diff (paginated) or a whole file with repository.file_raw at ${c.to}._` : '';
  return head + `\n\n${commits}` + titles + `\n\n${diffTable('Changed files', c.diffs)}` + frame + cut + steps(c);
}

export function renderContributors(list: ContributorListDto, project: string): string {
  return (
    table(
      `Contributors of project ${project}`,
      [
        { header: 'Name', value: (c: ContributorListDto['contributors'][number]) => c.name },
        { header: 'Email', value: (c) => c.email },
        { header: 'Commits', value: (c) => c.commits },
        { header: 'Additions', value: (c) => c.additions },
        { header: 'Deletions', value: (c) => c.deletions },
      ],
      list.contributors,
      'No contributors.',
    ) +
    `\n\n${paginationLine(list.pagination)}` +
    steps(list)
  );
}

export function renderMergeBase(c: MergeBaseDto, refs: readonly string[]): string {
  return (
    card(`Merge base of ${refs.join(', ')}`, [['SHA', c.id], ['Author', c.author_name], ['Committed', formatDate(c.committed_date)], ['URL', c.web_url]]) +
    `\n\n${untrusted('Commit message', c.message ?? c.title)}` +
    steps(c)
  );
}
