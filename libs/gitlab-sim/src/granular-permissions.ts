/** The boundary GitLab names in a fine-grained refusal (`... the following project permissions: [...]`). */
export type GranularBoundary = 'project' | 'group' | 'user' | 'instance';

/** A permission GitLab requires of a fine-grained token: its name and the label its refusals show. */
export interface GranularPermission {
  /** GitLab's permission name (`config/authz/permissions/<resource>/<action>.yml`), e.g. `approve_merge_request`. */
  readonly name: string;
  /** As a refusal names it: `Merge Request: Approve`. */
  readonly label: string;
  readonly boundary: GranularBoundary;
}

const permission = (name: string, label: string, boundary: GranularBoundary): GranularPermission => ({ name, label, boundary });

const READ_USER = permission('read_user', 'User: Read', 'user');
const READ_NAMESPACE = permission('read_namespace', 'Namespace: Read', 'user');
const READ_PROJECT = permission('read_project', 'Project: Read', 'project');
const READ_BRANCH = permission('read_branch', 'Branch: Read', 'project');
const CREATE_BRANCH = permission('create_branch', 'Branch: Create', 'project');
const DELETE_BRANCH = permission('delete_branch', 'Branch: Delete', 'project');
const READ_MERGE_REQUEST = permission('read_merge_request', 'Merge Request: Read', 'project');
const APPROVE_MERGE_REQUEST = permission('approve_merge_request', 'Merge Request: Approve', 'project');
const CREATE_TARGET_BRANCH_RULE = permission('create_target_branch_rule', 'Target Branch Rule: Create', 'project');

/**
 * The REST routes the simulator declares a fine-grained permission for, by `METHOD /route/template`
 * (below `/api/v4`; HEAD is looked up as GET). A small, realistic subset of GitLab's
 * `route_setting :authorization` declarations: a route missing here answers a fine-grained token
 * as GitLab answers an operation with no declared permission (`doesn't support fine-grained
 * personal access tokens`), `/version` and `/metadata` included.
 */
export const GRANULAR_ROUTE_PERMISSIONS: ReadonlyMap<string, GranularPermission> = new Map([
  ['GET /user', READ_USER],
  ['GET /namespaces', READ_NAMESPACE],
  ['GET /projects/:id', READ_PROJECT],
  ['GET /projects/:id/repository/branches', READ_BRANCH],
  ['GET /projects/:id/repository/branches/:branch', READ_BRANCH],
  ['POST /projects/:id/repository/branches', CREATE_BRANCH],
  ['DELETE /projects/:id/repository/branches/:branch', DELETE_BRANCH],
  ['GET /projects/:id/merge_requests', READ_MERGE_REQUEST],
  ['GET /projects/:id/merge_requests/:merge_request_iid', READ_MERGE_REQUEST],
  ['POST /projects/:id/merge_requests/:merge_request_iid/approve', APPROVE_MERGE_REQUEST],
]);

/**
 * GraphQL mutations by root field and the permission each requires. GraphQL queries are not
 * checked against the grant; a mutation missing here is refused with the no-permission sentence.
 */
export const GRANULAR_MUTATION_PERMISSIONS: ReadonlyMap<string, GranularPermission> = new Map([
  ['projectTargetBranchRuleCreate', CREATE_TARGET_BRANCH_RULE],
]);
