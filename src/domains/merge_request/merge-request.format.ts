import { card, formatDate, paginationLine, table, type CellValue } from '@gitlab-mcp/action-kit';
import type { CommitDto } from '../shared/commit.dto.js';
import type { UserBasicDto } from '../shared/user-basic.dto.js';
import type { MergeRequestBasicDto } from '../shared/merge-request-basic.dto.js';
import { branches } from '../shared/merge-request-list.format.js';
import type { PipelineBasicDto } from '../shared/ci-pipeline.dto.js';
import type { MergeRequestDto, MergeRequestOutcomeDto } from './dto/merge-request.dto.js';
import type {
  MrCommitListDto,
  MrIssueDto,
  MrIssueListDto,
  MrPipelineListDto,
  MrReviewerDto,
  MrReviewerListDto,
  MrUserListDto,
} from './dto/merge-request-related.dto.js';
import { milestoneRef, steps, users, who } from '../shared/merge-request.format-helpers.js';
import { commitMessages, framedBody, framedLines, framedValue } from '../shared/merge-request.framing.js';

export const ref = (mr: MergeRequestBasicDto): string => mr.references?.full ?? `!${mr.iid}`;

const pipelineLine = (p: PipelineBasicDto | undefined): string | undefined => (p ? `#${p.id} ${p.status ?? ''}`.trim() : undefined);

/** Card rows shown only when GitLab sent a value (asked-for extras and after-the-fact fields). */
const WHEN_SET = new Set(['Rebase in progress', 'Commits behind target', 'Merge error', 'Merge commit', 'Merged', 'Closed', 'Head pipeline', 'You can merge', 'Changed files']);

export function renderMergeRequest(mr: MergeRequestDto, heading = 'Merge request'): string {
  const rows: [string, CellValue][] = [
    ['IID', mr.iid],
    ['ID', mr.id],
    ['State', mr.state],
    ['Draft', mr.draft],
    ['Branches', branches(mr)],
    ['Detailed merge status', mr.detailed_merge_status],
    ['Merge status', mr.merge_status],
    ['Has conflicts', mr.has_conflicts],
    ['Blocking threads resolved', mr.blocking_discussions_resolved],
    ['Head pipeline', pipelineLine(mr.head_pipeline ?? mr.pipeline)],
    ['You can merge', mr.user?.can_merge],
    ['Auto-merge', mr.merge_when_pipeline_succeeds],
    ['Rebase in progress', mr.rebase_in_progress],
    ['Commits behind target', mr.diverged_commits_count],
    ['Merge error', mr.merge_error],
    ['Author', who(mr.author)],
    ['Assignees', users(mr.assignees)],
    ['Reviewers', users(mr.reviewers)],
    ['Labels', mr.labels],
    ['Milestone', milestoneRef(mr.milestone)],
    ['Changed files', mr.changes_count],
    ['Squash on merge', mr.squash],
    ['Delete source branch', mr.force_remove_source_branch ?? mr.should_remove_source_branch],
    ['SHA', mr.sha],
    ['Merge commit', mr.merge_commit_sha ?? mr.squash_commit_sha],
    ['Merged', mr.merged_at ? `${formatDate(mr.merged_at)}${mr.merge_user ?? mr.merged_by ? ` by ${who(mr.merge_user ?? mr.merged_by)}` : ''}` : undefined],
    ['Closed', mr.closed_at ? `${formatDate(mr.closed_at)}${mr.closed_by ? ` by ${who(mr.closed_by)}` : ''}` : undefined],
    ['Comments', mr.user_notes_count],
    ['Created', formatDate(mr.created_at)],
    ['Updated', formatDate(mr.updated_at)],
    ['URL', mr.web_url],
  ];
  const shown = rows.filter(([label, value]) => !WHEN_SET.has(label) || (value !== undefined && value !== null));
  return [
    card(`${heading} ${ref(mr)}`, shown),
    framedValue('Title', mr.title),
    framedValue('Milestone title', mr.milestone?.title),
    `\n\n${framedBody('Description', mr.description, `read it whole in structuredContent.description${mr.web_url ? ` or at ${mr.web_url}` : ''}`)}`,
    steps(mr),
  ].join('');
}

export function renderOutcome(o: MergeRequestOutcomeDto, title: string): string {
  return (
    card(title, [
      ['Project', o.project_id],
      ['Group', o.group_id],
      ['Merge request', o.merge_request_iid === undefined ? undefined : `!${o.merge_request_iid}`],
      ['Result', o.message],
    ]) + steps(o)
  );
}

// ---------------------------------------------------------------------------------------------
// Commits, pipelines, people, issues
// ---------------------------------------------------------------------------------------------

export const commitColumns = [
  { header: 'SHA', value: (c: CommitDto) => c.short_id ?? c.id.slice(0, 8) },
  { header: 'Author', value: (c: CommitDto) => c.author_name },
  { header: 'Authored', value: (c: CommitDto) => formatDate(c.authored_date ?? c.created_at) },
];

export function renderCommits(list: MrCommitListDto, title: string): string {
  const body = list.commits.length > 0 ? `\n\n${commitMessages(list.commits)}` : '';
  return table(title, commitColumns, list.commits, 'No commits.') + body + `\n\n${paginationLine(list.pagination)}` + steps(list);
}

export function renderPipelines(list: MrPipelineListDto, title: string): string {
  return (
    table(
      title,
      [
        { header: 'ID', value: (p: PipelineBasicDto) => p.id },
        { header: 'Status', value: (p) => p.status },
        { header: 'Source', value: (p) => p.source },
        { header: 'Ref', value: (p) => p.ref },
        { header: 'SHA', value: (p) => p.sha?.slice(0, 8) },
        { header: 'Created', value: (p) => formatDate(p.created_at) },
      ],
      list.pipelines,
      'No pipelines for this merge request.',
    ) +
    `\n\n${paginationLine(list.pagination)}` +
    steps(list)
  );
}

export function renderUsers(list: MrUserListDto, title: string): string {
  return (
    table(
      title,
      [
        { header: 'Username', value: (u: UserBasicDto) => u.username },
        { header: 'Name', value: (u) => u.name },
        { header: 'ID', value: (u) => u.id },
        { header: 'State', value: (u) => u.state },
      ],
      list.users,
      'No users.',
    ) +
    `\n\n${paginationLine(list.pagination)}` +
    steps(list)
  );
}

export function renderReviewers(list: MrReviewerListDto, title: string): string {
  return (
    table(
      title,
      [
        { header: 'Reviewer', value: (r: MrReviewerDto) => who(r.user) },
        { header: 'Review state', value: (r) => r.state },
        { header: 'Requested', value: (r) => formatDate(r.created_at) },
      ],
      list.reviewers,
      'No reviewers assigned.',
    ) +
    `\n\n${paginationLine(list.pagination)}` +
    steps(list)
  );
}

export function renderIssues(list: MrIssueListDto, title: string, empty: string): string {
  return (
    table(
      title,
      [
        { header: 'Issue', value: (i: MrIssueDto) => i.references?.full ?? (i.iid === undefined ? undefined : `#${i.iid}`) },
        { header: 'State', value: (i) => i.state },
        { header: 'Author', value: (i) => who(i.author) },
        { header: 'Labels', value: (i) => i.labels },
      ],
      list.issues,
      empty,
    ) +
    framedLines('Titles', list.issues.map((i) => [i.references?.full ?? `#${i.iid ?? i.id ?? '?'}`, i.title])) +
    `\n\n${paginationLine(list.pagination)}` +
    steps(list)
  );
}
