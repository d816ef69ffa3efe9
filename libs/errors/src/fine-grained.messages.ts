const NEW_GRANT_GUIDANCE =
  "A token's grant cannot be changed after it is created: create a new fine-grained personal access token that grants it, or use a classic token where the group does not refuse one (a classic token refused this way sits under a group that enforces fine-grained tokens)";

/**
 * Descriptions of fine-grained token rejections (E-23): a classification followed by the guidance
 * the caller needs, in place of the ordinary 403/404 classification.
 */
export const FINE_GRAINED_DESCRIPTIONS = Object.freeze({
  noFineGrainedPermission:
    'access denied: GitLab declares no fine-grained permission for this operation, so no fine-grained personal access tokens can call it on this instance. Use a classic personal access token for this call, where the group does not enforce fine-grained tokens',
  notSupported:
    "access denied: fine-grained personal access tokens are not enabled for this token's user on this instance (GitLab's granular_personal_access_tokens feature flag), so GitLab refuses every call the token makes. Use a classic personal access token, or ask the instance admin to enable the feature for this user",
  notFound:
    'not found: GitLab could not find what this call names, or the token may not see it. A fine-grained token sees only the projects and groups its grant covers',
  unknownSentence: `access denied: this call is outside the fine-grained personal access token's grant. ${NEW_GRANT_GUIDANCE}`,
});

/**
 * `access denied: this call needs the fine-grained project permission [Merge Request: Approve],
 * which the token was not granted` followed by the new-grant guidance (E-23).
 *
 * @param scope - the permission's scope as GitLab names it (`project`, `group`, ...)
 * @param permissions - GitLab's bracketed list, as written (`[Merge Request: Approve]`)
 * @param count - how many permissions the list names
 */
export function missingPermissionDescription(scope: string, permissions: string, count: number): string {
  const noun = count === 1 ? 'permission' : 'permissions';
  return `access denied: this call needs the fine-grained ${scope} ${noun} ${permissions}, which the token was not granted. ${NEW_GRANT_GUIDANCE}`;
}

/**
 * The note a not-found card gets in a fine-grained session when the action reads GraphQL (E-34).
 *
 * @publicApi
 */
export const FINE_GRAINED_NOT_FOUND_NOTE =
  'In a fine-grained session, not found may also mean the token cannot see this object: a fine-grained token sees only the projects and groups its grant covers';
