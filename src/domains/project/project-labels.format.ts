import { card, nextStepsBlock, paginationLine, table } from '@gitlab-mcp/action-kit';
import { untrustedLongText } from '../shared/long-text.js';
import type { ProjectLabelDeletionDto, ProjectLabelDto, ProjectLabelListDto } from './dto/label.dto.js';

const steps = (o: { next_steps?: string[] }): string => nextStepsBlock(o.next_steps ?? []);

/** Label descriptions are short by nature; a longer one is trimmed in the card. */
const DESCRIPTION_LIMIT = 1000;

const scope = (l: ProjectLabelDto): string | undefined => (typeof l.is_project_label === 'boolean' ? (l.is_project_label ? 'project' : 'group') : undefined);

/** The issue and merge request counts, which GitLab sends only to label_list with with_counts. */
function counts(l: ProjectLabelDto): [string, number][] {
  const rows: [string, number | undefined][] = [
    ['Open issues', l.open_issues_count],
    ['Closed issues', l.closed_issues_count],
    ['Open merge requests', l.open_merge_requests_count],
  ];
  return rows.filter((r): r is [string, number] => typeof r[1] === 'number');
}

export function renderLabel(l: ProjectLabelDto, heading = 'Label'): string {
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

export function renderLabelList(list: ProjectLabelListDto, project: string): string {
  const counted = list.labels.some((l) => typeof l.open_issues_count === 'number');
  return (
    table(
      `Labels of project ${project}`,
      [
        { header: 'Name', value: (l: ProjectLabelDto) => l.name },
        { header: 'ID', value: (l) => l.id },
        { header: 'Colour', value: (l) => l.color },
        { header: 'Priority', value: (l) => l.priority },
        { header: 'Scope', value: (l) => scope(l) },
        ...(counted
          ? [
              { header: 'Open issues', value: (l: ProjectLabelDto) => l.open_issues_count },
              { header: 'Open MRs', value: (l: ProjectLabelDto) => l.open_merge_requests_count },
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

export function renderLabelDeletion(r: ProjectLabelDeletionDto): string {
  return card(`Label ${r.label_id} deleted`, [['Project', r.project_id], ['Result', r.message]]) + steps(r);
}
