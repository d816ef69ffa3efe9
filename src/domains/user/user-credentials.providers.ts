import type { Provider } from '@nestjs/common';
import { UserEmailActions } from './user-emails.actions.js';
import { UserGpgKeyActions } from './user-gpg-keys.actions.js';
import { UserSshKeyActions } from './user-ssh-keys.actions.js';
import { UserTokenActions } from './user-tokens.actions.js';

/** The user domain's keys, emails and tokens. */
export const USER_CREDENTIALS_PROVIDERS: Provider[] = [UserSshKeyActions, UserGpgKeyActions, UserEmailActions, UserTokenActions];
