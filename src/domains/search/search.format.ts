import { formatDate, nextStepsBlock, paginationLine, table, untrusted, type Column } from '@gitlab-mcp/action-kit';
import type { UserBasicDto } from '../shared/user-basic.dto.js';
import type { MilestoneDto } from '../shared/milestone.dto.js';
import type {
  SearchBlobDto,
  SearchCommitDto,
  SearchIssueDto,
  SearchMergeRequestDto,
  SearchNoteDto,
  SearchProjectDto,
  SearchResultBaseDto,
  SearchSnippetDto,
} from './dto/search.dto.js';

/** Longest framed text (code matches, comments) in Markdown; structuredContent keeps all of it. */
const MAX_TEXT = 4000;
/** Longest single match or comment in the frame. */
const EXCERPT = 400;

const who = (u: UserBasicDto | undefined): string | undefined => (u ? (u.username ?? u.name ?? String(u.id)) : undefined);

function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  return `${text.slice(0, max)}\n… [trimmed: ${text.length - max} more characters; the full text is in structuredContent]`;
}

/** `Issues matching "login" in project 42`. */
export function searchTitle(noun: string, r: SearchResultBaseDto): string {
  const where = r.level === 'global' ? 'on the instance' : `in ${r.level} ${r.within ?? ''}`.trim();
  return `${noun} matching "${r.search}" ${where}`;
}

function footer(r: SearchResultBaseDto): string {
  return `\n\n${paginationLine(r.pagination)}${nextStepsBlock(r.next_steps ?? [])}`;
}

function render<T>(noun: string, r: SearchResultBaseDto & { results: T[] }, columns: ReadonlyArray<Column<T>>, framed?: (rows: T[]) => string): string {
  const frame = framed && r.results.length > 0 ? `\n\n${framed(r.results)}` : '';
  return table(searchTitle(noun, r), columns, r.results, `Nothing matches "${r.search}".`) + frame + footer(r);
}

export function renderBlobs(noun: string, r: SearchResultBaseDto & { results: SearchBlobDto[] }): string {
  return render(
    noun,
    r,
    [
      { header: 'File', value: (b: SearchBlobDto) => b.path ?? b.filename },
      { header: 'Line', value: (b) => b.startline },
      { header: 'Ref', value: (b) => b.ref },
      { header: 'Project ID', value: (b) => b.project_id },
    ],
    (rows) =>
      untrusted(
        'Matches',
        clip(rows.map((b) => `[${b.path ?? b.filename ?? '?'}:${b.startline ?? '?'}]\n${clip(b.data ?? '', EXCERPT)}`).join('\n\n'), MAX_TEXT),
      ),
  );
}

export function renderCommits(r: SearchResultBaseDto & { results: SearchCommitDto[] }): string {
  return render(
    'Commits',
    r,
    [
      { header: 'SHA', value: (c: SearchCommitDto) => c.short_id ?? c.id.slice(0, 8) },
      { header: 'Author', value: (c) => c.author_name },
      { header: 'Committed', value: (c) => formatDate(c.committed_date ?? c.created_at) },
    ],
    (rows) => untrusted('Commit titles', rows.map((c) => `${c.short_id ?? c.id.slice(0, 8)} ${c.title ?? ''}`).join('\n')),
  );
}

/** Titles GitLab users wrote, one per line after the reference that matches the table's first column. */
function titles<T>(rows: T[], ref: (row: T) => string, title: (row: T) => string | undefined): string {
  return untrusted('Titles', clip(rows.map((row) => `${ref(row)} ${title(row) ?? ''}`.trimEnd()).join('\n'), MAX_TEXT));
}

const issueRef = (i: SearchIssueDto): string => i.references?.full ?? `#${i.iid}`;
const mrRef = (m: SearchMergeRequestDto): string => m.references?.full ?? `!${m.iid}`;

export function renderIssues(r: SearchResultBaseDto & { results: SearchIssueDto[] }): string {
  return render(
    'Issues',
    r,
    [
      { header: 'Reference', value: (i: SearchIssueDto) => issueRef(i) },
      { header: 'State', value: (i) => i.state },
      { header: 'Labels', value: (i) => i.labels },
      { header: 'Author', value: (i) => who(i.author) },
      { header: 'Updated', value: (i) => formatDate(i.updated_at) },
    ],
    (rows) => titles(rows, issueRef, (i) => i.title),
  );
}

export function renderMergeRequests(r: SearchResultBaseDto & { results: SearchMergeRequestDto[] }): string {
  return render(
    'Merge requests',
    r,
    [
      { header: 'Reference', value: (m: SearchMergeRequestDto) => mrRef(m) },
      { header: 'State', value: (m) => m.state },
      { header: 'Branches', value: (m) => (m.source_branch ? `${m.source_branch} → ${m.target_branch ?? '?'}` : undefined) },
      { header: 'Author', value: (m) => who(m.author) },
      { header: 'Updated', value: (m) => formatDate(m.updated_at) },
    ],
    (rows) => titles(rows, mrRef, (m) => m.title),
  );
}

export function renderMilestones(r: SearchResultBaseDto & { results: MilestoneDto[] }): string {
  return render(
    'Milestones',
    r,
    [
      { header: 'ID', value: (m: MilestoneDto) => m.id },
      { header: 'State', value: (m) => m.state },
      { header: 'Due', value: (m) => m.due_date },
      { header: 'Project ID', value: (m) => m.project_id },
      { header: 'Group ID', value: (m) => m.group_id },
    ],
    (rows) => titles(rows, (m) => String(m.id), (m) => m.title),
  );
}

export function renderNotes(r: SearchResultBaseDto & { results: SearchNoteDto[] }): string {
  return render(
    'Comments',
    r,
    [
      { header: 'ID', value: (n: SearchNoteDto) => n.id },
      { header: 'On', value: (n) => (n.noteable_type ? `${n.noteable_type} ${n.noteable_iid ?? n.noteable_id ?? ''}`.trim() : undefined) },
      { header: 'Author', value: (n) => who(n.author) },
      { header: 'Created', value: (n) => formatDate(n.created_at) },
    ],
    (rows) => untrusted('Comments', clip(rows.map((n) => `[note ${n.id} by ${who(n.author) ?? 'unknown'}]\n${clip(n.body ?? '', EXCERPT)}`).join('\n\n'), MAX_TEXT)),
  );
}

export function renderProjects(r: SearchResultBaseDto & { results: SearchProjectDto[] }): string {
  return render('Projects', r, [
    { header: 'ID', value: (p: SearchProjectDto) => p.id },
    { header: 'Path', value: (p) => p.path_with_namespace },
    { header: 'Visibility', value: (p) => p.visibility },
    { header: 'Default branch', value: (p) => p.default_branch },
    { header: 'Stars', value: (p) => p.star_count },
    { header: 'Last activity', value: (p) => formatDate(p.last_activity_at) },
  ]);
}

export function renderSnippets(r: SearchResultBaseDto & { results: SearchSnippetDto[] }): string {
  return render(
    'Snippets',
    r,
    [
      { header: 'ID', value: (s: SearchSnippetDto) => s.id },
      { header: 'File', value: (s) => s.file_name },
      { header: 'Visibility', value: (s) => s.visibility },
      { header: 'Author', value: (s) => who(s.author) },
      { header: 'Updated', value: (s) => formatDate(s.updated_at) },
    ],
    (rows) => titles(rows, (s) => String(s.id), (s) => s.title),
  );
}

export function renderUsers(r: SearchResultBaseDto & { results: UserBasicDto[] }): string {
  return render('Users', r, [
    { header: 'ID', value: (u: UserBasicDto) => u.id },
    { header: 'Username', value: (u) => u.username },
    { header: 'Name', value: (u) => u.name },
    { header: 'State', value: (u) => u.state },
  ]);
}
