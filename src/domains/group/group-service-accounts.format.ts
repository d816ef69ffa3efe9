import { card, nextStepsBlock } from '@gitlab-mcp/action-kit';
import type { GroupServiceAccountDeletionDto, GroupServiceAccountTokenRevocationDto } from './dto/group-service-account.dto.js';

const steps = (o: { next_steps?: string[] }): string => nextStepsBlock(o.next_steps ?? []);

export function renderGroupServiceAccountDeletion(r: GroupServiceAccountDeletionDto): string {
  return (
    card(`Service account ${r.user_id} deleted`, [
      ['Group', r.group_id],
      ['Contributions', r.hard_delete ? 'deleted with the account' : 'moved to the Ghost user'],
      ['Result', r.message],
    ]) + steps(r)
  );
}

export function renderGroupServiceAccountTokenRevocation(r: GroupServiceAccountTokenRevocationDto): string {
  return card(`Access token ${r.token_id} revoked`, [['Group', r.group_id], ['Service account', r.user_id], ['Result', r.message]]) + steps(r);
}
