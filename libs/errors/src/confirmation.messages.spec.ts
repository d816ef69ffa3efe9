import {
  CONFIRMATION_OUTCOMES,
  confirmationFailed,
  confirmationQuestion,
  confirmationUnavailable,
  destructiveNeedsConfirm,
} from './confirmation.messages.js';

describe('E-61 confirmation', () => {
  it('E-61 the question', () => {
    expect(confirmationQuestion('gitlab_branch', 'delete')).toBe('Confirm gitlab_branch/delete? This action may be irreversible.');
  });

  it('E-61 the fail-closed refusal', () => {
    expect(confirmationUnavailable('gitlab_branch', 'delete')).toBe(
      'Confirm gitlab_branch/delete? This action may be irreversible. The connected client cannot prompt for confirmation. Re-send with confirm=true only after the user explicitly approves this operation.',
    );
  });
});

describe('E-62 answers other than approval', () => {
  it.each<[string, string, string]>([
    ['decline', CONFIRMATION_OUTCOMES.declined, 'The user declined this operation. Do not retry it; ask what they would like instead.'],
    ['cancel', CONFIRMATION_OUTCOMES.dismissed, 'The confirmation was dismissed without an answer. Nothing was changed; you may ask again if the user still wants this.'],
    ['accept without confirm', CONFIRMATION_OUTCOMES.notConfirmed, 'Operation canceled by user.'],
    [
      'exchange failed',
      confirmationFailed('client disconnected'),
      'Confirmation failed: client disconnected. The action was not executed. Re-send with "confirm": true only after the user explicitly approves this operation.',
    ],
  ])('E-62 %s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('E-63 dynamic surface', () => {
  it('E-63 refuses a destructive action without confirm', () => {
    expect(destructiveNeedsConfirm('branch.delete')).toBe(
      'gitlab_execute_action: action "branch.delete" is destructive. Re-send with confirm=true only after the user explicitly approves this operation.',
    );
  });
});
