import { Action, Domain, pageOf, respond, type ActionContext, type ActionResult, type Declared } from '@gitlab-mcp/action-kit';
import { GitlabRequestFailureError } from '@gitlab-mcp/gitlab-client';
import { Injectable } from '@nestjs/common';
import { projectPath } from '../shared/project-ref.js';
import {
  MilestoneIssueDto,
  MilestoneIssueListDto,
  MilestoneMergeRequestDto,
  MilestoneMergeRequestListDto,
  MilestoneDetailDto,
  MilestoneListDto,
} from '../shared/milestone-detail.dto.js';
import { ProjectMilestoneDeletionDto } from './dto/milestone.dto.js';
import {
  CreateProjectMilestoneDto,
  ListProjectMilestonesDto,
  MilestoneItemsDto,
  ProjectMilestoneRefDto,
  UpdateProjectMilestoneDto,
} from './dto/milestone-params.dto.js';
import { PROJECT_DOMAIN } from './project.domain.js';
import {
  renderMilestone,
  renderMilestoneDeletion,
  renderMilestoneIssues,
  renderMilestoneList,
  renderMilestoneMergeRequests,
} from './project-milestones.format.js';

const MILESTONE_404 = { text: 'no milestone has this IID in the project; use project.milestone_list to see the milestones and their IIDs', statuses: [404] };
const MILESTONE_ROLE = { text: 'managing milestones requires at least the Planner or Reporter role', statuses: [401, 403], namesRole: true };

/**
 * GitLab's milestone routes take the milestone's global ID, while callers name it by its IID inside
 * the project (the number in its URL): look the IID up first.
 */
async function milestoneId(projectId: string, iid: number, ctx: ActionContext): Promise<number> {
  const path = `${projectPath(projectId)}/milestones`;
  const res = await ctx.gitlab.rest<MilestoneDetailDto[]>({ method: 'GET', path, query: { iids: [iid] }, signal: ctx.signal });
  const found = res.data.find((m) => m.iid === iid);
  if (found) return found.id;
  // No milestone with that IID is GitLab's 404 for it: the not-found card and the 404 hints apply.
  const url = `${ctx.gitlab.baseUrl}/api/v4${path}?iids[]=${iid}`;
  throw new GitlabRequestFailureError(`GET ${ctx.gitlab.baseUrl}/api/v4${path} found no milestone with IID ${iid}`, {
    transport: 'rest',
    method: 'GET',
    url,
    status: 404,
    body: '{"message":"404 Milestone Not Found"}',
    contentType: 'application/json',
  });
}

/** Project milestones: list, read, create, change, delete, and the issues and merge requests in each. */
@Domain(PROJECT_DOMAIN)
@Injectable()
export class ProjectMilestoneActions {
  @Action({
    id: 'project.milestone_list', title: 'List project milestones', tier: 'free', readOnly: true, destructive: false,
    description: 'List the milestones of a project with their dates and state: filter by state, exact title, IIDs or text in the title or description.',
    keywords: ['sprints', 'Jira versions', 'roadmap', 'release targets', 'repo milestones'],
    input: ListProjectMilestonesDto, output: MilestoneListDto, operation: 'milestoneList', route: 'GET /projects/:id/milestones',
    hints: [{ text: 'verify project_id; use project.list to find the project', statuses: [404] }],
    example: { project_id: '42', state: 'active', per_page: 20 },
    reply: { list: 'milestones', render: (out, input) => renderMilestoneList(out, input.project_id), nextSteps: ['project.milestone_get for one milestone (by IID)', 'project.milestone_issues for the issues of a milestone', 'project.milestone_create to plan a new one'] },
  })
  readonly milestoneList?: Declared;

  @Action({
    id: 'project.milestone_get',
    title: 'Get a project milestone',
    description: 'Get one milestone of a project by its IID: title, state, start and due dates and description.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    keywords: ['sprint', 'due date', 'release target', 'milestone progress'],
    input: ProjectMilestoneRefDto,
    output: MilestoneDetailDto,
    operation: 'milestoneGet',
    route: 'GET /projects/:id/milestones/:milestone_id',
    notFound: {
      resource: 'Milestone',
      identifier: '{milestone_iid} in project {project_id}',
      nextSteps: ["Use action 'project.milestone_list' to list the project's milestones and their IIDs", 'Closed milestones are listed with state "closed"'],
    },
    example: { project_id: '42', milestone_iid: 1 },
  })
  async milestoneGet(input: ProjectMilestoneRefDto, ctx: ActionContext): Promise<ActionResult<MilestoneDetailDto>> {
    const id = await milestoneId(input.project_id, input.milestone_iid, ctx);
    const res = await ctx.gitlab.rest<MilestoneDetailDto>({ method: 'GET', path: `${projectPath(input.project_id)}/milestones/${id}`, signal: ctx.signal });
    const out: MilestoneDetailDto = {
      ...res.data,
      next_steps: ['project.milestone_issues for its issues', 'project.milestone_merge_requests for its merge requests', 'project.milestone_update to change dates or close it'],
    };
    return respond(out, renderMilestone(out));
  }

  @Action({
    id: 'project.milestone_create', title: 'Create a project milestone', tier: 'free', readOnly: false, destructive: false,
    description: 'Create a milestone in a project with a title and, optionally, a description and start and due dates.',
    keywords: ['sprint', 'release target', 'deadline', 'due date', 'Jira version'],
    input: CreateProjectMilestoneDto, output: MilestoneDetailDto, operation: 'milestoneCreate', route: 'POST /projects/:id/milestones',
    hints: [{ text: 'the title must be unique in the project (use project.milestone_list) and the due date not before the start date', statuses: [400] }, MILESTONE_ROLE],
    example: { project_id: '42', title: 'v2.0', description: 'Next major release', start_date: '2030-01-01', due_date: '2030-03-31' },
    reply: { render: (out) => renderMilestone(out, 'Milestone created:'), nextSteps: ['issue.update with milestone_id (the milestone\'s id) to add issues to it', 'project.milestone_list to see all milestones'] },
  })
  readonly milestoneCreate?: Declared;

  @Action({
    id: 'project.milestone_update',
    title: 'Update a project milestone',
    description: 'Change the title, description or dates of a project milestone, or close or reopen it (state_event).',
    tier: 'free',
    readOnly: false,
    destructive: false,
    idempotent: true,
    keywords: ['sprint', 'deadline', 'close milestone', 'reopen milestone', 'due date'],
    input: UpdateProjectMilestoneDto,
    output: MilestoneDetailDto,
    operation: 'milestoneUpdate',
    route: 'PUT /projects/:id/milestones/:milestone_id',
    hints: [MILESTONE_404, { text: 'the title must be unique in the project and the due date not before the start date', statuses: [400] }, MILESTONE_ROLE],
    example: { project_id: '42', milestone_iid: 2, due_date: '2030-10-31', state_event: 'close' },
  })
  async milestoneUpdate(input: UpdateProjectMilestoneDto, ctx: ActionContext): Promise<ActionResult<MilestoneDetailDto>> {
    const { project_id, milestone_iid, ...body } = input;
    const id = await milestoneId(project_id, milestone_iid, ctx);
    const res = await ctx.gitlab.rest<MilestoneDetailDto>({ method: 'PUT', path: `${projectPath(project_id)}/milestones/${id}`, body, signal: ctx.signal });
    const out: MilestoneDetailDto = { ...res.data, next_steps: ['project.milestone_get to read it back', 'project.milestone_list to see all milestones'] };
    return respond(out, renderMilestone(out, 'Milestone updated:'));
  }

  @Action({
    id: 'project.milestone_delete',
    title: 'Delete a project milestone',
    description: 'Delete a project milestone; its issues and merge requests stay but lose the milestone. This cannot be undone.',
    tier: 'free',
    readOnly: false,
    destructive: true,
    idempotent: true,
    keywords: ['sprint', 'release target', 'remove milestone'],
    input: ProjectMilestoneRefDto,
    output: ProjectMilestoneDeletionDto,
    operation: 'milestoneDelete',
    route: 'DELETE /projects/:id/milestones/:milestone_id',
    hints: [MILESTONE_404, MILESTONE_ROLE],
    example: { project_id: '42', milestone_iid: 2 },
  })
  async milestoneDelete(input: ProjectMilestoneRefDto, ctx: ActionContext): Promise<ActionResult<ProjectMilestoneDeletionDto>> {
    const id = await milestoneId(input.project_id, input.milestone_iid, ctx);
    await ctx.gitlab.rest<undefined>({ method: 'DELETE', path: `${projectPath(input.project_id)}/milestones/${id}`, signal: ctx.signal });
    const out: ProjectMilestoneDeletionDto = {
      project_id: input.project_id,
      milestone_iid: input.milestone_iid,
      message: 'Milestone deleted; its issues and merge requests no longer have a milestone.',
      next_steps: ['project.milestone_list to see the remaining milestones'],
    };
    return respond(out, renderMilestoneDeletion(out));
  }

  @Action({
    id: 'project.milestone_issues',
    title: 'List the issues of a milestone',
    description: 'List the issues assigned to a project milestone, with state, assignees, labels and due dates.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    keywords: ['sprint backlog', 'sprint issues', 'milestone scope', 'tickets in milestone'],
    input: MilestoneItemsDto,
    output: MilestoneIssueListDto,
    operation: 'milestoneIssues',
    route: 'GET /projects/:id/milestones/:milestone_id/issues',
    hints: [MILESTONE_404],
    example: { project_id: '42', milestone_iid: 1 },
  })
  async milestoneIssues(input: MilestoneItemsDto, ctx: ActionContext): Promise<ActionResult<MilestoneIssueListDto>> {
    const id = await milestoneId(input.project_id, input.milestone_iid, ctx);
    const res = await ctx.gitlab.rest<MilestoneIssueDto[]>({
      method: 'GET',
      path: `${projectPath(input.project_id)}/milestones/${id}/issues`,
      query: { page: input.page, per_page: input.per_page },
      signal: ctx.signal,
    });
    const out: MilestoneIssueListDto = { issues: res.data, pagination: pageOf(res, input), next_steps: ['issue.get for one issue', 'project.milestone_merge_requests for the merge requests of the milestone'] };
    return respond(out, renderMilestoneIssues(out, input.project_id, input.milestone_iid));
  }

  @Action({
    id: 'project.milestone_merge_requests',
    title: 'List the merge requests of a milestone',
    description: 'List the merge requests assigned to a project milestone, with state, branches, author and merge date.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    keywords: ['MRs', 'PRs', 'sprint MRs', 'pull requests'],
    input: MilestoneItemsDto,
    output: MilestoneMergeRequestListDto,
    operation: 'milestoneMergeRequests',
    route: 'GET /projects/:id/milestones/:milestone_id/merge_requests',
    hints: [MILESTONE_404],
    example: { project_id: '42', milestone_iid: 1 },
  })
  async milestoneMergeRequests(input: MilestoneItemsDto, ctx: ActionContext): Promise<ActionResult<MilestoneMergeRequestListDto>> {
    const id = await milestoneId(input.project_id, input.milestone_iid, ctx);
    const res = await ctx.gitlab.rest<MilestoneMergeRequestDto[]>({
      method: 'GET',
      path: `${projectPath(input.project_id)}/milestones/${id}/merge_requests`,
      query: { page: input.page, per_page: input.per_page },
      signal: ctx.signal,
    });
    const out: MilestoneMergeRequestListDto = {
      merge_requests: res.data,
      pagination: pageOf(res, input),
      next_steps: ['merge_request.get for one merge request', 'project.milestone_issues for the issues of the milestone'],
    };
    return respond(out, renderMilestoneMergeRequests(out, input.project_id, input.milestone_iid));
  }
}
