import type { DomainOptions } from '@gitlab-mcp/action-kit';

/** The one declaration every provider class of the group domain carries (the explorer requires them equal). */
export const GROUP_DOMAIN: DomainOptions = {
  name: 'group',
  description:
    'Groups: find, create, update, archive, transfer and delete groups and subgroups; their projects, members, sharing, badges, boards, labels, milestones, hooks, wikis, uploads, exports, epics, LDAP/SAML links, protected branches and environments, push rules and service accounts.',
  keywords: ['org', 'organization', 'orgs', 'team', 'teams', 'subgroup', 'subgroups'],
};
