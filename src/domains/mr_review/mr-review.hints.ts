import type { ActionHint } from '@gitlab-mcp/action-kit';

export const MR_404: ActionHint = { text: 'verify project_id and merge_request_iid; use merge_request.list to find the merge request', statuses: [404] };
export const POSITION_400: ActionHint = {
  text: 'the position must name a line the merge request changes: check new_path/new_line (old_line for a removed line) with mr_review.changes_get, and the SHAs against diff_refs from merge_request.get (leave them out to use the current ones)',
  statuses: [400],
};
export const COMMENT_403: ActionHint = { text: 'commenting needs at least the Guest role in the project, and the discussion may be locked', statuses: [403], namesRole: true };
export const DELETE_403: ActionHint = { text: "deleting another user's comment needs the Maintainer or Owner role", statuses: [403], namesRole: true };
