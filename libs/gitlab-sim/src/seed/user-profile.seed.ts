import type { SimTodo, SimUserProfiles } from '../store/user-profile.state';

function todo(t: Omit<SimTodo, 'userId' | 'state' | 'body'> & Partial<Pick<SimTodo, 'state' | 'body'>>): SimTodo {
  return { userId: 1, state: 'pending', body: '', ...t };
}

/**
 * dana (5) and eve (6) await approval, finn (7) is banned; alice (3) is busy reviewing; bob (4) uses two-factor authentication.
 * demo's to-dos in acme/backend (project 42): four pending (two of them stale, from January 2025) and one done;
 */
export function seedUserProfiles(): SimUserProfiles {
  return {
    states: new Map([[5, 'blocked_pending_approval'], [6, 'blocked_pending_approval'], [7, 'banned']]),
    statuses: new Map([[3, { emoji: 'coffee', message: 'Reviewing merge requests', availability: 'busy', clearStatusAt: null }]]),
    twoFactor: new Set([4]),
    notifications: new Map(),
    todos: [
      todo({ id: 1, projectId: 42, authorId: 3, actionName: 'review_requested', targetType: 'MergeRequest', targetIid: 1, targetTitle: 'Add caching layer', body: 'Please review the caching layer', createdAt: '2025-01-10T09:00:00.000Z' }),
      todo({ id: 2, projectId: 42, authorId: 4, actionName: 'mentioned', targetType: 'Issue', targetIid: 1, targetTitle: 'Login fails on Safari', body: '@demo can you reproduce this?', createdAt: '2025-01-12T10:30:00.000Z' }),
      todo({ id: 3, projectId: 42, authorId: 3, actionName: 'assigned', targetType: 'Issue', targetIid: 2, targetTitle: 'Document the release process', body: 'Assigned to you', createdAt: '2025-06-01T08:15:00.000Z' }),
      todo({ id: 4, projectId: 42, authorId: 2, actionName: 'build_failed', targetType: 'MergeRequest', targetIid: 2, targetTitle: 'Upgrade Node.js', body: 'The pipeline failed', createdAt: '2025-06-02T07:45:00.000Z' }),
      todo({ id: 5, projectId: 42, authorId: 4, actionName: 'mentioned', targetType: 'Issue', targetIid: 1, targetTitle: 'Login fails on Safari', body: '@demo thanks!', state: 'done', createdAt: '2024-12-20T16:00:00.000Z' }),
    ],
    nextUserId: 100,
    nextTodoId: 100,
    nextRunnerId: 300,
  };
}
