import type { Provider } from '@nestjs/common';
import { ProjectApprovalActions } from './project-approvals.actions.js';
import { ProjectDependencyFirewallActions } from './project-dependency-firewall.actions.js';
import { ProjectPushRuleActions } from './project-push-rules.actions.js';
import { ProjectSecurityActions } from './project-security.actions.js';
import { ProjectServiceAccountActions } from './project-service-accounts.actions.js';
import { ProjectTargetBranchRuleActions } from './project-target-branch-rules.actions.js';

/** The project domain's governance action providers (service accounts, approvals, push rules, security, target branch rules). */
export const PROJECT_GOVERNANCE_PROVIDERS: Provider[] = [
  ProjectServiceAccountActions,
  ProjectApprovalActions,
  ProjectPushRuleActions,
  ProjectSecurityActions,
  ProjectDependencyFirewallActions,
  ProjectTargetBranchRuleActions,
];
