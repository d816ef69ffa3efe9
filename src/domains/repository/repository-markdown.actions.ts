import { Action, Domain, type Declared } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { boundText } from '../shared/file-content.js';
import { asObject, asString } from '../shared/json-values.js';
import { MarkdownHtmlDto } from './dto/repository.dto.js';
import { MarkdownRenderParamsDto } from './dto/repository-params.dto.js';
import { REPOSITORY_DOMAIN } from './repository.domain.js';
import { renderMarkdownHtml } from './repository-markdown.format.js';

/** Markdown. */
@Domain(REPOSITORY_DOMAIN)
@Injectable()
export class RepositoryMarkdownActions {
  @Action({
    id: 'repository.markdown_render', title: 'Render Markdown', tier: 'free', readOnly: true, destructive: false,
    description: 'Render Markdown (optionally GitLab Flavored, with references resolved in a project) to HTML.',
    keywords: ['preview', 'GFM', 'format', 'markup'],
    input: MarkdownRenderParamsDto, output: MarkdownHtmlDto, operation: 'markdownRender', route: 'POST /markdown',
    hints: [{ text: 'project must be a full path you can read (e.g. "my-group/my-project") and needs gfm: true', statuses: [400, 404] }],
    example: { text: 'Fixes #1, see **README**', gfm: true, project: 'acme/backend' },
    reply: { shape: markdownHtmlOf, render: renderMarkdownHtml },
  })
  readonly markdownRender?: Declared;
}

/** The HTML GitLab rendered, bounded like file content. */
function markdownHtmlOf(answer: unknown): MarkdownHtmlDto {
  const bounded = boundText(asString(asObject(answer)?.html) ?? '');
  return { html: bounded.text, truncated: bounded.truncated };
}
