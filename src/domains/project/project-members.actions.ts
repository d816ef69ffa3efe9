import { Action, Domain, respond, type ActionContext, type ActionResult, type Declared } from '@gitlab-mcp/action-kit';
import { ActionRefusalError } from '@gitlab-mcp/errors';
import { Injectable } from '@nestjs/common';
import { projectPath } from '../shared/project-ref.js';
import { MemberAddDto, MemberDto, MemberListDto } from '../shared/member.dto.js';
import { ProjectMemberRemovalDto } from './dto/member-removal.dto.js';
import { AddProjectMemberDto, DeleteProjectMemberDto, EditProjectMemberDto, ListProjectMembersDto, ProjectMemberRefDto } from './dto/member-params.dto.js';
import { PROJECT_DOMAIN } from './project.domain.js';
import { renderMember, renderMemberList, renderMemberRemoval, renderMembersAdded } from './project-members.format.js';

const MEMBER_404 = { text: 'the user may not be a direct member; use project.members to list everyone with access (inherited members included)', statuses: [404] };
const MANAGE_ROLE = { text: 'managing members requires Maintainer or Owner role, and only an Owner may grant or change the Owner role', statuses: [401, 403], namesRole: true };

/** Project members: who has which role in a project, directly or through its groups. */
@Domain(PROJECT_DOMAIN)
@Injectable()
export class ProjectMemberActions {
  @Action({
    id: 'project.members', title: 'List project members', tier: 'free', readOnly: true, destructive: false,
    description: 'List everyone with access to a project with their role: direct members and members inherited from its groups (the highest role wins). Filter by name, username or email.',
    keywords: ['who has access', 'collaborators', 'access levels', 'roles', 'permissions', 'membership'],
    input: ListProjectMembersDto, output: MemberListDto, operation: 'projectMemberList', route: 'GET /projects/:id/members/all',
    hints: [{ text: 'verify project_id; use project.list to find the project', statuses: [404] }],
    example: { project_id: '42', query: 'a', per_page: 20 },
    reply: { list: 'members', render: (out, input) => renderMemberList(out, input.project_id), nextSteps: ['project.member_get for a direct member', 'project.member_inherited for how one user gets access', 'project.member_add to give someone access'] },
  })
  readonly members?: Declared;

  @Action({
    id: 'project.member_get', title: 'Get a project member', tier: 'free', readOnly: true, destructive: false,
    description: 'Get one direct member of a project: role, expiry and who added them. Members who only inherit access from a group are found with project.member_inherited.',
    keywords: ['collaborator', 'access level', 'user role', 'direct member', 'permission'],
    input: ProjectMemberRefDto, output: MemberDto, operation: 'projectMemberGet', route: 'GET /projects/:id/members/:user_id',
    hints: [{ text: 'the user is not a direct member of the project; use project.member_inherited for inherited access or project.members to list everyone', statuses: [404] }],
    example: { project_id: '42', user_id: 1 },
    reply: { render: (out) => renderMember(out), nextSteps: ['project.member_edit to change the role or expiry', 'project.member_delete to remove the member'] },
  })
  readonly memberGet?: Declared;

  @Action({
    id: 'project.member_inherited', title: 'Get a project member, inherited access included', tier: 'free', readOnly: true, destructive: false,
    description: 'Get the access one user has to a project, whether direct or inherited from one of its groups (the highest role wins).',
    keywords: ['effective access', 'effective permissions', 'inherited role', 'collaborator', 'access via group'],
    input: ProjectMemberRefDto, output: MemberDto, operation: 'projectMemberGetInherited', route: 'GET /projects/:id/members/all/:user_id',
    hints: [{ text: 'the user has no access to the project, directly or through its groups; use project.members to list everyone', statuses: [404] }],
    example: { project_id: '42', user_id: 3 },
    reply: { render: (out) => renderMember(out), nextSteps: ['project.member_get to check for a direct membership', 'project.member_add to grant a direct role'] },
  })
  readonly memberInherited?: Declared;

  @Action({
    id: 'project.member_add',
    title: 'Add a project member',
    description: 'Give one or several users (by user_id or username; an array adds several at once) a role in a project, optionally until an expiry date. Needs Maintainer or Owner role.',
    tier: 'free',
    readOnly: false,
    destructive: false,
    keywords: ['grant access', 'give access', 'add collaborator', 'onboard user', 'access level', 'assign role'],
    input: AddProjectMemberDto,
    output: MemberAddDto,
    operation: 'projectMemberAdd',
    route: 'POST /projects/:id/members',
    hints: [
      { text: 'the user is already a member; use project.member_edit to change the role', statuses: [409] },
      { text: 'the project or the user does not exist; check project_id, and the username or user_id with user.list', statuses: [404] },
      { text: 'a direct role cannot be lower than the role inherited from a group; check project.member_inherited', statuses: [400] },
      MANAGE_ROLE,
    ],
    example: { project_id: '42', username: 'bob', access_level: 30, expires_at: '2030-12-31' },
  })
  async memberAdd(input: AddProjectMemberDto, ctx: ActionContext): Promise<ActionResult<MemberAddDto>> {
    if (input.user_id === undefined && (input.username ?? '').trim() === '') {
      throw new ActionRefusalError('projectMemberAdd: user_id or username is required. Give the numeric user_id or the username of the user to add');
    }
    const { project_id, ...body } = input;
    const res = await ctx.gitlab.rest<MemberAddDto>({ method: 'POST', path: `${projectPath(project_id)}/members`, body, signal: ctx.signal });
    const next_steps = ['project.members to review who has access', 'project.member_edit to change the role later'];
    // Several users at once: GitLab answers a batch status instead of a member.
    if (`${input.user_id ?? ''},${input.username ?? ''}`.split(',').filter((v) => v.trim() !== '').length > 1) {
      const out: MemberAddDto = { status: res.data.status, message: res.data.message, next_steps };
      return respond(out, renderMembersAdded(out, input.user_id ?? input.username ?? ''));
    }
    const out: MemberDto = { ...(res.data as MemberDto), next_steps };
    return respond(out, renderMember(out, 'Member added:'));
  }

  @Action({
    id: 'project.member_edit', title: 'Change a project member', tier: 'free', readOnly: false, destructive: false, idempotent: true,
    description: 'Change the role (access_level) and expiry of a direct project member. Needs Maintainer or Owner role.',
    keywords: ['access level', 'promote to maintainer', 'change role', 'permission level', 'membership expiry'],
    input: EditProjectMemberDto, output: MemberDto, operation: 'projectMemberEdit', route: 'PUT /projects/:id/members/:user_id',
    hints: [MEMBER_404, { text: 'a direct role cannot be lower than the role inherited from a group; check project.member_inherited', statuses: [400] }, MANAGE_ROLE],
    example: { project_id: '42', user_id: 1, access_level: 40 },
    reply: { render: (out) => renderMember(out, 'Member updated:'), nextSteps: ['project.member_get to read the membership back', 'project.members to review who has access'] },
  })
  readonly memberEdit?: Declared;

  @Action({
    id: 'project.member_delete', title: 'Remove a user from a project', tier: 'free', readOnly: false, destructive: true, idempotent: true,
    description: 'Remove a user\'s direct membership of a project; they keep any access inherited from its groups. Optionally unassign them from its issues and merge requests. Needs Maintainer or Owner role (anyone may remove themselves).',
    keywords: ['revoke access', 'kick', 'offboard', 'collaborator', 'remove access'],
    input: DeleteProjectMemberDto, output: ProjectMemberRemovalDto, operation: 'projectMemberDelete', route: 'DELETE /projects/:id/members/:user_id',
    hints: [MEMBER_404, MANAGE_ROLE],
    example: { project_id: '42', user_id: 50 },
    reply: { shape: removal, render: renderMemberRemoval, nextSteps: ['project.members to review who still has access'] },
  })
  readonly memberDelete?: Declared;
}

function removal(_: unknown, input: DeleteProjectMemberDto): Omit<ProjectMemberRemovalDto, 'next_steps'> {
  return {
    project_id: input.project_id,
    user_id: input.user_id,
    message: input.unassign_issuables ? 'Member removed and unassigned from the project\'s issues and merge requests.' : 'Member removed; access inherited from groups, if any, remains.',
  };
}
