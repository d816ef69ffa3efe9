import { card, nextStepsBlock, paginationLine, table, type PaginationDto } from '@gitlab-mcp/action-kit';
import type { LabelDto, LabelRanking } from './label.dto.js';
import { untrustedLongText } from './long-text.js';

type AnyLabel = LabelDto & LabelRanking;

const steps = (o: { next_steps?: string[] }): string => nextStepsBlock(o.next_steps ?? []);

/** Label descriptions are short by nature; a longer one is trimmed in the card. */
const DESCRIPTION_LIMIT = 1000;

const scope = (l: AnyLabel): string | undefined => (typeof l.is_project_label === 'boolean' ? (l.is_project_label ? 'project' : 'group') : undefined);

/** The issue and merge request counts, which GitLab sends only to label_list with with_counts. */
function counts(l: AnyLabel): [string, number][] {
  const rows: [string, number | undefined][] = [
    ['Open issues', l.open_issues_count],
    ['Closed issues', l.closed_issues_count],
    ['Open merge requests', l.open_merge_requests_count],
  ];
  return rows.filter((r): r is [string, number] => typeof r[1] === 'number');
}

/** One label of a project or a group. */
export function renderLabel(l: AnyLabel, heading = 'Label'): string {
  const parts = [
    card(`${heading} ${l.name}`, [
      ['ID', l.id],
      ['Colour', l.color],
      ['Priority', l.priority],
      ['Scope', scope(l)],
      ['Archived', l.archived],
      ['Subscribed', l.subscribed],
      ...counts(l),
    ]),
  ];
  if (l.description) parts.push(`\n\n${untrustedLongText('Description', l.description, 'structuredContent.description holds it whole', DESCRIPTION_LIMIT)}`);
  parts.push(steps(l));
  return parts.join('');
}

/** A page of labels under `title` ("Labels of project 42"). */
export function renderLabelList(list: { labels: AnyLabel[]; pagination: PaginationDto; next_steps?: string[] }, title: string): string {
  const counted = list.labels.some((l) => typeof l.open_issues_count === 'number');
  return (
    table(
      title,
      [
        { header: 'Name', value: (l: AnyLabel) => l.name },
        { header: 'ID', value: (l) => l.id },
        { header: 'Colour', value: (l) => l.color },
        { header: 'Priority', value: (l) => l.priority },
        { header: 'Scope', value: (l) => scope(l) },
        ...(counted
          ? [
              { header: 'Open issues', value: (l: AnyLabel) => l.open_issues_count },
              { header: 'Open MRs', value: (l: AnyLabel) => l.open_merge_requests_count },
            ]
          : []),
      ],
      list.labels,
      'No labels match.',
    ) +
    `\n\n${paginationLine(list.pagination)}` +
    steps(list)
  );
}
