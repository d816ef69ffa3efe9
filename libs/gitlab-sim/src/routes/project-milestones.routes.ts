import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ACCESS } from '../gitlab-sim.constants';
import { presentIssue, presentMilestone } from '../presenters/issue.presenter';
import { presentMergeRequestBasic } from '../presenters/merge-request.presenter';
import { paginate } from '../rest.paginator';
import { input, loadProject, requireAccess, restRoute } from '../rest.router';
import type { SimContext } from '../sim-context.interface';
import type { SimMilestone, SimProject } from '../store/sim-model.interface';
import { milestoneById, milestoneFilter, newMilestone, updatedMilestone, validateMilestone } from './milestone-input';

/** Registers the Milestones API of projects: list, get, create, update, delete, and a milestone's issues and merge requests. */
export function registerProjectMilestoneRoutes(app: FastifyInstance, ctx: SimContext): void {
  const state = () => ctx.store.data.collaboration;
  const present = (project: SimProject, m: SimMilestone): Record<string, unknown> => presentMilestone(ctx.store, ctx.baseUrl(), project, m);

  const find = (project: SimProject, req: FastifyRequest): SimMilestone => milestoneById(project.milestones, req);

  restRoute(app, ctx, {
    method: 'GET',
    url: '/projects/:id/milestones',
    handler: (req, reply, caller) => {
      const project = loadProject(ctx, req, caller);
      const milestones = project.milestones
        .filter(milestoneFilter(input(req)))
        .sort((a, b) => b.id - a.id);
      return paginate(ctx.baseUrl(), req, reply, milestones).map((m) => present(project, m));
    },
  });

  restRoute(app, ctx, {
    method: 'GET',
    url: '/projects/:id/milestones/:milestone_id',
    handler: (req, _reply, caller) => {
      const project = loadProject(ctx, req, caller);
      return present(project, find(project, req));
    },
  });

  restRoute(app, ctx, {
    method: 'POST',
    url: '/projects/:id/milestones',
    handler: (req, reply, caller) => {
      const project = loadProject(ctx, req, caller);
      requireAccess(ctx, project, caller, ACCESS.PLANNER);
      const m: SimMilestone = { ...newMilestone(input(req), state().nextMilestoneId + 1, project.milestones), projectId: project.id };
      state().nextMilestoneId = m.id;
      project.milestones.push(m);
      reply.code(201);
      return present(project, m);
    },
  });

  restRoute(app, ctx, {
    method: 'PUT',
    url: '/projects/:id/milestones/:milestone_id',
    handler: (req, _reply, caller) => {
      const project = loadProject(ctx, req, caller);
      requireAccess(ctx, project, caller, ACCESS.PLANNER);
      const m = find(project, req);
      const params = input(req);
      const next = updatedMilestone(m, params);
      validateMilestone(project.milestones, next);
      Object.assign(m, next);
      return present(project, m);
    },
  });

  restRoute(app, ctx, {
    method: 'DELETE',
    url: '/projects/:id/milestones/:milestone_id',
    handler: (req, reply, caller) => {
      const project = loadProject(ctx, req, caller);
      requireAccess(ctx, project, caller, ACCESS.PLANNER);
      const m = find(project, req);
      project.milestones = project.milestones.filter((x) => x !== m);
      for (const item of [...project.issues, ...project.mergeRequests]) if (item.milestoneId === m.id) item.milestoneId = null;
      return reply.code(204).send();
    },
  });

  restRoute(app, ctx, {
    method: 'GET',
    url: '/projects/:id/milestones/:milestone_id/issues',
    handler: (req, reply, caller) => {
      const project = loadProject(ctx, req, caller);
      const m = find(project, req);
      const issues = project.issues.filter((i) => i.milestoneId === m.id).sort((a, b) => b.iid - a.iid);
      return paginate(ctx.baseUrl(), req, reply, issues).map((i) => presentIssue(ctx.store, ctx.baseUrl(), project, i));
    },
  });

  restRoute(app, ctx, {
    method: 'GET',
    url: '/projects/:id/milestones/:milestone_id/merge_requests',
    handler: (req, reply, caller) => {
      const project = loadProject(ctx, req, caller);
      const m = find(project, req);
      const mrs = project.mergeRequests.filter((x) => x.milestoneId === m.id).sort((a, b) => b.iid - a.iid);
      return paginate(ctx.baseUrl(), req, reply, mrs).map((x) => presentMergeRequestBasic(ctx.store, ctx.baseUrl(), project, x));
    },
  });
}
