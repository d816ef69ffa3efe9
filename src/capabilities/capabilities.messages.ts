/** Texts of the non-tool capabilities (resources, prompts, completion) and of the guided flows. */
export const capabilityMessages = {
  actionMissing: (id: string) => `the action ${id} is not available on this server yet`,
  actionWithheld: (id: string) =>
    `the action ${id} is not available in this configuration (read-only mode, a read_api token, the GitLab tier or GITLAB_MCP_EXCLUDE_TOOLS withholds it)`,
  unknownResource: (uri: string) => `Resource not found: ${uri}`,
  unknownTool: (id: string) => `Resource not found: no tool or action "${id}" in this server's catalog`,
  readFailed: (uri: string, text: string) => `Reading ${uri} failed: ${text}`,
  unknownPrompt: (name: string) => `Unknown prompt: ${name}`,
  missingArgument: (prompt: string, names: readonly string[]) => `Prompt ${prompt} needs the argument${names.length > 1 ? 's' : ''} ${names.join(', ')}`,
  badArgument: (prompt: string, name: string, why: string) => `Prompt ${prompt}: argument ${name} ${why}`,
  promptFailed: (prompt: string, text: string) => `Prompt ${prompt} could not gather its data: ${text}`,
  notSubscribable: (uri: string) => `Resource ${uri} cannot be subscribed to: only single objects and single-parent lists are watched`,
  tooManyWatchers: (scope: 'credential' | 'process', max: number) =>
    `Too many resource subscriptions: at most ${max} per ${scope === 'credential' ? 'credential' : 'server process'}. Unsubscribe from another resource first.`,
} as const;
