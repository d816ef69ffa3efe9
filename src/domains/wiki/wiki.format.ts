import { card, nextStepsBlock } from '@gitlab-mcp/action-kit';
import type { WikiPageDto, WikiPageListDto } from '../shared/wiki-page.dto.js';
import { renderWikiPage as renderAnyPage, renderWikiPageList as renderAnyList } from '../shared/wiki-page.format.js';
import type { WikiAttachmentDto, WikiPageDeletionDto } from './dto/wiki.dto.js';

const steps = (o: { next_steps?: string[] }): string => nextStepsBlock(o.next_steps ?? []);

export function renderWikiPage(p: WikiPageDto, heading = 'Wiki page'): string {
  return renderAnyPage(p, 'wiki.get', heading);
}

export function renderWikiPageList(list: WikiPageListDto, project: string, withContent: boolean): string {
  return renderAnyList(list, `Wiki pages of project ${project}`, withContent, 'wiki.get');
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
