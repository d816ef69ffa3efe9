import type { Provider } from '@nestjs/common';
import { GroupCredentialActions } from './group-credentials.actions.js';
import { GroupHookActions } from './group-hooks.actions.js';
import { GroupProtectedBranchActions } from './group-protected-branches.actions.js';
import { GroupProtectedEnvironmentActions } from './group-protected-environments.actions.js';
import { GroupPushRuleActions } from './group-push-rules.actions.js';
import { GroupServiceAccountActions } from './group-service-accounts.actions.js';
import { GroupSsoLinkActions } from './group-sso-links.actions.js';

/** The group domain's governance action providers (webhooks, protected branches and environments, push rules, service accounts, LDAP/SAML links, credentials). */
export const GROUP_GOVERNANCE_PROVIDERS: Provider[] = [
  GroupHookActions,
  GroupProtectedBranchActions,
  GroupProtectedEnvironmentActions,
  GroupPushRuleActions,
  GroupServiceAccountActions,
  GroupSsoLinkActions,
  GroupCredentialActions,
];
