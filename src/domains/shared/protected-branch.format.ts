import { card, nextStepsBlock, paginationLine, table } from '@gitlab-mcp/action-kit';
import type { ProtectedBranchDto, ProtectedBranchListDto, ProtectedRefAccessDto } from './protected-branch.dto.js';

const steps = (o: { next_steps?: string[] }): string => nextStepsBlock(o.next_steps ?? []);

const levels = (l: ProtectedRefAccessDto[] | undefined): string[] =>
  (l ?? []).map((a) => a.access_level_description ?? String(a.access_level ?? ''));

export function renderProtectedBranch(p: ProtectedBranchDto): string {
  return (
    card(`Protected branch ${p.name}`, [
      ['Allowed to push', levels(p.push_access_levels)],
      ['Allowed to merge', levels(p.merge_access_levels)],
      ['Allowed to unprotect', levels(p.unprotect_access_levels)],
      ['Force push', p.allow_force_push],
      ['Code owner approval', p.code_owner_approval_required],
    ]) + steps(p)
  );
}

/** A page of protected branches; `owner` names where they are (e.g. "project 42", "group acme"). */
export function renderProtectedBranchList(list: ProtectedBranchListDto, owner: string): string {
  return (
    table(
      `Protected branches of ${owner}`,
      [
        { header: 'Name', value: (p: ProtectedBranchDto) => p.name },
        { header: 'Push', value: (p) => levels(p.push_access_levels) },
        { header: 'Merge', value: (p) => levels(p.merge_access_levels) },
        { header: 'Force push', value: (p) => p.allow_force_push },
      ],
      list.protected_branches,
      'No protected branches.',
    ) +
    `\n\n${paginationLine(list.pagination)}` +
    steps(list)
  );
}
