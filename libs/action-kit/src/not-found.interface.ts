/**
 * Declares that an action answers GitLab's 404 with a not-found card (E-30..E-34).
 *
 * @publicApi
 * @example
 * notFound: {
 *   resource: 'Branch',
 *   identifier: '"{branch}" in project {project_id}',
 *   nextSteps: ["Use action 'branch.list' to list the project's branches"],
 * }
 */
export interface NotFoundSpec {
  /** Resource name for the heading (`Branch` → `## ❓ Branch Not Found`). */
  readonly resource: string;
  /** Identifier template; `{param}` is replaced by the caller's value, escaped (E-33). */
  readonly identifier: string;
  /** Lines of the "Next steps" list. */
  readonly nextSteps: readonly string[];
}
