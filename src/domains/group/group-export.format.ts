import { card, nextStepsBlock } from '@gitlab-mcp/action-kit';
import type { GroupExportScheduledDto } from './dto/group-export.dto.js';

/** The card of an accepted background export. */
export function renderExportScheduled(r: GroupExportScheduledDto, heading: string): string {
  return card(heading, [['Group', r.group_id], ['GitLab', r.message]]) + nextStepsBlock(r.next_steps ?? []);
}
