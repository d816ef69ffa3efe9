/** The warning under a secret GitLab returns once (a new or rotated token): it is never returned again. */
export const TOKEN_ONCE_NOTE = '⚠️ Store this token now (for example in a secret manager or a masked CI/CD variable): GitLab shows it only once, and it will not be shown again.';

/**
 * The Markdown block that shows a secret GitLab returned once, with the warning to store it now;
 * when GitLab returned none, says so. Every create and rotate result uses it, and nothing else
 * renders a token value.
 */
export function secretOnceBlock(value: string | undefined, label = 'Token value'): string {
  return value ? `\n\n**${label}** (shown once): \`${value}\`\n\n${TOKEN_ONCE_NOTE}` : '\n\n_GitLab returned no token value._';
}
