import { Action, Domain, PageParamsDto, type Declared } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { SshKeyDto, SshKeyWithUserDto } from '../shared/ssh-key.dto.js';
import { CredentialDeletionDto, SshKeyListDto } from './dto/user-credential.dto.js';
import { AddOwnSshKeyDto, AddUserSshKeyDto, FindKeyByFingerprintDto, KeyIdDto, ListUserKeysDto, OwnKeyRefDto, UserKeyRefDto } from './dto/user-key-params.dto.js';
import { USER_DOMAIN } from './user.domain.js';
import { renderCredentialDeletion, renderSshKey, renderSshKeyList, renderSshKeyWithUser } from './user-keys.format.js';

const ADMIN = 'Needs an administrator\'s token; GitLab answers 403 otherwise.';
const ADMIN_HINT = { text: 'this needs an administrator\'s token (GitLab answers 403 to other users)', statuses: [401, 403], namesRole: true };
const KEY_INVALID = { text: 'the key must be a valid OpenSSH public key ("ssh-ed25519 AAAA... comment"), allowed by the instance\'s key restrictions, and not already on any account (its fingerprint must be new)', statuses: [400, 422] };
const OWN_KEY_404 = { text: 'verify key_id; use user.ssh_keys to list your SSH keys', statuses: [404] };
const USER_KEY_404 = { text: 'verify user_id and key_id; use user.ssh_keys_for_user to list the user\'s SSH keys', statuses: [404] };
const DELETED = 'Key removed: pushes, pulls and commit signatures that use it are refused from now on.';

/** SSH keys: the current user's and, for administrators, any user's. */
@Domain(USER_DOMAIN)
@Injectable()
export class UserSshKeyActions {
  @Action({
    id: 'user.ssh_keys', title: 'List my SSH keys', tier: 'free', readOnly: true, destructive: false,
    description: 'List the SSH keys of the current user: title, key type, usage (authentication, signing or both), expiry and last use.',
    keywords: ['myself', 'public key', 'authentication key', 'git over SSH', 'current user'],
    input: PageParamsDto, output: SshKeyListDto, operation: 'userSshKeys', route: 'GET /user/keys',
    example: { per_page: 20 },
    reply: { list: 'keys', render: (out) => renderSshKeyList(out), nextSteps: ['user.get_ssh_key for one key', 'user.add_ssh_key to add a key'] },
  })
  readonly sshKeys?: Declared;

  @Action({
    id: 'user.get_ssh_key', title: 'Get one of my SSH keys', tier: 'free', readOnly: true, destructive: false,
    description: 'Get one SSH key of the current user by its ID.',
    keywords: ['myself', 'public key', 'current user', 'key fingerprint'],
    input: OwnKeyRefDto, output: SshKeyDto, operation: 'userGetSshKey', route: 'GET /user/keys/:key_id',
    notFound: { resource: 'SSH Key', identifier: '{key_id}', nextSteps: ["Use action 'user.ssh_keys' to list your SSH keys and their IDs"] },
    example: { key_id: 1 },
    reply: { render: (out) => renderSshKey(out), nextSteps: ['user.delete_ssh_key to remove it'] },
  })
  readonly getSshKey?: Declared;

  @Action({
    id: 'user.add_ssh_key', title: 'Add an SSH key to my account', tier: 'free', readOnly: false, destructive: false,
    description: 'Add a public SSH key to the current user, for pushing and pulling over SSH, signing commits, or both. Paste the public key (id_ed25519.pub), never the private one.',
    keywords: ['myself', 'public key', 'id_rsa', 'ed25519', 'git over SSH', 'signing key'],
    input: AddOwnSshKeyDto, output: SshKeyDto, operation: 'userAddSshKey', route: 'POST /user/keys',
    hints: [KEY_INVALID],
    example: { title: 'laptop', key: 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAII5zaI6MFKfq2kOea/mXvW6wj4RqQMBa9FBs2rt+96vk demo@desktop', usage_type: 'auth_and_signing' },
    reply: { render: (out) => renderSshKey(out, 'SSH key added:'), nextSteps: ['user.ssh_keys to see all your keys', 'user.key_get_by_fingerprint to check who owns a key'] },
  })
  readonly addSshKey?: Declared;

  @Action({
    id: 'user.delete_ssh_key', title: 'Delete one of my SSH keys', tier: 'free', readOnly: false, destructive: true, idempotent: true,
    description: 'Remove an SSH key from the current user: Git over SSH with that key stops working at once. This cannot be undone.',
    keywords: ['myself', 'public key', 'revoke key', 'current user'],
    input: OwnKeyRefDto, output: CredentialDeletionDto, operation: 'userDeleteSshKey', route: 'DELETE /user/keys/:key_id',
    hints: [OWN_KEY_404],
    example: { key_id: 1 },
    reply: { shape: (_, input) => ({ kind: 'SSH key', id: input.key_id, message: DELETED }), render: renderCredentialDeletion, nextSteps: ['user.ssh_keys to see the remaining keys'] },
  })
  readonly deleteSshKey?: Declared;

  @Action({
    id: 'user.ssh_keys_for_user', title: 'List a user\'s SSH keys', tier: 'free', readOnly: true, destructive: false,
    description: 'List the SSH keys of any user (public keys are public): title, key type, usage, expiry.',
    keywords: ['public keys', 'another user', 'someone else', 'authorized keys'],
    input: ListUserKeysDto, output: SshKeyListDto, operation: 'userSshKeysForUser', route: 'GET /users/:user_id/keys',
    hints: [{ text: 'verify user_id; use user.list to find the user', statuses: [404] }],
    example: { user_id: 1 },
    reply: { list: 'keys', render: (out, input) => renderSshKeyList(out, input.user_id), nextSteps: ['user.get_ssh_key_for_user for one key'] },
  })
  readonly sshKeysForUser?: Declared;

  @Action({
    id: 'user.get_ssh_key_for_user', title: 'Get a user\'s SSH key', tier: 'free', readOnly: true, destructive: false,
    description: 'Get one SSH key of a given user by its ID.',
    keywords: ['public key', 'another user', 'someone else'],
    input: UserKeyRefDto, output: SshKeyDto, operation: 'userGetSshKeyForUser', route: 'GET /users/:id/keys/:key_id',
    notFound: { resource: 'SSH Key', identifier: '{key_id} of user {user_id}', nextSteps: ["Use action 'user.ssh_keys_for_user' to list the user's SSH keys"] },
    example: { user_id: 1, key_id: 1 },
    reply: { render: (out) => renderSshKey(out), nextSteps: ['user.delete_ssh_key_for_user to remove it'] },
  })
  readonly getSshKeyForUser?: Declared;

  @Action({
    id: 'user.add_ssh_key_for_user', title: 'Add an SSH key to a user', tier: 'free', readOnly: false, destructive: false,
    description: `Add a public SSH key to another user's account. ${ADMIN}`,
    keywords: ['admin', 'public key', 'another user', 'on behalf'],
    input: AddUserSshKeyDto, output: SshKeyDto, operation: 'userAddSshKeyForUser', route: 'POST /users/:user_id/keys',
    hints: [KEY_INVALID, { text: 'verify user_id; use user.list to find the user', statuses: [404] }, ADMIN_HINT],
    example: { user_id: 4, title: 'build agent', key: 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAICxbxeU6VVKL2w1othT3qVsFGomKoc/Nx0DWnONBSxTW bob@build', usage_type: 'auth' },
    reply: { render: (out) => renderSshKey(out, 'SSH key added:'), nextSteps: ['user.ssh_keys_for_user to see the user\'s keys'] },
  })
  readonly addSshKeyForUser?: Declared;

  @Action({
    id: 'user.delete_ssh_key_for_user', title: 'Delete a user\'s SSH key', tier: 'free', readOnly: false, destructive: true, idempotent: true,
    description: `Remove an SSH key from a user: Git over SSH with that key stops working at once. This cannot be undone. ${ADMIN}`,
    keywords: ['admin', 'public key', 'another user', 'revoke key'],
    input: UserKeyRefDto, output: CredentialDeletionDto, operation: 'userDeleteSshKeyForUser', route: 'DELETE /users/:id/keys/:key_id',
    hints: [USER_KEY_404, ADMIN_HINT],
    example: { user_id: 3, key_id: 2 },
    reply: { shape: (_, input) => ({ kind: 'SSH key', id: input.key_id, user_id: input.user_id, message: DELETED }), render: renderCredentialDeletion, nextSteps: ['user.ssh_keys_for_user to see the remaining keys'] },
  })
  readonly deleteSshKeyForUser?: Declared;

  @Action({
    id: 'user.key_get_by_fingerprint', title: 'Find an SSH key by fingerprint', tier: 'free', readOnly: true, destructive: false,
    description: `Find which user an SSH key belongs to from its fingerprint (SHA256:... as ssh-keygen -lf prints it, or MD5). ${ADMIN}`,
    keywords: ['admin', 'key owner', 'whose key', 'SHA256', 'identify key'],
    input: FindKeyByFingerprintDto, output: SshKeyWithUserDto, operation: 'userKeyGetByFingerprint', route: 'GET /keys',
    notFound: { resource: 'SSH Key', identifier: 'with fingerprint {fingerprint}', nextSteps: ['Check the fingerprint with ssh-keygen -lf key.pub (SHA256 form)', "Use action 'user.ssh_keys_for_user' to list a user's keys"] },
    hints: [ADMIN_HINT],
    example: { fingerprint: 'SHA256:hANLXKVBfvyBlVz6FJ5DdnIZpXuxg5FybWXFiI39n0g' },
    reply: { render: (out) => renderSshKeyWithUser(out), nextSteps: ['user.key_get_with_user to read the key by its ID'] },
  })
  readonly keyGetByFingerprint?: Declared;

  @Action({
    id: 'user.key_get_with_user', title: 'Get an SSH key and its owner', tier: 'free', readOnly: true, destructive: false,
    description: `Get any SSH key by its ID, with the user who owns it. ${ADMIN}`,
    keywords: ['admin', 'key owner', 'whose key', 'key by id'],
    input: KeyIdDto, output: SshKeyWithUserDto, operation: 'userKeyGetWithUser', route: 'GET /keys/:id',
    notFound: { resource: 'SSH Key', identifier: '{key_id}', nextSteps: ["Use action 'user.key_get_by_fingerprint' to find a key by its fingerprint"] },
    hints: [ADMIN_HINT],
    example: { key_id: 2 },
    reply: { render: (out) => renderSshKeyWithUser(out), nextSteps: ['user.ssh_keys_for_user to list the owner\'s keys'] },
  })
  readonly keyGetWithUser?: Declared;
}
