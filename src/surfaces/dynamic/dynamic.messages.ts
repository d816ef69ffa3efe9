/** Prose refusals of the dynamic surface (E-04) that errors.md leaves to this project. */
export const dynamicMessages = {
  unknownAction: (action: string, suggestions: readonly string[]) =>
    `gitlab_execute_action: unknown action ${JSON.stringify(action)}.${suggestions.length > 0 ? ` Did you mean ${suggestions.join(', ')}?` : ''} Use gitlab_find_action to search the catalog.`,
  withheld: (action: string, reason: string) =>
    `gitlab_execute_action: action ${JSON.stringify(action)} is not available in this session: ${reason}.`,
  lowConfidence: 'Low confidence: these matches share few words with the request, or the first two are close. Rephrase with the GitLab object and operation (e.g. "list merge requests"), or compare the descriptions before choosing.',
  noMatch: (query: string) => `No action matches ${JSON.stringify(query)}. Try other words (e.g. "list branches", "get project").`,
} as const;
