import { Action, Domain, pageOf, respond, type ActionContext, type ActionResult, type Declared } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { asObject, asString } from '../shared/json-values.js';
import { projectPath } from '../shared/project-ref.js';
import { ProjectIdDto } from '../shared/project-id.dto.js';
import type { UserBasicDto } from '../shared/user-basic.dto.js';
import { customAttributeQuery } from './dto/project-params.dto.js';
import {
  ListInvitedGroupsDto,
  ListProjectGroupsDto,
  ListProjectUsersDto,
  ListStarrersDto,
  ProjectGroupDto,
  ProjectGroupLinkDto,
  ProjectGroupListDto,
  ProjectUserListDto,
  SharedGroupRefDto,
  ShareProjectDto,
  StarrerDto,
  StarrerListDto,
} from './dto/project-sharing.dto.js';
import { ProjectDto, ProjectOperationDto } from './dto/project.dto.js';
import { renderGroupLink, renderProjectGroups, renderProjectUsers, renderStarrers } from './project-sharing.format.js';
import { renderProject, renderProjectOperation } from './project.format.js';
import { PROJECT_DOMAIN } from './project.domain.js';
import { PROJECT_404 } from './project-core.hints.js';

/** GitLab answers a starrer as `{starred_since, user}`; its OpenAPI document says a bare user. Both become a starrer. */
function toStarrer(item: unknown): StarrerDto {
  const o = asObject(item) ?? {};
  const user = asObject<UserBasicDto>(o['user']);
  if (user) return { starred_since: asString(o['starred_since']), user };
  return typeof o['id'] === 'number' ? { user: o as unknown as UserBasicDto } : {};
}

/** Who can reach a project: groups it is shared with, its users and its stars. */
@Domain(PROJECT_DOMAIN)
@Injectable()
export class ProjectSharingActions {
  @Action({
    id: 'project.share_with_group', title: 'Share a project with a group', tier: 'free', readOnly: false, destructive: false,
    description: "Share a project with a group: the group's members get the given role in the project, optionally until an expiry date.",
    keywords: ['invite group', 'team access', 'grant group access', 'org access', 'collaborating group'],
    input: ShareProjectDto, output: ProjectGroupLinkDto, operation: 'projectShareWithGroup', route: 'POST /projects/:id/share',
    hints: [
      { text: 'the project may already be shared with that group (project.list_invited_groups), the group may not exist, or sharing with groups outside the project’s hierarchy is locked', statuses: [400, 409] },
      { text: 'sharing a project needs the Maintainer role on it (Owner to grant Owner)', statuses: [401, 403], namesRole: true },
      { text: 'verify project_id and group_id; group.list finds groups', statuses: [404] },
    ],
    example: { project_id: '42', group_id: 11, group_access: 30, expires_at: '2030-12-31' },
    reply: { render: (out, input) => renderGroupLink(out, input.project_id), nextSteps: ['project.list_invited_groups to see every group the project is shared with', 'project.delete_shared_group to stop sharing'] },
  })
  readonly share?: Declared;

  @Action({
    id: 'project.delete_shared_group', title: 'Stop sharing a project with a group', tier: 'free', readOnly: false, destructive: true, idempotent: true,
    description: "Remove a group's share of a project: its members lose the access the share gave them. Needs confirmation.",
    keywords: ['uninvite group', 'revoke group access', 'unshare', 'team access', 'remove group'],
    input: SharedGroupRefDto, output: ProjectOperationDto, operation: 'projectDeleteSharedGroup', route: 'DELETE /projects/:id/share/:group_id',
    hints: [
      { text: 'the project may not be shared with that group; project.list_invited_groups lists the groups it is shared with', statuses: [404] },
      { text: 'removing a group share needs the Maintainer role on the project', statuses: [401, 403], namesRole: true },
    ],
    example: { project_id: '42', group_id: 11 },
    reply: { shape: (_, input) => ({ project_id: input.project_id, message: `No longer shared with group ${input.group_id}.` }), render: (out, input) => renderProjectOperation(out, `Project ${input.project_id} unshared from group ${input.group_id}`), nextSteps: ['project.list_invited_groups to see the remaining shares'] },
  })
  readonly deleteSharedGroup?: Declared;

  @Action({
    id: 'project.list_groups', title: 'List the groups of a project', tier: 'free', readOnly: true, destructive: false,
    description: 'List the ancestor groups of a project and, with with_shared, the groups it is shared with (what a member picker offers).',
    keywords: ['parent groups', 'ancestors', 'group hierarchy', 'namespace chain'],
    input: ListProjectGroupsDto, output: ProjectGroupListDto, operation: 'projectListGroups', route: 'GET /projects/:id/groups',
    hints: [PROJECT_404],
    example: { project_id: '42', with_shared: true },
    reply: { list: 'groups', render: (out, input) => renderProjectGroups(out, `Groups of project ${input.project_id}`), nextSteps: ['group.get for one group'] },
  })
  readonly listGroups?: Declared;

  @Action({
    id: 'project.list_invited_groups',
    title: 'List the groups a project is shared with',
    description: 'List the groups a project is shared with (invited groups), directly or through its ancestors (relation).',
    tier: 'free',
    readOnly: true,
    destructive: false,
    keywords: ['teams with access', 'group shares', 'collaborating groups', 'shared with teams'],
    input: ListInvitedGroupsDto,
    output: ProjectGroupListDto,
    operation: 'projectListInvitedGroups',
    route: 'GET /projects/:id/invited_groups',
    hints: [PROJECT_404],
    example: { project_id: '42', relation: ['direct'] },
  })
  async listInvitedGroups(input: ListInvitedGroupsDto, ctx: ActionContext): Promise<ActionResult<ProjectGroupListDto>> {
    const { project_id, custom_attributes, ...query } = input;
    const res = await ctx.gitlab.rest<ProjectGroupDto[]>({
      method: 'GET',
      path: `${projectPath(project_id)}/invited_groups`,
      query: { ...query, ...customAttributeQuery(custom_attributes) },
      signal: ctx.signal,
    });
    const out: ProjectGroupListDto = { groups: res.data, pagination: pageOf(res, input), next_steps: ['project.delete_shared_group to stop sharing with one', 'project.share_with_group to share with another'] };
    return respond(out, renderProjectGroups(out, `Groups project ${project_id} is shared with`));
  }

  @Action({
    id: 'project.list_users', title: 'List the users of a project', tier: 'free', readOnly: true, destructive: false,
    description: 'List the users who can be mentioned or assigned in a project (its members, direct and inherited), filtered by name.',
    keywords: ['assignable users', 'mentionable', 'assignee candidates', 'who can be assigned', '@mention'],
    input: ListProjectUsersDto, output: ProjectUserListDto, operation: 'projectListUsers', route: 'GET /projects/:id/users',
    hints: [PROJECT_404],
    example: { project_id: '42', search: 'a' },
    reply: { list: 'users', render: (out, input) => renderProjectUsers(out, input.project_id), nextSteps: ['project.members for their roles', 'user.get for one user'] },
  })
  readonly listUsers?: Declared;

  @Action({
    id: 'project.list_starrers', title: 'List who starred a project', tier: 'free', readOnly: true, destructive: false,
    description: 'List the users who starred a project, with when they did.',
    keywords: ['stargazers', 'star count', 'fans', 'who starred', 'popularity'],
    input: ListStarrersDto, output: StarrerListDto, operation: 'projectListStarrers', route: 'GET /projects/:id/starrers',
    hints: [PROJECT_404],
    example: { project_id: '42' },
    reply: { list: 'starrers', shape: (answer) => (answer as unknown[]).map(toStarrer), render: (out, input) => renderStarrers(out, input.project_id), nextSteps: ['user.get for one user'] },
  })
  readonly listStarrers?: Declared;

  @Action({
    id: 'project.star', title: 'Star a project', tier: 'free', readOnly: false, destructive: false,
    description: 'Star a project for the current user (it then appears in starred lists).',
    keywords: ['favorite', 'favourite', 'bookmark', 'GitHub star', 'like'],
    input: ProjectIdDto, output: ProjectDto, operation: 'projectStar', route: 'POST /projects/:id/star',
    hints: [PROJECT_404, { text: 'you already starred this project; nothing changed', statuses: [304] }],
    example: { project_id: '42' },
    reply: { render: (out) => renderProject(out, 'Project starred:'), nextSteps: ['project.list_starrers to see who else starred it', 'project.unstar to remove the star'] },
  })
  readonly star?: Declared;

  @Action({
    id: 'project.unstar', title: 'Unstar a project', tier: 'free', readOnly: false, destructive: false,
    description: "Remove the current user's star from a project.",
    keywords: ['unfavorite', 'remove bookmark', 'unbookmark', 'unlike'],
    input: ProjectIdDto, output: ProjectDto, operation: 'projectUnstar', route: 'POST /projects/:id/unstar',
    hints: [PROJECT_404, { text: 'you had not starred this project; nothing changed', statuses: [304] }],
    example: { project_id: '43' },
    reply: { render: (out) => renderProject(out, 'Project unstarred:'), nextSteps: ['project.star to star it again'] },
  })
  readonly unstar?: Declared;
}
