import { Action, Domain, type Declared } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { wholeList } from '../shared/local-page.js';
import { WikiPageDto, WikiPageListDto } from '../shared/wiki-page.dto.js';
import { renderWikiPage, renderWikiPageList } from '../shared/wiki-page.format.js';
import { GroupDeletionDto } from './dto/group-deletion.dto.js';
import { CreateGroupWikiPageDto, GetGroupWikiPageDto, GroupWikiPageRefDto, ListGroupWikiPagesDto, UpdateGroupWikiPageDto } from './dto/wiki-params.dto.js';
import { GROUP_DOMAIN } from './group.domain.js';
import { renderGroupDeletion } from './group-deletion.format.js';

const GET = 'group.wiki_get';
const MISSING_PAGE = { text: 'the page may not exist (use group.wiki_list for the slugs), or the group has no wiki (Premium)', statuses: [404] };
const WIKI_ROLE = { text: 'editing a group wiki requires at least the Developer role in the group', statuses: [401, 403], namesRole: true };

/** Group wiki pages (Premium): list, read, create, edit and delete. */
@Domain(GROUP_DOMAIN)
@Injectable()
export class GroupWikiActions {
  @Action({
    id: 'group.wiki_list', title: 'List group wiki pages', tier: 'premium', readOnly: true, destructive: false,
    description: 'List every page of a group wiki (slug, title, format), optionally with their content. GitLab does not paginate this list.',
    keywords: ['docs', 'documentation', 'knowledge base', 'org wiki'],
    input: ListGroupWikiPagesDto, output: WikiPageListDto, operation: 'groupWikiList', route: 'GET /groups/:id/wikis',
    hints: [{ text: 'verify group_id (group.list); group wikis need GitLab Premium or Ultimate', statuses: [404] }],
    example: { group_id: 'acme', with_content: false },
    reply: {
      shape: (answer) => ({ pages: answer, pagination: wholeList((answer as readonly unknown[]).length) }),
      render: (out, input) => renderWikiPageList(out, `Wiki pages of group ${input.group_id}`, input.with_content === true, GET),
      nextSteps: ['group.wiki_get for one page with its content', 'group.wiki_create to add a page'],
    },
  })
  readonly groupWikiList?: Declared;

  @Action({
    id: GET, title: 'Get a group wiki page', tier: 'premium', readOnly: true, destructive: false,
    description: 'Get one page of a group wiki by its slug with its content (source, or HTML with render_html), optionally at an older version.',
    keywords: ['docs', 'documentation', 'knowledge base', 'page content'],
    input: GetGroupWikiPageDto, output: WikiPageDto, operation: 'groupWikiGet', route: 'GET /groups/:id/wikis/:slug',
    notFound: { resource: 'Wiki Page', identifier: '"{slug}" in group {group_id}', nextSteps: ["Use action 'group.wiki_list' to list the group wiki's pages and their slugs", 'Verify the slug is spelled correctly (case-sensitive; spaces become hyphens)'] },
    example: { group_id: 'acme', slug: 'home' },
    reply: { render: (out) => renderWikiPage(out, GET), nextSteps: ['group.wiki_edit to edit the page', 'group.wiki_list to see the other pages'] },
  })
  readonly groupWikiGet?: Declared;

  @Action({
    id: 'group.wiki_create', title: 'Create a group wiki page', tier: 'premium', readOnly: false, destructive: false,
    description: 'Create a page in a group wiki with a title and content in Markdown (default), RDoc, AsciiDoc or Org; a "dir/" prefix in the title puts it in a directory.',
    keywords: ['docs', 'documentation', 'knowledge base', 'markdown page'],
    input: CreateGroupWikiPageDto, output: WikiPageDto, operation: 'groupWikiCreate', route: 'POST /groups/:id/wikis',
    hints: [{ text: 'a page with this title may already exist (use group.wiki_get with its slug, or group.wiki_edit), or the content is too large', statuses: [400, 422] }, WIKI_ROLE],
    example: { group_id: 'acme', title: 'Onboarding', content: '# Onboarding\n\nRead the handbook first.', format: 'markdown' },
    reply: { render: (out) => renderWikiPage(out, GET, 'Wiki page created:'), nextSteps: ['group.wiki_get to read it back', 'group.wiki_list to see every page'] },
  })
  readonly groupWikiCreate?: Declared;

  @Action({
    id: 'group.wiki_edit', title: 'Edit a group wiki page', tier: 'premium', readOnly: false, destructive: false, idempotent: true,
    description: 'Change the title, content, format or front matter of a group wiki page; give at least one of title, content or format. A new title changes the slug.',
    keywords: ['docs', 'documentation', 'knowledge base', 'rename page'],
    input: UpdateGroupWikiPageDto, output: WikiPageDto, operation: 'groupWikiEdit', route: 'PUT /groups/:id/wikis/:slug',
    hints: [MISSING_PAGE, { text: 'give at least one of title, content or format; a new title may collide with another page (use group.wiki_list)', statuses: [400, 422] }, WIKI_ROLE],
    example: { group_id: 'acme', slug: 'home', content: '# Welcome\n\nStart with the Onboarding page.' },
    reply: { render: (out) => renderWikiPage(out, GET, 'Wiki page updated:'), nextSteps: ['group.wiki_get to read it back'] },
  })
  readonly groupWikiEdit?: Declared;

  @Action({
    id: 'group.wiki_delete', title: 'Delete a group wiki page', tier: 'premium', readOnly: false, destructive: true, idempotent: true,
    description: 'Delete a page of a group wiki. Its history stays in the wiki repository, but the page cannot be restored through the API.',
    keywords: ['docs', 'documentation', 'knowledge base'],
    input: GroupWikiPageRefDto, output: GroupDeletionDto, operation: 'groupWikiDelete', route: 'DELETE /groups/:id/wikis/:slug',
    hints: [MISSING_PAGE, WIKI_ROLE],
    example: { group_id: 'acme', slug: 'onboarding' },
    reply: { shape: (_, input) => ({ group_id: input.group_id, deleted: `Wiki page ${input.slug}`, message: 'Page deleted.' }), render: renderGroupDeletion, nextSteps: ['group.wiki_list to see the remaining pages'] },
  })
  readonly groupWikiDelete?: Declared;
}
