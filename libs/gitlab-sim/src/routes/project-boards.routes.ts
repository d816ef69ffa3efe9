import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ACCESS } from '../gitlab-sim.constants';
import { messages } from '../gitlab-sim.messages';
import { presentBoard, presentBoardList } from '../presenters/collaboration.presenter';
import { paginate } from '../rest.paginator';
import { bool, input, int, loadProject, param, requireAccess, requireParams, restRoute, str } from '../rest.router';
import type { SimContext } from '../sim-context.interface';
import { SimHttpError } from '../sim-http.error';
import type { SimBoard, SimBoardList } from '../store/collaboration.state';
import type { SimProject } from '../store/sim-model.interface';

/** Registers the issue Boards API of projects: boards and their lists. */
export function registerProjectBoardRoutes(app: FastifyInstance, ctx: SimContext): void {
  const state = () => ctx.store.data.collaboration;
  const present = (project: SimProject, b: SimBoard): Record<string, unknown> => presentBoard(ctx.store, ctx.baseUrl(), project, b);
  const presentList = (project: SimProject, l: SimBoardList): Record<string, unknown> => presentBoardList(ctx.store, ctx.baseUrl(), project, l);

  /** `boards.find(params[:board_id])`: RecordNotFound → "404 Not found". */
  const findBoard = (project: SimProject, req: FastifyRequest): SimBoard => {
    const id = int(param(req, 'board_id'));
    const board = state().boards.find((b) => b.projectId === project.id && b.id === id);
    if (!board) throw new SimHttpError(404, messages.recordNotFound());
    return board;
  };
  const findList = (board: SimBoard, req: FastifyRequest): SimBoardList => {
    const id = int(param(req, 'list_id'));
    const list = board.lists.find((l) => l.id === id);
    if (!list) throw new SimHttpError(404, messages.recordNotFound());
    return list;
  };
  /** Positions 0..n-1 in the given order. */
  const renumber = (board: SimBoard, ordered: SimBoardList[]): void => {
    ordered.forEach((l, i) => (l.position = i));
    board.lists = ordered;
  };
  const sorted = (board: SimBoard): SimBoardList[] => [...board.lists].sort((a, b) => a.position - b.position);

  restRoute(app, ctx, {
    method: 'GET',
    url: '/projects/:id/boards',
    handler: (req, reply, caller) => {
      const project = loadProject(ctx, req, caller);
      const boards = state().boards.filter((b) => b.projectId === project.id).sort((a, b) => a.id - b.id);
      return paginate(ctx.baseUrl(), req, reply, boards).map((b) => present(project, b));
    },
  });

  restRoute(app, ctx, {
    method: 'GET',
    url: '/projects/:id/boards/:board_id',
    handler: (req, _reply, caller) => {
      const project = loadProject(ctx, req, caller);
      return present(project, findBoard(project, req));
    },
  });

  restRoute(app, ctx, {
    method: 'POST',
    url: '/projects/:id/boards',
    handler: (req, reply, caller) => {
      const project = loadProject(ctx, req, caller);
      requireAccess(ctx, project, caller, ACCESS.PLANNER);
      const params = input(req);
      requireParams(params, ['name']);
      state().nextBoardId += 1;
      const board: SimBoard = {
        id: state().nextBoardId,
        projectId: project.id,
        name: str(params['name']) as string,
        hideBacklogList: false,
        hideClosedList: false,
        milestoneId: null,
        assigneeId: null,
        labelIds: [],
        weight: null,
        lists: [],
      };
      state().boards.push(board);
      reply.code(201);
      return present(project, board);
    },
  });

  restRoute(app, ctx, {
    method: 'PUT',
    url: '/projects/:id/boards/:board_id',
    handler: (req, _reply, caller) => {
      const project = loadProject(ctx, req, caller);
      requireAccess(ctx, project, caller, ACCESS.PLANNER);
      const board = findBoard(project, req);
      const params = input(req);
      const name = str(params['name']);
      if (name !== undefined && name.trim() !== '') board.name = name;
      const backlog = bool(params['hide_backlog_list']);
      const closed = bool(params['hide_closed_list']);
      if (backlog !== undefined) board.hideBacklogList = backlog;
      if (closed !== undefined) board.hideClosedList = closed;
      if (params['assignee_id'] !== undefined) board.assigneeId = int(params['assignee_id']) || null;
      if (params['milestone_id'] !== undefined) board.milestoneId = int(params['milestone_id']) || null;
      if (params['weight'] !== undefined) board.weight = int(params['weight']) ?? null;
      if (params['labels'] !== undefined) {
        const names = (str(params['labels']) ?? '').split(',').map((n) => n.trim()).filter((n) => n !== '');
        board.labelIds = state().labels.filter((l) => l.projectId === project.id && names.includes(l.name)).map((l) => l.id);
      }
      return present(project, board);
    },
  });

  restRoute(app, ctx, {
    method: 'DELETE',
    url: '/projects/:id/boards/:board_id',
    handler: (req, reply, caller) => {
      const project = loadProject(ctx, req, caller);
      requireAccess(ctx, project, caller, ACCESS.PLANNER);
      const board = findBoard(project, req);
      state().boards = state().boards.filter((b) => b !== board);
      return reply.code(204).send();
    },
  });

  restRoute(app, ctx, {
    method: 'GET',
    url: '/projects/:id/boards/:board_id/lists',
    handler: (req, reply, caller) => {
      const project = loadProject(ctx, req, caller);
      const board = findBoard(project, req);
      return paginate(ctx.baseUrl(), req, reply, sorted(board)).map((l) => presentList(project, l));
    },
  });

  restRoute(app, ctx, {
    method: 'GET',
    url: '/projects/:id/boards/:board_id/lists/:list_id',
    handler: (req, _reply, caller) => {
      const project = loadProject(ctx, req, caller);
      return presentList(project, findList(findBoard(project, req), req));
    },
  });

  restRoute(app, ctx, {
    method: 'POST',
    url: '/projects/:id/boards/:board_id/lists',
    handler: (req, reply, caller) => {
      const project = loadProject(ctx, req, caller);
      requireAccess(ctx, project, caller, ACCESS.PLANNER);
      const board = findBoard(project, req);
      const params = input(req);
      const given = ['label_id', 'assignee_id', 'milestone_id', 'iteration_id'].filter((k) => params[k] !== undefined);
      if (given.length !== 1) throw new SimHttpError(400, messages.validation(['label_id, assignee_id, milestone_id, iteration_id are mutually exclusive, exactly one parameter must be provided']));
      const list: SimBoardList = { id: 0, labelId: null, assigneeId: null, milestoneId: null, iterationId: null, position: board.lists.length };
      const labelId = int(params['label_id']);
      if (params['label_id'] !== undefined) {
        const groups: number[] = [];
        for (let ns = ctx.store.namespace(project.namespaceId); ns; ns = ns.parentId === null ? undefined : ctx.store.namespace(ns.parentId)) groups.push(ns.id);
        const label = state().labels.find((l) => l.id === labelId && (l.projectId === project.id || (l.groupId !== null && groups.includes(l.groupId))));
        if (!label) throw new SimHttpError(400, { message: { error: 'Label not found' } });
        list.labelId = label.id;
      } else if (params['milestone_id'] !== undefined) {
        const milestone = project.milestones.find((m) => m.id === int(params['milestone_id']));
        if (!milestone) throw new SimHttpError(400, { message: { error: 'Milestone not found' } });
        list.milestoneId = milestone.id;
      } else if (params['assignee_id'] !== undefined) {
        const user = ctx.store.user(int(params['assignee_id']) ?? 0);
        if (!user) throw new SimHttpError(400, { message: { error: 'User not found' } });
        list.assigneeId = user.id;
      } else {
        throw new SimHttpError(400, { message: { error: 'Iteration not found' } });
      }
      state().nextBoardListId += 1;
      list.id = state().nextBoardListId;
      board.lists.push(list);
      reply.code(201);
      return presentList(project, list);
    },
  });

  restRoute(app, ctx, {
    method: 'PUT',
    url: '/projects/:id/boards/:board_id/lists/:list_id',
    handler: (req, _reply, caller) => {
      const project = loadProject(ctx, req, caller);
      requireAccess(ctx, project, caller, ACCESS.PLANNER);
      const board = findBoard(project, req);
      const list = findList(board, req);
      const params = input(req);
      requireParams(params, ['position']);
      const position = int(params['position']);
      if (position === undefined || position < 0) throw new SimHttpError(400, messages.validation(['position is invalid']));
      const others = sorted(board).filter((l) => l !== list);
      others.splice(Math.min(position, others.length), 0, list);
      renumber(board, others);
      return presentList(project, list);
    },
  });

  restRoute(app, ctx, {
    method: 'DELETE',
    url: '/projects/:id/boards/:board_id/lists/:list_id',
    handler: (req, reply, caller) => {
      const project = loadProject(ctx, req, caller);
      requireAccess(ctx, project, caller, ACCESS.PLANNER);
      const board = findBoard(project, req);
      const list = findList(board, req);
      renumber(
        board,
        sorted(board).filter((l) => l !== list),
      );
      return reply.code(204).send();
    },
  });
}
