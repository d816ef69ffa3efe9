import { Action, Domain, type Declared } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { BadgeDto, BadgeListDto, BadgePreviewDto } from '../shared/badge.dto.js';
import { renderBadge, renderBadgePreview } from '../shared/badge.format.js';
import { ProjectBadgeDeletionDto } from './dto/badge.dto.js';
import { AddProjectBadgeDto, EditProjectBadgeDto, ListProjectBadgesDto, PreviewProjectBadgeDto, ProjectBadgeRefDto } from './dto/badge-params.dto.js';
import { PROJECT_DOMAIN } from './project.domain.js';
import { renderBadgeDeletion, renderBadgeList } from './project-badges.format.js';

const BADGE_404 = { text: 'the badge may not exist, or it is a group badge (kind "group"), managed in the group; use project.badge_list', statuses: [404] };
const BADGE_ROLE = { text: 'managing badges requires at least the Maintainer role', statuses: [401, 403], namesRole: true };

/** Project badges: the images with links shown on a project's overview page. */
@Domain(PROJECT_DOMAIN)
@Injectable()
export class ProjectBadgeActions {
  @Action({
    id: 'project.badge_list', title: 'List project badges', tier: 'free', readOnly: true, destructive: false,
    description: "List the badges shown on a project's overview page, its own and its group's, with their URLs as written and as rendered.",
    keywords: ['README badges', 'shields', 'status badges', 'pipeline badge', 'coverage badge', 'repo badges'],
    input: ListProjectBadgesDto, output: BadgeListDto, operation: 'badgeList', route: 'GET /projects/:id/badges',
    hints: [{ text: 'verify project_id; use project.list to find the project', statuses: [404] }],
    example: { project_id: '42' },
    reply: { list: 'badges', render: (out, input) => renderBadgeList(out, input.project_id), nextSteps: ['project.badge_get for one badge', 'project.badge_add to add a badge'] },
  })
  readonly badgeList?: Declared;

  @Action({
    id: 'project.badge_get', title: 'Get a project badge', tier: 'free', readOnly: true, destructive: false,
    description: 'Get one badge of a project: its link and image URLs, as written (with placeholders) and as rendered.',
    keywords: ['status badge', 'shield', 'badge image', 'badge link', 'repo badge'],
    input: ProjectBadgeRefDto, output: BadgeDto, operation: 'badgeGet', route: 'GET /projects/:id/badges/:badge_id',
    notFound: {
      resource: 'Badge',
      identifier: '{badge_id} in project {project_id}',
      nextSteps: ["Use action 'project.badge_list' to list the project's badges and their IDs"],
    },
    example: { project_id: '42', badge_id: 1 },
    reply: { render: (out) => renderBadge(out), nextSteps: ['project.badge_edit to change it', 'project.badge_delete to remove it'] },
  })
  readonly badgeGet?: Declared;

  @Action({
    id: 'project.badge_add', title: 'Add a project badge', tier: 'free', readOnly: false, destructive: false,
    description: 'Add a badge to a project: an image URL and a link URL, both may use placeholders such as %{project_path} or %{default_branch}. project.badge_preview shows how they render.',
    keywords: ['status badge', 'shields.io', 'pipeline badge', 'coverage badge', 'repo badge'],
    input: AddProjectBadgeDto, output: BadgeDto, operation: 'badgeAdd', route: 'POST /projects/:id/badges',
    hints: [{ text: 'link_url and image_url must be valid http(s) URLs', statuses: [400] }, BADGE_ROLE],
    example: {
      project_id: '42',
      name: 'pipeline',
      link_url: 'https://gitlab.example.com/%{project_path}/-/commits/%{default_branch}',
      image_url: 'https://gitlab.example.com/%{project_path}/badges/%{default_branch}/pipeline.svg',
    },
    reply: { render: (out) => renderBadge(out, 'Badge added:'), nextSteps: ['project.badge_list to see all badges'] },
  })
  readonly badgeAdd?: Declared;

  @Action({
    id: 'project.badge_edit', title: 'Edit a project badge', tier: 'free', readOnly: false, destructive: false, idempotent: true,
    description: 'Change the name, link URL or image URL of a project badge (not of a group badge).',
    keywords: ['status badge', 'badge image', 'badge link', 'repo badge'],
    input: EditProjectBadgeDto, output: BadgeDto, operation: 'badgeEdit', route: 'PUT /projects/:id/badges/:badge_id',
    hints: [BADGE_404, { text: 'link_url and image_url must be valid http(s) URLs', statuses: [400] }, BADGE_ROLE],
    example: { project_id: '42', badge_id: 1, name: 'coverage', image_url: 'https://gitlab.example.com/%{project_path}/badges/%{default_branch}/coverage.svg' },
    reply: { render: (out) => renderBadge(out, 'Badge updated:'), nextSteps: ['project.badge_get to read it back'] },
  })
  readonly badgeEdit?: Declared;

  @Action({
    id: 'project.badge_delete', title: 'Delete a project badge', tier: 'free', readOnly: false, destructive: true, idempotent: true,
    description: 'Remove a badge from a project (group badges are removed in the group). This cannot be undone.',
    keywords: ['status badge', 'shield', 'repo badge'],
    input: ProjectBadgeRefDto, output: ProjectBadgeDeletionDto, operation: 'badgeDelete', route: 'DELETE /projects/:id/badges/:badge_id',
    hints: [BADGE_404, BADGE_ROLE],
    example: { project_id: '42', badge_id: 1 },
    reply: { shape: (_, input) => ({ project_id: input.project_id, badge_id: input.badge_id, message: 'Badge removed.' }), render: renderBadgeDeletion, nextSteps: ['project.badge_list to see the remaining badges'] },
  })
  readonly badgeDelete?: Declared;

  @Action({
    id: 'project.badge_preview', title: 'Preview a project badge', tier: 'free', readOnly: true, destructive: false,
    description: 'Show how a badge link URL and image URL render for a project, placeholders filled in, without saving anything.',
    keywords: ['render badge', 'badge placeholders', 'dry run', 'test badge', 'repo badge'],
    input: PreviewProjectBadgeDto, output: BadgePreviewDto, operation: 'badgePreview', route: 'GET /projects/:id/badges/render',
    hints: [{ text: 'verify project_id; use project.list to find the project', statuses: [404] }],
    example: { project_id: '42', link_url: 'https://gitlab.example.com/%{project_path}', image_url: 'https://img.shields.io/badge/id-%{project_id}-blue' },
    reply: { render: renderBadgePreview, nextSteps: ['project.badge_add to save it'] },
  })
  readonly badgePreview?: Declared;
}
