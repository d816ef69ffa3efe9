import { Action, Domain, respond, type ActionContext, type ActionResult, type Declared } from '@gitlab-mcp/action-kit';
import { ActionRefusalError } from '@gitlab-mcp/errors';
import { Injectable } from '@nestjs/common';
import { GroupDetailDto, GroupDto, GroupListDto } from '../shared/group.dto.js';
import { uploadedFile } from '../shared/upload-content.js';
import { GetGroupDto, ListGroupsDto, SearchGroupsDto } from './dto/group-list-params.dto.js';
import { DeleteGroupDto, GroupRefDto } from './dto/group-ops-params.dto.js';
import { GroupOperationDto } from './dto/group-results.dto.js';
import { CreateGroupDto, UpdateGroupDto } from './dto/group-settings-params.dto.js';
import { GroupAvatarDto } from './dto/group-avatar.dto.js';
import { BAD_INPUT, GROUP_404, OWNER_ROLE, withoutRunnersToken } from './group-core.hints.js';
import { GROUP_DOMAIN } from './group.domain.js';
import { renderGroup, renderGroupList, renderGroupOperation } from './group.format.js';

/** GitLab refuses avatars over 200 KiB; checked here so that nothing is sent in vain. */
const MAX_AVATAR_BYTES = 200 * 1024;

const groupPath = (id: string): string => `/groups/${encodeURIComponent(id)}`;

/** Groups themselves: find, read, create, change, archive, delete and restore them. */
@Domain(GROUP_DOMAIN)
@Injectable()
export class GroupActions {
  @Action({
    id: 'group.list', title: 'List groups', tier: 'free', readOnly: true, destructive: false,
    description: 'List the groups the caller is a member of (all_available for every group they can see), with filters: top-level only, owned, minimum role, visibility, archived, marked for deletion.',
    keywords: ['orgs', 'organizations', 'teams', 'my groups', 'top-level groups'],
    input: ListGroupsDto, output: GroupListDto, operation: 'groupList', route: 'GET /groups',
    hints: [BAD_INPUT],
    example: { top_level_only: true, per_page: 20 },
    reply: { list: 'groups', render: (out) => renderGroupList(out), nextSteps: ['group.get for one group', 'group.subgroups for the groups below one', 'group.projects for its projects'] },
  })
  readonly list?: Declared;

  @Action({
    id: 'group.search', title: 'Search groups', tier: 'free', readOnly: true, destructive: false,
    description: 'Find groups by name or path among those the caller can see (e.g. search "backend").',
    keywords: ['org search', 'organization lookup', 'team search', 'by name'],
    input: SearchGroupsDto, output: GroupListDto, operation: 'groupSearch', route: 'GET /groups',
    hints: [BAD_INPUT],
    example: { search: 'backend', all_available: true },
    reply: { list: 'groups', render: (out, input) => renderGroupList(out, `Groups matching "${input.search}"`), nextSteps: ['group.get for one group', 'group.members for its members'] },
  })
  readonly search?: Declared;

  @Action({
    id: 'group.get', title: 'Get a group', tier: 'free', readOnly: true, destructive: false,
    description: 'Get one group: visibility, parent, settings, its projects, the projects shared with it and the groups it is shared with. The runner registration token is never shown.',
    keywords: ['org', 'organization', 'group settings', 'visibility', 'group details'],
    input: GetGroupDto, output: GroupDetailDto, operation: 'groupGet', route: 'GET /groups/:id',
    notFound: { resource: 'Group', identifier: '{group_id}', nextSteps: ['group.list to see the groups you belong to', 'group.search to find a group by name'] },
    example: { group_id: 'my-org', with_projects: true },
    reply: { shape: withoutRunnersToken, render: (out) => renderGroup(out), nextSteps: ['group.members for its members', 'group.subgroups for its subgroups', 'group.update to change its settings'] },
  })
  readonly get?: Declared;

  @Action({
    id: 'group.create', title: 'Create a group', tier: 'free', readOnly: false, destructive: false,
    description: 'Create a top-level group, or a subgroup with parent_id (needs the role the parent\'s subgroup_creation_level names, Maintainer by default). The caller becomes its Owner. Path must be unique among its siblings.',
    keywords: ['org', 'organization', 'new subgroup', 'new namespace', 'top-level group'],
    input: CreateGroupDto, output: GroupDto, operation: 'groupCreate', route: 'POST /groups',
    hints: [
      { text: 'the path or name is already taken in that parent; pick another path', statuses: [400, 409] },
      { text: 'creating a subgroup needs the Maintainer or Owner role in the parent group (as its subgroup_creation_level says); top-level groups need the can_create_group permission', statuses: [401, 403], namesRole: true },
      { text: 'parent_id names no group you can see; group.list gives group IDs', statuses: [404] },
    ],
    example: { name: 'Platform', path: 'platform', parent_id: 30, visibility: 'private', description: 'Platform team' },
    reply: { render: (out) => renderGroup(out, 'Group created:'), nextSteps: ['group.group_member_add to add members', 'group.share_with_group to share it with another group'] },
  })
  readonly create?: Declared;

  @Action({
    id: 'group.update', title: 'Update a group', tier: 'free', readOnly: false, destructive: false, idempotent: true,
    description: 'Change a group\'s name, path, description, visibility and settings (project and subgroup creation, two-factor, merge checks, Duo, ...). Changing path changes every URL below the group. Needs the Owner role.',
    keywords: ['org settings', 'change visibility', 'rename group', 'group settings', 'two-factor enforcement'],
    input: UpdateGroupDto, output: GroupDto, operation: 'groupUpdate', route: 'PUT /groups/:id',
    hints: [GROUP_404, { text: 'the new path may be taken, or a subgroup cannot be more visible than its parent', statuses: [400] }, OWNER_ROLE],
    example: { group_id: 'my-org/backend', description: 'Backend services', request_access_enabled: false },
    reply: { render: (out) => renderGroup(out, 'Group updated:'), nextSteps: ['group.get to read all its settings back'] },
  })
  readonly update?: Declared;

  @Action({
    id: 'group.upload_avatar', title: 'Set the avatar of a group', tier: 'free', readOnly: false, destructive: false, idempotent: true,
    description: 'Upload an image (PNG, JPEG, GIF, ICO, WebP; at most 200 KiB) as the avatar of a group, base64-encoded in the call. It replaces the current avatar. Needs the Owner role.',
    keywords: ['org logo', 'group icon', 'image', 'branding'],
    input: GroupAvatarDto, output: GroupDto, operation: 'groupUploadAvatar', route: 'PUT /groups/:id',
    hints: [GROUP_404, { text: 'the image may be too large (200 KiB at most) or not an image type GitLab accepts', statuses: [400] }, OWNER_ROLE],
    example: {
      group_id: 'my-org',
      file_name: 'logo.png',
      content: 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      encoding: 'base64',
      content_type: 'image/png',
    },
  })
  async uploadAvatar(input: GroupAvatarDto, ctx: ActionContext): Promise<ActionResult<GroupDto>> {
    const file = uploadedFile('groupUploadAvatar', input);
    if (file.content.byteLength > MAX_AVATAR_BYTES) {
      throw new ActionRefusalError(`groupUploadAvatar: the image is ${file.content.byteLength} bytes, over the ${MAX_AVATAR_BYTES} bytes GitLab accepts for an avatar. Send a smaller image.`);
    }
    const res = await ctx.gitlab.rest<GroupDto>({ method: 'PUT', path: groupPath(input.group_id), form: { avatar: file }, signal: ctx.signal });
    const out: GroupDto = { ...res.data, next_steps: ['group.get to check the group'] };
    return respond(out, renderGroup(out, 'Avatar set:'));
  }

  @Action({
    id: 'group.delete', title: 'Delete a group', tier: 'free', readOnly: false, destructive: true,
    description: 'Delete a group with all its subgroups and projects. Where delayed deletion applies (Premium and Ultimate; every tier on recent GitLab versions) GitLab first marks it for deletion, and group.restore undoes that until the instance\'s deletion delay ends; elsewhere it is deleted at once. permanently_remove with full_path deletes a subgroup already marked for deletion at once, with no way back. Needs the Owner role and confirmation.',
    keywords: ['org', 'organization', 'permanently', 'marked for deletion', 'delayed deletion'],
    input: DeleteGroupDto, output: GroupOperationDto, operation: 'groupDelete', route: 'DELETE /groups/:id',
    hints: [GROUP_404, { text: 'permanently_remove needs full_path equal to the group\'s full path, and the group must already be marked for deletion', statuses: [400] }, OWNER_ROLE],
    example: { group_id: 'my-org/legacy' },
    reply: {
      shape: (_, input) => ({ group_id: input.group_id, message: input.permanently_remove ? 'Deleted permanently, with its subgroups and projects.' : 'Deletion accepted: where delayed deletion applies the group is marked for deletion and group.restore can bring it back until the deletion delay ends; elsewhere it is deleted with its subgroups and projects.' }),
      render: (out, input) => renderGroupOperation(out, `Group ${input.group_id} deleted`),
      nextSteps: ['group.restore to cancel a pending deletion', 'group.list with marked_for_deletion_on to see groups awaiting deletion'],
    },
  })
  readonly delete?: Declared;

  @Action({
    id: 'group.restore', title: 'Restore a group marked for deletion', tier: 'free', readOnly: false, destructive: false, idempotent: true,
    description: 'Cancel the pending deletion of a group marked for deletion (delayed deletion), before the deletion delay ends. Needs the Owner role.',
    keywords: ['undelete', 'recover', 'cancel deletion', 'trash'],
    input: GroupRefDto, output: GroupOperationDto, operation: 'groupRestore', route: 'POST /groups/:id/restore',
    hints: [GROUP_404, { text: 'the group may not be marked for deletion; group.get shows marked_for_deletion_on', statuses: [400, 422] }, OWNER_ROLE],
    example: { group_id: 'my-org/old-team' },
    reply: { shape: (_, input) => ({ group_id: input.group_id, message: 'Pending deletion cancelled; the group and its projects stay.' }), render: (out, input) => renderGroupOperation(out, `Group ${input.group_id} restored`), nextSteps: ['group.get to check it'] },
  })
  readonly restore?: Declared;

  @Action({
    id: 'group.archive', title: 'Archive a group', tier: 'free', readOnly: false, destructive: false, idempotent: true,
    description: 'Archive a group: it and its projects become read-only until group.unarchive. Needs the Owner role.',
    keywords: ['read-only', 'freeze', 'retire', 'org'],
    input: GroupRefDto, output: GroupDto, operation: 'groupArchive', route: 'POST /groups/:id/archive',
    hints: [GROUP_404, { text: 'the group may already be archived', statuses: [400, 422] }, OWNER_ROLE],
    example: { group_id: 'my-org/tools' },
    reply: { render: (out) => renderGroup(out, 'Group archived:'), nextSteps: ['group.unarchive to make it writable again'] },
  })
  readonly archive?: Declared;

  @Action({
    id: 'group.unarchive', title: 'Unarchive a group', tier: 'free', readOnly: false, destructive: false, idempotent: true,
    description: 'Make an archived group and its projects writable again. Needs the Owner role.',
    keywords: ['unfreeze', 'writable', 'reactivate group', 'org'],
    input: GroupRefDto, output: GroupDto, operation: 'groupUnarchive', route: 'POST /groups/:id/unarchive',
    hints: [GROUP_404, { text: 'the group may not be archived', statuses: [400, 422] }, OWNER_ROLE],
    example: { group_id: 'my-org/legacy' },
    reply: { render: (out) => renderGroup(out, 'Group unarchived:'), nextSteps: ['group.get to check it'] },
  })
  readonly unarchive?: Declared;
}
