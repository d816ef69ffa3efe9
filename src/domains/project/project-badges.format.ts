import { card, nextStepsBlock } from '@gitlab-mcp/action-kit';
import type { BadgeListDto } from '../shared/badge.dto.js';
import { renderBadgeList as renderBadges } from '../shared/badge.format.js';
import type { ProjectBadgeDeletionDto } from './dto/badge.dto.js';

export function renderBadgeList(list: BadgeListDto, project: string): string {
  return renderBadges(list, `Badges of project ${project}`, 'The project has no badges.');
}

export function renderBadgeDeletion(r: ProjectBadgeDeletionDto): string {
  return card(`Badge ${r.badge_id} deleted`, [['Project', r.project_id], ['Result', r.message]]) + nextStepsBlock(r.next_steps ?? []);
}
