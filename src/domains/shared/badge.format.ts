import { card, nextStepsBlock, paginationLine, table } from '@gitlab-mcp/action-kit';
import type { BadgeDto, BadgeListDto, BadgePreviewDto } from './badge.dto.js';

const steps = (o: { next_steps?: string[] }): string => nextStepsBlock(o.next_steps ?? []);

const urlRows = (b: BadgePreviewDto): [string, string | undefined][] => [
  ['Link', b.rendered_link_url ?? b.link_url],
  ['Image', b.rendered_image_url ?? b.image_url],
  ['Link template', b.link_url],
  ['Image template', b.image_url],
];

/** One badge of a project or a group. */
export function renderBadge(b: BadgeDto, heading = 'Badge'): string {
  return card(`${heading} ${b.name || b.id}`, [['ID', b.id], ['Kind', b.kind], ...urlRows(b)]) + steps(b);
}

/** A badge's URLs with the placeholders filled in. */
export function renderBadgePreview(b: BadgePreviewDto): string {
  return card(`Badge preview${b.name ? ` ${b.name}` : ''}`, urlRows(b)) + steps(b);
}

/** A page of badges under `title` ("Badges of project 42"), `empty` when there is none. */
export function renderBadgeList(list: BadgeListDto, title: string, empty: string): string {
  return (
    table(
      title,
      [
        { header: 'ID', value: (b: BadgeDto) => b.id },
        { header: 'Name', value: (b) => b.name },
        { header: 'Kind', value: (b) => b.kind },
        { header: 'Link', value: (b) => b.rendered_link_url ?? b.link_url },
        { header: 'Image', value: (b) => b.rendered_image_url ?? b.image_url },
      ],
      list.badges,
      empty,
    ) +
    `\n\n${paginationLine(list.pagination)}` +
    steps(list)
  );
}
