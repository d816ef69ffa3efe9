import { ACCESS } from '../gitlab-sim.constants';
import type { SimGroupGovernance } from '../store/group-governance.state';
import { mintedSecret } from '../store/minted-secret';
import type { SimNamespace } from '../store/sim-model.interface';

/**
 * Group `platform` (70): demo owns it, alice maintains it, bob develops in it; its subgroup
 * `platform/tools` (71) inherits those roles. The governance examples and stories run on them.
 */
export function seedGovernanceGroups(): SimNamespace[] {
  const platform: SimNamespace = {
    id: 70,
    name: 'Platform',
    path: 'platform',
    kind: 'group',
    parentId: null,
    members: new Map([
      [1, ACCESS.OWNER],
      [3, ACCESS.MAINTAINER],
      [4, ACCESS.DEVELOPER],
    ]),
    ownerId: null,
    createdAt: '2024-03-01T10:00:00.000Z',
  };
  const tools: SimNamespace = { id: 71, name: 'Tools', path: 'tools', kind: 'group', parentId: 70, members: new Map(), ownerId: null, createdAt: '2024-03-02T10:00:00.000Z' };
  return [platform, tools];
}

/**
 * Group `platform` (70) has one webhook (a custom header, a URL variable, a recorded push delivery),
 * a push rule, two LDAP links, a SAML link, a protected production tier and service account 700
 * (`Release bot`) with token 7 and an SSH certificate authority; `platform/tools` has none.
 */
export function seedGroupGovernance(): SimGroupGovernance {
  return {
    serviceAccounts: [{ id: 700, groupId: 70, username: 'service_account_group_70_release', name: 'Release bot', email: 'service_account_group_70_release@noreply.gitlab.example.com' }],
    serviceAccountTokens: [
      { id: 7, userId: 700, name: 'release', description: 'Tags releases', scopes: ['api'], value: mintedSecret('glpat', 7), revoked: false, createdAt: '2025-06-01T08:00:00.000Z', expiresAt: '2026-06-01' },
    ],
    sshCertificates: [{ id: 1, groupId: 70, title: 'Platform SSH CA', key: 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIPlatformCertificateAuthority platform-ca', createdAt: '2025-04-01T09:00:00.000Z' }],
    hooks: [
      {
        id: 1,
        groupId: 70,
        url: 'https://ci.example.com/hooks/platform',
        name: 'Platform CI',
        description: '',
        events: { push_events: true, merge_requests_events: true },
        pushEventsBranchFilter: '',
        branchFilterStrategy: 'wildcard',
        enableSslVerification: true,
        token: '',
        customHeaders: [{ key: 'X-Team', value: 'platform' }],
        urlVariables: [{ key: 'env', value: 'production' }],
        log: [{ id: 1, trigger: 'push_events', responseStatus: 200, createdAt: '2025-05-02T09:00:00.000Z' }],
        createdAt: '2025-05-01T09:00:00.000Z',
      },
    ],
    pushRules: [{ id: 1, groupId: 70, settings: { commit_message_regex: '^(feat|fix|docs|chore): ', deny_delete_tag: true, max_file_size: 100 }, createdAt: '2025-05-01T09:30:00.000Z' }],
    ldapLinks: [
      { groupId: 70, cn: 'engineering', filter: null, groupAccess: 30, memberRoleId: null, provider: 'ldapmain' },
      { groupId: 70, cn: 'operations', filter: null, groupAccess: 40, memberRoleId: null, provider: 'ldapmain' },
    ],
    samlLinks: [{ groupId: 70, name: 'Engineering', accessLevel: 30, memberRoleId: null, provider: null }],
    protectedEnvironments: [
      {
        groupId: 70,
        name: 'production',
        deployAccessLevels: [{ id: 9001, accessLevel: 40, userId: null, groupId: null, groupInheritanceType: 0, requiredApprovals: 1 }],
        approvalRules: [{ id: 9002, accessLevel: 40, userId: null, groupId: null, groupInheritanceType: 0, requiredApprovals: 1 }],
        requiredApprovalCount: 0,
      },
    ],
    sequences: { hook: 100, hookEvent: 100, pushRule: 100, serviceAccount: 700, token: 7000, sshCertificate: 100 },
  };
}
