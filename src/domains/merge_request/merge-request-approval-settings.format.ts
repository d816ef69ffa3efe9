import { card, inline } from '@gitlab-mcp/action-kit';
import type { ApprovalSettingsDto, ApprovalSettingValueDto } from './dto/approval.dto.js';
import { steps } from '../shared/merge-request.format-helpers.js';

const settingText = (v: ApprovalSettingValueDto | undefined): string | undefined => {
  if (!v) return undefined;
  const base = inline(v.value);
  const extra = [v.locked ? 'locked' : '', v.inherited_from ? `from ${v.inherited_from}` : ''].filter((x) => x !== '').join(', ');
  return extra ? `${base} (${extra})` : base;
};

export function renderApprovalSettings(s: ApprovalSettingsDto, title: string): string {
  return (
    card(title, [
      ['Author may approve', settingText(s.allow_author_approval)],
      ['Committers may approve', settingText(s.allow_committer_approval)],
      ['Merge requests may override rules', settingText(s.allow_overrides_to_approver_list_per_merge_request)],
      ['Keep approvals on push', settingText(s.retain_approvals_on_push)],
      ['Selective Code Owner removals', settingText(s.selective_code_owner_removals)],
      ['Password to approve', settingText(s.require_password_to_approve)],
      ['Re-authentication to approve', settingText(s.require_reauthentication_to_approve)],
    ]) + steps(s)
  );
}
