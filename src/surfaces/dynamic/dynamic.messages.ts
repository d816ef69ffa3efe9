/** Prose refusals of the dynamic surface (E-04) that errors.md leaves to this project. */
export const dynamicMessages = {
  unknownAction: (action: string, suggestions: readonly string[]) =>
    `gitlab_execute_action: unknown action ${JSON.stringify(action)}.${suggestions.length > 0 ? ` Did you mean ${suggestions.join(', ')}?` : ''} Use gitlab_find_action to search the catalog.`,
  withheld: (action: string, reason: string) =>
    `gitlab_execute_action: action ${JSON.stringify(action)} is not available in this session: ${reason}.`,
  lowConfidence: 'Low confidence: these matches share few words with the request, or the first two are close. Rephrase with the GitLab object and operation (e.g. "list merge requests"), or compare the descriptions before choosing.',
  fromUrl: (url: string, values: Readonly<Record<string, string | number>>) =>
    `From ${url}: ${Object.entries(values).map(([k, v]) => `${k} ${JSON.stringify(v)}`).join(', ')} (filled in as params_from_url for each action that takes them).`,
  foreignUrl: (host: string, instanceUrl: string) => `The URL in the request is on ${host}, but this server works with the GitLab at ${instanceUrl}: its IDs are not filled in.`,
  related: (id: string, related: readonly string[]) => `Often used with \`${id}\`: ${related.map((r) => `\`${r}\``).join(', ')}.`,
  noMatch: (query: string) => `No action matches ${JSON.stringify(query)}. Try other words (e.g. "list branches", "get project").`,
} as const;
