import { Action, Domain, respond, type ActionContext, type ActionResult, type Declared } from '@gitlab-mcp/action-kit';
import { ActionRefusalError } from '@gitlab-mcp/errors';
import { Injectable } from '@nestjs/common';
import { uploadedFile } from '../shared/upload-content.js';
import { UserDto } from '../shared/user.dto.js';
import { AvatarGetDto, GetUserDto, ListUsersDto, MembershipsDto, NoUserParamsDto, SetStatusDto, UploadAvatarDto, UserRefDto, UserStatusRefDto } from './dto/user-params.dto.js';
import { AssociationsCountDto, AvatarDto, MembershipListDto, UserPageDto, UserStatusDto } from './dto/user.dto.js';
import { USER_DOMAIN } from './user.domain.js';
import { renderAssociations, renderAvatar, renderMemberships, renderStatus, renderUser, renderUserList } from './user-profile.format.js';

/** GitLab refuses avatars over 200 KiB; checked here so that nothing is sent in vain. */
const MAX_AVATAR_BYTES = 200 * 1024;
const USER_404 = { text: 'no user has that ID; use user.list with username or search to find it', statuses: [404] };
const CURRENT_STEPS = ['user.todo_list for your pending to-dos', 'user.set_status to set your status', 'user.memberships for your projects and groups'];

/** Who a user is: the current user, profiles, statuses, memberships and avatars. */
@Domain(USER_DOMAIN)
@Injectable()
export class UserProfileActions {
  @Action({
    id: 'user.current', title: 'Get the current user', tier: 'free', readOnly: true, destructive: false,
    description: 'Get the user the token belongs to: ID, username, name, email, state, whether they are an administrator, two-factor status and limits.',
    keywords: ['whoami', 'myself', 'my profile', 'my account', 'token owner'],
    input: NoUserParamsDto, output: UserDto, operation: 'currentUser', route: 'GET /user',
    hints: [{ text: 'the token may be invalid, expired or revoked; create a new personal access token', statuses: [401] }],
    example: {},
    reply: { render: (out) => renderUser(out, 'Current user'), nextSteps: CURRENT_STEPS },
  })
  readonly current?: Declared;

  @Action({
    id: 'user.me', title: 'Who am I', tier: 'free', readOnly: true, destructive: false,
    description: 'Who am I on GitLab: the user the token belongs to (the same answer as user.current).',
    keywords: ['whoami', 'myself', 'my identity', 'logged in user', 'authenticated user'],
    input: NoUserParamsDto, output: UserDto, operation: 'me', route: 'GET /user',
    hints: [{ text: 'the token may be invalid, expired or revoked; create a new personal access token', statuses: [401] }],
    example: {},
    reply: { render: (out) => renderUser(out, 'You are'), nextSteps: CURRENT_STEPS },
  })
  readonly me?: Declared;

  @Action({
    id: 'user.current_user_status', title: 'Get my status', tier: 'free', readOnly: true, destructive: false,
    description: "Get the current user's status: emoji, message, availability (busy) and when it clears.",
    keywords: ['myself', 'emoji status', 'busy', 'availability', 'out of office'],
    input: NoUserParamsDto, output: UserStatusDto, operation: 'currentUserStatus', route: 'GET /user/status',
    example: {},
    reply: { render: (out) => renderStatus(out, 'you'), nextSteps: ['user.set_status to change it'] },
  })
  readonly currentUserStatus?: Declared;

  @Action({
    id: 'user.get', title: 'Get a user', tier: 'free', readOnly: true, destructive: false,
    description: "Get a user's profile by numeric ID: username, name, state, bio, job title, organization; administrators also see email, identities and admin fields.",
    keywords: ['profile', 'bio', 'job title', 'user by id', 'person'],
    input: GetUserDto, output: UserDto, operation: 'getUser', route: 'GET /users/:id',
    notFound: { resource: 'User', identifier: '{user_id}', nextSteps: ["Use action 'user.list' with username or search to find the user's ID"] },
    example: { user_id: 3 },
    reply: { render: (out) => renderUser(out), nextSteps: ['user.get_status for their status', 'user.contribution_events for their activity'] },
  })
  readonly get?: Declared;

  @Action({
    id: 'user.list', title: 'List or find users', tier: 'free', readOnly: true, destructive: false,
    description: 'List users, or find them by username, name or email (search): ID, username, name, state. Administrators may filter by state, role, two-factor, creation date and identity.',
    keywords: ['directory', 'people', 'username lookup', 'email lookup', 'all users', 'user search'],
    input: ListUsersDto, output: UserPageDto, operation: 'listUsers', route: 'GET /users',
    hints: [{ text: 'some filters (admins, two_factor, created_after, extern_uid, order_by) need an administrator\'s token', statuses: [400, 403], namesRole: true }],
    example: { search: 'ali', per_page: 20 },
    reply: { list: 'users', render: (out) => renderUserList(out), nextSteps: ['user.get for one user\'s profile'] },
  })
  readonly list?: Declared;

  @Action({
    id: 'user.get_status', title: "Get a user's status", tier: 'free', readOnly: true, destructive: false,
    description: "Get a user's status (emoji, message, busy) by ID or username.",
    keywords: ['emoji status', 'busy', 'availability', 'out of office', 'someone else'],
    input: UserStatusRefDto, output: UserStatusDto, operation: 'getUserStatus', route: 'GET /users/:user_id/status',
    notFound: { resource: 'User', identifier: '{user_id}', nextSteps: ["Use action 'user.list' to find the user"] },
    example: { user_id: 'alice' },
    reply: { render: (out, input) => renderStatus(out, input.user_id), nextSteps: ['user.get for their profile'] },
  })
  readonly getStatus?: Declared;

  @Action({
    id: 'user.set_status', title: 'Set my status', tier: 'free', readOnly: false, destructive: false, idempotent: true,
    description: "Set the current user's status: an emoji, a message (up to 100 characters), availability busy, and when it clears. Fields left out are cleared.",
    keywords: ['emoji status', 'busy', 'out of office', 'OOO', 'availability', 'myself'],
    input: SetStatusDto, output: UserStatusDto, operation: 'setStatus', route: 'PUT /user/status',
    hints: [{ text: 'the message may be over 100 characters, or the emoji unknown', statuses: [400] }],
    example: { emoji: 'palm_tree', message: 'On holiday until Monday', availability: 'busy', clear_status_after: '3_days' },
    reply: { render: (out) => renderStatus(out, 'you (updated)'), nextSteps: ['user.current_user_status to read it back'] },
  })
  readonly setStatus?: Declared;

  @Action({
    id: 'user.memberships', title: "List a user's memberships", tier: 'free', readOnly: true, destructive: false,
    description: 'List the projects and groups a user is a direct member of, with the role in each. Needs an administrator\'s token; GitLab answers 403 otherwise.',
    keywords: ['admin', 'user access', 'groups of user', 'projects of user', 'access level'],
    input: MembershipsDto, output: MembershipListDto, operation: 'userMemberships', route: 'GET /users/:user_id/memberships',
    hints: [USER_404, { text: 'listing memberships needs an administrator\'s token', statuses: [401, 403], namesRole: true }],
    example: { user_id: 3, type: 'Project' },
    reply: { list: 'memberships', render: (out, input) => renderMemberships(out, input.user_id), nextSteps: ['user.get for the user\'s profile'] },
  })
  readonly memberships?: Declared;

  @Action({
    id: 'user.associations_count', title: 'Count what a user owns', tier: 'free', readOnly: true, destructive: false,
    description: 'Count the groups, projects, issues and merge requests of a user (what deleting them affects). Needs an administrator\'s token, or the user\'s own; GitLab answers 403 otherwise.',
    keywords: ['admin', 'owned projects', 'deletion impact', 'stats', 'contribution count'],
    input: UserRefDto, output: AssociationsCountDto, operation: 'userAssociationsCount', route: 'GET /users/:id/associations_count',
    hints: [USER_404, { text: 'only administrators and the user themselves may count their associations', statuses: [401, 403], namesRole: true }],
    example: { user_id: 1 },
    reply: { render: (out, input) => renderAssociations(out, input.user_id), nextSteps: ['user.memberships for the projects and groups'] },
  })
  readonly associationsCount?: Declared;

  @Action({
    id: 'user.avatar_get', title: 'Get the avatar URL of an email', tier: 'free', readOnly: true, destructive: false,
    description: 'Get the avatar URL GitLab shows for a public email address (the user\'s avatar, or Gravatar).',
    keywords: ['Gravatar', 'profile picture', 'email image', 'Libravatar'],
    input: AvatarGetDto, output: AvatarDto, operation: 'avatarGet', route: 'GET /avatar',
    hints: [{ text: 'email must be a full email address', statuses: [400] }],
    example: { email: 'alice@example.com', size: 64 },
    reply: { render: (out, input) => renderAvatar(out, `Avatar of ${input.email}`), nextSteps: ['user.list with public_email to find the user'] },
  })
  readonly avatarGet?: Declared;

  @Action({
    id: 'user.upload_avatar', title: 'Set my avatar', tier: 'free', readOnly: false, destructive: false, idempotent: true,
    description: "Upload an image (PNG, JPEG, GIF, ICO, WebP; at most 200 KiB), base64-encoded in the call, as the current user's avatar. It replaces the current one.",
    keywords: ['profile picture', 'photo', 'myself', 'profile image', 'image upload'],
    input: UploadAvatarDto, output: AvatarDto, operation: 'uploadAvatar', route: 'PUT /user/avatar',
    hints: [{ text: 'the image may be too large (200 KiB at most) or not an image type GitLab accepts', statuses: [400] }],
    example: { file_name: 'me.png', content: 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==' },
  })
  async uploadAvatar(input: UploadAvatarDto, ctx: ActionContext): Promise<ActionResult<AvatarDto>> {
    const file = uploadedFile('uploadAvatar', { ...input, encoding: 'base64' });
    if (file.content.byteLength > MAX_AVATAR_BYTES) {
      throw new ActionRefusalError(`uploadAvatar: the image is ${file.content.byteLength} bytes, over the ${MAX_AVATAR_BYTES} bytes GitLab accepts for an avatar. Send a smaller image.`);
    }
    const res = await ctx.gitlab.rest<AvatarDto>({ method: 'PUT', path: '/user/avatar', form: { avatar: file }, signal: ctx.signal });
    const out: AvatarDto = { avatar_url: res.data.avatar_url, next_steps: ['user.current to see your profile'] };
    return respond(out, renderAvatar(out, 'Avatar set'));
  }
}
