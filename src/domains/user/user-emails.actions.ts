import { Action, Domain, PageParamsDto, type Declared } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { EmailDto } from '../shared/email.dto.js';
import { CredentialDeletionDto, EmailListDto } from './dto/user-credential.dto.js';
import { AddOwnEmailDto, AddUserEmailDto, ListUserEmailsDto, OwnEmailRefDto, UserEmailRefDto } from './dto/user-email-params.dto.js';
import { USER_DOMAIN } from './user.domain.js';
import { renderEmail, renderEmailList } from './user-emails.format.js';
import { renderCredentialDeletion } from './user-keys.format.js';

const ADMIN = 'Needs an administrator\'s token; GitLab answers 403 otherwise.';
const ADMIN_HINT = { text: 'this needs an administrator\'s token (GitLab answers 403 to other users)', statuses: [401, 403], namesRole: true };
const TAKEN = { text: 'the address may be invalid or already used by this or another account (primary or secondary)', statuses: [400, 409, 422] };
const DELETED = 'Email address removed: GitLab no longer sends mail to it or links commits made with it to the account.';

/** Secondary email addresses: the current user's and, for administrators, any user's. */
@Domain(USER_DOMAIN)
@Injectable()
export class UserEmailActions {
  @Action({
    id: 'user.emails', title: 'List my email addresses', tier: 'free', readOnly: true, destructive: false,
    description: 'List the secondary email addresses of the current user and whether each is confirmed (the primary address is on user.current).',
    keywords: ['secondary emails', 'myself', 'current user', 'verified emails', 'profile emails'],
    input: PageParamsDto, output: EmailListDto, operation: 'userEmails', route: 'GET /user/emails',
    example: { per_page: 20 },
    reply: { list: 'emails', render: (out) => renderEmailList(out), nextSteps: ['user.add_email to add an address', 'user.delete_email to remove one'] },
  })
  readonly emails?: Declared;

  @Action({
    id: 'user.get_email', title: 'Get one of my email addresses', tier: 'free', readOnly: true, destructive: false,
    description: 'Get one secondary email address of the current user by its ID, with its confirmation state.',
    keywords: ['secondary email', 'myself', 'current user', 'email confirmation'],
    input: OwnEmailRefDto, output: EmailDto, operation: 'userGetEmail', route: 'GET /user/emails/:email_id',
    notFound: { resource: 'Email', identifier: '{email_id}', nextSteps: ["Use action 'user.emails' to list your email addresses and their IDs"] },
    example: { email_id: 1 },
    reply: { render: (out) => renderEmail(out), nextSteps: ['user.delete_email to remove it'] },
  })
  readonly getEmail?: Declared;

  @Action({
    id: 'user.add_email', title: 'Add an email address to my account', tier: 'free', readOnly: false, destructive: false,
    description: 'Add a secondary email address to the current user. GitLab sends a confirmation link; the address counts (commit attribution, GPG keys) once confirmed.',
    keywords: ['secondary email', 'myself', 'verify email', 'email alias', 'commit email'],
    input: AddOwnEmailDto, output: EmailDto, operation: 'userAddEmail', route: 'POST /user/emails',
    hints: [TAKEN],
    example: { email: 'alice.work@example.com' },
    reply: { render: (out) => renderEmail(out, 'Email added:'), nextSteps: ['user.emails to see whether it is confirmed'] },
  })
  readonly addEmail?: Declared;

  @Action({
    id: 'user.delete_email', title: 'Delete one of my email addresses', tier: 'free', readOnly: false, destructive: true, idempotent: true,
    description: 'Remove a secondary email address from the current user. This cannot be undone.',
    keywords: ['secondary email', 'myself', 'unlink email', 'current user'],
    input: OwnEmailRefDto, output: CredentialDeletionDto, operation: 'userDeleteEmail', route: 'DELETE /user/emails/:email_id',
    hints: [{ text: 'verify email_id; use user.emails to list your addresses', statuses: [404] }],
    example: { email_id: 1 },
    reply: { shape: (_, input) => ({ kind: 'Email', id: input.email_id, message: DELETED }), render: renderCredentialDeletion, nextSteps: ['user.emails to see the remaining addresses'] },
  })
  readonly deleteEmail?: Declared;

  @Action({
    id: 'user.emails_for_user', title: 'List a user\'s email addresses', tier: 'free', readOnly: true, destructive: false,
    description: `List the secondary email addresses of a user and whether each is confirmed. ${ADMIN}`,
    keywords: ['admin', 'secondary emails', 'another user', 'someone else'],
    input: ListUserEmailsDto, output: EmailListDto, operation: 'userEmailsForUser', route: 'GET /users/:id/emails',
    hints: [{ text: 'verify user_id; use user.list to find the user', statuses: [404] }, ADMIN_HINT],
    example: { user_id: 4 },
    reply: { list: 'emails', render: (out, input) => renderEmailList(out, input.user_id), nextSteps: ['user.add_email_for_user to add an address', 'user.delete_email_for_user to remove one'] },
  })
  readonly emailsForUser?: Declared;

  @Action({
    id: 'user.add_email_for_user', title: 'Add an email address to a user', tier: 'free', readOnly: false, destructive: false,
    description: `Add a secondary email address to a user; skip_confirmation marks it confirmed without sending the link. ${ADMIN}`,
    keywords: ['admin', 'secondary email', 'skip confirmation', 'another user'],
    input: AddUserEmailDto, output: EmailDto, operation: 'userAddEmailForUser', route: 'POST /users/:id/emails',
    hints: [TAKEN, { text: 'verify user_id; use user.list to find the user', statuses: [404] }, ADMIN_HINT],
    example: { user_id: 4, email: 'bob.oncall@example.com', skip_confirmation: true },
    reply: { render: (out) => renderEmail(out, 'Email added:'), nextSteps: ['user.emails_for_user to see the user\'s addresses'] },
  })
  readonly addEmailForUser?: Declared;

  @Action({
    id: 'user.delete_email_for_user', title: 'Delete a user\'s email address', tier: 'free', readOnly: false, destructive: true, idempotent: true,
    description: `Remove a secondary email address from a user. This cannot be undone. ${ADMIN}`,
    keywords: ['admin', 'secondary email', 'another user', 'someone else'],
    input: UserEmailRefDto, output: CredentialDeletionDto, operation: 'userDeleteEmailForUser', route: 'DELETE /users/:id/emails/:email_id',
    hints: [{ text: 'verify user_id and email_id; use user.emails_for_user to list the user\'s addresses', statuses: [404] }, ADMIN_HINT],
    example: { user_id: 4, email_id: 3 },
    reply: { shape: (_, input) => ({ kind: 'Email', id: input.email_id, user_id: input.user_id, message: DELETED }), render: renderCredentialDeletion, nextSteps: ['user.emails_for_user to see the remaining addresses'] },
  })
  readonly deleteEmailForUser?: Declared;
}
