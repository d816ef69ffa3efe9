import type { Provider } from '@nestjs/common';
import { UserActivityActions } from './user-activity.actions.js';
import { UserAdminActions } from './user-admin.actions.js';
import { UserNamespaceActions } from './user-namespaces.actions.js';
import { UserNotificationActions } from './user-notifications.actions.js';
import { UserProfileActions } from './user-profile.actions.js';
import { UserServiceAccountActions } from './user-service-accounts.actions.js';
import { UserTodoActions } from './user-todos.actions.js';

/** The user domain's profile and administration providers. */
export const USER_PROFILE_PROVIDERS: Provider[] = [
  UserProfileActions,
  UserAdminActions,
  UserActivityActions,
  UserNamespaceActions,
  UserNotificationActions,
  UserTodoActions,
  UserServiceAccountActions,
];
