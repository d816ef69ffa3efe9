import type { DomainOptions } from '@gitlab-mcp/action-kit';

/** The one declaration every provider class of the user domain carries (the explorer requires them equal). */
export const USER_DOMAIN: DomainOptions = {
  name: 'user',
  description:
    'Users: the current user and their status, to-dos, events, namespaces and notification settings; find users; SSH and GPG keys, emails and tokens; administration (create, block, ban, approve, deactivate, delete, impersonation tokens).',
  keywords: ['account', 'accounts', 'profile', 'people', 'username', 'identity'],
};
