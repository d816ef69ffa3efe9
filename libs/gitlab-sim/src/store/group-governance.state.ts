import type { SimProtectedEnvironment } from './ci-environments.state';

/** A header or URL variable of a group webhook: the value is kept, never presented. */
export interface SimHookKey {
  key: string;
  value: string;
}

/** A recorded delivery of a group webhook (what `resend` sends again). */
export interface SimHookEvent {
  id: number;
  trigger: string;
  responseStatus: number;
  createdAt: string;
}

/** A group webhook: its settings as GitLab keeps them (the token never leaves the store). */
export interface SimGroupHook {
  id: number;
  groupId: number;
  url: string;
  name: string;
  description: string;
  events: Record<string, boolean>;
  pushEventsBranchFilter: string;
  branchFilterStrategy: string;
  enableSslVerification: boolean;
  token: string;
  customHeaders: SimHookKey[];
  urlVariables: SimHookKey[];
  log: SimHookEvent[];
  createdAt: string;
}

/** The one push rule a group may have. */
export interface SimGroupPushRule {
  id: number;
  groupId: number;
  settings: Record<string, string | number | boolean>;
  createdAt: string;
}

export interface SimLdapLink {
  groupId: number;
  cn: string | null;
  filter: string | null;
  groupAccess: number;
  memberRoleId: number | null;
  provider: string;
}

export interface SimSamlLink {
  groupId: number;
  name: string;
  accessLevel: number;
  memberRoleId: number | null;
  provider: string | null;
}

export type SimGroupProtectedEnvironment = Omit<SimProtectedEnvironment, 'projectId'> & { groupId: number };

/** Group webhooks, push rules, LDAP/SAML links and group-level protected environments. */
export interface SimGroupGovernance {
  hooks: SimGroupHook[];
  pushRules: SimGroupPushRule[];
  ldapLinks: SimLdapLink[];
  samlLinks: SimSamlLink[];
  protectedEnvironments: SimGroupProtectedEnvironment[];
  sequences: { hook: number; hookEvent: number; pushRule: number };
}
