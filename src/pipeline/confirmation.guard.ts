import { ElicitationDeferredError } from '@gitlab-mcp/action-kit';
import { CONFIRMATION_OUTCOMES, confirmationFailed, confirmationQuestion, confirmationUnavailable, destructiveNeedsConfirm } from '@gitlab-mcp/errors';
import { metaToolName, type CatalogEntry } from '../catalog/index.js';
import type { CallContext } from './call-context.interface.js';
import { ConfirmationRefusalError } from './confirmation-refusal.error.js';

const CONFIRM_SCHEMA = {
  type: 'object',
  properties: { confirm: { type: 'boolean', title: 'Confirm', description: 'Approve this operation' } },
  required: ['confirm'],
} as const;

/**
 * Decides whether a destructive call may proceed (E-61..E-63): YOLO/AUTOPILOT, then
 * `confirm: true`, then (meta and individual tools only) asking the user; otherwise fail closed.
 * The question names `<meta tool>/<action>` on every surface (E-61).
 */
export async function confirmDestructive(entry: CatalogEntry, call: CallContext, confirmed: boolean, yolo: boolean): Promise<void> {
  if (yolo || confirmed) return;
  if (call.source === 'execute_action') throw new ConfirmationRefusalError(destructiveNeedsConfirm(entry.id), 'needs_confirmation');
  const tool = metaToolName(entry.domain);
  const action = entry.action;
  if (!call.elicit) throw new ConfirmationRefusalError(confirmationUnavailable(tool, action), 'needs_confirmation');
  let answer;
  try {
    answer = await call.elicit(confirmationQuestion(tool, action), CONFIRM_SCHEMA);
  } catch (e) {
    if (e instanceof ElicitationDeferredError) throw e;
    throw new ConfirmationRefusalError(confirmationFailed(e instanceof Error ? e.message : String(e)), 'confirmation_failed');
  }
  if (answer.action === 'decline') throw new ConfirmationRefusalError(CONFIRMATION_OUTCOMES.declined, 'declined');
  if (answer.action === 'cancel') throw new ConfirmationRefusalError(CONFIRMATION_OUTCOMES.dismissed, 'dismissed');
  if (answer.content?.confirm !== true) throw new ConfirmationRefusalError(CONFIRMATION_OUTCOMES.notConfirmed, 'not_confirmed');
}
