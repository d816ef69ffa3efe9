import { Action, Domain, respond, type ActionContext, type ActionResult } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { boundText } from '../shared/file-content.js';
import { asObject, asString } from '../shared/json-values.js';
import { MarkdownHtmlDto } from './dto/repository.dto.js';
import { MarkdownRenderParamsDto } from './dto/repository-params.dto.js';
import { REPOSITORY_DOMAIN } from './repository.domain.js';
import type { Json } from './repository.mapping.js';
import { renderMarkdownHtml } from './repository-markdown.format.js';

/** Markdown. */
@Domain(REPOSITORY_DOMAIN)
@Injectable()
export class RepositoryMarkdownActions {
  @Action({
    id: 'repository.markdown_render',
    title: 'Render Markdown',
    description: 'Render Markdown (optionally GitLab Flavored, with references resolved in a project) to HTML.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: MarkdownRenderParamsDto,
    output: MarkdownHtmlDto,
    operation: 'markdownRender',
    route: 'POST /markdown',
    hints: [{ text: 'project must be a full path you can read (e.g. "my-group/my-project") and needs gfm: true', statuses: [400, 404] }],
    example: { text: 'Fixes #1, see **README**', gfm: true, project: 'acme/backend' },
  })
  async markdownRender(input: MarkdownRenderParamsDto, ctx: ActionContext): Promise<ActionResult<MarkdownHtmlDto>> {
    const res = await ctx.gitlab.rest<Json>({
      method: 'POST',
      path: '/markdown',
      body: { text: input.text, gfm: input.gfm, project: input.project },
      signal: ctx.signal,
    });
    const bounded = boundText(asString(asObject(res.data)?.html) ?? '');
    const out: MarkdownHtmlDto = { html: bounded.text, truncated: bounded.truncated };
    return respond(out, renderMarkdownHtml(out));
  }
}
