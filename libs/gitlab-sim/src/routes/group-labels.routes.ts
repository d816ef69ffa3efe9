import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ACCESS } from '../gitlab-sim.constants';
import { messages } from '../gitlab-sim.messages';
import { presentGroupLabel } from '../presenters/collaboration.presenter';
import { paginate } from '../rest.paginator';
import { bool, input, int, param, requireParams, restRoute, str } from '../rest.router';
import type { Caller, SimContext } from '../sim-context.interface';
import { SimHttpError } from '../sim-http.error';
import { forgetLabel, type SimLabel } from '../store/collaboration.state';
import { groupTreeProjects } from '../store/group-milestones.state';
import { descendantGroups, groupChain } from '../store/groups.state';
import type { SimNamespace } from '../store/sim-model.interface';
import { loadGroup, requireGroupAccess } from './group.lookup';
import { labelColor, validLabelName } from './label-input';

const UPDATE_FIELDS = ['new_name', 'color', 'description', 'archived'];

/** Which labels a group route looks at: GitLab's `include_ancestor_groups`, `include_descendant_groups` and `only_group_labels`. */
interface LabelScope {
  ancestors: boolean;
  descendants: boolean;
  onlyGroupLabels: boolean;
}

function scopeOf(params: Record<string, unknown>): LabelScope {
  return { ancestors: bool(params['include_ancestor_groups']) !== false, descendants: bool(params['include_descendant_groups']) === true, onlyGroupLabels: bool(params['only_group_labels']) !== false };
}

/** Registers the Group labels API: list, get, create, update, delete, subscribe and unsubscribe. */
export function registerGroupLabelRoutes(app: FastifyInstance, ctx: SimContext): void {
  const state = () => ctx.store.data.collaboration;

  const available = (group: SimNamespace, scope: LabelScope): SimLabel[] => {
    const groups = new Set([group.id, ...(scope.ancestors ? groupChain(ctx.store, group).map((g) => g.id) : []), ...(scope.descendants ? descendantGroups(ctx.store, group).map((g) => g.id) : [])]);
    const projects = scope.descendants && !scope.onlyGroupLabels ? new Set(groupTreeProjects(ctx.store, group).map((p) => p.id)) : new Set<number>();
    return state().labels.filter((l) => (l.groupId !== null && groups.has(l.groupId)) || (l.projectId !== null && projects.has(l.projectId)));
  };
  const view = (group: SimNamespace, label: SimLabel, caller: Caller, counts = false): Record<string, unknown> =>
    presentGroupLabel(groupTreeProjects(ctx.store, group), label, state().labelSubscriptions.has(`${label.id}:${caller.user.id}`), counts);

  /** By ID or title, like GitLab's `find_label`: "404 Label Not Found" otherwise. */
  const findLabel = (group: SimNamespace, req: FastifyRequest, name: string, scope: LabelScope): SimLabel => {
    const key = param(req, name);
    const labels = available(group, scope);
    const id = int(key);
    const label = (id === undefined ? undefined : labels.find((l) => l.id === id)) ?? labels.find((l) => l.name === key);
    if (!label) throw new SimHttpError(404, messages.notFound('Label'));
    return label;
  };
  const ownLabel = (group: SimNamespace, req: FastifyRequest, name: string): SimLabel => findLabel(group, req, name, { ancestors: false, descendants: false, onlyGroupLabels: true });

  /** Renames or removes a label name on the issues and merge requests of the group's projects. */
  const relabel = (group: SimNamespace, from: string, to: string | undefined): void => {
    for (const project of groupTreeProjects(ctx.store, group)) {
      for (const item of [...project.issues, ...project.mergeRequests]) {
        if (!item.labels.includes(from)) continue;
        item.labels = item.labels.filter((l) => l !== from);
        if (to !== undefined && !item.labels.includes(to)) item.labels.push(to);
      }
    }
  };

  restRoute(app, ctx, {
    method: 'GET',
    url: '/groups/:id/labels',
    handler: (req, reply, caller) => {
      const group = loadGroup(ctx, req, caller);
      const params = input(req);
      const search = (str(params['search']) ?? '').toLowerCase();
      const archived = bool(params['archived']);
      const labels = available(group, scopeOf(params))
        .filter((l) => (search === '' || l.name.toLowerCase().includes(search)) && (archived === undefined || l.archived === archived))
        .sort((a, b) => a.name.localeCompare(b.name));
      const counts = bool(params['with_counts']) === true;
      return paginate(ctx.baseUrl(), req, reply, labels).map((l) => view(group, l, caller, counts));
    },
  });

  restRoute(app, ctx, {
    method: 'GET',
    url: '/groups/:id/labels/:name',
    handler: (req, _reply, caller) => {
      const group = loadGroup(ctx, req, caller);
      return view(group, findLabel(group, req, 'name', scopeOf(input(req))), caller);
    },
  });

  restRoute(app, ctx, {
    method: 'POST',
    url: '/groups/:id/labels',
    handler: (req, reply, caller) => {
      const group = loadGroup(ctx, req, caller);
      requireGroupAccess(ctx, group, caller, ACCESS.PLANNER);
      const params = input(req);
      requireParams(params, ['name', 'color']);
      const name = (str(params['name']) as string).trim();
      const hex = labelColor(params['color']);
      // `available_labels_for(group).find_by_title`: the group's and its ancestors' labels.
      if (available(group, { ancestors: true, descendants: false, onlyGroupLabels: true }).some((l) => l.name === name)) throw new SimHttpError(409, messages.conflict('Label already exists'));
      if (!hex) throw new SimHttpError(400, { message: { color: ['must be a valid color code'] } });
      if (!validLabelName(name)) throw new SimHttpError(400, { message: { title: ['is invalid'] } });
      state().nextLabelId += 1;
      const label: SimLabel = { id: state().nextLabelId, projectId: null, groupId: group.id, name, color: hex, description: str(params['description']) ?? '', priority: null, archived: bool(params['archived']) === true };
      state().labels.push(label);
      reply.code(201);
      return view(group, label, caller);
    },
  });

  restRoute(app, ctx, {
    method: 'PUT',
    url: '/groups/:id/labels/:name',
    handler: (req, _reply, caller) => {
      const group = loadGroup(ctx, req, caller);
      requireGroupAccess(ctx, group, caller, ACCESS.PLANNER);
      const label = ownLabel(group, req, 'name');
      const params = input(req);
      if (!UPDATE_FIELDS.some((f) => params[f] !== undefined)) {
        throw new SimHttpError(400, messages.validation([`${UPDATE_FIELDS.join(', ')} are missing, at least one parameter must be provided`]));
      }
      const newName = str(params['new_name'])?.trim();
      if (newName !== undefined && newName !== label.name) {
        if (!validLabelName(newName)) throw new SimHttpError(400, { message: { title: ['is invalid'] } });
        if (available(group, { ancestors: false, descendants: false, onlyGroupLabels: true }).some((l) => l.name === newName)) throw new SimHttpError(400, { message: { title: ['has already been taken'] } });
      }
      const hex = params['color'] === undefined ? undefined : labelColor(params['color']);
      if (params['color'] !== undefined && !hex) throw new SimHttpError(400, { message: { color: ['must be a valid color code'] } });
      if (newName !== undefined && newName !== label.name) {
        relabel(group, label.name, newName);
        label.name = newName;
      }
      if (hex) label.color = hex;
      if (params['description'] !== undefined) label.description = str(params['description']) ?? '';
      if (params['archived'] !== undefined) label.archived = bool(params['archived']) === true;
      return view(group, label, caller);
    },
  });

  restRoute(app, ctx, {
    method: 'DELETE',
    url: '/groups/:id/labels/:name',
    handler: (req, reply, caller) => {
      const group = loadGroup(ctx, req, caller);
      requireGroupAccess(ctx, group, caller, ACCESS.PLANNER);
      const label = ownLabel(group, req, 'name');
      state().labels = state().labels.filter((l) => l !== label);
      forgetLabel(state(), label.id);
      relabel(group, label.name, undefined);
      return reply.code(204).send();
    },
  });

  for (const verb of ['subscribe', 'unsubscribe'] as const) {
    restRoute(app, ctx, {
      method: 'POST',
      url: `/groups/:id/labels/:subscribable_id/${verb}`,
      handler: (req, reply, caller) => {
        const group = loadGroup(ctx, req, caller);
        const label = findLabel(group, req, 'subscribable_id', scopeOf({}));
        const key = `${label.id}:${caller.user.id}`;
        const subs = state().labelSubscriptions;
        // GitLab answers 304 Not Modified when the subscription is already as asked.
        if (subs.has(key) === (verb === 'subscribe')) return reply.code(304).send();
        if (verb === 'subscribe') subs.add(key);
        else subs.delete(key);
        reply.code(201);
        return view(group, label, caller);
      },
    });
  }
}
