import { card, nextStepsBlock } from '@gitlab-mcp/action-kit';
import type { GroupPushRuleDeletionDto } from './dto/group-push-rule.dto.js';

export function renderGroupPushRuleDeletion(r: GroupPushRuleDeletionDto): string {
  return card(`Push rule of group ${r.group_id} deleted`, [['Result', r.message]]) + nextStepsBlock(r.next_steps ?? []);
}
