import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ACCESS } from '../gitlab-sim.constants';
import { messages } from '../gitlab-sim.messages';
import { presentIssue, presentMilestone } from '../presenters/issue.presenter';
import { presentMergeRequestBasic } from '../presenters/merge-request.presenter';
import { paginate } from '../rest.paginator';
import { input, int, loadProject, param, requireAccess, requireParams, restRoute, str } from '../rest.router';
import type { SimContext } from '../sim-context.interface';
import { SimHttpError } from '../sim-http.error';
import type { SimMilestone, SimProject } from '../store/sim-model.interface';

const UPDATE_FIELDS = ['title', 'description', 'due_date', 'start_date', 'state_event'];
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function ids(value: unknown): number[] {
  const parts = Array.isArray(value) ? value : (str(value)?.split(',') ?? []);
  return parts.map((v) => int(typeof v === 'string' ? v.trim() : v)).filter((n): n is number => n !== undefined);
}

/** A date parameter: undefined when absent, null when cleared, else YYYY-MM-DD. */
function date(params: Record<string, unknown>, name: string): string | null | undefined {
  if (params[name] === undefined) return undefined;
  const s = str(params[name]) ?? '';
  if (s === '') return null;
  if (!DATE.test(s)) throw new SimHttpError(400, messages.validation([`${name} is invalid`]));
  return s;
}

/** GitLab's model validations, joined as `render_api_error!` sends them. */
function validate(project: SimProject, m: SimMilestone): void {
  const errors: string[] = [];
  if (project.milestones.some((o) => o.id !== m.id && o.title === m.title)) errors.push('Title has already been taken');
  if (m.startDate !== null && m.dueDate !== null && m.dueDate < m.startDate) errors.push('Due date must be greater than start date');
  if (errors.length > 0) throw new SimHttpError(400, messages.apiError(errors.join(', ')));
}

/** Registers the Milestones API of projects: list, get, create, update, delete, and a milestone's issues and merge requests. */
export function registerProjectMilestoneRoutes(app: FastifyInstance, ctx: SimContext): void {
  const state = () => ctx.store.data.collaboration;
  const present = (project: SimProject, m: SimMilestone): Record<string, unknown> => presentMilestone(ctx.store, ctx.baseUrl(), project, m);

  /** By global ID, like `parent.milestones.find`: RecordNotFound → "404 Not found". */
  const find = (project: SimProject, req: FastifyRequest): SimMilestone => {
    const id = int(param(req, 'milestone_id'));
    const m = project.milestones.find((x) => x.id === id);
    if (!m) throw new SimHttpError(404, messages.recordNotFound());
    return m;
  };

  restRoute(app, ctx, {
    method: 'GET',
    url: '/projects/:id/milestones',
    handler: (req, reply, caller) => {
      const project = loadProject(ctx, req, caller);
      const params = input(req);
      const stateFilter = str(params['state']);
      if (stateFilter !== undefined && !['active', 'closed'].includes(stateFilter)) throw new SimHttpError(400, messages.validation(['state does not have a valid value']));
      const title = str(params['title']);
      const search = (str(params['search']) ?? '').toLowerCase();
      const iids = ids(params['iids'] ?? params['iids[]']);
      const before = str(params['updated_before']);
      const after = str(params['updated_after']);
      const milestones = project.milestones
        .filter(
          (m) =>
            (stateFilter === undefined || m.state === stateFilter) &&
            (title === undefined || m.title === title) &&
            (search === '' || m.title.toLowerCase().includes(search) || m.description.toLowerCase().includes(search)) &&
            (iids.length === 0 || iids.includes(m.iid)) &&
            (before === undefined || m.updatedAt < before) &&
            (after === undefined || m.updatedAt > after),
        )
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
      const params = input(req);
      requireParams(params, ['title']);
      const now = new Date().toISOString();
      state().nextMilestoneId += 1;
      const m: SimMilestone = {
        id: state().nextMilestoneId,
        iid: Math.max(0, ...project.milestones.map((x) => x.iid)) + 1,
        projectId: project.id,
        title: (str(params['title']) as string).trim(),
        description: str(params['description']) ?? '',
        state: 'active',
        startDate: date(params, 'start_date') ?? null,
        dueDate: date(params, 'due_date') ?? null,
        createdAt: now,
        updatedAt: now,
      };
      validate(project, m);
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
      if (!UPDATE_FIELDS.some((f) => params[f] !== undefined)) {
        throw new SimHttpError(400, messages.validation([`${UPDATE_FIELDS.join(', ')} are missing, at least one parameter must be provided`]));
      }
      const event = str(params['state_event']);
      if (event !== undefined && !['close', 'activate'].includes(event)) throw new SimHttpError(400, messages.validation(['state_event does not have a valid value']));
      const start = date(params, 'start_date');
      const due = date(params, 'due_date');
      const next: SimMilestone = {
        ...m,
        title: str(params['title'])?.trim() || m.title,
        description: params['description'] === undefined ? m.description : (str(params['description']) ?? ''),
        startDate: start === undefined ? m.startDate : start,
        dueDate: due === undefined ? m.dueDate : due,
        state: event === 'close' ? 'closed' : event === 'activate' ? 'active' : m.state,
        updatedAt: new Date().toISOString(),
      };
      validate(project, next);
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
