/**
 * A suggestion an action declares for GitLab's errors (E-36..E-39). An action may declare several
 * (one for 401 and another for 403, E-39); the composer uses the first that applies to the failure.
 *
 * @publicApi
 * @example
 * const hints: Hint[] = [
 *   { text: 'the project namespace has no Ultimate licence', statuses: [401], namesRole: true },
 *   { text: 'your role on the merge request is not enough', statuses: [403], namesRole: true },
 * ];
 */
export interface Hint {
  /** The next step, naming actions by canonical ID (`branch.list`), never by tool name. */
  readonly text: string;
  /**
   * The statuses it applies to. Omitted: every answer GitLab gave, GraphQL errors inside a 200
   * included (E-36).
   */
  readonly statuses?: readonly number[];
  /**
   * It names a role, a licence or an owner, so it only follows a response that can be a permission
   * refusal (E-37): a REST 401/403 with no RFC 6750 code that does not refuse the account itself.
   * Not gated after GraphQL errors inside a 200.
   */
  readonly namesRole?: boolean;
  /**
   * Added to any error, the token-rejected verdict and unanswered requests too, whatever
   * `statuses` and `namesRole` say (E-38: the SAML-link actions). Still never after an
   * unattributed request, a refused destination or a fine-grained rejection (E-37).
   */
  readonly anyError?: boolean;
}
