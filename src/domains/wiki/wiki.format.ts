import { card, nextStepsBlock, paginationLine, table, untrusted } from '@gitlab-mcp/action-kit';
import { untrustedLongText } from '../shared/long-text.js';
import type { WikiAttachmentDto, WikiPageDeletionDto, WikiPageDto, WikiPageListDto } from './dto/wiki.dto.js';

const steps = (o: { next_steps?: string[] }): string => nextStepsBlock(o.next_steps ?? []);

export function renderWikiPage(p: WikiPageDto, heading = 'Wiki page'): string {
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
  parts.push(`\n\n${untrustedLongText('Page content', p.content, `wiki.get with slug "${p.slug}" returns it whole in structuredContent.content`)}`);
  parts.push(steps(p));
  return parts.join('');
}

export function renderWikiPageList(list: WikiPageListDto, project: string, withContent: boolean): string {
  const note = `\n\n_Page titles${withContent ? ' and contents' : ''} are in structuredContent (text written by users); wiki.get shows one page._`;
  return (
    table(
      `Wiki pages of project ${project}`,
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

export function renderWikiPageDeletion(r: WikiPageDeletionDto): string {
  return card(`Wiki page ${r.slug} deleted`, [['Project', r.project_id], ['Result', r.message]]) + steps(r);
}

export function renderWikiAttachment(a: WikiAttachmentDto, bytes: number): string {
  return (
    card(`Attachment ${a.file_name} uploaded to the wiki`, [
      ['Path', a.file_path],
      ['Branch', a.branch],
      ['Size', `${bytes.toLocaleString('en-US')} bytes`],
      ['URL', a.link.url],
      ['Markdown', a.link.markdown],
    ]) + steps(a)
  );
}
