import type { Provider } from '@nestjs/common';
import { AccessDeployKeyActions } from './access-deploy-keys.actions.js';
import { AccessDeployTokenActions } from './access-deploy-tokens.actions.js';
import { AccessInvitationActions } from './access-invitations.actions.js';
import { AccessPersonalTokenActions } from './access-personal-tokens.actions.js';
import { AccessRequestActions } from './access-requests.actions.js';
import { AccessResourceTokenActions } from './access-resource-tokens.actions.js';

/** The access domain's action providers. */
export const ACCESS_CORE_PROVIDERS: Provider[] = [
  AccessDeployKeyActions,
  AccessDeployTokenActions,
  AccessRequestActions,
  AccessInvitationActions,
  AccessPersonalTokenActions,
  AccessResourceTokenActions,
];
