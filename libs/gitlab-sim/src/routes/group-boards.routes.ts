import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ACCESS } from '../gitlab-sim.constants';
import { messages } from '../gitlab-sim.messages';
import { presentBoardList, presentGroupBoard } from '../presenters/collaboration.presenter';
import { paginate } from '../rest.paginator';
import { bool, input, int, param, requireParams, restRoute, str } from '../rest.router';
import type { SimContext } from '../sim-context.interface';
import { SimHttpError } from '../sim-http.error';
import type { SimBoard, SimBoardList } from '../store/collaboration.state';
import type { SimNamespace } from '../store/sim-model.interface';
import { loadGroup, requireGroupAccess } from './group.lookup';

/** Registers the group issue Boards API: boards over the group's projects, and their lists. */
export function registerGroupBoardRoutes(app: FastifyInstance, ctx: SimContext): void {
  const state = () => ctx.store.data.collaboration;
  const present = (group: SimNamespace, b: SimBoard): Record<string, unknown> => presentGroupBoard(ctx.store, ctx.baseUrl(), group, b);
  const presentList = (l: SimBoardList): Record<string, unknown> => presentBoardList(ctx.store, ctx.baseUrl(), undefined, l);

  /** The group and its ancestors, nearest first. */
  const lineage = (group: SimNamespace): SimNamespace[] => {
    const out: SimNamespace[] = [];
    for (let ns: SimNamespace | undefined = group; ns; ns = ns.parentId === null ? undefined : ctx.store.namespace(ns.parentId)) out.push(ns);
    return out;
  };
  const findBoard = (group: SimNamespace, req: FastifyRequest): SimBoard => {
    const id = int(param(req, 'board_id'));
    const board = state().boards.find((b) => b.groupId === group.id && b.id === id);
    if (!board) throw new SimHttpError(404, messages.recordNotFound());
    return board;
  };
  const findList = (board: SimBoard, req: FastifyRequest): SimBoardList => {
    const id = int(param(req, 'list_id'));
    const list = board.lists.find((l) => l.id === id);
    if (!list) throw new SimHttpError(404, messages.recordNotFound());
    return list;
  };
  const sorted = (board: SimBoard): SimBoardList[] => [...board.lists].sort((a, b) => a.position - b.position);
  /** Group labels of the group and its ancestors: what a group board may show. */
  const groupLabels = (group: SimNamespace) => {
    const ids = lineage(group).map((ns) => ns.id);
    return state().labels.filter((l) => l.groupId !== null && ids.includes(l.groupId));
  };

  restRoute(app, ctx, {
    method: 'GET',
    url: '/groups/:id/boards',
    handler: (req, reply, caller) => {
      const group = loadGroup(ctx, req, caller);
      const boards = state().boards.filter((b) => b.groupId === group.id).sort((a, b) => a.id - b.id);
      return paginate(ctx.baseUrl(), req, reply, boards).map((b) => present(group, b));
    },
  });

  restRoute(app, ctx, {
    method: 'GET',
    url: '/groups/:id/boards/:board_id',
    handler: (req, _reply, caller) => {
      const group = loadGroup(ctx, req, caller);
      return present(group, findBoard(group, req));
    },
  });

  restRoute(app, ctx, {
    method: 'POST',
    url: '/groups/:id/boards',
    handler: (req, reply, caller) => {
      const group = loadGroup(ctx, req, caller);
      requireGroupAccess(ctx, group, caller, ACCESS.PLANNER);
      const params = input(req);
      requireParams(params, ['name']);
      state().nextBoardId += 1;
      const board: SimBoard = { id: state().nextBoardId, projectId: null, groupId: group.id, name: str(params['name']) as string, hideBacklogList: false, hideClosedList: false, milestoneId: null, assigneeId: null, labelIds: [], weight: null, lists: [] };
      state().boards.push(board);
      reply.code(201);
      return present(group, board);
    },
  });

  restRoute(app, ctx, {
    method: 'PUT',
    url: '/groups/:id/boards/:board_id',
    handler: (req, _reply, caller) => {
      const group = loadGroup(ctx, req, caller);
      requireGroupAccess(ctx, group, caller, ACCESS.PLANNER);
      const board = findBoard(group, req);
      const params = input(req);
      const name = str(params['name']);
      if (name !== undefined && name.trim() !== '') board.name = name;
      const backlog = bool(params['hide_backlog_list']);
      const closed = bool(params['hide_closed_list']);
      if (backlog !== undefined) board.hideBacklogList = backlog;
      if (closed !== undefined) board.hideClosedList = closed;
      if (params['assignee_id'] !== undefined) board.assigneeId = int(params['assignee_id']) || null;
      if (params['weight'] !== undefined) board.weight = int(params['weight']) ?? null;
      if (params['labels'] !== undefined) {
        const names = (str(params['labels']) ?? '').split(',').map((n) => n.trim()).filter((n) => n !== '');
        board.labelIds = groupLabels(group).filter((l) => names.includes(l.name)).map((l) => l.id);
      }
      return present(group, board);
    },
  });

  restRoute(app, ctx, {
    method: 'DELETE',
    url: '/groups/:id/boards/:board_id',
    handler: (req, reply, caller) => {
      const group = loadGroup(ctx, req, caller);
      requireGroupAccess(ctx, group, caller, ACCESS.PLANNER);
      const board = findBoard(group, req);
      state().boards = state().boards.filter((b) => b !== board);
      return reply.code(204).send();
    },
  });

  restRoute(app, ctx, {
    method: 'GET',
    url: '/groups/:id/boards/:board_id/lists',
    handler: (req, reply, caller) => {
      const board = findBoard(loadGroup(ctx, req, caller), req);
      return paginate(ctx.baseUrl(), req, reply, sorted(board)).map((l) => presentList(l));
    },
  });

  restRoute(app, ctx, {
    method: 'GET',
    url: '/groups/:id/boards/:board_id/lists/:list_id',
    handler: (req, _reply, caller) => presentList(findList(findBoard(loadGroup(ctx, req, caller), req), req)),
  });

  restRoute(app, ctx, {
    method: 'POST',
    url: '/groups/:id/boards/:board_id/lists',
    handler: (req, reply, caller) => {
      const group = loadGroup(ctx, req, caller);
      requireGroupAccess(ctx, group, caller, ACCESS.PLANNER);
      const board = findBoard(group, req);
      const params = input(req);
      const given = ['label_id', 'assignee_id', 'milestone_id', 'iteration_id'].filter((k) => params[k] !== undefined);
      if (given.length !== 1) throw new SimHttpError(400, messages.validation(['label_id, assignee_id, milestone_id, iteration_id are mutually exclusive, exactly one parameter must be provided']));
      const list: SimBoardList = { id: 0, labelId: null, assigneeId: null, milestoneId: null, iterationId: null, position: board.lists.length };
      if (params['label_id'] !== undefined) {
        const label = groupLabels(group).find((l) => l.id === int(params['label_id']));
        if (!label) throw new SimHttpError(400, { message: { error: 'Label not found' } });
        if (board.lists.some((l) => l.labelId === label.id)) throw new SimHttpError(400, messages.validation(['label_id has already been taken']));
        list.labelId = label.id;
      } else if (params['assignee_id'] !== undefined) {
        const user = ctx.store.user(int(params['assignee_id']) ?? 0);
        if (!user) throw new SimHttpError(400, { message: { error: 'User not found' } });
        list.assigneeId = user.id;
      } else {
        throw new SimHttpError(400, { message: { error: given[0] === 'milestone_id' ? 'Milestone not found' : 'Iteration not found' } });
      }
      state().nextBoardListId += 1;
      list.id = state().nextBoardListId;
      board.lists.push(list);
      reply.code(201);
      return presentList(list);
    },
  });

  restRoute(app, ctx, {
    method: 'PUT',
    url: '/groups/:id/boards/:board_id/lists/:list_id',
    handler: (req, _reply, caller) => {
      const group = loadGroup(ctx, req, caller);
      requireGroupAccess(ctx, group, caller, ACCESS.PLANNER);
      const board = findBoard(group, req);
      const list = findList(board, req);
      const params = input(req);
      requireParams(params, ['position']);
      const position = int(params['position']);
      if (position === undefined || position < 0) throw new SimHttpError(400, messages.validation(['position is invalid']));
      const others = sorted(board).filter((l) => l !== list);
      others.splice(Math.min(position, others.length), 0, list);
      others.forEach((l, i) => (l.position = i));
      board.lists = others;
      return presentList(list);
    },
  });

  restRoute(app, ctx, {
    method: 'DELETE',
    url: '/groups/:id/boards/:board_id/lists/:list_id',
    handler: (req, reply, caller) => {
      const group = loadGroup(ctx, req, caller);
      requireGroupAccess(ctx, group, caller, ACCESS.PLANNER);
      const board = findBoard(group, req);
      const list = findList(board, req);
      board.lists = sorted(board).filter((l) => l !== list);
      board.lists.forEach((l, i) => (l.position = i));
      return reply.code(204).send();
    },
  });
}
