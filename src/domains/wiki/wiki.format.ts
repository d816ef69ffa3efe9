import { card, nextStepsBlock, paginationLine, table } from '@gitlab-mcp/action-kit';
import { untrustedLongText } from '../shared/long-text.js';
import type { WikiPageDeletionDto, WikiPageDto, WikiPageListDto } from './dto/wiki.dto.js';

const steps = (o: { next_steps?: string[] }): string => nextStepsBlock(o.next_steps ?? []);

/** The front matter title, when GitLab sent front matter as an object. */
function frontMatterTitle(p: WikiPageDto): string | undefined {
  const fm = (p as { front_matter?: unknown }).front_matter;
  if (fm === null || typeof fm !== 'object') return undefined;
  const title = (fm as Record<string, unknown>)['title'];
  return typeof title === 'string' ? title : undefined;
}

export function renderWikiPage(p: WikiPageDto, heading = 'Wiki page', withContent = true): string {
  const parts = [
    card(`${heading} ${p.title ?? p.slug}`, [
      ['Slug', p.slug],
      ['Title', p.title],
      ['Format', p.format],
      ['Encoding', p.encoding],
      ['Front matter title', frontMatterTitle(p)],
      ['Length', p.content === undefined ? undefined : `${p.content.length.toLocaleString('en-US')} characters`],
    ]),
  ];
  if (withContent) parts.push(`\n\n${untrustedLongText('Page content', p.content, `wiki.get with slug "${p.slug}" returns it whole in structuredContent.content`)}`);
  parts.push(steps(p));
  return parts.join('');
}

export function renderWikiPageList(list: WikiPageListDto, project: string, withContent: boolean): string {
  const note = withContent ? '\n\n_Page contents are in structuredContent; wiki.get shows one page with its content._' : '';
  return (
    table(
      `Wiki pages of project ${project}`,
      [
        { header: 'Title', value: (p: WikiPageDto) => p.title },
        { header: 'Slug', value: (p) => p.slug },
        { header: 'Format', value: (p) => p.format },
      ],
      list.pages,
      'The wiki has no pages.',
    ) +
    note +
    `\n\n${paginationLine(list.pagination)}` +
    steps(list)
  );
}

export function renderWikiPageDeletion(r: WikiPageDeletionDto): string {
  return card(`Wiki page ${r.slug} deleted`, [['Project', r.project_id], ['Result', r.message]]) + steps(r);
}
