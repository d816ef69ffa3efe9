import { card, nextStepsBlock, paginationLine, table, untrusted } from '@gitlab-mcp/action-kit';
import { untrustedLongText } from './long-text.js';
import type { WikiPageDto, WikiPageListDto } from './wiki-page.dto.js';

const steps = (o: { next_steps?: string[] }): string => nextStepsBlock(o.next_steps ?? []);

/** One wiki page; `getAction` names the action that returns long content whole. */
export function renderWikiPage(p: WikiPageDto, getAction: string, heading = 'Wiki page'): string {
  const parts = [
    card(`${heading} ${p.slug}`, [
      ['Slug', p.slug],
      ['Format', p.format],
      ['Encoding', p.encoding],
      ['Length', p.content === undefined ? undefined : `${p.content.length.toLocaleString('en-US')} characters`],
    ]),
  ];
  // Titles are user-written: framed like the content.
  parts.push(`\n\n${untrusted('Page title', p.title)}`);
  parts.push(`\n\n${untrustedLongText('Page content', p.content, `${getAction} with slug "${p.slug}" returns it whole in structuredContent.content`)}`);
  parts.push(steps(p));
  return parts.join('');
}

/** The pages of a wiki under `title`; `getAction` names the action that shows one page. */
export function renderWikiPageList(list: WikiPageListDto, title: string, withContent: boolean, getAction: string): string {
  const note = `\n\n_Page titles${withContent ? ' and contents' : ''} are in structuredContent (text written by users); ${getAction} shows one page._`;
  return (
    table(
      title,
      [
        { header: 'Slug', value: (p: WikiPageDto) => p.slug },
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
