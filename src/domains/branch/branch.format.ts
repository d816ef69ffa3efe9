import { card, formatDate, nextStepsBlock, paginationLine, table, untrusted } from '@gitlab-mcp/action-kit';
import type { BranchDeletionDto, BranchDto, BranchListDto } from './dto/branch.dto.js';
import type { BranchRuleListDto } from './dto/branch-rule.dto.js';
import type { UnprotectResultDto } from './dto/protected-branch.dto.js';

const steps = (o: { next_steps?: string[] }): string => nextStepsBlock(o.next_steps ?? []);

export function renderBranch(b: BranchDto): string {
  return (
    card(`Branch ${b.name}`, [
      ['Default', b.default],
      ['Protected', b.protected],
      ['Merged', b.merged],
      ['Can push', b.can_push],
      ['Last commit', b.commit ? (b.commit.short_id ?? b.commit.id) : undefined],
      ['Author', b.commit?.author_name],
      ['Committed', formatDate(b.commit?.committed_date)],
      ['URL', b.web_url],
    ]) +
    (b.commit?.title ? `\n\n${untrusted('Last commit title', b.commit.title)}` : '') +
    steps(b)
  );
}

export function renderBranchList(list: BranchListDto, project: string): string {
  return (
    table(
      `Branches of project ${project}`,
      [
        { header: 'Name', value: (b: BranchDto) => b.name },
        { header: 'Default', value: (b) => b.default },
        { header: 'Protected', value: (b) => b.protected },
        { header: 'Merged', value: (b) => b.merged },
        { header: 'Last commit', value: (b) => b.commit?.short_id },
        { header: 'Committed', value: (b) => formatDate(b.commit?.committed_date) },
      ],
      list.branches,
      'No branches match.',
    ) +
    `\n\n${paginationLine(list.pagination)}` +
    steps(list)
  );
}

export function renderBranchDeletion(r: BranchDeletionDto): string {
  return card(r.branch ? `Branch ${r.branch} deleted` : 'Merged branches deletion', [['Project', r.project_id], ['Result', r.message]]) + steps(r);
}

export function renderUnprotect(r: UnprotectResultDto): string {
  return card(`Branch ${r.branch} unprotected`, [['Project', r.project_id], ['Result', r.message]]) + steps(r);
}

export function renderBranchRules(list: BranchRuleListDto, project: string): string {
  const more = list.page_info.has_next_page ? `\n\n_More rules: \`after: "${list.page_info.end_cursor}"\`._` : '';
  return (
    table(
      `Branch rules of ${project}`,
      [
        { header: 'Rule', value: (r: BranchRuleListDto['rules'][number]) => r.name },
        { header: 'Default', value: (r) => r.is_default },
        { header: 'Protected', value: (r) => r.is_protected },
        { header: 'Matching branches', value: (r) => r.matching_branches_count },
        { header: 'Push', value: (r) => (r.push_access_levels ?? []).map((a) => a.access_level_description ?? '') },
        { header: 'Merge', value: (r) => (r.merge_access_levels ?? []).map((a) => a.access_level_description ?? '') },
      ],
      list.rules,
      'No branch rules.',
    ) +
    more +
    steps(list)
  );
}
