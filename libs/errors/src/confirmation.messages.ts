const RESEND_WITH_CONFIRM = 'Re-send with confirm=true only after the user explicitly approves this operation.';

/**
 * The elicitation question for a destructive action (E-61):
 * `Confirm gitlab_branch/delete? This action may be irreversible.`
 *
 * @publicApi
 * @param tool - the meta tool name, the same on the individual surface (`gitlab_branch`)
 * @param action - the action (`delete`)
 */
export function confirmationQuestion(tool: string, action: string): string {
  return `Confirm ${tool}/${action}? This action may be irreversible.`;
}

/**
 * The fail-closed refusal when nothing confirmed a destructive call and the client cannot be asked
 * (E-61). Logged with outcome `needs_confirmation` (E-63).
 *
 * @publicApi
 * @param tool - the meta tool name
 * @param action - the action
 */
export function confirmationUnavailable(tool: string, action: string): string {
  return `${confirmationQuestion(tool, action)} The connected client cannot prompt for confirmation. ${RESEND_WITH_CONFIRM}`;
}

/**
 * The user's answers other than approval (E-62), verbatim.
 *
 * @publicApi
 */
export const CONFIRMATION_OUTCOMES = Object.freeze({
  /** The user declined (`decline`). */
  declined: 'The user declined this operation. Do not retry it; ask what they would like instead.',
  /** The question was dismissed (`cancel`). */
  dismissed:
    'The confirmation was dismissed without an answer. Nothing was changed; you may ask again if the user still wants this.',
  /** `accept` without `confirm: true`. */
  notConfirmed: 'Operation canceled by user.',
});

/**
 * The elicitation exchange failed (E-62).
 *
 * @publicApi
 * @param reason - what went wrong
 */
export function confirmationFailed(reason: string): string {
  return `Confirmation failed: ${reason}. The action was not executed. Re-send with "confirm": true only after the user explicitly approves this operation.`;
}

/**
 * The dynamic surface's refusal of a destructive action sent without top-level `confirm: true`
 * (E-63): `gitlab_execute_action: action "branch.delete" is destructive. Re-send with ...`.
 *
 * @publicApi
 * @param actionId - the action's canonical ID
 */
export function destructiveNeedsConfirm(actionId: string): string {
  return `gitlab_execute_action: action ${JSON.stringify(actionId)} is destructive. ${RESEND_WITH_CONFIRM}`;
}
