import { card, nextStepsBlock } from '@gitlab-mcp/action-kit';
import type { GroupDeletionDto } from './dto/group-deletion.dto.js';

/** The card a group deletion answers with: what was deleted, in which group, and what it means. */
export function renderGroupDeletion(r: GroupDeletionDto): string {
  return card(`${r.deleted} deleted`, [['Group', r.group_id], ['Result', r.message]]) + nextStepsBlock(r.next_steps ?? []);
}
