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

/** A service account of a top-level group (GitLab keeps it as a user; here it stays in this state). */
export interface SimServiceAccount {
  id: number;
  groupId: number;
  username: string;
  name: string;
  email: string;
}

/** A personal access token of a group service account; `value` is minted and only answered on create/rotate. */
export interface SimServiceAccountToken {
  id: number;
  userId: number;
  name: string;
  description: string;
  scopes: string[];
  value: string;
  revoked: boolean;
  createdAt: string;
  expiresAt: string | null;
}

/** An SSH certificate authority of a top-level group. */
export interface SimSshCertificate {
  id: number;
  groupId: number;
  title: string;
  key: string;
  createdAt: string;
}

/** Group webhooks, push rules, LDAP/SAML links, group-level protected environments and group service accounts. */
export interface SimGroupGovernance {
  serviceAccounts: SimServiceAccount[];
  serviceAccountTokens: SimServiceAccountToken[];
  sshCertificates: SimSshCertificate[];
  hooks: SimGroupHook[];
  pushRules: SimGroupPushRule[];
  ldapLinks: SimLdapLink[];
  samlLinks: SimSamlLink[];
  protectedEnvironments: SimGroupProtectedEnvironment[];
  sequences: { hook: number; hookEvent: number; pushRule: number; serviceAccount: number; token: number; sshCertificate: number };
}
