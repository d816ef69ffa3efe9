import { card, formatDate, table, untrusted } from '@gitlab-mcp/action-kit';
import { cursorPageLine } from '../shared/cursor-page.dto.js';
import { framedBlock, untrustedLongText } from '../shared/long-text.js';
import type { WorkItemDto, WorkItemPageDto, WorkItemRefNameDto, WorkItemTypeDto, WorkItemTypePageDto } from './dto/work-item.dto.js';
import { steps, titles } from './issue.format-helpers.js';

const names = (xs: WorkItemRefNameDto[] | undefined, pick: (x: WorkItemRefNameDto) => string | undefined): string[] | undefined => xs?.map((x) => pick(x) ?? x.id);

/** Label titles are user-written: one line of them, for a frame. */
const labelTitles = (w: WorkItemDto): string | undefined => names(w.labels, (l) => l.title)?.join(', ');

export function renderWorkItem(w: WorkItemDto, heading: string): string {
  return (
    card(`${heading} ${w.work_item_type?.name ?? 'Work item'} ${w.iid}`, [
      ['ID', w.id],
      ['IID', w.iid],
      ['Type', w.work_item_type?.name],
      ['State', w.state],
      ['Confidential', w.confidential],
      ['Assignees', names(w.assignees, (a) => a.username)],
      ['Milestone ID', w.milestone?.id],
      ['Parent', w.parent ? `${w.parent.id} (#${w.parent.iid ?? '?'})` : undefined],
      ['Start date', w.start_date],
      ['Due date', w.due_date],
      ['Author', w.author_username],
      ['Created', formatDate(w.created_at)],
      ['Updated', formatDate(w.updated_at)],
      ['Closed', w.closed_at ? formatDate(w.closed_at) : undefined],
      ['URL', w.web_url],
    ]) +
    `\n\n${untrusted('Title', w.title)}` +
    framedBlock('Labels', labelTitles(w), 'structuredContent.labels has them') +
    `\n\n${untrustedLongText('Description', w.description, 'structuredContent.description has it whole')}` +
    steps(w)
  );
}

export function renderWorkItemPage(o: WorkItemPageDto, scope: string): string {
  return (
    table(
      `Work items of ${scope}`,
      [
        { header: 'IID', value: (w: WorkItemDto) => w.iid },
        { header: 'ID', value: (w) => w.id },
        { header: 'Type', value: (w) => w.work_item_type?.name },
        { header: 'State', value: (w) => w.state },
        { header: 'Assignees', value: (w) => names(w.assignees, (a) => a.username) },
        { header: 'Updated', value: (w) => formatDate(w.updated_at) },
      ],
      o.work_items,
      'No work items match.',
    ) +
    titles('Titles', o.work_items.map((w) => [`#${w.iid}`, w.title] as const)) +
    titles('Labels', o.work_items.map((w) => [`#${w.iid}`, labelTitles(w)] as const)) +
    `\n\n${cursorPageLine(o.page_info)}` +
    steps(o)
  );
}

export function renderWorkItemTypes(o: WorkItemTypePageDto, scope: string): string {
  return (
    table(
      `Work item types of ${scope}`,
      [
        { header: 'Name', value: (t: WorkItemTypeDto) => t.name },
        { header: 'ID', value: (t) => t.id },
        { header: 'Icon', value: (t) => t.icon_name },
      ],
      o.work_item_types,
      'No work item types.',
    ) +
    `\n\n${cursorPageLine(o.page_info)}` +
    steps(o)
  );
}

export function renderDeletion(o: { id: string; message: string; next_steps?: string[] }, heading: string): string {
  return card(heading, [['ID', o.id], ['Result', o.message]]) + steps(o);
}
