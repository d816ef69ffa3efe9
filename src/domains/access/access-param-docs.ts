/** Documentation strings the access domain's parameter DTOs share. */
export const PROJECT_DOC = 'Project numeric ID or full path (e.g. "42" or "my-group/my-project").';
export const GROUP_DOC = 'Group numeric ID or full path (e.g. "7" or "my-group/backend").';
export const ROLE_DOC = 'Role: 10 Guest, 15 Planner, 20 Reporter, 30 Developer, 40 Maintainer, 50 Owner.';
export const ROLE_LEVELS = [10, 15, 20, 30, 40, 50];
export const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
