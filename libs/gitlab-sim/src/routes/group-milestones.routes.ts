import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ACCESS } from '../gitlab-sim.constants';
import { presentGroupMilestone, presentIssue } from '../presenters/issue.presenter';
import { presentMergeRequestBasic } from '../presenters/merge-request.presenter';
import { paginate } from '../rest.paginator';
import { bool, input, restRoute } from '../rest.router';
import type { SimContext } from '../sim-context.interface';
import { groupMilestoneItems, type SimGroupMilestone } from '../store/group-milestones.state';
import { descendantGroups, groupChain } from '../store/groups.state';
import type { SimNamespace } from '../store/sim-model.interface';
import { loadGroup, requireGroupAccess } from './group.lookup';
import { milestoneById, milestoneFilter, newMilestone, updatedMilestone, validateMilestone } from './milestone-input';

/** Registers the Group milestones API: list, get, create, update, delete, and a milestone's issues, merge requests and burndown events. */
export function registerGroupMilestoneRoutes(app: FastifyInstance, ctx: SimContext): void {
  const state = () => ctx.store.data.collaboration;
  const ofGroup = (group: SimNamespace): SimGroupMilestone[] => state().groupMilestones.filter((m) => m.groupId === group.id);
  const present = (m: SimGroupMilestone): Record<string, unknown> => {
    const owner = ctx.store.namespace(m.groupId) as SimNamespace;
    return presentGroupMilestone(ctx.store, ctx.baseUrl(), owner, m);
  };

  const find = (group: SimNamespace, req: FastifyRequest): SimGroupMilestone => milestoneById(ofGroup(group), req);

  restRoute(app, ctx, {
    method: 'GET',
    url: '/groups/:id/milestones',
    handler: (req, reply, caller) => {
      const group = loadGroup(ctx, req, caller);
      const params = input(req);
      const ancestors = bool(params['include_ancestors']) === true || bool(params['include_parent_milestones']) === true;
      const groups = [group, ...(ancestors ? groupChain(ctx.store, group).slice(1) : []), ...(bool(params['include_descendants']) === true ? descendantGroups(ctx.store, group) : [])];
      const milestones = groups
        .flatMap((g) => ofGroup(g))
        .filter(milestoneFilter(params))
        .sort((a, b) => b.id - a.id);
      return paginate(ctx.baseUrl(), req, reply, milestones).map(present);
    },
  });

  restRoute(app, ctx, {
    method: 'GET',
    url: '/groups/:id/milestones/:milestone_id',
    handler: (req, _reply, caller) => present(find(loadGroup(ctx, req, caller), req)),
  });

  restRoute(app, ctx, {
    method: 'POST',
    url: '/groups/:id/milestones',
    handler: (req, reply, caller) => {
      const group = loadGroup(ctx, req, caller);
      requireGroupAccess(ctx, group, caller, ACCESS.PLANNER);
      const m: SimGroupMilestone = { ...newMilestone(input(req), state().nextMilestoneId + 1, ofGroup(group)), groupId: group.id };
      state().nextMilestoneId = m.id;
      state().groupMilestones.push(m);
      reply.code(201);
      return present(m);
    },
  });

  restRoute(app, ctx, {
    method: 'PUT',
    url: '/groups/:id/milestones/:milestone_id',
    handler: (req, _reply, caller) => {
      const group = loadGroup(ctx, req, caller);
      requireGroupAccess(ctx, group, caller, ACCESS.PLANNER);
      const m = find(group, req);
      const next = updatedMilestone(m, input(req));
      validateMilestone(ofGroup(group), next);
      Object.assign(m, next);
      return present(m);
    },
  });

  restRoute(app, ctx, {
    method: 'DELETE',
    url: '/groups/:id/milestones/:milestone_id',
    handler: (req, reply, caller) => {
      const group = loadGroup(ctx, req, caller);
      requireGroupAccess(ctx, group, caller, ACCESS.PLANNER);
      const m = find(group, req);
      const { issues, mergeRequests } = groupMilestoneItems(ctx.store, group, m);
      for (const { issue } of issues) issue.milestoneId = null;
      for (const { mr } of mergeRequests) mr.milestoneId = null;
      state().groupMilestones = state().groupMilestones.filter((x) => x !== m);
      return reply.code(204).send();
    },
  });

  restRoute(app, ctx, {
    method: 'GET',
    url: '/groups/:id/milestones/:milestone_id/issues',
    handler: (req, reply, caller) => {
      const group = loadGroup(ctx, req, caller);
      const issues = groupMilestoneItems(ctx.store, group, find(group, req)).issues.sort((a, b) => b.issue.id - a.issue.id);
      return paginate(ctx.baseUrl(), req, reply, issues).map(({ project, issue }) => presentIssue(ctx.store, ctx.baseUrl(), project, issue));
    },
  });

  restRoute(app, ctx, {
    method: 'GET',
    url: '/groups/:id/milestones/:milestone_id/merge_requests',
    handler: (req, reply, caller) => {
      const group = loadGroup(ctx, req, caller);
      const mrs = groupMilestoneItems(ctx.store, group, find(group, req)).mergeRequests.sort((a, b) => b.mr.id - a.mr.id);
      return paginate(ctx.baseUrl(), req, reply, mrs).map(({ project, mr }) => presentMergeRequestBasic(ctx.store, ctx.baseUrl(), project, mr));
    },
  });

  restRoute(app, ctx, {
    method: 'GET',
    url: '/groups/:id/milestones/:milestone_id/burndown_events',
    handler: (req, _reply, caller) => {
      const group = loadGroup(ctx, req, caller);
      // Each issue of the milestone was created, and a closed one closed; reopenings leave no trace in the simulator.
      const events = groupMilestoneItems(ctx.store, group, find(group, req)).issues.flatMap(({ issue }) => [
        { created_at: issue.createdAt, weight: issue.weight, action: 'created' },
        ...(issue.state === 'closed' && issue.closedAt !== null ? [{ created_at: issue.closedAt, weight: issue.weight, action: 'closed' }] : []),
      ]);
      return events.sort((a, b) => a.created_at.localeCompare(b.created_at));
    },
  });
}
