import type { Surface } from './surface-calls';

/**
 * Verbatim strings of the specification's errors.md, copied from it (never from the server's
 * output): the classifications of E-10 and the confirmation refusals of E-61 and E-63.
 */
export const CLASSIFICATION = {
  400: 'bad request: check your input parameters',
  401: 'unauthorized: either the token (GITLAB_TOKEN) is invalid or expired, or it is valid and lacks a permission this action needs, since some GitLab endpoints answer a missing permission with 401 rather than 403. If the token works for other calls, treat this as a permission refusal',
  403: 'access denied: your token lacks the required permissions. This can mean: (1) missing API scope on the token, (2) insufficient project role (some operations require Maintainer or Owner), or (3) the feature is restricted by instance admin settings',
  404: 'not found: the requested resource does not exist, you lack access, or the feature requires a higher GitLab tier. Verify the ID/path is correct',
  405: 'method not allowed: the action cannot be performed on this resource in its current state',
  409: 'conflict: the resource already exists or there is a state conflict',
  422: 'validation failed: GitLab rejected the request due to invalid data',
} as const;

/** E-10, "401, token rejected": the verdict only when GitLab said the token itself is bad (E-15). */
export const TOKEN_REJECTED =
  'authentication failed: GitLab rejected the token (GITLAB_TOKEN) itself as invalid, expired, revoked or without the api or read_api scope, so renew or replace it';

/** E-61 / E-63: the end of every fail-closed refusal. */
export const NEEDS_CONFIRMATION = 'Re-send with confirm=true only after the user explicitly approves this operation.';

/** The refusal each surface gives a destructive call without confirmation, from a client that cannot elicit (E-61, E-63). */
export function confirmationRefusal(surface: Surface, id: string): string {
  if (surface === 'dynamic') return `gitlab_execute_action: action "${id}" is destructive. ${NEEDS_CONFIRMATION}`;
  const [domain, action] = id.split('.');
  return `Confirm gitlab_${domain}/${action}? This action may be irreversible. The connected client cannot prompt for confirmation. ${NEEDS_CONFIRMATION}`;
}

/**
 * E-31's not-found card: its shape verbatim, for `resource` ("Branch"), the identifier as the card
 * names it (`"feature/old" in project 42`), and the area's next steps.
 */
export function notFoundCard(resource: string, identifier: string, steps: readonly string[]): string {
  return [
    `## ❓ ${resource} Not Found`,
    '',
    `The ${resource.toLowerCase()} **${identifier}** does not exist or is not accessible with your current permissions.`,
    '',
    '---',
    '💡 **Next steps:**',
    ...steps.map((s) => `- ${s}`),
  ].join('\n');
}

/**
 * E-23, a fine-grained token without the permission: the classification starts with the spec's
 * words; the guidance after it is this project's wording of the facts E-23 requires (a grant cannot
 * change; a new fine-grained token, or a classic token where the group allows one; a refused classic
 * token sits under an enforcing group).
 */
export function fineGrainedMissing(scope: string, permissions: string): string {
  return (
    `access denied: this call needs the fine-grained ${scope} permission ${permissions}, which the token was not granted. ` +
    "A token's grant cannot be changed after it is created: create a new fine-grained personal access token that grants it, or use a classic token where the group does not refuse one " +
    '(a classic token refused this way sits under a group that enforces fine-grained tokens)'
  );
}

/** E-23, an operation with no fine-grained permission: the spec's classification, then the classic-token way out. */
export const FINE_GRAINED_UNSUPPORTED =
  'access denied: GitLab declares no fine-grained permission for this operation, so no fine-grained personal access tokens can call it on this instance. ' +
  'Use a classic personal access token for this call, where the group does not enforce fine-grained tokens';
