import { Action, Domain, type Declared } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { BadgeDto, BadgeListDto, BadgePreviewDto } from '../shared/badge.dto.js';
import { renderBadge, renderBadgeList, renderBadgePreview } from '../shared/badge.format.js';
import { AddGroupBadgeDto, EditGroupBadgeDto, GroupBadgeRefDto, ListGroupBadgesDto, PreviewGroupBadgeDto } from './dto/badge-params.dto.js';
import { GroupDeletionDto } from './dto/group-deletion.dto.js';
import { GROUP_DOMAIN } from './group.domain.js';
import { renderGroupDeletion } from './group-deletion.format.js';

const GROUP_404 = { text: 'verify group_id; use group.list to find the group', statuses: [404] };
const BADGE_404 = { text: 'the badge may not exist in this group; use group.badge_list to see its badges and their IDs', statuses: [404] };
const BADGE_ROLE = { text: 'managing group badges requires at least the Maintainer role in the group', statuses: [401, 403], namesRole: true };
const URL_400 = { text: 'link_url and image_url must be valid http(s) URLs', statuses: [400] };

/** Group badges: the images with links every project of the group shows on its overview page. */
@Domain(GROUP_DOMAIN)
@Injectable()
export class GroupBadgeActions {
  @Action({
    id: 'group.badge_list', title: 'List group badges', tier: 'free', readOnly: true, destructive: false,
    description: "List a group's badges (shown on every project of the group), with their URLs as written and as rendered.",
    keywords: ['shields', 'README badge', 'coverage badge', 'status badge'],
    input: ListGroupBadgesDto, output: BadgeListDto, operation: 'badgeList', route: 'GET /groups/:id/badges',
    hints: [GROUP_404],
    example: { group_id: 'acme' },
    reply: { list: 'badges', render: (out, input) => renderBadgeList(out, `Badges of group ${input.group_id}`, 'The group has no badges.'), nextSteps: ['group.badge_get for one badge', 'group.badge_add to add a badge'] },
  })
  readonly badgeList?: Declared;

  @Action({
    id: 'group.badge_get', title: 'Get a group badge', tier: 'free', readOnly: true, destructive: false,
    description: 'Get one badge of a group: its link and image URLs, as written (with placeholders) and as rendered.',
    keywords: ['shields', 'badge image', 'status badge', 'badge link'],
    input: GroupBadgeRefDto, output: BadgeDto, operation: 'badgeGet', route: 'GET /groups/:id/badges/:badge_id',
    notFound: { resource: 'Badge', identifier: '{badge_id} in group {group_id}', nextSteps: ["Use action 'group.badge_list' to list the group's badges and their IDs"] },
    example: { group_id: 'my-org', badge_id: 3 },
    reply: { render: (out) => renderBadge(out), nextSteps: ['group.badge_edit to change it', 'group.badge_delete to remove it'] },
  })
  readonly badgeGet?: Declared;

  @Action({
    id: 'group.badge_add', title: 'Add a group badge', tier: 'free', readOnly: false, destructive: false,
    description: 'Add a badge to a group, shown on every project of the group: an image URL and a link URL, both may use placeholders such as %{project_path} or %{default_branch}. group.badge_preview shows how they render.',
    keywords: ['shields', 'README badge', 'coverage badge', 'status badge', 'placeholder'],
    input: AddGroupBadgeDto, output: BadgeDto, operation: 'badgeAdd', route: 'POST /groups/:id/badges',
    hints: [URL_400, BADGE_ROLE, GROUP_404],
    example: { group_id: 'my-org', name: 'pipeline', link_url: 'https://gitlab.example.com/%{project_path}/-/commits/%{default_branch}', image_url: 'https://gitlab.example.com/%{project_path}/badges/%{default_branch}/pipeline.svg' },
    reply: { render: (out) => renderBadge(out, 'Badge added:'), nextSteps: ['group.badge_list to see all badges'] },
  })
  readonly badgeAdd?: Declared;

  @Action({
    id: 'group.badge_edit', title: 'Edit a group badge', tier: 'free', readOnly: false, destructive: false, idempotent: true,
    description: 'Change the name, link URL or image URL of a group badge.',
    keywords: ['shields', 'badge image', 'badge link', 'status badge'],
    input: EditGroupBadgeDto, output: BadgeDto, operation: 'badgeEdit', route: 'PUT /groups/:id/badges/:badge_id',
    hints: [BADGE_404, URL_400, BADGE_ROLE],
    example: { group_id: 'my-org', badge_id: 3, name: 'coverage', image_url: 'https://gitlab.example.com/%{project_path}/badges/%{default_branch}/coverage.svg' },
    reply: { render: (out) => renderBadge(out, 'Badge updated:'), nextSteps: ['group.badge_get to read it back'] },
  })
  readonly badgeEdit?: Declared;

  @Action({
    id: 'group.badge_delete', title: 'Delete a group badge', tier: 'free', readOnly: false, destructive: true, idempotent: true,
    description: "Remove a badge from a group; no project of the group shows it any more. This cannot be undone.",
    keywords: ['shields', 'status badge', 'coverage badge'],
    input: GroupBadgeRefDto, output: GroupDeletionDto, operation: 'badgeDelete', route: 'DELETE /groups/:id/badges/:badge_id',
    hints: [BADGE_404, BADGE_ROLE],
    example: { group_id: 'my-org', badge_id: 3 },
    reply: { shape: (_, input) => ({ group_id: input.group_id, deleted: `Badge ${input.badge_id}`, message: "Badge removed from the group and from its projects' pages." }), render: renderGroupDeletion, nextSteps: ['group.badge_list to see the remaining badges'] },
  })
  readonly badgeDelete?: Declared;

  @Action({
    id: 'group.badge_preview', title: 'Preview a group badge', tier: 'free', readOnly: true, destructive: false,
    description: 'Show how a badge link URL and image URL render for a group, placeholders filled in, without saving anything.',
    keywords: ['render badge', 'placeholder', 'dry run', 'test badge', 'shields'],
    input: PreviewGroupBadgeDto, output: BadgePreviewDto, operation: 'badgePreview', route: 'GET /groups/:id/badges/render',
    hints: [GROUP_404],
    example: { group_id: 'acme', link_url: 'https://gitlab.example.com/%{project_path}', image_url: 'https://img.shields.io/badge/group-%{group_name}-blue' },
    reply: { render: renderBadgePreview, nextSteps: ['group.badge_add to save it'] },
  })
  readonly badgePreview?: Declared;
}
