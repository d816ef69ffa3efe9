import { card, nextStepsBlock } from '@gitlab-mcp/action-kit';
import type { ServiceAccountDeletionDto, ServiceAccountTokenRevocationDto } from './dto/service-account.dto.js';

const steps = (o: { next_steps?: string[] }): string => nextStepsBlock(o.next_steps ?? []);

export function renderServiceAccountDeletion(r: ServiceAccountDeletionDto): string {
  return (
    card(`Service account ${r.user_id} deleted`, [
      ['Project', r.project_id],
      ['Contributions', r.hard_delete ? 'deleted with the account' : 'moved to the Ghost user'],
      ['Result', r.message],
    ]) + steps(r)
  );
}

export function renderServiceAccountTokenRevocation(r: ServiceAccountTokenRevocationDto): string {
  return card(`Access token ${r.token_id} revoked`, [['Project', r.project_id], ['Service account', r.user_id], ['Result', r.message]]) + steps(r);
}
