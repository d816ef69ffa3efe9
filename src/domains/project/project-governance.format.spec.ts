import { renderApprovalConfig, renderApprovalRule } from './project-approvals.format';
import { renderPushRule } from './project-push-rules.format';
import { renderDependencyEvaluation, renderSecuritySettings } from './project-security.format';
import { TOKEN_ONCE_NOTE } from '../shared/secret-once';
import { renderServiceAccountNewToken, renderServiceAccountTokenList } from '../shared/service-account.format';
import { renderTargetBranchRuleList } from './project-target-branch-rules.format';

const clean = (text: string): void => expect(text).not.toMatch(/undefined|\[object Object\]|NaN/);

describe('project governance Markdown', () => {
  it('shows a new token value once, with the note that it will not be shown again', () => {
    const text = renderServiceAccountNewToken({ id: 7, name: 'deploy', token: 'tok-value-1', scopes: ['read_api'], expires_at: '2026-12-31', next_steps: ['project.service_account_pat_list'] }, 'Access token created:');
    expect(text).toContain('**Token value** (shown once): `tok-value-1`');
    expect(text).toContain(TOKEN_ONCE_NOTE);
    expect(TOKEN_ONCE_NOTE).toMatch(/Store this token now.*will not be shown again/);
    clean(text);
  });

  it('says so when GitLab returned no token value', () => {
    const text = renderServiceAccountNewToken({ id: 7 }, 'Access token rotated:');
    expect(text).toMatch(/^## Access token rotated: 7\n/);
    expect(text).toContain('_GitLab returned no token value._');
    expect(text).not.toContain(TOKEN_ONCE_NOTE);
    clean(text);
  });

  it('lists tokens with their state, never a value', () => {
    const text = renderServiceAccountTokenList(
      {
        tokens: [
          { id: 1, name: 'a', revoked: true, active: false, scopes: ['api'] },
          { id: 2, name: 'b', revoked: false, active: true, scopes: [], last_used_at: '2025-05-01T10:00:00Z' },
          { id: 3 },
        ],
        pagination: { page: 1, per_page: 20, total_items: 3, total_pages: 1, next_page: 0, prev_page: 0, has_more: false },
      },
      5,
    );
    expect(text).toContain('| 1 | a | revoked | api | — | — |');
    expect(text).toContain('| 2 | b | active | — | — | 2025-05-01 10:00 UTC |');
    expect(text).toContain('| 3 | — | — | — | — | — |');
    clean(text);
  });

  it('describes which branches an approval rule covers', () => {
    expect(renderApprovalRule({ id: 1, name: 'All', applies_to_all_protected_branches: true })).toContain('- **Branches**: all protected branches');
    expect(renderApprovalRule({ id: 2, protected_branches: [{ id: 3, name: 'main' }] })).toContain('- **Branches**: main');
    const text = renderApprovalRule({ id: 4, users: [{ id: 1, username: 'demo' }], groups: [{ id: 9, full_path: 'acme' }] });
    expect(text).toMatch(/^## Approval rule 4\n/);
    expect(text).toContain('- **Branches**: all branches');
    expect(text).toContain('- **Users**: demo');
    expect(text).toContain('- **Groups**: acme');
    clean(text);
  });

  it('turns "committers disabled" into "committers may approve"', () => {
    const text = renderApprovalConfig({ merge_requests_disable_committers_approval: true, approvers: [{}], approver_groups: [{ group: { id: 1, full_path: 'acme' } }] }, '42');
    expect(text).toContain('- **Committers may approve**: no');
    expect(text).toContain('- **Approvers (deprecated)**: —');
    expect(text).toContain('- **Approver groups (deprecated)**: acme');
    clean(text);
  });

  it('renders a project without a push rule, and a size limit of 0 as no limit', () => {
    expect(renderPushRule({ configured: false }, '42')).toContain('- **Push rule**: none');
    const text = renderPushRule({ configured: true, id: 1, max_file_size: 0, commit_message_regex: 'a|b' }, '42');
    expect(text).toContain('- **Max file size (MB)**: no limit');
    expect(text).toContain('- **Commit message must match**: a\\|b');
    clean(text);
  });

  it('shows secret push protection from either field name', () => {
    expect(renderSecuritySettings({ pre_receive_secret_detection_enabled: true }, '42')).toContain('- **Secret push protection**: yes');
    clean(renderSecuritySettings({}, '42'));
  });

  it('explains the dependency firewall verdict', () => {
    expect(renderDependencyEvaluation({ ecosystem: 'npm', name: 'left-pad', version: '1.3.0', outcome: 'blocked', reason: 'licence' }, '42')).toContain('- **Outcome**: blocked: the firewall refuses to serve it');
    const none = renderDependencyEvaluation({ ecosystem: 'npm', name: 'left-pad', version: '1.3.0' }, '42');
    expect(none).toContain('- **Outcome**: GitLab returned no outcome');
    clean(none);
  });

  it('says what an empty target branch rule list means', () => {
    const text = renderTargetBranchRuleList({ target_branch_rules: [], count: 0, page_info: { has_next_page: false, has_previous_page: false } }, 'acme/backend');
    expect(text).toContain('No target branch rules: new merge requests target the default branch.');
    expect(text).toContain('_All results shown._');
  });
});
