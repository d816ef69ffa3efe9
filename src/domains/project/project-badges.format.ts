import { card, nextStepsBlock, paginationLine, table } from '@gitlab-mcp/action-kit';
import type { BadgePreviewDto, ProjectBadgeDeletionDto, ProjectBadgeDto, ProjectBadgeListDto } from './dto/badge.dto.js';

const steps = (o: { next_steps?: string[] }): string => nextStepsBlock(o.next_steps ?? []);

const urlRows = (b: BadgePreviewDto): [string, string | undefined][] => [
  ['Link', b.rendered_link_url ?? b.link_url],
  ['Image', b.rendered_image_url ?? b.image_url],
  ['Link template', b.link_url],
  ['Image template', b.image_url],
];

export function renderBadge(b: ProjectBadgeDto, heading = 'Badge'): string {
  return card(`${heading} ${b.name || b.id}`, [['ID', b.id], ['Kind', b.kind], ...urlRows(b)]) + steps(b);
}

export function renderBadgePreview(b: BadgePreviewDto): string {
  return card(`Badge preview${b.name ? ` ${b.name}` : ''}`, urlRows(b)) + steps(b);
}

export function renderBadgeList(list: ProjectBadgeListDto, project: string): string {
  return (
    table(
      `Badges of project ${project}`,
      [
        { header: 'ID', value: (b: ProjectBadgeDto) => b.id },
        { header: 'Name', value: (b) => b.name },
        { header: 'Kind', value: (b) => b.kind },
        { header: 'Link', value: (b) => b.rendered_link_url ?? b.link_url },
        { header: 'Image', value: (b) => b.rendered_image_url ?? b.image_url },
      ],
      list.badges,
      'The project has no badges.',
    ) +
    `\n\n${paginationLine(list.pagination)}` +
    steps(list)
  );
}

export function renderBadgeDeletion(r: ProjectBadgeDeletionDto): string {
  return card(`Badge ${r.badge_id} deleted`, [['Project', r.project_id], ['Result', r.message]]) + steps(r);
}
