import type { DomainOptions } from '@gitlab-mcp/action-kit';

/** The one declaration every provider class of the access domain carries (the explorer requires them equal). */
export const ACCESS_DOMAIN: DomainOptions = {
  name: 'access',
  description:
    'Access: deploy keys and deploy tokens, access requests and invitations, and personal, project and group access tokens (create, list, rotate, revoke).',
  keywords: ['permissions', 'credentials', 'authentication', 'API tokens', 'join requests', 'invites'],
};
