import { Action, Domain, type Declared } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { GroupIdDto } from '../shared/group-id.dto.js';
import { PushRuleDto } from '../shared/push-rule.dto.js';
import { pushRuleOf, renderPushRuleCard } from '../shared/push-rule.js';
import { GroupPushRuleDeletionDto, GroupPushRuleSettingsDto } from './dto/group-push-rule.dto.js';
import { GROUP_DOMAIN } from './group.domain.js';
import { renderGroupPushRuleDeletion } from './group-push-rules.format.js';

const ROLE = { text: 'group push rules are managed by Maintainers and Owners of the group', statuses: [401, 403], namesRole: true };
const PREMIUM_404 = 'verify group_id; push rules need GitLab Premium or Ultimate, so on a lower plan GitLab answers 404';
const INVALID = { text: 'check that every regular expression is valid (RE2 syntax) and that max_file_size is 0 or more', statuses: [400, 422] };

const title = (group: string, what = 'Push rule of group'): string => `${what} ${group}`;

/** Group push rules (Premium): checks GitLab runs on every push, the default for new projects of the group. */
@Domain(GROUP_DOMAIN)
@Injectable()
export class GroupPushRuleActions {
  @Action({
    id: 'group.push_rule_get', title: 'Get the group push rule', tier: 'premium', readOnly: true, destructive: false,
    description: 'Get the push rule of a group (new projects of the group start with it): commit message, branch name, author email and file name patterns, size limit, secret and signature checks. Premium.',
    keywords: ['commit message regex', 'branch naming', 'signed commits', 'file size limit', 'pre-receive'],
    input: GroupIdDto, output: PushRuleDto, operation: 'groupPushRuleGet', route: 'GET /groups/:id/push_rule',
    hints: [{ text: PREMIUM_404, statuses: [404] }, ROLE],
    example: { group_id: 'platform' },
    reply: {
      shape: (answer) => {
        const rule = pushRuleOf(answer);
        return { ...rule, next_steps: rule.configured ? ['group.push_rule_edit to change it'] : ['group.push_rule_add to set one'] };
      },
      render: (out, input) => renderPushRuleCard(out, title(input.group_id)),
    },
  })
  readonly pushRuleGet?: Declared;

  @Action({
    id: 'group.push_rule_add', title: 'Add a group push rule', tier: 'premium', readOnly: false, destructive: false,
    description: 'Set the push rule of a group (a group has at most one; use group.push_rule_edit to change it). Every setting is optional. Premium.',
    keywords: ['commit message regex', 'branch naming', 'signed commits', 'git policy'],
    input: GroupPushRuleSettingsDto, output: PushRuleDto, operation: 'groupPushRuleAdd', route: 'POST /groups/:id/push_rule',
    hints: [INVALID, { text: 'the group already has a push rule; change it with group.push_rule_edit', statuses: [409] }, { text: PREMIUM_404, statuses: [404] }, ROLE],
    example: { group_id: 'platform/tools', commit_message_regex: '^(feat|fix|docs|chore): ', deny_delete_tag: true, max_file_size: 50 },
    reply: { shape: pushRuleOf, render: (out, input) => renderPushRuleCard(out, title(input.group_id, 'Push rule added to group')), nextSteps: ['group.push_rule_get to review it', 'group.push_rule_edit to change it'] },
  })
  readonly pushRuleAdd?: Declared;

  @Action({
    id: 'group.push_rule_edit', title: 'Edit the group push rule', tier: 'premium', readOnly: false, destructive: false, idempotent: true,
    description: 'Change settings of the push rule of a group; settings left out keep their value, an empty string clears a pattern. Premium.',
    keywords: ['commit message regex', 'branch naming', 'max file size', 'signed commits'],
    input: GroupPushRuleSettingsDto, output: PushRuleDto, operation: 'groupPushRuleEdit', route: 'PUT /groups/:id/push_rule',
    hints: [INVALID, { text: 'the group may have no push rule yet (add one with group.push_rule_add); push rules need GitLab Premium or Ultimate', statuses: [404] }, ROLE],
    example: { group_id: 'platform', prevent_secrets: true, reject_unsigned_commits: false },
    reply: { shape: pushRuleOf, render: (out, input) => renderPushRuleCard(out, title(input.group_id, 'Push rule updated for group')), nextSteps: ['group.push_rule_get to review it'] },
  })
  readonly pushRuleEdit?: Declared;

  @Action({
    id: 'group.push_rule_delete', title: 'Delete the group push rule', tier: 'premium', readOnly: false, destructive: true, idempotent: true,
    description: 'Delete the push rule of a group: pushes are no longer checked against its patterns, limits and secret or signature checks, and new projects no longer inherit it. Premium.',
    keywords: ['git policy', 'commit checks', 'branch naming'],
    input: GroupIdDto, output: GroupPushRuleDeletionDto, operation: 'groupPushRuleDelete', route: 'DELETE /groups/:id/push_rule',
    hints: [{ text: 'the group may have no push rule; see group.push_rule_get', statuses: [404] }, ROLE],
    example: { group_id: 'platform' },
    reply: {
      shape: (_, input) => ({ group_id: input.group_id, message: 'Push rule deleted; pushes are no longer checked by it.' }),
      render: renderGroupPushRuleDeletion,
      nextSteps: ['group.push_rule_add to set a new one'],
    },
  })
  readonly pushRuleDelete?: Declared;
}
