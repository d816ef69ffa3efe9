import { card, nextStepsBlock } from '@gitlab-mcp/action-kit';
import type { UnprotectEnvironmentResultDto } from './dto/protected-environment.dto.js';

const steps = (o: { next_steps?: string[] }): string => nextStepsBlock(o.next_steps ?? []);

export function renderUnprotectEnvironment(r: UnprotectEnvironmentResultDto): string {
  return card(`Environment ${r.name} unprotected`, [['Project', r.project_id], ['Result', r.message]]) + steps(r);
}
