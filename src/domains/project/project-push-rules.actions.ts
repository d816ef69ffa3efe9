import { Action, Domain, type Declared } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { ProjectIdDto } from '../shared/project-id.dto.js';
import { PushRuleDto } from '../shared/push-rule.dto.js';
import { pushRuleOf } from '../shared/push-rule.js';
import { PushRuleSettingsDto } from './dto/push-rule-params.dto.js';
import { PushRuleDeletionDto } from './dto/push-rule.dto.js';
import { PROJECT_DOMAIN } from './project.domain.js';
import { renderPushRule, renderPushRuleDeletion } from './project-push-rules.format.js';

const EDIT_ROLE = { text: 'push rules are managed by Maintainers and Owners of the project', statuses: [401, 403], namesRole: true };
const PREMIUM_404 = 'verify project_id; push rules need GitLab Premium or Ultimate, so on a Free instance GitLab answers 404';
const INVALID = { text: 'check that every regular expression is valid (RE2 syntax) and that max_file_size is 0 or more', statuses: [400, 422] };

/** Push rules: checks GitLab runs on every push to a project (Premium). */
@Domain(PROJECT_DOMAIN)
@Injectable()
export class ProjectPushRuleActions {
  @Action({
    id: 'project.push_rule_get', title: 'Get the push rule', tier: 'premium', readOnly: true, destructive: false,
    description: 'Get the push rule of a project: commit message, branch name, author email and file name patterns, size limit, secret and signature checks. Premium.',
    keywords: ['pre-receive hook', 'commit message regex', 'commit policy', 'reject unsigned commits', 'repo push rules', 'Settings > Repository'],
    input: ProjectIdDto, output: PushRuleDto, operation: 'pushRuleGet', route: 'GET /projects/:id/push_rule',
    hints: [{ text: PREMIUM_404, statuses: [404] }, EDIT_ROLE],
    example: { project_id: '42' },
    reply: { shape: (answer) => withNextSteps(pushRuleOf(answer)), render: (out, input) => renderPushRule(out, input.project_id) },
  })
  readonly pushRuleGet?: Declared;

  @Action({
    id: 'project.push_rule_add', title: 'Add a push rule', tier: 'premium', readOnly: false, destructive: false,
    description: 'Set the push rule of a project (a project has at most one; use project.push_rule_edit to change it). Every setting is optional. Premium.',
    keywords: ['pre-receive hook', 'commit policy', 'commit message regex', 'branch naming', 'prevent secrets', 'repo push rule'],
    input: PushRuleSettingsDto, output: PushRuleDto, operation: 'pushRuleAdd', route: 'POST /projects/:id/push_rule',
    hints: [
      INVALID,
      { text: 'the project already has a push rule; change it with project.push_rule_edit', statuses: [409] },
      { text: PREMIUM_404, statuses: [404] },
      EDIT_ROLE,
    ],
    example: { project_id: '42', commit_message_regex: '^(feat|fix|docs|chore): ', deny_delete_tag: true, max_file_size: 50 },
    reply: { shape: pushRuleOf, render: (out, input) => renderPushRule(out, input.project_id, 'Push rule added to project'), nextSteps: ['project.push_rule_get to review it', 'project.push_rule_edit to change it'] },
  })
  readonly pushRuleAdd?: Declared;

  @Action({
    id: 'project.push_rule_edit', title: 'Edit the push rule', tier: 'premium', readOnly: false, destructive: false, idempotent: true,
    description: 'Change settings of the push rule of a project; settings left out keep their value, an empty string clears a pattern. Premium.',
    keywords: ['pre-receive hook', 'commit policy', 'commit message regex', 'branch naming', 'file size limit'],
    input: PushRuleSettingsDto, output: PushRuleDto, operation: 'pushRuleEdit', route: 'PUT /projects/:id/push_rule',
    hints: [INVALID, { text: 'the project may have no push rule yet (add one with project.push_rule_add); push rules need GitLab Premium or Ultimate', statuses: [404] }, EDIT_ROLE],
    example: { project_id: '42', prevent_secrets: true, reject_unsigned_commits: false },
    reply: { shape: pushRuleOf, render: (out, input) => renderPushRule(out, input.project_id, 'Push rule updated for project'), nextSteps: ['project.push_rule_get to review it'] },
  })
  readonly pushRuleEdit?: Declared;

  @Action({
    id: 'project.push_rule_delete', title: 'Delete the push rule', tier: 'premium', readOnly: false, destructive: true, idempotent: true,
    description: 'Delete the push rule of a project: pushes are no longer checked against its patterns, limits and secret or signature checks. Premium.',
    keywords: ['pre-receive hook', 'commit policy', 'remove restrictions', 'repo push rule'],
    input: ProjectIdDto, output: PushRuleDeletionDto, operation: 'pushRuleDelete', route: 'DELETE /projects/:id/push_rule',
    hints: [{ text: 'the project may have no push rule; see project.push_rule_get', statuses: [404] }, EDIT_ROLE],
    example: { project_id: '42' },
    reply: { shape: (_, input) => ({ project_id: input.project_id, message: 'Push rule deleted.' }), render: renderPushRuleDeletion, nextSteps: ['project.push_rule_add to set a new one'] },
  })
  readonly pushRuleDelete?: Declared;
}

/** The next steps depend on whether the project has a push rule. */
function withNextSteps(rule: PushRuleDto): PushRuleDto {
  return { ...rule, next_steps: rule.configured ? ['project.push_rule_edit to change it'] : ['project.push_rule_add to set one'] };
}
