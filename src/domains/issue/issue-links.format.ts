import { card, formatDate, table } from '@gitlab-mcp/action-kit';
import type { IssueBasicDto, IssueLinkDto, RelatedIssueDto, RelatedIssueListDto } from './dto/issue.dto.js';
import { steps, titles } from './issue.format-helpers.js';

const basicRef = (i: IssueBasicDto | undefined): string => (i ? `issue ${i.id} (#${i.iid}, project ${i.project_id ?? '?'})` : 'issue');

export function renderIssueLink(l: IssueLinkDto, heading: string): string {
  return (
    card(heading, [
      ['Link ID', l.id],
      ['Link type', l.link_type],
      ['Source', basicRef(l.source_issue)],
      ['Source state', l.source_issue?.state],
      ['Target', basicRef(l.target_issue)],
      ['Target state', l.target_issue?.state],
    ]) +
    titles('Issue titles', [
      [basicRef(l.source_issue), l.source_issue?.title],
      [basicRef(l.target_issue), l.target_issue?.title],
    ]) +
    steps(l)
  );
}

export function renderRelatedIssues(o: RelatedIssueListDto, heading: string): string {
  return (
    table(
      heading,
      [
        { header: 'Reference', value: (i: RelatedIssueDto) => i.references?.full ?? `#${i.iid}` },
        { header: 'Link ID', value: (i) => i.issue_link_id },
        { header: 'Link type', value: (i) => i.link_type },
        { header: 'State', value: (i) => i.state },
        { header: 'Project ID', value: (i) => i.project_id },
        { header: 'Linked', value: (i) => formatDate(i.link_created_at) },
      ],
      o.issues,
      'No linked issues.',
    ) +
    titles('Titles', o.issues.map((i) => [i.references?.full ?? `#${i.iid}`, i.title] as const)) +
    steps(o)
  );
}
