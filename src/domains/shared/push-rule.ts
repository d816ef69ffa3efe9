import { card, formatDate, nextStepsBlock } from '@gitlab-mcp/action-kit';
import { asBool, asInt, asObject, asString } from './json-values.js';
import type { PushRuleDto } from './push-rule.dto.js';

const steps = (o: { next_steps?: string[] }): string => nextStepsBlock(o.next_steps ?? []);

const BOOLEANS = [
  'deny_delete_tag',
  'member_check',
  'prevent_secrets',
  'commit_committer_check',
  'commit_committer_name_check',
  'reject_unsigned_commits',
  'reject_non_dco_commits',
] as const;
const PATTERNS = ['commit_message_regex', 'commit_message_negative_regex', 'branch_name_regex', 'author_email_regex', 'file_name_regex'] as const;

/** A push rule with GitLab's documented types, from an answer that is empty when the project or group has none. */
export function pushRuleOf(raw: unknown): PushRuleDto {
  const rule = asObject(raw);
  if (!rule) return { configured: false };
  const out: PushRuleDto = {
    configured: true,
    id: asInt(rule['id']),
    project_id: asInt(rule['project_id']),
    created_at: asString(rule['created_at']),
    max_file_size: asInt(rule['max_file_size']),
  };
  for (const name of PATTERNS) out[name] = asString(rule[name]);
  for (const name of BOOLEANS) out[name] = asBool(rule[name]);
  return out;
}

/** A push rule as a card titled `title` (e.g. "Push rule of group acme"). */
export function renderPushRuleCard(r: PushRuleDto, title: string): string {
  if (!r.configured) return card(title, [['Push rule', 'none: pushes are not checked beyond the instance rules']]) + steps(r);
  return (
    card(title, [
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
