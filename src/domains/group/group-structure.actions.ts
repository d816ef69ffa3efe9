import { Action, Domain, type Declared } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { GroupDetailDto, GroupListDto } from '../shared/group.dto.js';
import { ListSubgroupsDto, TransferLocationsDto } from './dto/group-list-params.dto.js';
import { ListGroupProjectsDto, ListSharedProjectsDto, TransferGroupDto, TransferProjectToGroupDto } from './dto/group-ops-params.dto.js';
import { GroupOperationDto, GroupProjectListDto } from './dto/group-results.dto.js';
import { GROUP_404, OWNER_ROLE, withoutRunnersToken } from './group-core.hints.js';
import { renderGroupProjects } from './group-content.format.js';
import { GROUP_DOMAIN } from './group.domain.js';
import { renderGroup, renderGroupList, renderGroupOperation } from './group.format.js';

/** Where groups and projects sit: subgroups, projects, and moving them between groups. */
@Domain(GROUP_DOMAIN)
@Injectable()
export class GroupStructureActions {
  @Action({
    id: 'group.subgroups', title: 'List the subgroups of a group', tier: 'free', readOnly: true, destructive: false,
    description: 'List every group below a group, at any depth (descendant groups), with the same filters as group.list.',
    keywords: ['child groups', 'nested groups', 'hierarchy', 'descendants', 'org tree'],
    input: ListSubgroupsDto, output: GroupListDto, operation: 'groupSubgroups', route: 'GET /groups/:id/descendant_groups',
    hints: [GROUP_404],
    example: { group_id: 'my-org', per_page: 20 },
    reply: { list: 'groups', render: (out, input) => renderGroupList(out, `Subgroups of ${input.group_id}`), nextSteps: ['group.get for one subgroup', 'group.create with parent_id to add a subgroup'] },
  })
  readonly subgroups?: Declared;

  @Action({
    id: 'group.projects', title: 'List the projects of a group', tier: 'free', readOnly: true, destructive: false,
    description: 'List the projects of a group; include_subgroups adds those of its subgroups, with_shared (default true) those shared with it.',
    keywords: ['repositories', 'codebases', 'org repositories', 'team repositories'],
    input: ListGroupProjectsDto, output: GroupProjectListDto, operation: 'groupProjects', route: 'GET /groups/:id/projects',
    hints: [GROUP_404],
    example: { group_id: 'my-org', include_subgroups: true, per_page: 20 },
    reply: { list: 'projects', render: (out, input) => renderGroupProjects(out, `Projects of group ${input.group_id}`), nextSteps: ['project.get for one project', 'group.transfer_project to move a project into the group'] },
  })
  readonly projects?: Declared;

  @Action({
    id: 'group.shared_projects', title: 'List the projects shared with a group', tier: 'free', readOnly: true, destructive: false,
    description: 'List the projects of other groups that are shared with this group (its members have access to them through the share).',
    keywords: ['repositories', 'external projects', 'access through share', 'share grants'],
    input: ListSharedProjectsDto, output: GroupProjectListDto, operation: 'groupSharedProjects', route: 'GET /groups/:id/projects/shared',
    hints: [GROUP_404],
    example: { group_id: 'my-org', per_page: 20 },
    reply: { list: 'projects', render: (out, input) => renderGroupProjects(out, `Projects shared with group ${input.group_id}`), nextSteps: ['project.get for one project'] },
  })
  readonly sharedProjects?: Declared;

  @Action({
    id: 'group.transfer_locations', title: 'List where a group can be transferred', tier: 'free', readOnly: true, destructive: false,
    description: 'List the groups a group may be moved under with group.transfer (those where the caller may create subgroups, outside the group itself).',
    keywords: ['move targets', 'new parent', 'destination', 'candidate parents', 'reparent'],
    input: TransferLocationsDto, output: GroupListDto, operation: 'groupTransferLocations', route: 'GET /groups/:id/transfer_locations',
    hints: [GROUP_404, OWNER_ROLE],
    example: { group_id: 'my-org/backend' },
    reply: { list: 'groups', render: (out, input) => renderGroupList(out, `Where ${input.group_id} can go`), nextSteps: ['group.transfer to move it'] },
  })
  readonly transferLocations?: Declared;

  @Action({
    id: 'group.transfer', title: 'Transfer a group', tier: 'free', readOnly: false, destructive: false,
    description: 'Move a group under another parent group (target_group_id, from group.transfer_locations), or make it top-level (no target). Its URLs change. Needs the Owner role in the group and the right to create subgroups in the target.',
    keywords: ['move group', 'move under another group', 'new parent', 'reparent', 'make top-level', 'relocate'],
    input: TransferGroupDto, output: GroupOperationDto, operation: 'groupTransfer', route: 'POST /groups/:id/transfer',
    request: { rename: { target_group_id: 'group_id' } },
    hints: [GROUP_404, { text: 'the target may hold a group with the same path, or be the group itself or one of its subgroups; group.transfer_locations lists valid targets', statuses: [400] }, OWNER_ROLE],
    example: { group_id: 'my-org/tools', target_group_id: 31 },
    reply: {
      shape: (_, input) => ({ group_id: input.group_id, message: input.target_group_id === undefined ? 'Moved to the top level.' : `Moved under group ${input.target_group_id}; its full path changed.` }),
      render: (out, input) => renderGroupOperation(out, `Group ${input.group_id} transferred`),
      nextSteps: ['group.get with the new path to check it'],
    },
  })
  readonly transfer?: Declared;

  @Action({
    id: 'group.transfer_project', title: 'Move a project into a group', tier: 'free', readOnly: false, destructive: false,
    description: 'Move a project into this group (administrators, or the project\'s Owner with the right to create projects in the group). Its URL changes.',
    keywords: ['move repo', 'move to another group', 'relocate', 'namespace change'],
    input: TransferProjectToGroupDto, output: GroupDetailDto, operation: 'groupTransferProject', route: 'POST /groups/:id/projects/:project_id',
    hints: [{ text: 'the group or the project does not exist; group.list and project.list give them', statuses: [404] }, { text: 'the group may already have a project with that path', statuses: [400] }, { text: 'moving a project needs the Owner role on the project and the right to create projects in the group', statuses: [401, 403], namesRole: true }],
    example: { group_id: 'my-org', project_id: 'demo/sandbox' },
    reply: { shape: withoutRunnersToken, render: (out, input) => renderGroup(out, `Project ${input.project_id} moved into group`), nextSteps: ['group.projects to see the group\'s projects'] },
  })
  readonly transferProject?: Declared;
}
