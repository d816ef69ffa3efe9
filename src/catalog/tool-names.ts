/**
 * The tool-name formula, in one place: every surface, the name-collision check at boot and
 * GITLAB_MCP_EXCLUDE_TOOLS spell tool names through these two functions.
 */

/** `gitlab_<domain>`: the meta tool (and standalone tool) of a domain. */
export function metaToolName(domain: string): string {
  return `gitlab_${domain}`;
}

/** `gitlab_<domain>_<action>`: the individual tool of an action (a standalone domain's tool is its meta tool instead). */
export function actionToolName(domain: string, action: string): string {
  return `gitlab_${domain}_${action}`;
}
