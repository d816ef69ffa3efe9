import { card, formatDate, paginationLine, table, untrusted } from '@gitlab-mcp/action-kit';
import { framedBlock, untrustedLongText } from '../shared/long-text.js';
import type { IssueChangeDto, IssueDto, IssueListDto, IssuePageListDto } from './dto/issue.dto.js';
import { milestoneRef, steps, titles, who } from './issue.format-helpers.js';

/** An issue as a card of GitLab's own values; its title, milestone title and description framed as user content. */
export function renderIssue(i: IssueDto, heading = 'Issue'): string {
  return [
    card(`${heading} ${i.references?.full ?? `#${i.iid}`}`, [
      ['IID', i.iid],
      ['ID', i.id],
      ['Type', i.issue_type],
      ['State', i.state],
      ['Confidential', i.confidential],
      ['Labels', i.labels],
      ['Milestone', milestoneRef(i.milestone)],
      ['Assignees', (i.assignees ?? []).map((a) => who(a) ?? '')],
      ['Author', who(i.author)],
      ['Due date', i.due_date],
      ['Weight', i.weight],
      ['Comments', i.user_notes_count],
      ['Upvotes', i.upvotes],
      ['Created', formatDate(i.created_at)],
      ['Updated', formatDate(i.updated_at)],
      ['Closed', i.closed_at ? `${formatDate(i.closed_at)}${i.closed_by ? ` by ${who(i.closed_by)}` : ''}` : undefined],
      ['URL', i.web_url],
    ]),
    `\n\n${untrusted('Title', i.title)}`,
    framedBlock('Milestone title', i.milestone?.title, 'structuredContent.milestone.title has it whole'),
    `\n\n${untrusted('Description', i.description)}`,
    steps(i),
  ].join('');
}

export function renderIssueList(list: IssueListDto, project: string): string {
  return (
    table(
      `Issues of project ${project}`,
      [
        { header: 'IID', value: (i: IssueDto) => i.iid },
        { header: 'State', value: (i) => i.state },
        { header: 'Labels', value: (i) => i.labels },
        { header: 'Assignees', value: (i) => (i.assignees ?? []).map((a) => who(a) ?? '') },
        { header: 'Author', value: (i) => who(i.author) },
        { header: 'Updated', value: (i) => formatDate(i.updated_at) },
      ],
      list.issues,
      'No issues match.',
    ) +
    titles('Titles', list.issues.map((i) => [`#${i.iid}`, i.title] as const)) +
    `\n\n${paginationLine(list.pagination)}` +
    steps(list)
  );
}

/** An issue after a change, its title and description framed as user content. */
export function renderIssueChanged(i: IssueDto, heading: string): string {
  return [
    card(`${heading} ${i.references?.full ?? `#${i.iid}`}`, [
      ['IID', i.iid],
      ['ID', i.id],
      ['Type', i.issue_type],
      ['State', i.state],
      ['Confidential', i.confidential],
      ['Discussion locked', i.discussion_locked],
      ['Labels', i.labels],
      ['Milestone ID', i.milestone?.id],
      ['Assignees', (i.assignees ?? []).map((a) => who(a) ?? '')],
      ['Author', who(i.author)],
      ['Due date', i.due_date],
      ['Weight', i.weight],
      ['Subscribed', i.subscribed],
      ['Moved to issue ID', i.moved_to_id],
      ['Updated', formatDate(i.updated_at)],
      ['Closed', i.closed_at ? `${formatDate(i.closed_at)}${i.closed_by ? ` by ${who(i.closed_by)}` : ''}` : undefined],
      ['URL', i.web_url],
    ]),
    `\n\n${untrusted('Title', i.title)}`,
    `\n\n${untrustedLongText('Description', i.description, 'structuredContent.description has it whole')}`,
    steps(i),
  ].join('');
}

/** Issues from several projects (instance or group list). */
export function renderIssuePage(list: IssuePageListDto, scope: string): string {
  return (
    table(
      `Issues of ${scope}`,
      [
        { header: 'Reference', value: (i: IssueDto) => i.references?.full ?? `#${i.iid}` },
        { header: 'ID', value: (i) => i.id },
        { header: 'State', value: (i) => i.state },
        { header: 'Labels', value: (i) => i.labels },
        { header: 'Assignees', value: (i) => (i.assignees ?? []).map((a) => who(a) ?? '') },
        { header: 'Author', value: (i) => who(i.author) },
        { header: 'Updated', value: (i) => formatDate(i.updated_at) },
      ],
      list.issues,
      'No issues match.',
    ) +
    titles('Titles', list.issues.map((i) => [i.references?.full ?? `#${i.iid}`, i.title] as const)) +
    `\n\n${paginationLine(list.pagination)}` +
    steps(list)
  );
}

export function renderIssueChange(o: IssueChangeDto, heading: string): string {
  return (
    card(heading, [
      ['Project', o.project_id],
      ['Issue IID', o.issue_iid],
      ['Note ID', o.note_id],
      ['Discussion ID', o.discussion_id],
      ['Award ID', o.award_id],
      ['Issue link ID', o.issue_link_id],
      ['Result', o.message],
    ]) + steps(o)
  );
}
