import type { ActionHint } from '@gitlab-mcp/action-kit';

/** A 404 on any route below one merge request. */
export const MR_404: ActionHint = { text: 'verify project_id and merge_request_iid; use merge_request.list to find the merge request', statuses: [404] };
export const PROJECT_404: ActionHint = { text: 'verify project_id; use project.list to find the project', statuses: [404] };
export const GROUP_404: ActionHint = { text: 'verify group_id (numeric ID or full path) and that you can see the group', statuses: [404] };
