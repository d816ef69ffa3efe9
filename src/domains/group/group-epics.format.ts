import { card, formatDate, nextStepsBlock, paginationLine, table, untrusted } from '@gitlab-mcp/action-kit';
import { cursorPageLine } from '../shared/cursor-page.dto.js';
import { framedBlock, framedLines, untrustedLongText } from '../shared/long-text.js';
import type { LabelEventDto, LabelEventListDto } from '../shared/resource-event.dto.js';
import type {
  EpicBoardDto,
  EpicBoardPageDto,
  EpicDeletionDto,
  EpicDto,
  EpicIssueDto,
  EpicIssuePageDto,
  EpicIssueRemovalDto,
  EpicIssueResultDto,
  EpicPageDto,
  RestEpicDto,
  RestEpicListDto,
} from './dto/epic.dto.js';

// Titles, descriptions and label names are user-written: they go in frames; tables hold GitLab's own values.

const steps = (o: { next_steps?: string[] }): string => nextStepsBlock(o.next_steps ?? []);
const labelTitles = (e: EpicDto): string | undefined => e.labels?.map((l) => l.title ?? l.id).join(', ');

export function renderEpic(e: EpicDto, heading: string): string {
  return (
    card(`${heading} epic &${e.iid}`, [
      ['ID', e.id],
      ['IID', e.iid],
      ['State', e.state],
      ['Confidential', e.confidential],
      ['Label IDs', e.labels?.map((l) => l.id)],
      ['Parent', e.parent ? `${e.parent.id} (&${e.parent.iid ?? '?'})` : undefined],
      ['Start date', e.start_date],
      ['Due date', e.due_date],
      ['Author', e.author_username],
      ['Created', formatDate(e.created_at)],
      ['Updated', formatDate(e.updated_at)],
      ['Closed', e.closed_at ? formatDate(e.closed_at) : undefined],
      ['URL', e.web_url],
    ]) +
    `\n\n${untrusted('Title', e.title)}` +
    framedBlock('Labels', labelTitles(e), 'structuredContent.labels has them') +
    `\n\n${untrustedLongText('Description', e.description, 'structuredContent.description has it whole')}` +
    steps(e)
  );
}

export function renderEpicPage(o: EpicPageDto, group: string): string {
  return (
    table(
      `Epics of ${group}`,
      [
        { header: 'IID', value: (e: EpicDto) => e.iid },
        { header: 'ID', value: (e) => e.id },
        { header: 'State', value: (e) => e.state },
        { header: 'Start', value: (e) => e.start_date },
        { header: 'Due', value: (e) => e.due_date },
        { header: 'Updated', value: (e) => formatDate(e.updated_at) },
      ],
      o.epics,
      'No epics match.',
    ) +
    framedLines('Titles', o.epics.map((e) => [`&${e.iid}`, e.title] as const)) +
    framedLines('Labels', o.epics.map((e) => [`&${e.iid}`, labelTitles(e)] as const)) +
    `\n\n${cursorPageLine(o.page_info)}` +
    steps(o)
  );
}

export function renderEpicDeletion(o: EpicDeletionDto): string {
  return card(`Epic &${o.epic_iid} deleted`, [['Group', o.group_id], ['ID', o.id], ['Result', o.message]]) + steps(o);
}

const issueColumns = [
  { header: 'Issue ID', value: (i: EpicIssueDto) => i.issue_id },
  { header: 'IID', value: (i: EpicIssueDto) => i.iid },
  { header: 'State', value: (i: EpicIssueDto) => i.state },
  { header: 'URL', value: (i: EpicIssueDto) => i.web_url },
];

export function renderEpicIssues(o: EpicIssuePageDto, epicIid: number): string {
  return (
    table(`Issues of epic &${epicIid}`, issueColumns, o.issues, 'The epic has no child issues.') +
    framedLines('Titles', o.issues.map((i) => [`issue ${i.issue_id}`, i.title] as const)) +
    `\n\n${cursorPageLine(o.page_info)}` +
    steps(o)
  );
}

export function renderEpicIssueResult(o: EpicIssueResultDto, heading: string): string {
  const i = o.issue;
  return (
    card(heading, [['Epic IID', o.epic_iid], ['Issue ID', i.issue_id], ['Work item ID', i.id], ['IID', i.iid], ['State', i.state], ['URL', i.web_url]]) +
    `\n\n${untrusted('Title', i.title)}` +
    steps(o)
  );
}

export function renderEpicIssueRemoval(o: EpicIssueRemovalDto): string {
  return card(`Issue ${o.issue_id} removed from epic &${o.epic_iid}`, [['Result', o.message]]) + steps(o);
}

export function renderRestEpics(o: RestEpicListDto, heading: string): string {
  return (
    table(
      heading,
      [
        { header: 'IID', value: (e: RestEpicDto) => e.iid },
        { header: 'ID', value: (e) => e.id },
        { header: 'State', value: (e) => e.state },
        { header: 'Due', value: (e) => e.due_date },
        { header: 'URL', value: (e) => e.web_url },
      ],
      o.epics,
      'No child epics.',
    ) +
    framedLines('Titles', o.epics.map((e) => [`&${e.iid}`, e.title] as const)) +
    steps(o)
  );
}

const listName = (l: NonNullable<EpicBoardDto['lists']>[number]): string => (l.list_type === 'label' ? `label ${l.label?.id ?? '?'}` : l.list_type === 'closed' ? 'Closed' : 'Open');

export function renderEpicBoard(b: EpicBoardDto): string {
  return (
    card(`Epic board ${b.id}`, [
      ['ID', b.id],
      ['Group ID', b.group?.id],
      ['Lists', b.lists?.map(listName)],
      ['Hide Open list', b.hide_backlog_list],
      ['Hide Closed list', b.hide_closed_list],
    ]) +
    `\n\n${untrusted('Name', b.name)}` +
    framedLines('Label lists', (b.lists ?? []).filter((l) => l.label).map((l) => [`label ${l.label?.id ?? '?'}`, l.label?.name] as const)) +
    steps(b)
  );
}

export function renderEpicBoards(o: EpicBoardPageDto, group: string): string {
  return (
    table(
      `Epic boards of group ${group}`,
      [
        { header: 'ID', value: (b: EpicBoardDto) => b.id },
        { header: 'Lists', value: (b) => b.lists?.map(listName) },
      ],
      o.boards,
      'The group has no epic boards.',
    ) +
    framedLines('Names', o.boards.map((b) => [`board ${b.id}`, b.name] as const)) +
    `\n\n${paginationLine(o.pagination)}` +
    steps(o)
  );
}

const change = (e: LabelEventDto): string => `${e.action === 'remove' ? 'removed' : 'added'} label ${e.label?.id ?? '?'}`;

export function renderEpicLabelEvents(o: LabelEventListDto, epicIid: number): string {
  return (
    table(
      `Label events of epic &${epicIid}`,
      [
        { header: 'ID', value: (e: LabelEventDto) => e.id },
        { header: 'Change', value: (e) => change(e) },
        { header: 'By', value: (e) => e.user?.username },
        { header: 'When', value: (e) => formatDate(e.created_at) },
      ],
      o.events,
      'No label events.',
    ) +
    framedLines('Label names', o.events.map((e) => [`label ${e.label?.id ?? '?'}`, e.label?.name] as const)) +
    `\n\n${paginationLine(o.pagination)}` +
    steps(o)
  );
}

export function renderEpicLabelEvent(e: LabelEventDto, epicIid: number): string {
  return (
    card(`Label event ${e.id} of epic &${epicIid}`, [['ID', e.id], ['Change', change(e)], ['By', e.user?.username], ['When', formatDate(e.created_at)]]) +
    framedLines('Label name', [[`label ${e.label?.id ?? '?'}`, e.label?.name]]) +
    steps(e)
  );
}
