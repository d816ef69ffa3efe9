import { Action, Domain, respond, type ActionContext, type ActionResult, type Declared } from '@gitlab-mcp/action-kit';
import { ActionRefusalError } from '@gitlab-mcp/errors';
import { Injectable } from '@nestjs/common';
import { projectPath } from '../shared/project-ref.js';
import { BoardDto, BoardListDto, BoardListPageDto, BoardPageDto } from '../shared/board.dto.js';
import { renderBoard, renderBoardList, renderBoardListPage } from '../shared/board.format.js';
import { BoardDeletionDto } from './dto/board.dto.js';
import {
  BoardListRefDto,
  BoardRefDto,
  CreateBoardDto,
  CreateBoardListDto,
  ListBoardListsDto,
  ListBoardsDto,
  UpdateBoardDto,
  UpdateBoardListDto,
} from './dto/board-params.dto.js';
import { PROJECT_DOMAIN } from './project.domain.js';
import { renderBoardDeletion, renderBoardPage } from './project-boards.format.js';

const boardPath = (projectId: string, boardId: number): string => `${projectPath(projectId)}/boards/${boardId}`;

const BOARD_404 = { text: 'the board may not exist; use project.board_list to see the boards of the project', statuses: [404] };
const LIST_404 = { text: 'the board or the list may not exist; use project.board_list_list to see the lists of the board', statuses: [404] };
const BOARD_ROLE = { text: 'changing issue boards requires at least the Planner or Reporter role', statuses: [401, 403], namesRole: true };

/** Project issue boards and their lists (columns). */
@Domain(PROJECT_DOMAIN)
@Injectable()
export class ProjectBoardActions {
  @Action({
    id: 'project.board_list', title: 'List project issue boards', tier: 'free', readOnly: true, destructive: false,
    description: 'List the issue boards of a project with their lists (columns). project.board_list_list lists the columns of one board.',
    keywords: ['kanban', 'kanban boards', 'scrum board', 'Trello', 'Jira board'],
    input: ListBoardsDto, output: BoardPageDto, operation: 'boardList', route: 'GET /projects/:id/boards',
    hints: [{ text: 'verify project_id; use project.list to find the project', statuses: [404] }],
    example: { project_id: '42' },
    reply: { list: 'boards', render: (out, input) => renderBoardPage(out, input.project_id), nextSteps: ['project.board_get for one board', 'project.board_create to add a board'] },
  })
  readonly boardList?: Declared;

  @Action({
    id: 'project.board_get', title: 'Get a project issue board', tier: 'free', readOnly: true, destructive: false,
    description: 'Get one issue board of a project: its lists (columns) in order, which default lists are hidden, and its scope.',
    keywords: ['kanban', 'kanban board', 'scrum board', 'Trello board'],
    input: BoardRefDto, output: BoardDto, operation: 'boardGet', route: 'GET /projects/:id/boards/:board_id',
    hints: [BOARD_404],
    example: { project_id: '42', board_id: 1 },
    reply: { render: (out) => renderBoard(out), nextSteps: ['project.board_list_create to add a column', 'project.board_update to rename it or hide default lists'] },
  })
  readonly boardGet?: Declared;

  @Action({
    id: 'project.board_create', title: 'Create a project issue board', tier: 'free', readOnly: false, destructive: false,
    description: 'Create an empty issue board in a project (besides its Open and Closed lists); add columns with project.board_list_create.',
    keywords: ['kanban', 'kanban board', 'scrum board', 'Trello board', 'sprint board'],
    input: CreateBoardDto, output: BoardDto, operation: 'boardCreate', route: 'POST /projects/:id/boards',
    hints: [BOARD_ROLE],
    example: { project_id: '42', name: 'Release planning' },
    reply: { render: (out) => renderBoard(out, 'Board created:'), nextSteps: ['project.board_list_create to add columns (e.g. one per label)'] },
  })
  readonly boardCreate?: Declared;

  @Action({
    id: 'project.board_update', title: 'Update a project issue board', tier: 'free', readOnly: false, destructive: false, idempotent: true,
    description: 'Rename an issue board, hide or show its Open and Closed lists, or (Premium) scope it to a milestone, assignee, labels or weight.',
    keywords: ['kanban', 'board scope', 'scoped board', 'rename board', 'board settings'],
    input: UpdateBoardDto, output: BoardDto, operation: 'boardUpdate', route: 'PUT /projects/:id/boards/:board_id',
    hints: [BOARD_404, BOARD_ROLE],
    example: { project_id: '42', board_id: 1, name: 'Development', hide_closed_list: true },
    reply: { render: (out) => renderBoard(out, 'Board updated:'), nextSteps: ['project.board_get to review the board'] },
  })
  readonly boardUpdate?: Declared;

  @Action({
    id: 'project.board_delete', title: 'Delete a project issue board', tier: 'free', readOnly: false, destructive: true, idempotent: true,
    description: 'Delete an issue board and its lists; the issues themselves are not touched. This cannot be undone.',
    keywords: ['kanban', 'kanban board', 'scrum board', 'remove board'],
    input: BoardRefDto, output: BoardDeletionDto, operation: 'boardDelete', route: 'DELETE /projects/:id/boards/:board_id',
    hints: [BOARD_404, BOARD_ROLE],
    example: { project_id: '42', board_id: 1 },
    reply: { shape: (_, input) => ({ project_id: input.project_id, board_id: input.board_id, message: 'Board deleted; its issues are unchanged.' }), render: renderBoardDeletion, nextSteps: ['project.board_list to see the remaining boards'] },
  })
  readonly boardDelete?: Declared;

  @Action({
    id: 'project.board_list_list', title: 'List the lists of an issue board', tier: 'free', readOnly: true, destructive: false,
    description: 'List the lists (columns) of one issue board in order, without the default Open and Closed lists.',
    keywords: ['kanban columns', 'lanes', 'workflow columns', 'board lanes'],
    input: ListBoardListsDto, output: BoardListPageDto, operation: 'boardListList', route: 'GET /projects/:id/boards/:board_id/lists',
    hints: [BOARD_404],
    example: { project_id: '42', board_id: 1 },
    reply: { list: 'lists', render: (out, input) => renderBoardListPage(out, input.board_id), nextSteps: ['project.board_list_update to move a list', 'project.board_list_create to add one'] },
  })
  readonly boardListList?: Declared;

  @Action({
    id: 'project.board_list_get', title: 'Get a list of an issue board', tier: 'free', readOnly: true, destructive: false,
    description: 'Get one list (column) of an issue board: what it shows, its position and its work-in-progress limits.',
    keywords: ['kanban column', 'lane', 'WIP limit', 'column position'],
    input: BoardListRefDto, output: BoardListDto, operation: 'boardListGet', route: 'GET /projects/:id/boards/:board_id/lists/:list_id',
    hints: [LIST_404],
    example: { project_id: '42', board_id: 1, list_id: 1 },
    reply: { render: (out) => renderBoardList(out), nextSteps: ['project.board_list_update to move it', 'project.board_list_delete to remove it'] },
  })
  readonly boardListGet?: Declared;

  @Action({
    id: 'project.board_list_create',
    title: 'Add a list to an issue board',
    description: 'Add a list (column) to an issue board for a label, or (Premium) an assignee, a milestone or an iteration; give exactly one of them.',
    tier: 'free',
    readOnly: false,
    destructive: false,
    keywords: ['kanban column', 'add column', 'label column', 'lane', 'board lane'],
    input: CreateBoardListDto,
    output: BoardListDto,
    operation: 'boardListCreate',
    route: 'POST /projects/:id/boards/:board_id/lists',
    hints: [BOARD_404, { text: 'the board may already have a list for it, or the label does not exist (use project.label_list for label IDs)', statuses: [400, 409] }, BOARD_ROLE],
    example: { project_id: '42', board_id: 1, label_id: 1 },
  })
  async boardListCreate(input: CreateBoardListDto, ctx: ActionContext): Promise<ActionResult<BoardListDto>> {
    const { project_id, board_id, ...body } = input;
    const given = Object.values(body).filter((v) => v !== undefined).length;
    if (given !== 1) {
      throw new ActionRefusalError('boardListCreate: give exactly one of label_id, assignee_id, milestone_id or iteration_id: the list shows the issues with that label, assignee, milestone or iteration');
    }
    const res = await ctx.gitlab.rest<BoardListDto>({ method: 'POST', path: `${boardPath(project_id, board_id)}/lists`, body, signal: ctx.signal });
    const out: BoardListDto = { ...res.data, next_steps: ['project.board_list_update to move it', 'project.board_get to see the whole board'] };
    return respond(out, renderBoardList(out, 'Board list created:'));
  }

  @Action({
    id: 'project.board_list_update', title: 'Move a list of an issue board', tier: 'free', readOnly: false, destructive: false, idempotent: true,
    description: 'Move a list (column) of an issue board to another position.',
    keywords: ['reorder columns', 'kanban column', 'column position', 'lane order'],
    input: UpdateBoardListDto, output: BoardListDto, operation: 'boardListUpdate', route: 'PUT /projects/:id/boards/:board_id/lists/:list_id',
    hints: [LIST_404, BOARD_ROLE],
    example: { project_id: '42', board_id: 1, list_id: 1, position: 1 },
    reply: { render: (out) => renderBoardList(out, 'Board list moved:'), nextSteps: ['project.board_get to see the whole board'] },
  })
  readonly boardListUpdate?: Declared;

  @Action({
    id: 'project.board_list_delete', title: 'Delete a list of an issue board', tier: 'free', readOnly: false, destructive: true, idempotent: true,
    description: 'Remove a list (column) from an issue board; its issues and their labels are not touched. This cannot be undone.',
    keywords: ['kanban column', 'remove column', 'lane'],
    input: BoardListRefDto, output: BoardDeletionDto, operation: 'boardListDelete', route: 'DELETE /projects/:id/boards/:board_id/lists/:list_id',
    hints: [LIST_404, BOARD_ROLE],
    example: { project_id: '42', board_id: 1, list_id: 1 },
    reply: { shape: (_, input) => ({ project_id: input.project_id, board_id: input.board_id, list_id: input.list_id, message: 'List removed from the board; its issues are unchanged.' }), render: renderBoardDeletion, nextSteps: ['project.board_get to see the remaining lists'] },
  })
  readonly boardListDelete?: Declared;
}
