import { card, formatDate, nextStepsBlock, table } from '@gitlab-mcp/action-kit';
import { cursorPageLine } from '../shared/cursor-page.dto.js';
import type { TargetBranchRuleDeletionDto, TargetBranchRuleDto, TargetBranchRuleListDto } from './dto/target-branch-rule.dto.js';

const steps = (o: { next_steps?: string[] }): string => nextStepsBlock(o.next_steps ?? []);

export function renderTargetBranchRule(r: TargetBranchRuleDto, heading = 'Target branch rule'): string {
  return card(`${heading} ${r.name}`, [['ID', r.id], ['Branches matching', r.name], ['Default target branch', r.target_branch], ['Created', formatDate(r.created_at)]]) + steps(r);
}

export function renderTargetBranchRuleList(list: TargetBranchRuleListDto, project: string): string {
  return (
    table(
      `Target branch rules of project ${project} (${list.count})`,
      [
        { header: 'ID', value: (r: TargetBranchRuleDto) => r.id },
        { header: 'Branches matching', value: (r) => r.name },
        { header: 'Default target branch', value: (r) => r.target_branch },
        { header: 'Created', value: (r) => formatDate(r.created_at) },
      ],
      list.target_branch_rules,
      'No target branch rules: new merge requests target the default branch.',
    ) +
    `\n\n${cursorPageLine(list.page_info)}` +
    steps(list)
  );
}

export function renderTargetBranchRuleDeletion(r: TargetBranchRuleDeletionDto): string {
  return card('Target branch rule deleted', [['ID', r.id], ['Result', r.message]]) + steps(r);
}
