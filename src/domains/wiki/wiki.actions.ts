import { Action, Domain, respond, type ActionContext, type ActionResult, type Declared } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { wholeList } from '../shared/local-page.js';
import { projectPath } from '../shared/project-ref.js';
import { uploadedFile } from '../shared/upload-content.js';
import { CreateWikiPageDto, GetWikiPageDto, ListWikiPagesDto, UpdateWikiPageDto, UploadWikiAttachmentDto, WikiPageRefDto } from './dto/wiki-params.dto.js';
import { WikiPageDto, WikiPageListDto } from '../shared/wiki-page.dto.js';
import { WikiAttachmentDto, WikiPageDeletionDto } from './dto/wiki.dto.js';
import { renderWikiAttachment, renderWikiPage, renderWikiPageDeletion, renderWikiPageList } from './wiki.format.js';

const MISSING_PAGE_HINT = { text: 'the page may not exist (use wiki.list for the slugs), or the project has its wiki disabled', statuses: [404] };

@Domain({ name: 'wiki', description: 'Project wiki pages: list, read, create, update and delete; upload attachments.', keywords: ['docs', 'documentation', 'knowledge base', 'page'] })
@Injectable()
export class WikiActions {
  @Action({
    id: 'wiki.list', title: 'List wiki pages', tier: 'free', readOnly: true, destructive: false,
    description: 'List every page of a project wiki (slug, title, format), optionally with their content. GitLab does not paginate this list.',
    keywords: ['docs', 'documentation', 'knowledge base'],
    input: ListWikiPagesDto, output: WikiPageListDto, operation: 'wikiList', route: 'GET /projects/:id/wikis',
    hints: [{ text: 'verify project_id (project.list), and that the project has its wiki enabled', statuses: [404] }],
    example: { project_id: '42', with_content: false },
    reply: {
      shape: (answer) => ({ pages: answer, pagination: wholeList((answer as readonly unknown[]).length) }),
      render: (out, input) => renderWikiPageList(out, input.project_id, input.with_content === true),
      nextSteps: ['wiki.get for one page with its content', 'wiki.create to add a page'],
    },
  })
  readonly list?: Declared;

  @Action({
    id: 'wiki.get', title: 'Get a wiki page', tier: 'free', readOnly: true, destructive: false,
    description: 'Get one wiki page by its slug with its content (source, or HTML with render_html), optionally at an older version.',
    keywords: ['read page', 'docs', 'documentation', 'view page'],
    input: GetWikiPageDto, output: WikiPageDto, operation: 'wikiGet', route: 'GET /projects/:id/wikis/:slug',
    notFound: {
      resource: 'Wiki Page',
      identifier: '"{slug}" in project {project_id}',
      nextSteps: ["Use action 'wiki.list' to list the wiki's pages and their slugs", 'Verify the slug is spelled correctly (case-sensitive; spaces become hyphens)'],
    },
    example: { project_id: '42', slug: 'home' },
    reply: { render: (out) => renderWikiPage(out), nextSteps: ['wiki.update to edit the page', 'wiki.list to see the other pages'] },
  })
  readonly get?: Declared;

  @Action({
    id: 'wiki.create', title: 'Create a wiki page', tier: 'free', readOnly: false, destructive: false,
    description: 'Create a wiki page with a title and content in Markdown (default), RDoc, AsciiDoc or Org; a "dir/" prefix in the title puts it in a directory.',
    keywords: ['new page', 'write docs', 'documentation', 'add page'],
    input: CreateWikiPageDto, output: WikiPageDto, operation: 'wikiCreate', route: 'POST /projects/:id/wikis',
    hints: [
      { text: 'a page with this title may already exist (use wiki.get with its slug, or wiki.update), or the content is too large', statuses: [400, 422] },
      { text: 'editing the wiki requires at least Developer role (or the wiki is restricted in the project settings)', statuses: [401, 403], namesRole: true },
    ],
    example: { project_id: '42', title: 'Deploy guide', content: '# Deploy\n\nRun `make deploy` from the main branch.', format: 'markdown' },
    reply: { render: (out) => renderWikiPage(out, 'Wiki page created:'), nextSteps: ['wiki.get to read it back', 'wiki.list to see every page'] },
  })
  readonly create?: Declared;

  @Action({
    id: 'wiki.update', title: 'Update a wiki page', tier: 'free', readOnly: false, destructive: false, idempotent: true,
    description: 'Change the title, content, format or front matter of a wiki page; give at least one of title, content or format. A new title changes the slug.',
    keywords: ['edit page', 'rename page', 'documentation', 'modify'],
    input: UpdateWikiPageDto, output: WikiPageDto, operation: 'wikiUpdate', route: 'PUT /projects/:id/wikis/:slug',
    hints: [
      MISSING_PAGE_HINT,
      { text: 'give at least one of title, content or format; a new title may collide with another page (use wiki.list)', statuses: [400, 422] },
      { text: 'editing the wiki requires at least Developer role (or the wiki is restricted in the project settings)', statuses: [401, 403], namesRole: true },
    ],
    example: { project_id: '42', slug: 'home', content: '# Welcome\n\nStart with the Deploy guide.' },
    reply: { render: (out) => renderWikiPage(out, 'Wiki page updated:'), nextSteps: ['wiki.get to read it back'] },
  })
  readonly update?: Declared;

  @Action({
    id: 'wiki.delete', title: 'Delete a wiki page', tier: 'free', readOnly: false, destructive: true, idempotent: true,
    description: 'Delete a wiki page. Its history stays in the wiki repository, but the page cannot be restored through the API.',
    keywords: ['remove page', 'documentation'],
    input: WikiPageRefDto, output: WikiPageDeletionDto, operation: 'wikiDelete', route: 'DELETE /projects/:id/wikis/:slug',
    hints: [MISSING_PAGE_HINT, { text: 'deleting wiki pages requires at least Developer role', statuses: [401, 403], namesRole: true }],
    example: { project_id: '42', slug: 'deploy-guide' },
    reply: { shape: (_, input) => ({ project_id: input.project_id, slug: input.slug, message: 'Page deleted.' }), render: renderWikiPageDeletion, nextSteps: ['wiki.list to see the remaining pages'] },
  })
  readonly delete?: Declared;

  @Action({
    id: 'wiki.upload_attachment',
    title: 'Upload a wiki attachment',
    description:
      'Upload a file (an image, a PDF, a text file) to the wiki repository and get the Markdown to embed it in a page. The content travels in the call: text, or base64 for binary files (up to 10 MiB).',
    keywords: ['screenshot', 'attach file', 'picture'],
    tier: 'free',
    readOnly: false,
    destructive: false,
    input: UploadWikiAttachmentDto,
    output: WikiAttachmentDto,
    operation: 'wikiUploadAttachment',
    route: 'POST /projects/:id/wikis/attachments',
    hints: [
      { text: 'the project may have its wiki disabled, or the project does not exist (use project.get)', statuses: [404] },
      { text: 'uploading to the wiki requires at least Developer role', statuses: [401, 403], namesRole: true },
    ],
    example: { project_id: '42', file_name: 'architecture.txt', content: 'API -> queue -> workers', content_type: 'text/plain' },
  })
  async uploadAttachment(input: UploadWikiAttachmentDto, ctx: ActionContext): Promise<ActionResult<WikiAttachmentDto>> {
    const file = uploadedFile('wikiUploadAttachment', input);
    const res = await ctx.gitlab.rest<WikiAttachmentDto>({
      method: 'POST',
      path: `${projectPath(input.project_id)}/wikis/attachments`,
      form: { file, branch: input.branch },
      signal: ctx.signal,
    });
    const out: WikiAttachmentDto = { ...res.data, next_steps: ['wiki.update to paste the Markdown link into a page', 'wiki.create for a new page that embeds it'] };
    return respond(out, renderWikiAttachment(out, file.content.byteLength));
  }
}
