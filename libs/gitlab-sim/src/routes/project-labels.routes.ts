import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ACCESS } from '../gitlab-sim.constants';
import { messages } from '../gitlab-sim.messages';
import { presentLabel } from '../presenters/collaboration.presenter';
import { paginate } from '../rest.paginator';
import { bool, input, int, loadProject, param, requireAccess, restRoute, str } from '../rest.router';
import type { Caller, SimContext } from '../sim-context.interface';
import { SimHttpError } from '../sim-http.error';
import { forgetLabel, syncProjectLabels, type SimLabel } from '../store/collaboration.state';
import type { SimProject } from '../store/sim-model.interface';
import { applyLabelUpdate, findLabelByKey, newLabelNameAndColor, relabelItems, toggleLabelSubscription } from './label-input';

const UPDATE_FIELDS = ['new_name', 'color', 'description', 'priority', 'archived'];

/** Registers the Labels API of projects: list, get, create, update, delete, promote, subscribe. */
export function registerProjectLabelRoutes(app: FastifyInstance, ctx: SimContext): void {
  const state = () => ctx.store.data.collaboration;
  const groupIds = (project: SimProject): number[] => {
    const out: number[] = [];
    for (let ns = ctx.store.namespace(project.namespaceId); ns; ns = ns.parentId === null ? undefined : ctx.store.namespace(ns.parentId)) if (ns.kind === 'group') out.push(ns.id);
    return out;
  };
  /** The project's labels, then (unless excluded) its groups' labels. */
  const available = (project: SimProject, ancestors = true): SimLabel[] => {
    const groups = groupIds(project);
    syncProjectLabels(state(), project, groups);
    return state().labels.filter((l) => l.projectId === project.id || (ancestors && l.groupId !== null && groups.includes(l.groupId)));
  };
  const subscribed = (label: SimLabel, caller: Caller): boolean => state().labelSubscriptions.has(`${label.id}:${caller.user.id}`);
  const view = (project: SimProject, label: SimLabel, caller: Caller, counts = false): Record<string, unknown> => presentLabel(project, label, subscribed(label, caller), counts);

  const findLabel = (project: SimProject, req: FastifyRequest, name: string): SimLabel =>
    findLabelByKey(available(project, bool(input(req)['include_ancestor_groups']) !== false), param(req, name));
  const projectLabel = (project: SimProject, req: FastifyRequest, name: string): SimLabel => {
    const label = findLabel(project, req, name);
    if (label.projectId !== project.id) throw new SimHttpError(404, messages.notFound('Label'));
    return label;
  };

  /** Renames or removes a label name on the project's issues and merge requests. */
  const relabel = (project: SimProject, from: string, to: string | undefined): void => relabelItems([...project.issues, ...project.mergeRequests], from, to);

  restRoute(app, ctx, {
    method: 'GET',
    url: '/projects/:id/labels',
    handler: (req, reply, caller) => {
      const project = loadProject(ctx, req, caller);
      const params = input(req);
      const search = (str(params['search']) ?? '').toLowerCase();
      const archived = bool(params['archived']);
      const labels = available(project, bool(params['include_ancestor_groups']) !== false)
        .filter((l) => (search === '' || l.name.toLowerCase().includes(search)) && (archived === undefined || l.archived === archived))
        .sort((a, b) => a.name.localeCompare(b.name));
      const counts = bool(params['with_counts']) === true;
      return paginate(ctx.baseUrl(), req, reply, labels).map((l) => view(project, l, caller, counts));
    },
  });

  restRoute(app, ctx, {
    method: 'GET',
    url: '/projects/:id/labels/:name',
    handler: (req, _reply, caller) => {
      const project = loadProject(ctx, req, caller);
      return view(project, findLabel(project, req, 'name'), caller);
    },
  });

  restRoute(app, ctx, {
    method: 'POST',
    url: '/projects/:id/labels',
    handler: (req, reply, caller) => {
      const project = loadProject(ctx, req, caller);
      requireAccess(ctx, project, caller, ACCESS.PLANNER);
      const params = input(req);
      const { name, color: hex } = newLabelNameAndColor(params, (n) => available(project, false).some((l) => l.name === n));
      const priority = params['priority'] === undefined || params['priority'] === null ? null : int(params['priority']);
      if (priority === undefined || (priority !== null && priority < 0)) throw new SimHttpError(400, messages.validation(['priority is invalid']));
      state().nextLabelId += 1;
      const label: SimLabel = {
        id: state().nextLabelId,
        projectId: project.id,
        groupId: null,
        name,
        color: hex,
        description: str(params['description']) ?? '',
        priority,
        archived: bool(params['archived']) === true,
      };
      state().labels.push(label);
      reply.code(201);
      return view(project, label, caller);
    },
  });

  restRoute(app, ctx, {
    method: 'PUT',
    url: '/projects/:id/labels/:name',
    handler: (req, _reply, caller) => {
      const project = loadProject(ctx, req, caller);
      requireAccess(ctx, project, caller, ACCESS.PLANNER);
      const label = projectLabel(project, req, 'name');
      const params = input(req);
      applyLabelUpdate(label, params, UPDATE_FIELDS, (n) => available(project, false).some((l) => l.name === n), (from, to) => relabel(project, from, to));
      return view(project, label, caller);
    },
  });

  restRoute(app, ctx, {
    method: 'DELETE',
    url: '/projects/:id/labels/:name',
    handler: (req, reply, caller) => {
      const project = loadProject(ctx, req, caller);
      requireAccess(ctx, project, caller, ACCESS.PLANNER);
      const label = projectLabel(project, req, 'name');
      state().labels = state().labels.filter((l) => l !== label);
      forgetLabel(state(), label.id);
      relabel(project, label.name, undefined);
      return reply.code(204).send();
    },
  });

  restRoute(app, ctx, {
    method: 'PUT',
    url: '/projects/:id/labels/:name/promote',
    handler: (req, _reply, caller) => {
      const project = loadProject(ctx, req, caller);
      const label = projectLabel(project, req, 'name');
      const ns = ctx.store.namespace(project.namespaceId);
      if (!ns || ns.kind !== 'group') throw new SimHttpError(400, messages.apiError('Failed to promote project label to group label'));
      if (!caller.user.isAdmin && (ns.members.get(caller.user.id) ?? ACCESS.NO_ACCESS) < ACCESS.PLANNER) throw new SimHttpError(403, messages.forbidden());
      const existing = state().labels.find((l) => l.groupId === ns.id && l.name === label.name);
      // Same-named labels of the group's other projects merge into the group label.
      const promoted = existing ?? { ...label, projectId: null, groupId: ns.id, priority: null };
      state().labels = state().labels.filter((l) => l !== label && !(l.name === label.name && l.projectId !== null && ctx.store.data.projects.some((p) => p.id === l.projectId && p.namespaceId === ns.id)));
      if (!existing) state().labels.push(promoted);
      return view(project, promoted, caller);
    },
  });

  for (const verb of ['subscribe', 'unsubscribe'] as const) {
    restRoute(app, ctx, {
      method: 'POST',
      url: `/projects/:id/labels/:subscribable_id/${verb}`,
      handler: (req, reply, caller) => {
        const project = loadProject(ctx, req, caller);
        const label = findLabel(project, req, 'subscribable_id');
        // GitLab answers 304 Not Modified when the subscription is already as asked.
        if (!toggleLabelSubscription(state().labelSubscriptions, label, caller.user.id, verb)) return reply.code(304).send();
        reply.code(201);
        return view(project, label, caller);
      },
    });
  }
}
