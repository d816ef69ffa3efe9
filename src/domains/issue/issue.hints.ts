import type { ActionHint } from '@gitlab-mcp/action-kit';

export const ISSUE_404: ActionHint = { text: 'verify project_id and issue_iid; use issue.list to see existing issues in the project', statuses: [404] };
export const PROJECT_404: ActionHint = { text: 'verify project_id; use project.list to find the project', statuses: [404] };
export const GROUP_404: ActionHint = { text: 'verify group_id; use group.list to find the group', statuses: [404] };
export const NOTE_404: ActionHint = { text: 'verify issue_iid and note_id; use issue.note_list to see the comments of the issue', statuses: [404] };
