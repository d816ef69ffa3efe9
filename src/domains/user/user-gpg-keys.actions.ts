import { Action, Domain, PageParamsDto, type Declared } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { GpgKeyDto } from '../shared/gpg-key.dto.js';
import { CredentialDeletionDto, GpgKeyListDto } from './dto/user-credential.dto.js';
import { AddOwnGpgKeyDto, AddUserGpgKeyDto, ListUserKeysDto, OwnKeyRefDto, UserKeyRefDto } from './dto/user-key-params.dto.js';
import { USER_DOMAIN } from './user.domain.js';
import { renderCredentialDeletion, renderGpgKey, renderGpgKeyList } from './user-keys.format.js';

const ADMIN = 'Needs an administrator\'s token; GitLab answers 403 otherwise.';
const ADMIN_HINT = { text: 'this needs an administrator\'s token (GitLab answers 403 to other users)', statuses: [401, 403], namesRole: true };
const KEY_INVALID = { text: 'the key must be an ASCII-armored PGP public key block (gpg --armor --export KEY_ID) not already added to an account', statuses: [400, 422] };
const DELETED = 'GPG key removed: commits it signed are no longer shown as verified.';
const SAMPLE_KEY = '-----BEGIN PGP PUBLIC KEY BLOCK-----\n\nmDMEZXhhbXBsZRYJKwYBBAHaRw8BAQdAZXhhbXBsZS1rZXktZm9yLWNhdGFsb2c=\n=AbCd\n-----END PGP PUBLIC KEY BLOCK-----';

/** GPG keys that verify signed commits: the current user's and, for administrators, any user's. */
@Domain(USER_DOMAIN)
@Injectable()
export class UserGpgKeyActions {
  @Action({
    id: 'user.gpg_keys', title: 'List my GPG keys', tier: 'free', readOnly: true, destructive: false,
    description: 'List the GPG keys of the current user, which GitLab uses to verify their signed commits.',
    keywords: ['signing key', 'PGP', 'verified commits', 'myself', 'current user'],
    input: PageParamsDto, output: GpgKeyListDto, operation: 'userGpgKeys', route: 'GET /user/gpg_keys',
    example: { per_page: 20 },
    reply: { list: 'keys', render: (out) => renderGpgKeyList(out), nextSteps: ['user.get_gpg_key for one key', 'user.add_gpg_key to add a key'] },
  })
  readonly gpgKeys?: Declared;

  @Action({
    id: 'user.get_gpg_key', title: 'Get one of my GPG keys', tier: 'free', readOnly: true, destructive: false,
    description: 'Get one GPG key of the current user by its ID, with the armored public key.',
    keywords: ['signing key', 'PGP', 'myself', 'armored key'],
    input: OwnKeyRefDto, output: GpgKeyDto, operation: 'userGetGpgKey', route: 'GET /user/gpg_keys/:key_id',
    notFound: { resource: 'GPG Key', identifier: '{key_id}', nextSteps: ["Use action 'user.gpg_keys' to list your GPG keys and their IDs"] },
    example: { key_id: 1 },
    reply: { render: (out) => renderGpgKey(out), nextSteps: ['user.delete_gpg_key to remove it'] },
  })
  readonly getGpgKey?: Declared;

  @Action({
    id: 'user.add_gpg_key', title: 'Add a GPG key to my account', tier: 'free', readOnly: false, destructive: false,
    description: 'Add a GPG public key to the current user so that GitLab shows their signed commits as verified. The key\'s email must be one of the user\'s verified addresses.',
    keywords: ['signing key', 'PGP', 'verified commits', 'myself', 'commit signature'],
    input: AddOwnGpgKeyDto, output: GpgKeyDto, operation: 'userAddGpgKey', route: 'POST /user/gpg_keys',
    hints: [KEY_INVALID],
    example: { key: SAMPLE_KEY },
    reply: { render: (out) => renderGpgKey(out, 'GPG key added:'), nextSteps: ['user.gpg_keys to see all your GPG keys', 'user.emails to check the key\'s email is verified'] },
  })
  readonly addGpgKey?: Declared;

  @Action({
    id: 'user.delete_gpg_key', title: 'Delete one of my GPG keys', tier: 'free', readOnly: false, destructive: true, idempotent: true,
    description: 'Remove a GPG key from the current user: commits it signed are no longer shown as verified. This cannot be undone.',
    keywords: ['signing key', 'PGP', 'myself', 'unverified commits'],
    input: OwnKeyRefDto, output: CredentialDeletionDto, operation: 'userDeleteGpgKey', route: 'DELETE /user/gpg_keys/:key_id',
    hints: [{ text: 'verify key_id; use user.gpg_keys to list your GPG keys', statuses: [404] }],
    example: { key_id: 1 },
    reply: { shape: (_, input) => ({ kind: 'GPG key', id: input.key_id, message: DELETED }), render: renderCredentialDeletion, nextSteps: ['user.gpg_keys to see the remaining keys'] },
  })
  readonly deleteGpgKey?: Declared;

  @Action({
    id: 'user.gpg_keys_for_user', title: 'List a user\'s GPG keys', tier: 'free', readOnly: true, destructive: false,
    description: 'List the GPG keys of any user (public keys are public).',
    keywords: ['signing keys', 'PGP', 'another user', 'public key', 'someone else'],
    input: ListUserKeysDto, output: GpgKeyListDto, operation: 'userGpgKeysForUser', route: 'GET /users/:id/gpg_keys',
    hints: [{ text: 'verify user_id; use user.list to find the user', statuses: [404] }],
    example: { user_id: 1 },
    reply: { list: 'keys', render: (out, input) => renderGpgKeyList(out, input.user_id), nextSteps: ['user.get_gpg_key_for_user for one key'] },
  })
  readonly gpgKeysForUser?: Declared;

  @Action({
    id: 'user.get_gpg_key_for_user', title: 'Get a user\'s GPG key', tier: 'free', readOnly: true, destructive: false,
    description: 'Get one GPG key of a given user by its ID.',
    keywords: ['signing key', 'PGP', 'another user', 'someone else'],
    input: UserKeyRefDto, output: GpgKeyDto, operation: 'userGetGpgKeyForUser', route: 'GET /users/:id/gpg_keys/:key_id',
    notFound: { resource: 'GPG Key', identifier: '{key_id} of user {user_id}', nextSteps: ["Use action 'user.gpg_keys_for_user' to list the user's GPG keys"] },
    example: { user_id: 1, key_id: 1 },
    reply: { render: (out) => renderGpgKey(out), nextSteps: ['user.delete_gpg_key_for_user to remove it'] },
  })
  readonly getGpgKeyForUser?: Declared;

  @Action({
    id: 'user.add_gpg_key_for_user', title: 'Add a GPG key to a user', tier: 'free', readOnly: false, destructive: false,
    description: `Add a GPG public key to another user's account. ${ADMIN}`,
    keywords: ['admin', 'signing key', 'PGP', 'another user'],
    input: AddUserGpgKeyDto, output: GpgKeyDto, operation: 'userAddGpgKeyForUser', route: 'POST /users/:id/gpg_keys',
    hints: [KEY_INVALID, { text: 'verify user_id; use user.list to find the user', statuses: [404] }, ADMIN_HINT],
    example: { user_id: 2, key: SAMPLE_KEY },
    reply: { render: (out) => renderGpgKey(out, 'GPG key added:'), nextSteps: ['user.gpg_keys_for_user to see the user\'s GPG keys'] },
  })
  readonly addGpgKeyForUser?: Declared;

  @Action({
    id: 'user.delete_gpg_key_for_user', title: 'Delete a user\'s GPG key', tier: 'free', readOnly: false, destructive: true, idempotent: true,
    description: `Remove a GPG key from a user: commits it signed are no longer shown as verified. This cannot be undone. ${ADMIN}`,
    keywords: ['admin', 'signing key', 'PGP', 'another user'],
    input: UserKeyRefDto, output: CredentialDeletionDto, operation: 'userDeleteGpgKeyForUser', route: 'DELETE /users/:id/gpg_keys/:key_id',
    hints: [{ text: 'verify user_id and key_id; use user.gpg_keys_for_user to list the user\'s GPG keys', statuses: [404] }, ADMIN_HINT],
    example: { user_id: 1, key_id: 1 },
    reply: { shape: (_, input) => ({ kind: 'GPG key', id: input.key_id, user_id: input.user_id, message: DELETED }), render: renderCredentialDeletion, nextSteps: ['user.gpg_keys_for_user to see the remaining keys'] },
  })
  readonly deleteGpgKeyForUser?: Declared;
}
