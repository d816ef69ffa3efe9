import { ActionRefusalError } from '@gitlab-mcp/errors';

/** How a destructive call that did not run ended; logged as the call's `outcome` (E-63). */
export type ConfirmationOutcome = 'needs_confirmation' | 'declined' | 'dismissed' | 'not_confirmed' | 'confirmation_failed';

/** A destructive call refused at confirmation; nothing reached GitLab. */
export class ConfirmationRefusalError extends ActionRefusalError {
  constructor(sentence: string, readonly outcome: ConfirmationOutcome) {
    super(sentence);
    this.name = 'ConfirmationRefusalError';
  }
}
