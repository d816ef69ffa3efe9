import { Action, Domain, type Declared } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { asObject } from '../shared/json-values.js';
import { UserDto } from '../shared/user.dto.js';
import { CreateUserDto, DeleteIdentityDto, DeleteUserDto, ModifyUserDto } from './dto/user-admin-params.dto.js';
import { UserRefDto } from './dto/user-params.dto.js';
import { UserDeletionDto, UserStateChangeDto } from './dto/user.dto.js';
import { USER_DOMAIN } from './user.domain.js';
import { renderStateChange, renderUserDeletion } from './user-admin.format.js';
import { renderUser } from './user-profile.format.js';

const ADMIN = "Needs an administrator's token; GitLab answers 403 otherwise.";
const ADMIN_ROLE = { text: 'this needs an administrator\'s token (the admin_mode scope when Admin Mode is on)', statuses: [401, 403], namesRole: true };
const USER_404 = { text: 'no user has that ID; use user.list with username or search to find it', statuses: [404] };

/** The state a transition leads to, what it means, and the hints for its refusals. */
interface Transition {
  readonly state: string;
  readonly meaning: string;
}

const changed = (t: Transition) => (_: unknown, input: UserRefDto): UserStateChangeDto => ({ user_id: input.user_id, state: t.state, message: `User ${input.user_id} is ${t.state} now: ${t.meaning}` });

const BLOCKED: Transition = { state: 'blocked', meaning: 'they cannot sign in, and their tokens and SSH keys stop working.' };
const ACTIVE: Transition = { state: 'active', meaning: 'they can sign in and use their tokens again.' };
const BANNED: Transition = { state: 'banned', meaning: 'they cannot sign in, and their projects, issues and comments are hidden.' };
const DEACTIVATED: Transition = { state: 'deactivated', meaning: 'they cannot use the API or Git until they sign in again, which reactivates them.' };
const REJECTED: Transition = { state: 'rejected', meaning: 'the sign-up request is refused and the pending account deleted.' };

/** Administration of users: create, change, delete and the account state machine. */
@Domain(USER_DOMAIN)
@Injectable()
export class UserAdminActions {
  @Action({
    id: 'user.create', title: 'Create a user', tier: 'free', readOnly: false, destructive: false,
    description: `Create a user account: username, name and email, and a password or reset_password (the user sets it by email). The password is never shown back. ${ADMIN}`,
    keywords: ['admin', 'new account', 'provision', 'onboard', 'register user', 'self-managed'],
    input: CreateUserDto, output: UserDto, operation: 'createUser', route: 'POST /users',
    hints: [
      { text: 'the username or email is already taken; user.list with username finds the existing user', statuses: [409] },
      { text: 'give a password, reset_password or force_random_password; the password must be long enough', statuses: [400, 422] },
      ADMIN_ROLE,
    ],
    example: { username: 'carol', name: 'Carol Diaz', email: 'carol@example.com', reset_password: true, skip_confirmation: true },
    reply: { render: (out) => renderUser(out, 'User created:'), nextSteps: ['user.get to read the profile', 'user.block to block the account'] },
  })
  readonly create?: Declared;

  @Action({
    id: 'user.modify', title: 'Change a user', tier: 'free', readOnly: false, destructive: false, idempotent: true,
    description: `Change a user's profile, email, username, password, limits or administrator flag; only the fields given change. ${ADMIN}`,
    keywords: ['admin', 'edit account', 'make admin', 'rename user', 'reset password', 'projects limit'],
    input: ModifyUserDto, output: UserDto, operation: 'modifyUser', route: 'PUT /users/:id',
    hints: [USER_404, { text: 'the username or email is already taken', statuses: [409] }, { text: 'check the values (email format, password length)', statuses: [400, 422] }, ADMIN_ROLE],
    example: { user_id: 4, organization: 'Acme', location: 'Porto' },
    reply: { render: (out) => renderUser(out, 'User updated:'), nextSteps: ['user.get to read it back'] },
  })
  readonly modify?: Declared;

  @Action({
    id: 'user.delete', title: 'Delete a user', tier: 'free', readOnly: false, destructive: true, idempotent: true,
    description: `Delete a user account. Their contributions move to the Ghost user, or with hard_delete are deleted too, with the groups they solely own. Cannot be undone. ${ADMIN}`,
    keywords: ['admin', 'remove account', 'ghost user', 'hard delete', 'offboard'],
    input: DeleteUserDto, output: UserDeletionDto, operation: 'deleteUser', route: 'DELETE /users/:id',
    hints: [USER_404, { text: 'the user may be the sole owner of groups; transfer them or use hard_delete', statuses: [409] }, ADMIN_ROLE],
    example: { user_id: 4 },
    reply: {
      shape: (_, input) => ({ user_id: input.user_id, hard_delete: input.hard_delete === true, message: `User ${input.user_id} is being deleted: they can no longer sign in, and their tokens and keys stop working now.` }),
      render: renderUserDeletion,
      nextSteps: ['user.list to check the remaining users'],
    },
  })
  readonly delete?: Declared;

  @Action({
    id: 'user.block', title: 'Block a user', tier: 'free', readOnly: false, destructive: true, idempotent: true,
    description: `Block a user: they cannot sign in, and their tokens and SSH keys stop working until unblocked. LDAP-blocked users cannot be changed here. ${ADMIN}`,
    keywords: ['admin', 'lock account', 'suspend', 'disable login', 'offboard'],
    input: UserRefDto, output: UserStateChangeDto, operation: 'blockUser', route: 'POST /users/:id/block',
    hints: [USER_404, { text: 'the user may be blocked by LDAP, or already banned or pending approval', statuses: [403, 409], namesRole: false }, ADMIN_ROLE],
    example: { user_id: 4 },
    reply: { shape: changed(BLOCKED), render: renderStateChange, nextSteps: ['user.unblock to let them back in'] },
  })
  readonly block?: Declared;

  @Action({
    id: 'user.unblock', title: 'Unblock a user', tier: 'free', readOnly: false, destructive: false, idempotent: true,
    description: `Unblock a blocked user: they can sign in again. ${ADMIN}`,
    keywords: ['admin', 'unlock account', 'restore access', 'unsuspend', 'reinstate'],
    input: UserRefDto, output: UserStateChangeDto, operation: 'unblockUser', route: 'POST /users/:id/unblock',
    hints: [USER_404, { text: 'users blocked by LDAP, banned or pending approval cannot be unblocked (use user.unban or user.approve)', statuses: [403, 409], namesRole: false }, ADMIN_ROLE],
    example: { user_id: 4 },
    reply: { shape: changed(ACTIVE), render: renderStateChange, nextSteps: ['user.get to check the state'] },
  })
  readonly unblock?: Declared;

  @Action({
    id: 'user.ban', title: 'Ban a user', tier: 'free', readOnly: false, destructive: true, idempotent: true,
    description: `Ban an active user: they are blocked and what they created is hidden from others. ${ADMIN}`,
    keywords: ['admin', 'spam', 'spammer', 'abuse', 'hide content'],
    input: UserRefDto, output: UserStateChangeDto, operation: 'banUser', route: 'POST /users/:id/ban',
    hints: [USER_404, { text: 'only an active user can be banned', statuses: [403, 409], namesRole: false }, ADMIN_ROLE],
    example: { user_id: 4 },
    reply: { shape: changed(BANNED), render: renderStateChange, nextSteps: ['user.unban to lift the ban'] },
  })
  readonly ban?: Declared;

  @Action({
    id: 'user.unban', title: 'Unban a user', tier: 'free', readOnly: false, destructive: false, idempotent: true,
    description: `Lift a ban: the user can sign in again and what they created is visible again. ${ADMIN}`,
    keywords: ['admin', 'lift ban', 'reinstate', 'spam'],
    input: UserRefDto, output: UserStateChangeDto, operation: 'unbanUser', route: 'POST /users/:id/unban',
    hints: [USER_404, { text: 'only a banned user can be unbanned', statuses: [403, 409], namesRole: false }, ADMIN_ROLE],
    example: { user_id: 7 },
    reply: { shape: changed(ACTIVE), render: renderStateChange, nextSteps: ['user.get to check the state'] },
  })
  readonly unban?: Declared;

  @Action({
    id: 'user.activate', title: 'Activate a user', tier: 'free', readOnly: false, destructive: false, idempotent: true,
    description: `Reactivate a deactivated user. ${ADMIN}`,
    keywords: ['admin', 'reactivate', 'reenable account', 'dormant'],
    input: UserRefDto, output: UserStateChangeDto, operation: 'activateUser', route: 'POST /users/:id/activate',
    hints: [USER_404, { text: 'a blocked or banned user cannot be activated (use user.unblock or user.unban)', statuses: [403, 409], namesRole: false }, ADMIN_ROLE],
    example: { user_id: 4 },
    reply: { shape: changed(ACTIVE), render: renderStateChange, nextSteps: ['user.get to check the state'] },
  })
  readonly activate?: Declared;

  @Action({
    id: 'user.deactivate', title: 'Deactivate a user', tier: 'free', readOnly: false, destructive: true, idempotent: true,
    description: `Deactivate a dormant user (no activity for 90 days): they lose API and Git access until they sign in again. ${ADMIN}`,
    keywords: ['admin', 'dormant', 'inactive account', 'license seat', 'free seat'],
    input: UserRefDto, output: UserStateChangeDto, operation: 'deactivateUser', route: 'POST /users/:id/deactivate',
    hints: [USER_404, { text: 'GitLab refuses users active in the last 90 days, blocked users and internal users', statuses: [403, 409], namesRole: false }, ADMIN_ROLE],
    example: { user_id: 4 },
    reply: { shape: changed(DEACTIVATED), render: renderStateChange, nextSteps: ['user.activate to reactivate them'] },
  })
  readonly deactivate?: Declared;

  @Action({
    id: 'user.approve', title: 'Approve a sign-up', tier: 'free', readOnly: false, destructive: false, idempotent: true,
    description: `Approve a user whose sign-up awaits an administrator's approval (state blocked_pending_approval). ${ADMIN}`,
    keywords: ['admin', 'pending approval', 'signup request', 'registration', 'accept'],
    input: UserRefDto, output: UserStateChangeDto, operation: 'approveUser', route: 'POST /users/:id/approve',
    hints: [USER_404, { text: 'the user is not pending approval (blocked users are unblocked with user.unblock)', statuses: [403, 409], namesRole: false }, ADMIN_ROLE],
    example: { user_id: 5 },
    reply: { shape: changed(ACTIVE), render: renderStateChange, nextSteps: ['user.get to check the state'] },
  })
  readonly approve?: Declared;

  @Action({
    id: 'user.reject', title: 'Reject a sign-up', tier: 'free', readOnly: false, destructive: true, idempotent: true,
    description: `Reject a user whose sign-up awaits approval: the pending account is deleted. ${ADMIN}`,
    keywords: ['admin', 'signup request', 'registration', 'decline', 'deny'],
    input: UserRefDto, output: UserStateChangeDto, operation: 'rejectUser', route: 'POST /users/:id/reject',
    hints: [USER_404, { text: 'only a user pending approval can be rejected', statuses: [403, 409], namesRole: false }, ADMIN_ROLE],
    example: { user_id: 6 },
    reply: { shape: changed(REJECTED), render: renderStateChange, nextSteps: ['user.list to check the remaining users'] },
  })
  readonly reject?: Declared;

  @Action({
    id: 'user.disable_two_factor', title: "Disable a user's two-factor authentication", tier: 'free', readOnly: false, destructive: true, idempotent: true,
    description: `Turn off two-factor authentication of a user who lost their device: they sign in with their password alone until they set it up again. ${ADMIN}`,
    keywords: ['2FA', 'MFA', 'OTP', 'authenticator', 'lost phone', 'admin'],
    input: UserRefDto, output: UserStateChangeDto, operation: 'disableTwoFactor', route: 'PATCH /users/:id/disable_two_factor',
    hints: [USER_404, { text: 'the user has no two-factor authentication enabled', statuses: [400] }, ADMIN_ROLE],
    example: { user_id: 4 },
    reply: {
      shape: (_, input) => ({ user_id: input.user_id, state: 'two-factor authentication disabled', message: `User ${input.user_id} signs in with their password alone now, until they set up two-factor authentication again.` }),
      render: renderStateChange,
      nextSteps: ['user.get to check the user'],
    },
  })
  readonly disableTwoFactor?: Declared;

  @Action({
    id: 'user.delete_identity', title: "Delete a user's external identity", tier: 'free', readOnly: false, destructive: true, idempotent: true,
    description: `Unlink a user's sign-in identity of one provider (LDAP, SAML, OAuth): they can no longer sign in through it. ${ADMIN}`,
    keywords: ['SSO', 'unlink', 'OAuth', 'omniauth', 'extern_uid', 'admin'],
    input: DeleteIdentityDto, output: UserDto, operation: 'deleteIdentity', route: 'DELETE /users/:id/identities/:provider',
    hints: [{ text: 'the user or the identity does not exist; user.get as an administrator lists the identities', statuses: [404] }, ADMIN_ROLE],
    example: { user_id: 3, provider: 'ldapmain' },
    // GitLab answers 204 without a body, or the user: either way the result names the user.
    reply: { shape: (answer, input) => asObject<UserDto>(answer) ?? { id: input.user_id }, render: (out, input) => renderUser(out, `Identity ${input.provider} removed from`), nextSteps: ['user.get to check the remaining identities'] },
  })
  readonly deleteIdentity?: Declared;
}
