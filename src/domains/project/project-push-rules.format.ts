import { card, nextStepsBlock } from '@gitlab-mcp/action-kit';
import type { PushRuleDto } from '../shared/push-rule.dto.js';
import { renderPushRuleCard } from '../shared/push-rule.js';
import type { PushRuleDeletionDto } from './dto/push-rule.dto.js';

const steps = (o: { next_steps?: string[] }): string => nextStepsBlock(o.next_steps ?? []);

export function renderPushRule(r: PushRuleDto, project: string, heading = 'Push rule of project'): string {
  return renderPushRuleCard(r, `${heading} ${project}`);
}

export function renderPushRuleDeletion(r: PushRuleDeletionDto): string {
  return card(`Push rule of project ${r.project_id} deleted`, [['Result', r.message]]) + steps(r);
}
