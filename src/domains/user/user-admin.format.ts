import { card } from '@gitlab-mcp/action-kit';
import type { UserDeletionDto, UserStateChangeDto } from './dto/user.dto.js';
import { steps } from './user-profile.format.js';

export function renderStateChange(r: UserStateChangeDto): string {
  return card(`User ${r.user_id}: ${r.state}`, [['Result', r.message]]) + steps(r);
}

export function renderUserDeletion(r: UserDeletionDto): string {
  return card(`User ${r.user_id} deleted`, [['Hard delete', r.hard_delete], ['Result', r.message]]) + steps(r);
}
