import { card, nextStepsBlock } from '@gitlab-mcp/action-kit';
import type { BoardPageDto } from '../shared/board.dto.js';
import { renderBoardPage as renderBoards } from '../shared/board.format.js';
import type { BoardDeletionDto } from './dto/board.dto.js';

export function renderBoardPage(page: BoardPageDto, project: string): string {
  return renderBoards(page, `Issue boards of project ${project}`, 'The project has no issue boards.');
}

export function renderBoardDeletion(r: BoardDeletionDto): string {
  const what = r.list_id === undefined ? `Board ${r.board_id}` : `List ${r.list_id} of board ${r.board_id}`;
  return card(`${what} deleted`, [['Project', r.project_id], ['Result', r.message]]) + nextStepsBlock(r.next_steps ?? []);
}
