import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ACCESS } from '../gitlab-sim.constants';
import { presentGroupLabel } from '../presenters/collaboration.presenter';
import { paginate } from '../rest.paginator';
import { bool, input, param, restRoute, str } from '../rest.router';
import type { Caller, SimContext } from '../sim-context.interface';
import { forgetLabel, type SimLabel } from '../store/collaboration.state';
import { groupTreeProjects } from '../store/group-milestones.state';
import { descendantGroups, groupChain } from '../store/groups.state';
import type { SimNamespace } from '../store/sim-model.interface';
import { loadGroup, requireGroupAccess } from './group.lookup';
import { applyLabelUpdate, findLabelByKey, newLabelNameAndColor, relabelItems, toggleLabelSubscription } from './label-input';

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

  const findLabel = (group: SimNamespace, req: FastifyRequest, name: string, scope: LabelScope): SimLabel => findLabelByKey(available(group, scope), param(req, name));
  const ownLabel = (group: SimNamespace, req: FastifyRequest, name: string): SimLabel => findLabel(group, req, name, { ancestors: false, descendants: false, onlyGroupLabels: true });

  /** Renames or removes a label name on the issues and merge requests of the group's projects. */
  const relabel = (group: SimNamespace, from: string, to: string | undefined): void =>
    relabelItems(groupTreeProjects(ctx.store, group).flatMap((p) => [...p.issues, ...p.mergeRequests]), from, to);

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
      // `available_labels_for(group).find_by_title`: the group's and its ancestors' labels.
      const { name, color } = newLabelNameAndColor(params, (n) => available(group, { ancestors: true, descendants: false, onlyGroupLabels: true }).some((l) => l.name === n));
      state().nextLabelId += 1;
      const label: SimLabel = { id: state().nextLabelId, projectId: null, groupId: group.id, name, color, description: str(params['description']) ?? '', priority: null, archived: bool(params['archived']) === true };
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
      applyLabelUpdate(label, input(req), UPDATE_FIELDS, (n) => available(group, { ancestors: false, descendants: false, onlyGroupLabels: true }).some((l) => l.name === n), (from, to) => relabel(group, from, to));
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
        // GitLab answers 304 Not Modified when the subscription is already as asked.
        if (!toggleLabelSubscription(state().labelSubscriptions, label, caller.user.id, verb)) return reply.code(304).send();
        reply.code(201);
        return view(group, label, caller);
      },
    });
  }
}
