import { card, formatDate, nextStepsBlock } from '@gitlab-mcp/action-kit';
import type { PushRuleDeletionDto, PushRuleDto } from './dto/push-rule.dto.js';

const steps = (o: { next_steps?: string[] }): string => nextStepsBlock(o.next_steps ?? []);

export function renderPushRule(r: PushRuleDto, project: string, heading = 'Push rule of project'): string {
  if (!r.configured) return card(`${heading} ${project}`, [['Push rule', 'none: pushes are not checked beyond the instance rules']]) + steps(r);
  return (
    card(`${heading} ${project}`, [
      ['ID', r.id],
      ['Created', formatDate(r.created_at)],
      ['Commit message must match', r.commit_message_regex],
      ['Commit message must not match', r.commit_message_negative_regex],
      ['Branch name must match', r.branch_name_regex],
      ['Author email must match', r.author_email_regex],
      ['Rejected file names', r.file_name_regex],
      ['Max file size (MB)', r.max_file_size === 0 ? 'no limit' : r.max_file_size],
      ['Deny tag deletion', r.deny_delete_tag],
      ['Authors must be GitLab users', r.member_check],
      ['Prevent secrets', r.prevent_secrets],
      ['Committer email must be verified', r.commit_committer_check],
      ['Committer name must match', r.commit_committer_name_check],
      ['Reject unsigned commits', r.reject_unsigned_commits],
      ['Reject commits without DCO sign-off', r.reject_non_dco_commits],
    ]) + steps(r)
  );
}

export function renderPushRuleDeletion(r: PushRuleDeletionDto): string {
  return card(`Push rule of project ${r.project_id} deleted`, [['Result', r.message]]) + steps(r);
}
