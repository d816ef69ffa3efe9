import { card, formatDate, paginationLine, table, untrusted } from '@gitlab-mcp/action-kit';
import type { CommitDto } from '../shared/commit.dto.js';
import type {
  CommitChangeDto,
  CommitDetailDto,
  CommitDiffListDto,
  CommitListDto,
  CommitMergeRequestListDto,
  CommitRefListDto,
  CommitSignatureDto,
} from './dto/commit.dto.js';
import { diffTable, diffText } from './repository-diffs.format.js';
import { BOUND_KB, short, steps, who } from './repository.format-helpers.js';

export const commitTitles = (commits: readonly CommitDto[]): string => commits.map((c) => `${short(c.id)}: ${c.title ?? ''}`).join('\n');

export function renderCommitList(list: CommitListDto, heading: string): string {
  const stats = list.commits.some((c) => c.stats);
  const columns = [
    { header: 'Commit', value: (c: CommitDetailDto) => short(c.id) },
    { header: 'Author', value: (c: CommitDetailDto) => c.author_name },
    { header: 'Committed', value: (c: CommitDetailDto) => formatDate(c.committed_date ?? c.created_at) },
    ...(stats ? [{ header: '+/-', value: (c: CommitDetailDto) => (c.stats ? `+${c.stats.additions ?? 0}/-${c.stats.deletions ?? 0}` : undefined) }] : []),
  ];
  const titles = list.commits.length > 0 ? `\n\n${untrusted('Commit titles', commitTitles(list.commits))}` : '';
  return table(heading, columns, list.commits, 'No commits match.') + titles + `\n\n${paginationLine(list.pagination)}` + steps(list);
}

export function renderCommit(c: CommitDetailDto, heading = 'Commit'): string {
  return (
    card(`${heading} ${short(c.id)}`, [
      ['SHA', c.id],
      ['Author', c.author_name ? `${c.author_name}${c.author_email ? ` <${c.author_email}>` : ''}` : undefined],
      ['Authored', formatDate(c.authored_date)],
      ['Committer', c.committer_name],
      ['Committed', formatDate(c.committed_date)],
      ['Parents', (c.parent_ids ?? []).map((p) => p.slice(0, 8))],
      ['Changes', c.stats ? `+${c.stats.additions ?? 0} -${c.stats.deletions ?? 0}` : undefined],
      ['Pipeline', c.last_pipeline ? `#${c.last_pipeline.id ?? '?'} ${c.last_pipeline.status ?? ''}`.trim() : undefined],
      ['Status', c.status],
      ['URL', c.web_url],
    ]) +
    `\n\n${untrusted('Commit message', c.message ?? c.title)}` +
    steps(c)
  );
}

export function renderCommitChange(c: CommitChangeDto, what: string, branch: string): string {
  if (c.dry_run !== undefined) return card(`${what} dry run onto ${branch}`, [['Result', c.dry_run], ['Committed', false]]) + steps(c);
  return (
    card(`${what} onto ${branch}: ${short(c.id)}`, [['SHA', c.id], ['Author', c.author_name], ['Committed', formatDate(c.committed_date)], ['URL', c.web_url]]) +
    `\n\n${untrusted('Commit message', c.message ?? c.title)}` +
    steps(c)
  );
}

export function renderCommitDiff(list: CommitDiffListDto): string {
  const cut = list.truncated ? `\n\n✂️ _Diffs truncated at ${BOUND_KB} KiB: use a smaller per_page and page through, or read a whole file with repository.file_raw._` : '';
  const frame = list.diffs.length > 0 ? `\n\n${untrusted('Diff', list.diffs.map(diffText).join('\n'))}` : '';
  return diffTable(`Diff of commit ${short(list.commit_sha)} in project ${list.project_id}`, list.diffs) + frame + cut + `\n\n${paginationLine(list.pagination)}` + steps(list);
}

export function renderCommitRefs(list: CommitRefListDto, sha: string): string {
  return (
    table(
      `Refs containing commit ${short(sha)}`,
      [
        { header: 'Type', value: (r: CommitRefListDto['refs'][number]) => r.type },
        { header: 'Name', value: (r) => r.name },
      ],
      list.refs,
      'No branch or tag contains the commit.',
    ) +
    `\n\n${paginationLine(list.pagination)}` +
    steps(list)
  );
}

export function renderSignature(s: CommitSignatureDto): string {
  return (
    card(`Signature of commit ${short(s.commit_sha)}`, [
      ['Type', s.signature_type],
      ['Verification', s.verification_status],
      ['GPG key', s.gpg_key_primary_keyid],
      ['Signer', s.gpg_key_user_name ? `${s.gpg_key_user_name}${s.gpg_key_user_email ? ` <${s.gpg_key_user_email}>` : ''}` : undefined],
      ['Source', s.commit_source],
    ]) + steps(s)
  );
}

export function renderCommitMergeRequests(list: CommitMergeRequestListDto, sha: string): string {
  const titles = list.merge_requests.map((m) => `!${m.iid ?? m.id}: ${m.title ?? ''}`).join('\n');
  return (
    table(
      `Merge requests with commit ${short(sha)}`,
      [
        { header: 'IID', value: (m: CommitMergeRequestListDto['merge_requests'][number]) => m.iid },
        { header: 'State', value: (m) => m.state },
        { header: 'Source', value: (m) => m.source_branch },
        { header: 'Target', value: (m) => m.target_branch },
        { header: 'Author', value: (m) => who(m.author) },
        { header: 'Updated', value: (m) => formatDate(m.updated_at) },
      ],
      list.merge_requests,
      'No merge request contains the commit.',
    ) +
    (list.merge_requests.length > 0 ? `\n\n${untrusted('Merge request titles', titles)}` : '') +
    `\n\n${paginationLine(list.pagination)}` +
    steps(list)
  );
}
