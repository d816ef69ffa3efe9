import { card, formatDate, nextStepsBlock, paginationLine, table, untrusted } from '@gitlab-mcp/action-kit';
import { framedLines, untrustedLongText } from './long-text.js';
import type {
  MilestoneIssueDto,
  MilestoneIssueListDto,
  MilestoneMergeRequestDto,
  MilestoneMergeRequestListDto,
  MilestoneDetailDto,
  MilestoneListDto,
} from './milestone-detail.dto.js';

const steps = (o: { next_steps?: string[] }): string => nextStepsBlock(o.next_steps ?? []);

/** A milestone's state, with "expired" when an active one is past its due date. */
function state(m: MilestoneDetailDto): string | undefined {
  if (m.state === 'active' && m.expired) return 'active (past due)';
  return m.state;
}

const names = (users: { username?: string }[] | undefined): string[] => (users ?? []).flatMap((u) => (u.username ? [`@${u.username}`] : []));

/** One milestone; `getAction` names the action that returns a long description whole. */
export function renderMilestone(m: MilestoneDetailDto, getAction: string, heading = 'Milestone'): string {
  const parts = [
    card(`${heading} ${m.iid ?? m.id}`, [
      ['IID', m.iid],
      ['ID', m.id],
      ['State', state(m)],
      ['Start date', m.start_date],
      ['Due date', m.due_date],
      ['Created', formatDate(m.created_at)],
      ['Updated', formatDate(m.updated_at)],
      ['Group milestone', typeof m.group_id === 'number' ? `group ${m.group_id}` : undefined],
      ['URL', m.web_url],
    ]),
  ];
  if (m.title) parts.push(`\n\n${untrusted('Title', m.title)}`);
  if (m.description) parts.push(`\n\n${untrustedLongText('Description', m.description, `${getAction} returns it whole in structuredContent.description`)}`);
  parts.push(steps(m));
  return parts.join('');
}

/** A page of milestones under `title` ("Milestones of project 42"). */
export function renderMilestoneList(list: MilestoneListDto, title: string): string {
  return (
    table(
      title,
      [
        { header: 'IID', value: (m: MilestoneDetailDto) => m.iid },
        { header: 'ID', value: (m) => m.id },
        { header: 'State', value: (m) => state(m) },
        { header: 'Start', value: (m) => m.start_date },
        { header: 'Due', value: (m) => m.due_date },
      ],
      list.milestones,
      'No milestones match.',
    ) +
    framedLines('Titles', list.milestones.map((m) => [String(m.iid ?? m.id), m.title])) +
    `\n\n${paginationLine(list.pagination)}` +
    steps(list)
  );
}

/** A page of a milestone's issues under `title`. */
export function renderMilestoneIssues(list: MilestoneIssueListDto, title: string): string {
  return (
    table(
      title,
      [
        { header: 'IID', value: (i: MilestoneIssueDto) => `#${i.iid}` },
        { header: 'State', value: (i) => i.state },
        { header: 'Assignees', value: (i) => names(i.assignees) },
        { header: 'Labels', value: (i) => i.labels ?? [] },
        { header: 'Due', value: (i) => i.due_date },
      ],
      list.issues,
      'The milestone has no issues.',
    ) +
    framedLines('Titles', list.issues.map((i) => [`#${i.iid}`, i.title])) +
    `\n\n${paginationLine(list.pagination)}` +
    steps(list)
  );
}

/** A page of a milestone's merge requests under `title`. */
export function renderMilestoneMergeRequests(list: MilestoneMergeRequestListDto, title: string): string {
  return (
    table(
      title,
      [
        { header: 'IID', value: (m: MilestoneMergeRequestDto) => `!${m.iid}` },
        { header: 'State', value: (m) => m.state },
        { header: 'Draft', value: (m) => m.draft },
        { header: 'Branches', value: (m) => (m.source_branch && m.target_branch ? `${m.source_branch} → ${m.target_branch}` : undefined) },
        { header: 'Author', value: (m) => (m.author?.username ? `@${m.author.username}` : undefined) },
        { header: 'Merged', value: (m) => formatDate(m.merged_at) },
      ],
      list.merge_requests,
      'The milestone has no merge requests.',
    ) +
    framedLines('Titles', list.merge_requests.map((m) => [`!${m.iid}`, m.title])) +
    `\n\n${paginationLine(list.pagination)}` +
    steps(list)
  );
}
