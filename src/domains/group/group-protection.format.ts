import { card, nextStepsBlock } from '@gitlab-mcp/action-kit';
import type { GroupUnprotectResultDto } from './dto/group-protection-outcome.dto.js';

export function renderGroupUnprotect(r: GroupUnprotectResultDto, what: string): string {
  return card(`${what} ${r.name} unprotected`, [['Group', r.group_id], ['Result', r.message]]) + nextStepsBlock(r.next_steps ?? []);
}
