import { card, formatDate, nextStepsBlock, paginationLine, table, untrusted } from '@gitlab-mcp/action-kit';
import { MAX_CONTENT_CHARS } from '../shared/file-content.js';
import type { CommitDto } from '../shared/commit.dto.js';
import type { UserBasicDto } from '../shared/user-basic.dto.js';
import type {
  CommitChangeDto,
  CommitCommentListDto,
  CommitDetailDto,
  CommitDiffListDto,
  CommitListDto,
  CommitMergeRequestListDto,
  CommitNoteDto,
  CommitRefListDto,
  CommitSignatureDto,
  CommitStatusDto,
  CommitStatusListDto,
  DiffDto,
  DiscussionDto,
  DiscussionListDto,
  DiscussionNoteDto,
  NoteDeletionDto,
} from './dto/commit.dto.js';
import type { FileBlameDto, FileCommitDto, FileDeletionDto, FileDto, FileMetadataDto, RawFileDto, SubmoduleFileDto } from './dto/file.dto.js';
import type {
  ArchiveDto,
  BlobDto,
  ChangelogCommitDto,
  ChangelogNotesDto,
  CompareDto,
  ContributorListDto,
  MarkdownHtmlDto,
  MergeBaseDto,
  SubmoduleListDto,
  TreeListDto,
} from './dto/repository.dto.js';

const steps = (o: { next_steps?: string[] }): string => nextStepsBlock(o.next_steps ?? []);
const who = (u: UserBasicDto | undefined): string | undefined => (u ? (u.username ?? u.name ?? String(u.id)) : undefined);
const short = (sha: string | undefined): string | undefined => (sha ? sha.slice(0, 8) : undefined);
const BOUND_KB = Math.round(MAX_CONTENT_CHARS / 1024);
const block = (s: string): string => (s === '' ? '' : `\n\n${s}`);

export function renderFileCreated(f: FileCommitDto, project: string): string {
  return card(`File ${f.file_path} created`, [['Project', project], ['Branch', f.branch], ['Path', f.file_path]]) + nextStepsBlock(f.next_steps ?? []);
}

export function renderFileUpdated(f: FileCommitDto, project: string): string {
  return card(`File ${f.file_path} updated`, [['Project', project], ['Branch', f.branch], ['Path', f.file_path]]) + steps(f);
}

export function renderFileDeleted(f: FileDeletionDto): string {
  return card(`File ${f.file_path} deleted`, [['Project', f.project_id], ['Branch', f.branch], ['Result', f.message]]) + steps(f);
}

function metadataRows(f: FileMetadataDto): Array<readonly [string, string | number | boolean | undefined]> {
  return [
    ['Path', f.file_path],
    ['Ref', f.ref],
    ['Size', f.size === undefined ? undefined : `${f.size} bytes`],
    ['Blob', f.blob_id],
    ['Commit', f.commit_id],
    ['Last commit', f.last_commit_id],
    ['SHA-256', f.content_sha256],
    ['Executable', f.execute_filemode],
  ];
}

/** The content block of a file or blob: the text framed as untrusted, or why it is not shown. */
function contentBlock(
  c: { content?: string; binary: boolean; content_type?: string; truncated: boolean; total_lines?: number; shown_lines?: number; size?: number },
  more: string,
): string {
  if (c.binary) {
    return `_Binary content (${c.content_type ?? 'application/octet-stream'}${c.size === undefined ? '' : `, ${c.size} bytes`}): not shown._`;
  }
  const frame = untrusted('File content', c.content);
  if (!c.truncated) return frame;
  return `${frame}\n\n✂️ _Content truncated at ${BOUND_KB} KiB: lines 1–${c.shown_lines ?? 0} of ${c.total_lines ?? '?'} shown. ${more}_`;
}

export function renderFile(f: FileDto): string {
  const more = f.next_start_line === undefined ? '' : `Read on with repository.file_raw (file_path, ref, start_line: ${f.next_start_line}).`;
  return card(`File ${f.file_path}`, metadataRows(f)) + `\n\n${contentBlock(f, more)}` + steps(f);
}

export function renderSubmoduleFile(f: SubmoduleFileDto): string {
  const more = `Read on with repository.file_raw (project_id: ${f.resolved_project}, file_path, ref: ${f.commit_sha}, start_line: ${f.next_start_line ?? ''}).`;
  return (
    card(`File ${f.file_path} of submodule ${f.submodule_path}`, [['Submodule project', f.resolved_project], ['Submodule commit', f.commit_sha], ...metadataRows(f)]) +
    `\n\n${contentBlock(f, more)}` +
    steps(f)
  );
}

export function renderFileMetadata(f: FileMetadataDto): string {
  return card(`File ${f.file_path} (metadata)`, metadataRows(f)) + steps(f);
}

export function renderRawFile(f: RawFileDto): string {
  const range = f.end_line === undefined ? `from line ${f.start_line}` : `lines ${f.start_line}–${f.end_line}`;
  let body: string;
  if (f.binary) body = `_Binary content (${f.content_type ?? 'application/octet-stream'}${f.size === undefined ? '' : `, ${f.size} bytes`}): not shown._`;
  else {
    body = untrusted('File content', f.content);
    if (f.next_start_line !== undefined) {
      const why = f.truncated ? `Content truncated at ${BOUND_KB} KiB` : 'More lines follow';
      body += `\n\n✂️ _${why}. Read on with repository.file_raw start_line: ${f.next_start_line}._`;
    }
  }
  const lines: Array<readonly [string, string]> = f.binary ? [] : [['Lines', `${range} of ${f.total_lines ?? 0}`]];
  return card(`Raw file ${f.file_path}`, [...metadataRows(f), ...lines]) + `\n\n${body}` + steps(f);
}

export function renderBlob(b: BlobDto, heading: string): string {
  const more = 'GitLab has no line range for blobs: read the file with repository.file_raw (start_line) at a ref instead.';
  return card(heading, [['SHA', b.sha], ['Size', b.size === undefined ? undefined : `${b.size} bytes`]]) + `\n\n${contentBlock(b, more)}` + steps(b);
}

export function renderBlame(b: FileBlameDto): string {
  const rows = table(
    `Blame of ${b.file_path} at ${b.ref}`,
    [
      { header: 'Commit', value: (r: FileBlameDto['ranges'][number]) => short(r.commit?.id) },
      { header: 'Author', value: (r) => r.commit?.author_name },
      { header: 'Date', value: (r) => formatDate(r.commit?.authored_date) },
      { header: 'Lines', value: (r) => r.lines.length },
    ],
    b.ranges,
    'No lines.',
  );
  const annotated = b.ranges.flatMap((r) => r.lines.map((l) => `${short(r.commit?.id) ?? '—'} | ${l}`)).join('\n');
  const messages = b.ranges
    .filter((r, i, all) => r.commit?.id && all.findIndex((x) => x.commit?.id === r.commit?.id) === i)
    .map((r) => `${short(r.commit?.id)}: ${r.commit?.message ?? ''}`)
    .join('\n');
  const cut = b.truncated ? `\n\n✂️ _Blame truncated at ${BOUND_KB} KiB; blame the rest with range.start: ${b.next_start_line ?? '?'}._` : '';
  return rows + `\n\n${untrusted('Blamed lines', annotated)}` + `\n\n${untrusted('Commit messages', messages)}` + cut + steps(b);
}

const commitTitles = (commits: readonly CommitDto[]): string => commits.map((c) => `${short(c.id)}: ${c.title ?? ''}`).join('\n');

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

function diffText(d: DiffDto): string {
  const header = `diff --git a/${d.old_path ?? ''} b/${d.new_path ?? ''}`;
  if (d.too_large) return `${header}\n(too large: GitLab left the diff out)`;
  if (d.diff === undefined || d.diff === '') return `${header}\n(no text diff${d.collapsed ? ': collapsed by GitLab' : ''}${d.diff_truncated ? ': left out by the content bound' : ''})`;
  return `${header}\n${d.diff}${d.diff_truncated ? '\n(cut by the content bound)' : ''}`;
}

function diffTable(title: string, diffs: readonly DiffDto[]): string {
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

export function renderCommitDiff(list: CommitDiffListDto): string {
  const cut = list.truncated ? `\n\n✂️ _Diffs truncated at ${BOUND_KB} KiB: use a smaller per_page and page through, or read a whole file with repository.file_raw._` : '';
  const frame = list.diffs.length > 0 ? `\n\n${untrusted('Diff', list.diffs.map(diffText).join('\n'))}` : '';
  return diffTable(`Diff of commit ${short(list.commit_sha)} in project ${list.project_id}`, list.diffs) + frame + cut + `\n\n${paginationLine(list.pagination)}` + steps(list);
}

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

export function renderCommitComment(n: CommitNoteDto, sha: string): string {
  return (
    card(`Comment on commit ${short(sha)}`, [['Author', who(n.author)], ['Path', n.path], ['Line', n.line], ['Side', n.line_type], ['Created', formatDate(n.created_at)]]) +
    `\n\n${untrusted('Comment', n.note)}` +
    steps(n)
  );
}

export function renderCommitComments(list: CommitCommentListDto, sha: string): string {
  const heading = `Comments on commit ${short(sha)}`;
  if (list.comments.length === 0) return `## ${heading}\n\nNo comments.\n\n${paginationLine(list.pagination)}` + steps(list);
  const parts = list.comments.map((n, i) => {
    const where = n.path ? ` on ${n.path}${n.line ? `:${n.line}` : ''}` : '';
    return `### ${i + 1}. ${who(n.author) ?? 'unknown'}${where}, ${formatDate(n.created_at)}\n\n${untrusted('Comment', n.note)}`;
  });
  return `## ${heading}\n\n${parts.join('\n\n')}\n\n${paginationLine(list.pagination)}` + steps(list);
}

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

function notesBlock(d: DiscussionDto): string {
  return d.notes
    .map((n) => `**Note ${n.id}** by ${who(n.author) ?? 'unknown'}, ${formatDate(n.created_at)}${n.resolved ? ' (resolved)' : ''}\n\n${untrusted('Note', n.body)}`)
    .join('\n\n');
}

export function renderDiscussion(d: DiscussionDto, sha: string): string {
  return `## Discussion ${d.id} on commit ${short(sha)}\n\n- **Notes**: ${d.notes.length}\n- **Single note**: ${d.individual_note === undefined ? '—' : d.individual_note ? 'yes' : 'no'}${block(notesBlock(d))}` + steps(d);
}

export function renderDiscussions(list: DiscussionListDto, sha: string): string {
  const heading = `## Discussions on commit ${short(sha)}`;
  if (list.discussions.length === 0) return `${heading}\n\nNo discussions.\n\n${paginationLine(list.pagination)}` + steps(list);
  const parts = list.discussions.map((d) => `### Discussion ${d.id} (${d.notes.length} notes)${block(notesBlock(d))}`);
  return `${heading}\n\n${parts.join('\n\n')}\n\n${paginationLine(list.pagination)}` + steps(list);
}

export function renderDiscussionNote(n: DiscussionNoteDto, verb: string): string {
  return card(`Note ${n.id} ${verb}`, [['Author', who(n.author)], ['Resolved', n.resolved], ['Created', formatDate(n.created_at)], ['Updated', formatDate(n.updated_at)]]) + `\n\n${untrusted('Note', n.body)}` + steps(n);
}

export function renderNoteDeletion(r: NoteDeletionDto): string {
  return card(`Note ${r.note_id} deleted`, [['Project', r.project_id], ['Commit', r.commit_sha], ['Discussion', r.discussion_id], ['Result', r.message]]) + steps(r);
}

export function renderTree(list: TreeListDto, project: string, path: string | undefined, ref: string | undefined): string {
  return (
    table(
      `Tree of ${path ? `${path} in ` : ''}project ${project}${ref ? ` at ${ref}` : ''}`,
      [
        { header: 'Type', value: (e: TreeListDto['tree'][number]) => e.type },
        { header: 'Path', value: (e) => e.path },
        { header: 'Mode', value: (e) => e.mode },
        { header: 'SHA', value: (e) => short(e.id) },
      ],
      list.tree,
      'Empty directory.',
    ) +
    `\n\n${paginationLine(list.pagination)}` +
    steps(list)
  );
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

export function renderArchive(a: ArchiveDto): string {
  return (
    card(`Archive of project ${a.project_id}`, [['Ref', a.sha ?? 'default branch'], ['Format', a.format], ['Path', a.path], ['Content type', a.content_type], ['Download URL', a.download_url]]) +
    `\n\n${a.note}` +
    steps(a)
  );
}

export function renderChangelogNotes(c: ChangelogNotesDto): string {
  const cut = c.truncated ? `\n\n✂️ _Notes truncated at ${BOUND_KB} KiB: narrow the range with from/to._` : '';
  return card(`Changelog for ${c.version}`, [['Project', c.project_id]]) + `\n\n${untrusted('Changelog notes', c.notes)}` + cut + steps(c);
}

export function renderChangelogCommit(c: ChangelogCommitDto): string {
  return card(`Changelog for ${c.version} committed`, [['Project', c.project_id], ['Branch', c.branch ?? 'default branch'], ['File', c.file ?? 'CHANGELOG.md'], ['Result', c.message]]) + steps(c);
}

export function renderMarkdownHtml(m: MarkdownHtmlDto): string {
  const cut = m.truncated ? `\n\n✂️ _HTML truncated at ${BOUND_KB} KiB._` : '';
  return `## Rendered Markdown\n\n${untrusted('HTML', m.html)}` + cut + steps(m);
}

export function renderSubmodules(list: SubmoduleListDto): string {
  return (
    table(
      `Submodules of project ${list.project_id} at ${list.ref}`,
      [
        { header: 'Name', value: (s: SubmoduleListDto['submodules'][number]) => s.name },
        { header: 'Path', value: (s) => s.path },
        { header: 'Project', value: (s) => s.resolved_project },
        { header: 'Pinned commit', value: (s) => short(s.commit_sha) },
        { header: 'URL', value: (s) => s.url },
      ],
      list.submodules,
      'No submodules: GitLab found no .gitmodules at this ref (a wrong project_id or ref answers the same way).',
    ) + steps(list)
  );
}
