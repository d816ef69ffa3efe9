import { Action, Domain, pageOf, respond, type ActionContext, type ActionResult } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { projectPath } from '../shared/project-ref.js';
import { BadgePreviewDto, ProjectBadgeDeletionDto, ProjectBadgeDto, ProjectBadgeListDto } from './dto/badge.dto.js';
import { AddProjectBadgeDto, EditProjectBadgeDto, ListProjectBadgesDto, PreviewProjectBadgeDto, ProjectBadgeRefDto } from './dto/badge-params.dto.js';
import { PROJECT_DOMAIN } from './project.domain.js';
import { renderBadge, renderBadgeDeletion, renderBadgeList, renderBadgePreview } from './project-badges.format.js';

const badgePath = (projectId: string, badgeId: number): string => `${projectPath(projectId)}/badges/${badgeId}`;

const BADGE_404 = { text: 'the badge may not exist, or it is a group badge (kind "group"), managed in the group; use project.badge_list', statuses: [404] };
const BADGE_ROLE = { text: 'managing badges requires at least the Maintainer role', statuses: [401, 403], namesRole: true };

/** Project badges: the images with links shown on a project's overview page. */
@Domain(PROJECT_DOMAIN)
@Injectable()
export class ProjectBadgeActions {
  @Action({
    id: 'project.badge_list',
    title: 'List project badges',
    description: "List the badges shown on a project's overview page, its own and its group's, with their URLs as written and as rendered.",
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: ListProjectBadgesDto,
    output: ProjectBadgeListDto,
    operation: 'badgeList',
    route: 'GET /projects/:id/badges',
    hints: [{ text: 'verify project_id; use project.list to find the project', statuses: [404] }],
    example: { project_id: '42' },
  })
  async badgeList(input: ListProjectBadgesDto, ctx: ActionContext): Promise<ActionResult<ProjectBadgeListDto>> {
    const { project_id, ...query } = input;
    const res = await ctx.gitlab.rest<ProjectBadgeDto[]>({ method: 'GET', path: `${projectPath(project_id)}/badges`, query, signal: ctx.signal });
    const out: ProjectBadgeListDto = { badges: res.data, pagination: pageOf(res, input), next_steps: ['project.badge_get for one badge', 'project.badge_add to add a badge'] };
    return respond(out, renderBadgeList(out, project_id));
  }

  @Action({
    id: 'project.badge_get',
    title: 'Get a project badge',
    description: 'Get one badge of a project: its link and image URLs, as written (with placeholders) and as rendered.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: ProjectBadgeRefDto,
    output: ProjectBadgeDto,
    operation: 'badgeGet',
    route: 'GET /projects/:id/badges/:badge_id',
    notFound: {
      resource: 'Badge',
      identifier: '{badge_id} in project {project_id}',
      nextSteps: ["Use action 'project.badge_list' to list the project's badges and their IDs"],
    },
    example: { project_id: '42', badge_id: 1 },
  })
  async badgeGet(input: ProjectBadgeRefDto, ctx: ActionContext): Promise<ActionResult<ProjectBadgeDto>> {
    const res = await ctx.gitlab.rest<ProjectBadgeDto>({ method: 'GET', path: badgePath(input.project_id, input.badge_id), signal: ctx.signal });
    const out: ProjectBadgeDto = { ...res.data, next_steps: ['project.badge_edit to change it', 'project.badge_delete to remove it'] };
    return respond(out, renderBadge(out));
  }

  @Action({
    id: 'project.badge_add',
    title: 'Add a project badge',
    description: 'Add a badge to a project: an image URL and a link URL, both may use placeholders such as %{project_path} or %{default_branch}. project.badge_preview shows how they render.',
    tier: 'free',
    readOnly: false,
    destructive: false,
    input: AddProjectBadgeDto,
    output: ProjectBadgeDto,
    operation: 'badgeAdd',
    route: 'POST /projects/:id/badges',
    hints: [{ text: 'link_url and image_url must be valid http(s) URLs', statuses: [400] }, BADGE_ROLE],
    example: {
      project_id: '42',
      name: 'pipeline',
      link_url: 'https://gitlab.example.com/%{project_path}/-/commits/%{default_branch}',
      image_url: 'https://gitlab.example.com/%{project_path}/badges/%{default_branch}/pipeline.svg',
    },
  })
  async badgeAdd(input: AddProjectBadgeDto, ctx: ActionContext): Promise<ActionResult<ProjectBadgeDto>> {
    const { project_id, ...body } = input;
    const res = await ctx.gitlab.rest<ProjectBadgeDto>({ method: 'POST', path: `${projectPath(project_id)}/badges`, body, signal: ctx.signal });
    const out: ProjectBadgeDto = { ...res.data, next_steps: ['project.badge_list to see all badges'] };
    return respond(out, renderBadge(out, 'Badge added:'));
  }

  @Action({
    id: 'project.badge_edit',
    title: 'Edit a project badge',
    description: 'Change the name, link URL or image URL of a project badge (not of a group badge).',
    tier: 'free',
    readOnly: false,
    destructive: false,
    idempotent: true,
    input: EditProjectBadgeDto,
    output: ProjectBadgeDto,
    operation: 'badgeEdit',
    route: 'PUT /projects/:id/badges/:badge_id',
    hints: [BADGE_404, { text: 'link_url and image_url must be valid http(s) URLs', statuses: [400] }, BADGE_ROLE],
    example: { project_id: '42', badge_id: 1, name: 'coverage', image_url: 'https://gitlab.example.com/%{project_path}/badges/%{default_branch}/coverage.svg' },
  })
  async badgeEdit(input: EditProjectBadgeDto, ctx: ActionContext): Promise<ActionResult<ProjectBadgeDto>> {
    const { project_id, badge_id, ...body } = input;
    const res = await ctx.gitlab.rest<ProjectBadgeDto>({ method: 'PUT', path: badgePath(project_id, badge_id), body, signal: ctx.signal });
    const out: ProjectBadgeDto = { ...res.data, next_steps: ['project.badge_get to read it back'] };
    return respond(out, renderBadge(out, 'Badge updated:'));
  }

  @Action({
    id: 'project.badge_delete',
    title: 'Delete a project badge',
    description: 'Remove a badge from a project (group badges are removed in the group). This cannot be undone.',
    tier: 'free',
    readOnly: false,
    destructive: true,
    idempotent: true,
    input: ProjectBadgeRefDto,
    output: ProjectBadgeDeletionDto,
    operation: 'badgeDelete',
    route: 'DELETE /projects/:id/badges/:badge_id',
    hints: [BADGE_404, BADGE_ROLE],
    example: { project_id: '42', badge_id: 1 },
  })
  async badgeDelete(input: ProjectBadgeRefDto, ctx: ActionContext): Promise<ActionResult<ProjectBadgeDeletionDto>> {
    await ctx.gitlab.rest<undefined>({ method: 'DELETE', path: badgePath(input.project_id, input.badge_id), signal: ctx.signal });
    const out: ProjectBadgeDeletionDto = { project_id: input.project_id, badge_id: input.badge_id, message: 'Badge removed.', next_steps: ['project.badge_list to see the remaining badges'] };
    return respond(out, renderBadgeDeletion(out));
  }

  @Action({
    id: 'project.badge_preview',
    title: 'Preview a project badge',
    description: 'Show how a badge link URL and image URL render for a project, placeholders filled in, without saving anything.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: PreviewProjectBadgeDto,
    output: BadgePreviewDto,
    operation: 'badgePreview',
    route: 'GET /projects/:id/badges/render',
    hints: [{ text: 'verify project_id; use project.list to find the project', statuses: [404] }],
    example: { project_id: '42', link_url: 'https://gitlab.example.com/%{project_path}', image_url: 'https://img.shields.io/badge/id-%{project_id}-blue' },
  })
  async badgePreview(input: PreviewProjectBadgeDto, ctx: ActionContext): Promise<ActionResult<BadgePreviewDto>> {
    const res = await ctx.gitlab.rest<BadgePreviewDto>({
      method: 'GET',
      path: `${projectPath(input.project_id)}/badges/render`,
      query: { link_url: input.link_url, image_url: input.image_url },
      signal: ctx.signal,
    });
    const out: BadgePreviewDto = { ...res.data, next_steps: ['project.badge_add to save it'] };
    return respond(out, renderBadgePreview(out));
  }
}
