import { Action, Domain, pageOf, respond, type ActionContext, type ActionResult } from '@gitlab-mcp/action-kit';
import { ActionRefusal } from '@gitlab-mcp/errors';
import { Injectable } from '@nestjs/common';
import { projectPath } from '../shared/project-ref.js';
import { BoardDeletionDto, BoardDto, BoardListDto, BoardListPageDto, BoardPageDto } from './dto/board.dto.js';
import { BoardListRefDto, BoardRefDto, CreateBoardDto, CreateBoardListDto, ListBoardListsDto, ListBoardsDto, UpdateBoardDto, UpdateBoardListDto } from './dto/board-params.dto.js';
import { PROJECT_DOMAIN } from './project.domain.js';
import { renderBoard, renderBoardDeletion, renderBoardList, renderBoardListPage, renderBoardPage } from './project-boards.format.js';

const boardPath = (projectId: string, boardId: number): string => `${projectPath(projectId)}/boards/${boardId}`;
const listPath = (projectId: string, boardId: number, listId: number): string => `${boardPath(projectId, boardId)}/lists/${listId}`;

const BOARD_404 = { text: 'the board may not exist; use project.board_list to see the boards of the project', statuses: [404] };
const LIST_404 = { text: 'the board or the list may not exist; use project.board_list_list to see the lists of the board', statuses: [404] };
const BOARD_ROLE = { text: 'changing issue boards requires at least the Planner or Reporter role', statuses: [401, 403], namesRole: true };

/** Project issue boards and their lists (columns). */
@Domain(PROJECT_DOMAIN)
@Injectable()
export class ProjectBoardActions {
  @Action({
    id: 'project.board_list',
    title: 'List project issue boards',
    description: 'List the issue boards of a project with their lists (columns). project.board_list_list lists the columns of one board.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: ListBoardsDto,
    output: BoardPageDto,
    operation: 'boardList',
    route: 'GET /projects/:id/boards',
    hints: [{ text: 'verify project_id; use project.list to find the project', statuses: [404] }],
    example: { project_id: '42' },
  })
  async boardList(input: ListBoardsDto, ctx: ActionContext): Promise<ActionResult<BoardPageDto>> {
    const res = await ctx.gitlab.rest<BoardDto[]>({
      method: 'GET',
      path: `${projectPath(input.project_id)}/boards`,
      query: { page: input.page, per_page: input.per_page },
      signal: ctx.signal,
    });
    const out: BoardPageDto = { boards: res.data, pagination: pageOf(res, input), next_steps: ['project.board_get for one board', 'project.board_create to add a board'] };
    return respond(out, renderBoardPage(out, input.project_id));
  }

  @Action({
    id: 'project.board_get',
    title: 'Get a project issue board',
    description: 'Get one issue board of a project: its lists (columns) in order, which default lists are hidden, and its scope.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: BoardRefDto,
    output: BoardDto,
    operation: 'boardGet',
    route: 'GET /projects/:id/boards/:board_id',
    hints: [BOARD_404],
    example: { project_id: '42', board_id: 1 },
  })
  async boardGet(input: BoardRefDto, ctx: ActionContext): Promise<ActionResult<BoardDto>> {
    const res = await ctx.gitlab.rest<BoardDto>({ method: 'GET', path: boardPath(input.project_id, input.board_id), signal: ctx.signal });
    const out: BoardDto = { ...res.data, next_steps: ['project.board_list_create to add a column', 'project.board_update to rename it or hide default lists'] };
    return respond(out, renderBoard(out));
  }

  @Action({
    id: 'project.board_create',
    title: 'Create a project issue board',
    description: 'Create an empty issue board in a project (besides its Open and Closed lists); add columns with project.board_list_create.',
    tier: 'free',
    readOnly: false,
    destructive: false,
    input: CreateBoardDto,
    output: BoardDto,
    operation: 'boardCreate',
    route: 'POST /projects/:id/boards',
    hints: [BOARD_ROLE],
    example: { project_id: '42', name: 'Release planning' },
  })
  async boardCreate(input: CreateBoardDto, ctx: ActionContext): Promise<ActionResult<BoardDto>> {
    const res = await ctx.gitlab.rest<BoardDto>({ method: 'POST', path: `${projectPath(input.project_id)}/boards`, body: { name: input.name }, signal: ctx.signal });
    const out: BoardDto = { ...res.data, next_steps: ['project.board_list_create to add columns (e.g. one per label)'] };
    return respond(out, renderBoard(out, 'Board created:'));
  }

  @Action({
    id: 'project.board_update',
    title: 'Update a project issue board',
    description: 'Rename an issue board, hide or show its Open and Closed lists, or (Premium) scope it to a milestone, assignee, labels or weight.',
    tier: 'free',
    readOnly: false,
    destructive: false,
    idempotent: true,
    input: UpdateBoardDto,
    output: BoardDto,
    operation: 'boardUpdate',
    route: 'PUT /projects/:id/boards/:board_id',
    hints: [BOARD_404, BOARD_ROLE],
    example: { project_id: '42', board_id: 1, name: 'Development', hide_closed_list: true },
  })
  async boardUpdate(input: UpdateBoardDto, ctx: ActionContext): Promise<ActionResult<BoardDto>> {
    const { project_id, board_id, ...body } = input;
    const res = await ctx.gitlab.rest<BoardDto>({ method: 'PUT', path: boardPath(project_id, board_id), body, signal: ctx.signal });
    const out: BoardDto = { ...res.data, next_steps: ['project.board_get to review the board'] };
    return respond(out, renderBoard(out, 'Board updated:'));
  }

  @Action({
    id: 'project.board_delete',
    title: 'Delete a project issue board',
    description: 'Delete an issue board and its lists; the issues themselves are not touched. This cannot be undone.',
    tier: 'free',
    readOnly: false,
    destructive: true,
    idempotent: true,
    input: BoardRefDto,
    output: BoardDeletionDto,
    operation: 'boardDelete',
    route: 'DELETE /projects/:id/boards/:board_id',
    hints: [BOARD_404, BOARD_ROLE],
    example: { project_id: '42', board_id: 1 },
  })
  async boardDelete(input: BoardRefDto, ctx: ActionContext): Promise<ActionResult<BoardDeletionDto>> {
    await ctx.gitlab.rest<undefined>({ method: 'DELETE', path: boardPath(input.project_id, input.board_id), signal: ctx.signal });
    const out: BoardDeletionDto = {
      project_id: input.project_id,
      board_id: input.board_id,
      message: 'Board deleted; its issues are unchanged.',
      next_steps: ['project.board_list to see the remaining boards'],
    };
    return respond(out, renderBoardDeletion(out));
  }

  @Action({
    id: 'project.board_list_list',
    title: 'List the lists of an issue board',
    description: 'List the lists (columns) of one issue board in order, without the default Open and Closed lists.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: ListBoardListsDto,
    output: BoardListPageDto,
    operation: 'boardListList',
    route: 'GET /projects/:id/boards/:board_id/lists',
    hints: [BOARD_404],
    example: { project_id: '42', board_id: 1 },
  })
  async boardListList(input: ListBoardListsDto, ctx: ActionContext): Promise<ActionResult<BoardListPageDto>> {
    const res = await ctx.gitlab.rest<BoardListDto[]>({
      method: 'GET',
      path: `${boardPath(input.project_id, input.board_id)}/lists`,
      query: { page: input.page, per_page: input.per_page },
      signal: ctx.signal,
    });
    const out: BoardListPageDto = { lists: res.data, pagination: pageOf(res, input), next_steps: ['project.board_list_update to move a list', 'project.board_list_create to add one'] };
    return respond(out, renderBoardListPage(out, input.board_id));
  }

  @Action({
    id: 'project.board_list_get',
    title: 'Get a list of an issue board',
    description: 'Get one list (column) of an issue board: what it shows, its position and its work-in-progress limits.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: BoardListRefDto,
    output: BoardListDto,
    operation: 'boardListGet',
    route: 'GET /projects/:id/boards/:board_id/lists/:list_id',
    hints: [LIST_404],
    example: { project_id: '42', board_id: 1, list_id: 1 },
  })
  async boardListGet(input: BoardListRefDto, ctx: ActionContext): Promise<ActionResult<BoardListDto>> {
    const res = await ctx.gitlab.rest<BoardListDto>({ method: 'GET', path: listPath(input.project_id, input.board_id, input.list_id), signal: ctx.signal });
    const out: BoardListDto = { ...res.data, next_steps: ['project.board_list_update to move it', 'project.board_list_delete to remove it'] };
    return respond(out, renderBoardList(out));
  }

  @Action({
    id: 'project.board_list_create',
    title: 'Add a list to an issue board',
    description: 'Add a list (column) to an issue board for a label, or (Premium) an assignee, a milestone or an iteration; give exactly one of them.',
    tier: 'free',
    readOnly: false,
    destructive: false,
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
      throw new ActionRefusal('boardListCreate: give exactly one of label_id, assignee_id, milestone_id or iteration_id: the list shows the issues with that label, assignee, milestone or iteration');
    }
    const res = await ctx.gitlab.rest<BoardListDto>({ method: 'POST', path: `${boardPath(project_id, board_id)}/lists`, body, signal: ctx.signal });
    const out: BoardListDto = { ...res.data, next_steps: ['project.board_list_update to move it', 'project.board_get to see the whole board'] };
    return respond(out, renderBoardList(out, 'Board list created:'));
  }

  @Action({
    id: 'project.board_list_update',
    title: 'Move a list of an issue board',
    description: 'Move a list (column) of an issue board to another position.',
    tier: 'free',
    readOnly: false,
    destructive: false,
    idempotent: true,
    input: UpdateBoardListDto,
    output: BoardListDto,
    operation: 'boardListUpdate',
    route: 'PUT /projects/:id/boards/:board_id/lists/:list_id',
    hints: [LIST_404, BOARD_ROLE],
    example: { project_id: '42', board_id: 1, list_id: 1, position: 1 },
  })
  async boardListUpdate(input: UpdateBoardListDto, ctx: ActionContext): Promise<ActionResult<BoardListDto>> {
    const res = await ctx.gitlab.rest<BoardListDto>({
      method: 'PUT',
      path: listPath(input.project_id, input.board_id, input.list_id),
      body: { position: input.position },
      signal: ctx.signal,
    });
    const out: BoardListDto = { ...res.data, next_steps: ['project.board_get to see the whole board'] };
    return respond(out, renderBoardList(out, 'Board list moved:'));
  }

  @Action({
    id: 'project.board_list_delete',
    title: 'Delete a list of an issue board',
    description: 'Remove a list (column) from an issue board; its issues and their labels are not touched. This cannot be undone.',
    tier: 'free',
    readOnly: false,
    destructive: true,
    idempotent: true,
    input: BoardListRefDto,
    output: BoardDeletionDto,
    operation: 'boardListDelete',
    route: 'DELETE /projects/:id/boards/:board_id/lists/:list_id',
    hints: [LIST_404, BOARD_ROLE],
    example: { project_id: '42', board_id: 1, list_id: 1 },
  })
  async boardListDelete(input: BoardListRefDto, ctx: ActionContext): Promise<ActionResult<BoardDeletionDto>> {
    await ctx.gitlab.rest<undefined>({ method: 'DELETE', path: listPath(input.project_id, input.board_id, input.list_id), signal: ctx.signal });
    const out: BoardDeletionDto = {
      project_id: input.project_id,
      board_id: input.board_id,
      list_id: input.list_id,
      message: 'List removed from the board; its issues are unchanged.',
      next_steps: ['project.board_get to see the remaining lists'],
    };
    return respond(out, renderBoardDeletion(out));
  }
}
