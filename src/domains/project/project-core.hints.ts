import type { ActionHint } from '@gitlab-mcp/action-kit';

/** The hint of every project-scoped core action whose project may not exist. */
export const PROJECT_404: ActionHint = { text: 'verify project_id (numeric ID or full path); use project.list with search to find the project', statuses: [404] };

/** A refusal that means the caller's role is too low: `what` needs `role`. */
export function roleHint(what: string, role: string): ActionHint {
  return { text: `${what} needs ${role}`, statuses: [401, 403], namesRole: true };
}

/** The message of a `{"message": "202 Accepted"}` answer, if GitLab sent one. */
export function gitlabMessage(data: unknown): string | undefined {
  const message = data !== null && typeof data === 'object' ? (data as { message?: unknown }).message : undefined;
  return typeof message === 'string' ? message : undefined;
}
