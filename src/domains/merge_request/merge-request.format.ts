import { card, formatDate, nextStepsBlock } from '@gitlab-mcp/action-kit';
import type { MergeRequestApprovalsDto } from './dto/approval.dto.js';

export function renderApproval(a: MergeRequestApprovalsDto, project: string, iid: number): string {
  return (
    card(`Merge request !${a.iid ?? iid} approved`, [
      ['Project', project],
      ['Title', a.title],
      ['State', a.state],
      ['Approved', a.approved],
      ['Approvals required', a.approvals_required],
      ['Approvals left', a.approvals_left],
      ['Approved by', (a.approved_by ?? []).map((x) => `${x.user?.username ?? x.user?.name ?? '?'}${x.approved_at ? ` (${formatDate(x.approved_at)})` : ''}`)],
      ['You approved', a.user_has_approved],
      ['You can approve', a.user_can_approve],
      ['Rules left', (a.approval_rules_left ?? []).map((r) => r.name ?? String(r.id ?? ''))],
    ]) + nextStepsBlock(a.next_steps ?? [])
  );
}
