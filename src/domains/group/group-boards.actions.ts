import { Action, Domain, respond, type ActionContext, type ActionResult, type Declared } from '@gitlab-mcp/action-kit';
import { ActionRefusalError } from '@gitlab-mcp/errors';
import { Injectable } from '@nestjs/common';
import { segment } from '../shared/project-ref.js';
import { BoardDto, BoardListDto, BoardListPageDto, BoardPageDto } from '../shared/board.dto.js';
import { renderBoard, renderBoardList, renderBoardListPage, renderBoardPage } from '../shared/board.format.js';
import {
  CreateGroupBoardDto,
  CreateGroupBoardListDto,
  GroupBoardListRefDto,
  GroupBoardRefDto,
  ListGroupBoardListsDto,
  ListGroupBoardsDto,
  UpdateGroupBoardDto,
  UpdateGroupBoardListDto,
} from './dto/board-params.dto.js';
import { GroupDeletionDto } from './dto/group-deletion.dto.js';
import { GROUP_DOMAIN } from './group.domain.js';
import { renderGroupDeletion } from './group-deletion.format.js';

const BOARD_404 = { text: 'the board may not exist in this group; use group.group_board_list to see the boards of the group', statuses: [404] };
const LIST_404 = { text: 'the board or the list may not exist; use group.group_board_list_lists to see the lists of the board', statuses: [404] };
const BOARD_ROLE = { text: 'changing group issue boards requires at least the Planner or Reporter role in the group', statuses: [401, 403], namesRole: true };

/** Group issue boards (issues of every project of the group) and their lists (columns). */
@Domain(GROUP_DOMAIN)
@Injectable()
export class GroupBoardActions {
  @Action({
    id: 'group.group_board_list', title: 'List group issue boards', tier: 'free', readOnly: true, destructive: false,
    description: "List the issue boards of a group, over the issues of all its projects, with their lists (columns). group.group_board_list_lists lists the columns of one board.",
    keywords: ['kanban', 'kanban board', 'scrum board', 'Trello', 'org board'],
    input: ListGroupBoardsDto, output: BoardPageDto, operation: 'groupBoardList', route: 'GET /groups/:id/boards',
    hints: [{ text: 'verify group_id; use group.list to find the group', statuses: [404] }],
    example: { group_id: 'acme' },
    reply: { list: 'boards', render: (out, input) => renderBoardPage(out, `Issue boards of group ${input.group_id}`, 'The group has no issue boards.'), nextSteps: ['group.group_board_get for one board', 'group.group_board_create to add a board'] },
  })
  readonly groupBoardList?: Declared;

  @Action({
    id: 'group.group_board_get', title: 'Get a group issue board', tier: 'free', readOnly: true, destructive: false,
    description: 'Get one issue board of a group: its lists (columns) in order, which default lists are hidden, and its scope.',
    keywords: ['kanban', 'board columns', 'board scope', 'org board'],
    input: GroupBoardRefDto, output: BoardDto, operation: 'groupBoardGet', route: 'GET /groups/:id/boards/:board_id',
    hints: [BOARD_404],
    example: { group_id: 'acme', board_id: 50 },
    reply: { render: (out) => renderBoard(out), nextSteps: ['group.group_board_create_list to add a column', 'group.group_board_update to rename it or hide default lists'] },
  })
  readonly groupBoardGet?: Declared;

  @Action({
    id: 'group.group_board_create', title: 'Create a group issue board', tier: 'premium', readOnly: false, destructive: false,
    description: 'Create another issue board in a group (Premium; every group has one board on the Free tier).',
    keywords: ['kanban', 'kanban board', 'scrum board', 'Trello', 'org board'],
    input: CreateGroupBoardDto, output: BoardDto, operation: 'groupBoardCreate', route: 'POST /groups/:id/boards',
    hints: [BOARD_ROLE, { text: 'more than one group board needs GitLab Premium or Ultimate', statuses: [403] }],
    example: { group_id: 'acme', name: 'Release planning' },
    reply: { render: (out) => renderBoard(out, 'Board created:'), nextSteps: ['group.group_board_create_list to add columns (e.g. one per label)'] },
  })
  readonly groupBoardCreate?: Declared;

  @Action({
    id: 'group.group_board_update', title: 'Update a group issue board', tier: 'free', readOnly: false, destructive: false, idempotent: true,
    description: 'Rename a group issue board, hide or show its Open and Closed lists, or (Premium) scope it to a milestone, assignee, labels or weight.',
    keywords: ['kanban', 'rename board', 'board scope', 'board filter'],
    input: UpdateGroupBoardDto, output: BoardDto, operation: 'groupBoardUpdate', route: 'PUT /groups/:id/boards/:board_id',
    hints: [BOARD_404, BOARD_ROLE],
    example: { group_id: 'acme', board_id: 50, name: 'Development', hide_closed_list: true },
    reply: { render: (out) => renderBoard(out, 'Board updated:'), nextSteps: ['group.group_board_get to review the board'] },
  })
  readonly groupBoardUpdate?: Declared;

  @Action({
    id: 'group.group_board_delete', title: 'Delete a group issue board', tier: 'premium', readOnly: false, destructive: true, idempotent: true,
    description: 'Delete a group issue board and its lists; the issues themselves are not touched. This cannot be undone.',
    keywords: ['kanban', 'Trello', 'org board'],
    input: GroupBoardRefDto, output: GroupDeletionDto, operation: 'groupBoardDelete', route: 'DELETE /groups/:id/boards/:board_id',
    hints: [BOARD_404, BOARD_ROLE],
    example: { group_id: 'acme', board_id: 50 },
    reply: { shape: (_, input) => ({ group_id: input.group_id, deleted: `Board ${input.board_id}`, message: 'Board deleted; its issues are unchanged.' }), render: renderGroupDeletion, nextSteps: ['group.group_board_list to see the remaining boards'] },
  })
  readonly groupBoardDelete?: Declared;

  @Action({
    id: 'group.group_board_list_lists', title: 'List the lists of a group issue board', tier: 'free', readOnly: true, destructive: false,
    description: 'List the lists (columns) of one group issue board in order, without the default Open and Closed lists.',
    keywords: ['kanban columns', 'board columns', 'swim lanes', 'workflow columns'],
    input: ListGroupBoardListsDto, output: BoardListPageDto, operation: 'groupBoardListLists', route: 'GET /groups/:id/boards/:board_id/lists',
    hints: [BOARD_404],
    example: { group_id: 'acme', board_id: 50 },
    reply: { list: 'lists', render: (out, input) => renderBoardListPage(out, input.board_id), nextSteps: ['group.group_board_update_list to move a list', 'group.group_board_create_list to add one'] },
  })
  readonly groupBoardListLists?: Declared;

  @Action({
    id: 'group.group_board_get_list', title: 'Get a list of a group issue board', tier: 'free', readOnly: true, destructive: false,
    description: 'Get one list (column) of a group issue board: what it shows, its position and its work-in-progress limits.',
    keywords: ['kanban column', 'WIP limit', 'board column'],
    input: GroupBoardListRefDto, output: BoardListDto, operation: 'groupBoardGetList', route: 'GET /groups/:id/boards/:board_id/lists/:list_id',
    hints: [LIST_404],
    example: { group_id: 'acme', board_id: 50, list_id: 50 },
    reply: { render: (out) => renderBoardList(out), nextSteps: ['group.group_board_update_list to move it', 'group.group_board_delete_list to remove it'] },
  })
  readonly groupBoardGetList?: Declared;

  @Action({
    id: 'group.group_board_create_list', title: 'Add a list to a group issue board', tier: 'free', readOnly: false, destructive: false,
    description: 'Add a list (column) to a group issue board for a group label, or (Premium) an assignee, a milestone or an iteration; give exactly one of them.',
    keywords: ['kanban column', 'board column', 'label column', 'workflow column'],
    input: CreateGroupBoardListDto, output: BoardListDto, operation: 'groupBoardCreateList', route: 'POST /groups/:id/boards/:board_id/lists',
    hints: [BOARD_404, { text: 'the board may already have a list for it, or the label does not exist (use group.group_label_list for label IDs)', statuses: [400, 409] }, BOARD_ROLE],
    example: { group_id: 'acme', board_id: 50, assignee_id: 3 },
  })
  async groupBoardCreateList(input: CreateGroupBoardListDto, ctx: ActionContext): Promise<ActionResult<BoardListDto>> {
    const { group_id, board_id, ...body } = input;
    if (Object.values(body).filter((v) => v !== undefined).length !== 1) {
      throw new ActionRefusalError('groupBoardCreateList: give exactly one of label_id, assignee_id, milestone_id or iteration_id: the list shows the issues with that label, assignee, milestone or iteration');
    }
    const path = `/groups/${segment(group_id)}/boards/${board_id}/lists`;
    const res = await ctx.gitlab.rest<BoardListDto>({ method: 'POST', path, body, signal: ctx.signal });
    const out: BoardListDto = { ...res.data, next_steps: ['group.group_board_update_list to move it', 'group.group_board_get to see the whole board'] };
    return respond(out, renderBoardList(out, 'Board list created:'));
  }

  @Action({
    id: 'group.group_board_update_list', title: 'Move a list of a group issue board', tier: 'free', readOnly: false, destructive: false, idempotent: true,
    description: 'Move a list (column) of a group issue board to another position.',
    keywords: ['reorder columns', 'kanban column', 'column position'],
    input: UpdateGroupBoardListDto, output: BoardListDto, operation: 'groupBoardUpdateList', route: 'PUT /groups/:id/boards/:board_id/lists/:list_id',
    hints: [LIST_404, BOARD_ROLE],
    example: { group_id: 'acme', board_id: 50, list_id: 50, position: 1 },
    reply: { render: (out) => renderBoardList(out, 'Board list moved:'), nextSteps: ['group.group_board_get to see the whole board'] },
  })
  readonly groupBoardUpdateList?: Declared;

  @Action({
    id: 'group.group_board_delete_list', title: 'Delete a list of a group issue board', tier: 'free', readOnly: false, destructive: true, idempotent: true,
    description: 'Remove a list (column) from a group issue board; its issues are not touched. This cannot be undone.',
    keywords: ['kanban column', 'board column', 'label column'],
    input: GroupBoardListRefDto, output: GroupDeletionDto, operation: 'groupBoardDeleteList', route: 'DELETE /groups/:id/boards/:board_id/lists/:list_id',
    hints: [LIST_404, BOARD_ROLE],
    example: { group_id: 'acme', board_id: 50, list_id: 50 },
    reply: { shape: (_, input) => ({ group_id: input.group_id, deleted: `List ${input.list_id} of board ${input.board_id}`, message: 'List removed from the board; its issues are unchanged.' }), render: renderGroupDeletion, nextSteps: ['group.group_board_get to see the remaining lists'] },
  })
  readonly groupBoardDeleteList?: Declared;
}
