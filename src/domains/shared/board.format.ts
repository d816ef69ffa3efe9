import { card, nextStepsBlock, paginationLine, table } from '@gitlab-mcp/action-kit';
import type { BoardDto, BoardListDto, BoardListPageDto, BoardPageDto } from './board.dto.js';

const steps = (o: { next_steps?: string[] }): string => nextStepsBlock(o.next_steps ?? []);

/** What a list shows: a label, an assignee, a milestone or an iteration. */
export function listKind(l: BoardListDto): string {
  if (l.label) return `label ${l.label.name ?? l.label.id}`;
  if (l.assignee) return `assignee @${l.assignee.username ?? l.assignee.id}`;
  // Milestone and iteration titles are user-written: they are named by ID (the titles are in structuredContent).
  if (l.milestone) return `milestone ID ${l.milestone.id}`;
  if (l.iteration) return `iteration ID ${l.iteration.id}`;
  return 'list';
}

/** The work-in-progress limits of a list, if any. */
function limits(l: BoardListDto): string | undefined {
  const parts = [l.max_issue_count ? `${l.max_issue_count} issues` : '', l.max_issue_weight ? `weight ${l.max_issue_weight}` : ''].filter((p) => p !== '');
  return parts.length > 0 ? parts.join(', ') : undefined;
}

/** Whether a default list is shown, from its `hide_*` flag (GitLab may send null). */
const shown = (hidden: boolean | undefined): string | undefined => (typeof hidden === 'boolean' ? (hidden ? 'hidden' : 'shown') : undefined);

/** The board's scope (Premium): the filters every list applies. */
function scopeOf(b: BoardDto): string[] {
  return [
    b.milestone ? `milestone ID ${b.milestone.id}` : '',
    b.assignee ? `assignee @${b.assignee.username ?? b.assignee.id}` : '',
    ...(b.labels ?? []).map((l) => `label ${l.name ?? l.id}`),
    typeof b.weight === 'number' ? `weight ${b.weight}` : '',
  ].filter((s) => s !== '');
}

const LIST_COLUMNS = [
  { header: 'Position', value: (l: BoardListDto) => l.position },
  { header: 'List', value: (l: BoardListDto) => listKind(l) },
  { header: 'List ID', value: (l: BoardListDto) => l.id },
  { header: 'WIP limit', value: (l: BoardListDto) => limits(l) },
];

export function renderBoard(b: BoardDto, heading = 'Board'): string {
  const lists = [...(b.lists ?? [])].sort((x, y) => (x.position ?? 0) - (y.position ?? 0));
  return (
    card(`${heading} ${b.name ?? b.id}`, [
      ['ID', b.id],
      ['Project', b.project?.path_with_namespace ?? b.project?.name],
      ['Group', b.group?.name],
      ['Open list', shown(b.hide_backlog_list)],
      ['Closed list', shown(b.hide_closed_list)],
      ['Scope', scopeOf(b)],
    ]) +
    `\n\n${table('Lists', LIST_COLUMNS, lists, 'The board has no lists besides Open and Closed.')}` +
    steps(b)
  );
}

/** A page of boards under `title`, `empty` when there is none. */
export function renderBoardPage(page: BoardPageDto, title: string, empty: string): string {
  return (
    table(
      title,
      [
        { header: 'ID', value: (b: BoardDto) => b.id },
        { header: 'Name', value: (b) => b.name },
        { header: 'Lists', value: (b) => (b.lists ?? []).map((l) => listKind(l)) },
        { header: 'Scope', value: (b) => scopeOf(b) },
      ],
      page.boards,
      empty,
    ) +
    `\n\n${paginationLine(page.pagination)}` +
    steps(page)
  );
}

export function renderBoardList(l: BoardListDto, heading = 'Board list'): string {
  return (
    card(`${heading} ${listKind(l)}`, [
      ['List ID', l.id],
      ['Position', l.position],
      ['WIP limit', limits(l)],
      ['Limit metric', l.limit_metric],
    ]) + steps(l)
  );
}

export function renderBoardListPage(page: BoardListPageDto, boardId: number): string {
  return table(`Lists of board ${boardId}`, LIST_COLUMNS, page.lists, 'The board has no lists besides Open and Closed.') + `\n\n${paginationLine(page.pagination)}` + steps(page);
}
