import type { FastifyInstance, FastifyRequest } from 'fastify';
import { messages } from '../gitlab-sim.messages';
import { presentUserBasic } from '../presenters/user.presenter';
import { paginate } from '../rest.paginator';
import { int, param, restRoute } from '../rest.router';
import type { Caller, SimContext } from '../sim-context.interface';
import { SimHttpError } from '../sim-http.error';
import { canReadGroup } from '../store/access.policy';
import type { SimEpic, SimEpicBoard } from '../store/epics.state';
import { epicsOf, groupLabelId } from '../store/epics.store';
import type { SimNamespace } from '../store/sim-model.interface';

/** Registers the REST side of epics: child epics, epic boards and label events. Epics themselves are GraphQL work items. */
export function registerEpicRoutes(app: FastifyInstance, ctx: SimContext): void {
  const loadGroup = (req: FastifyRequest, caller: Caller): SimNamespace => {
    const group = ctx.store.findGroup(param(req, 'id'));
    if (!group || !canReadGroup(ctx.store, group, caller.user)) throw new SimHttpError(404, messages.notFound('Group'));
    return group;
  };
  const loadEpic = (group: SimNamespace, iid: number | undefined): SimEpic => {
    const epic = epicsOf(ctx.store, group).find((e) => e.iid === iid);
    if (!epic) throw new SimHttpError(404, messages.notFound('Epic'));
    return epic;
  };
  const label = (group: SimNamespace, name: string): Record<string, unknown> => {
    const rec = ctx.store.data.collaboration.labels.find((l) => l.groupId === group.id && l.name === name);
    return {
      id: groupLabelId(ctx.store, group, name),
      name,
      color: rec?.color ?? '#6699cc',
      text_color: '#FFFFFF',
      description: rec?.description ?? null,
      description_html: rec?.description ?? '',
      archived: rec?.archived ?? false,
    };
  };
  const presentEpic = (group: SimNamespace, e: SimEpic): Record<string, unknown> => {
    const base = ctx.baseUrl();
    const path = ctx.store.namespaceFullPath(group);
    const author = ctx.store.user(e.authorId);
    const parent = e.parentEpicId === null ? undefined : ctx.store.data.epics.epics.find((p) => p.id === e.parentEpicId);
    return {
      id: e.id,
      iid: e.iid,
      work_item_id: e.id,
      group_id: group.id,
      parent_id: parent?.id ?? null,
      parent_iid: parent?.iid ?? null,
      title: e.title,
      description: e.description,
      confidential: e.confidential,
      state: e.state,
      author: author ? presentUserBasic(base, author) : null,
      labels: [...e.labels],
      color: e.color,
      text_color: '#FFFFFF',
      start_date: e.startDate,
      start_date_is_fixed: e.startDate !== null,
      start_date_fixed: e.startDate,
      start_date_from_milestones: null,
      start_date_from_inherited_source: null,
      due_date: e.dueDate,
      end_date: e.dueDate,
      due_date_is_fixed: e.dueDate !== null,
      due_date_fixed: e.dueDate,
      due_date_from_milestones: null,
      due_date_from_inherited_source: null,
      created_at: e.createdAt,
      updated_at: e.updatedAt,
      closed_at: e.closedAt,
      upvotes: 0,
      downvotes: 0,
      subscribed: false,
      imported: false,
      imported_from: 'none',
      reference: `&${e.iid}`,
      references: { short: `&${e.iid}`, relative: `&${e.iid}`, full: `${path}&${e.iid}` },
      web_url: `${base}/groups/${path}/-/epics/${e.iid}`,
      web_edit_url: `${base}/groups/${path}/-/epics/${e.iid}`,
      _links: {
        self: `${base}/api/v4/groups/${group.id}/epics/${e.iid}`,
        epic_issues: `${base}/api/v4/groups/${group.id}/epics/${e.iid}/issues`,
        group: `${base}/api/v4/groups/${group.id}`,
        parent: parent ? `${base}/api/v4/groups/${group.id}/epics/${parent.iid}` : null,
      },
    };
  };
  const presentBoard = (group: SimNamespace, b: SimEpicBoard): Record<string, unknown> => ({
    id: b.id,
    name: b.name,
    hide_backlog_list: b.hideBacklogList,
    hide_closed_list: b.hideClosedList,
    group: { id: group.id, name: group.name, web_url: `${ctx.baseUrl()}/groups/${ctx.store.namespaceFullPath(group)}` },
    labels: b.labels.map((l) => label(group, l)),
    lists: b.lists.map((l) => ({ id: l.id, list_type: l.listType, position: l.position, label: l.label === null ? null : label(group, l.label) })),
  });
  const presentLabelEvent = (group: SimNamespace, e: SimEpic, ev: SimEpic['labelEvents'][number]): Record<string, unknown> => {
    const user = ctx.store.user(ev.userId);
    return { id: ev.id, action: ev.action, created_at: ev.createdAt, resource_type: 'Epic', resource_id: e.id, user: user ? presentUserBasic(ctx.baseUrl(), user) : null, label: label(group, ev.label) };
  };

  for (const url of ['/groups/:id/epics/:epic_iid/epics', '/groups/:id/-/epics/:epic_iid/epics']) {
    restRoute(app, ctx, {
      method: 'GET',
      url,
      handler: (req, _reply, caller) => {
        const group = loadGroup(req, caller);
        const epic = loadEpic(group, int(param(req, 'epic_iid')));
        // GitLab answers every child epic at once, without pagination headers.
        return epicsOf(ctx.store, group).filter((e) => e.parentEpicId === epic.id).map((e) => presentEpic(group, e));
      },
    });
  }

  restRoute(app, ctx, {
    method: 'GET',
    url: '/groups/:id/epic_boards',
    handler: (req, reply, caller) => {
      const group = loadGroup(req, caller);
      return paginate(ctx.baseUrl(), req, reply, ctx.store.data.epics.boards.filter((b) => b.groupId === group.id)).map((b) => presentBoard(group, b));
    },
  });

  restRoute(app, ctx, {
    method: 'GET',
    url: '/groups/:id/epic_boards/:board_id',
    handler: (req, _reply, caller) => {
      const group = loadGroup(req, caller);
      const board = ctx.store.data.epics.boards.find((b) => b.groupId === group.id && b.id === int(param(req, 'board_id')));
      if (!board) throw new SimHttpError(404, messages.notFound('Board'));
      return presentBoard(group, board);
    },
  });

  restRoute(app, ctx, {
    method: 'GET',
    url: '/groups/:id/epics/:eventable_id/resource_label_events',
    handler: (req, reply, caller) => {
      const group = loadGroup(req, caller);
      const epic = loadEpic(group, int(param(req, 'eventable_id')));
      return paginate(ctx.baseUrl(), req, reply, epic.labelEvents).map((ev) => presentLabelEvent(group, epic, ev));
    },
  });

  restRoute(app, ctx, {
    method: 'GET',
    url: '/groups/:id/epics/:eventable_id/resource_label_events/:event_id',
    handler: (req, _reply, caller) => {
      const group = loadGroup(req, caller);
      const epic = loadEpic(group, int(param(req, 'eventable_id')));
      const ev = epic.labelEvents.find((x) => x.id === int(param(req, 'event_id')));
      if (!ev) throw new SimHttpError(404, messages.notFound());
      return presentLabelEvent(group, epic, ev);
    },
  });
}
