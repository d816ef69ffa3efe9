/** `/projects/<id>` with the ID or `group/project` path encoded as one path segment. */
export function projectPath(projectId: string | number): string {
  return `/projects/${encodeURIComponent(String(projectId))}`;
}

/** One path segment, encoded (branch names, file paths, tag names). */
export function segment(value: string | number): string {
  return encodeURIComponent(String(value));
}
