import { card, formatDate, nextStepsBlock, paginationLine, table, untrusted } from '@gitlab-mcp/action-kit';
import type { UserBasicDto } from '../shared/user-basic.dto.js';
import type { IssueDto, IssueListDto } from './dto/issue.dto.js';

const steps = (o: { next_steps?: string[] }): string => nextStepsBlock(o.next_steps ?? []);

const who = (u: UserBasicDto | undefined): string | undefined => (u ? (u.username ?? u.name ?? String(u.id)) : undefined);

export function renderIssue(i: IssueDto, heading = 'Issue'): string {
  return [
    card(`${heading} ${i.references?.full ?? `#${i.iid}`}`, [
      ['Title', i.title],
      ['IID', i.iid],
      ['ID', i.id],
      ['Type', i.issue_type],
      ['State', i.state],
      ['Confidential', i.confidential],
      ['Labels', i.labels],
      ['Milestone', i.milestone?.title],
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
        { header: 'Title', value: (i) => i.title },
        { header: 'State', value: (i) => i.state },
        { header: 'Labels', value: (i) => i.labels },
        { header: 'Assignees', value: (i) => (i.assignees ?? []).map((a) => who(a) ?? '') },
        { header: 'Author', value: (i) => who(i.author) },
        { header: 'Updated', value: (i) => formatDate(i.updated_at) },
      ],
      list.issues,
      'No issues match.',
    ) +
    `\n\n${paginationLine(list.pagination)}` +
    steps(list)
  );
}
