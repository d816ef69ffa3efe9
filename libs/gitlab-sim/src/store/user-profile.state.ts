/** The account states GitLab's state machine moves a user between. */
export type SimUserState = 'active' | 'blocked' | 'banned' | 'deactivated' | 'blocked_pending_approval' | 'ldap_blocked';

/** A user's status (`PUT /user/status`). */
export interface SimUserStatus {
  emoji: string;
  message: string;
  availability: 'not_set' | 'busy';
  clearStatusAt: string | null;
}

/** Notification settings of one level: global, a group or a project. */
export interface SimNotificationSetting {
  level: string;
  notificationEmail?: string;
  events: Record<string, boolean>;
}

/** A to-do of a user (`APIEntitiesTodo`). */
export interface SimTodo {
  id: number;
  userId: number;
  projectId: number;
  authorId: number;
  actionName: string;
  targetType: 'MergeRequest' | 'Issue';
  targetIid: number;
  targetTitle: string;
  body: string;
  state: 'pending' | 'done';
  createdAt: string;
}

/** What the user profile and administration routes keep beside the users themselves. */
export interface SimUserProfiles {
  /** Account state by user ID; a user missing here is active. */
  states: Map<number, SimUserState>;
  statuses: Map<number, SimUserStatus>;
  /** Users with two-factor authentication enabled. */
  twoFactor: Set<number>;
  /** Notification settings by `global:<user>`, `group:<user>:<group>`, `project:<user>:<project>`. */
  notifications: Map<string, SimNotificationSetting>;
  todos: SimTodo[];
  nextUserId: number;
  nextTodoId: number;
  nextRunnerId: number;
}

/** The custom notification events GitLab knows, all off by default. */
export const NOTIFICATION_EVENTS = [
  'new_release', 'new_note', 'new_issue', 'reopen_issue', 'close_issue', 'reassign_issue', 'issue_due',
  'new_merge_request', 'push_to_merge_request', 'reopen_merge_request', 'close_merge_request', 'reassign_merge_request',
  'change_reviewer_merge_request', 'merge_merge_request', 'failed_pipeline', 'fixed_pipeline', 'success_pipeline',
  'moved_project', 'merge_when_pipeline_succeeds', 'service_account_failed_pipeline', 'service_account_fixed_pipeline',
  'service_account_success_pipeline', 'new_epic', 'approver',
] as const;

export const NOTIFICATION_LEVELS = ['disabled', 'participating', 'watch', 'global', 'mention', 'custom'];

/**
 * Why GitLab refuses a user's token (`Gitlab::Auth::UserAccessDeniedReason`), or undefined for an active user:
 * banned and LDAP-blocked users read as blocked; a deactivated user is reactivated by signing in on the web.
 */
export function accessDeniedReason(profiles: SimUserProfiles, userId: number, baseUrl: string): string | undefined {
  const state = profiles.states.get(userId) ?? 'active';
  if (state === 'active') return undefined;
  if (state === 'blocked_pending_approval') return 'Your account is pending approval from your administrator and hence blocked.';
  if (state === 'deactivated') return `Your account has been deactivated by your administrator. Please log back in from a web browser to reactivate your account at ${baseUrl}`;
  return 'Your account has been blocked.';
}
