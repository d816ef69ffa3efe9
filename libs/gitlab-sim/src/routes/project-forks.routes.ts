import type { FastifyInstance } from 'fastify';
import { ACCESS } from '../gitlab-sim.constants';
import { messages } from '../gitlab-sim.messages';
import { presentProject, presentProjectBasic } from '../presenters/project.presenter';
import { paginate } from '../rest.paginator';
import { bool, input, int, loadProject, param, requireAccess, restRoute, str } from '../rest.router';
import type { Caller, SimContext } from '../sim-context.interface';
import { SimHttpError } from '../sim-http.error';
import { canReadProject, isOwner } from '../store/access.policy';
import { projectAdminState, upstreamOf } from '../store/project-admin.store';
import type { SimNamespace, SimProject, SimRepository } from '../store/sim-model.interface';
import { createProject, validationError, VISIBILITIES } from './project.factory';

/** The namespace a fork goes to: namespace_id, namespace_path, the deprecated namespace (ID or path), else the caller's own. */
function forkNamespace(ctx: SimContext, caller: Caller, params: Record<string, unknown>): SimNamespace {
  const byPath = (path: string): SimNamespace | undefined =>
    ctx.store.data.namespaces.find((n) => ctx.store.namespaceFullPath(n).toLowerCase() === path.toLowerCase());
  const legacy = str(params['namespace']);
  const id = int(params['namespace_id']) ?? (legacy !== undefined && /^\d+$/.test(legacy) ? Number(legacy) : undefined);
  const path = str(params['namespace_path']) ?? (legacy !== undefined && !/^\d+$/.test(legacy) ? legacy : undefined);
  const namespace = id !== undefined ? ctx.store.namespace(id) : path !== undefined ? byPath(path) : ctx.store.namespace(caller.user.namespaceId);
  if (!namespace) throw new SimHttpError(404, messages.notFound('Target Namespace'));
  return namespace;
}

/** The upstream's repository (commits are immutable, so they are shared), limited to `branches` when given. */
function forkRepository(source: SimProject, branches: string | undefined): { repo: SimRepository; branch: string } {
  const wanted = branches?.split(',').map((b) => b.trim()).filter((b) => b !== '');
  const missing = (wanted ?? []).filter((b) => !source.repository.branches.has(b));
  if (missing.length > 0) throw new SimHttpError(409, { message: { branches: [`${missing.join(', ')} not found`] } });
  const kept = [...source.repository.branches].filter(([name]) => !wanted || wanted.includes(name));
  const branch = kept.some(([name]) => name === source.defaultBranch) ? source.defaultBranch : (kept[0]?.[0] ?? source.defaultBranch);
  return { repo: { commits: new Map(source.repository.commits), branches: new Map(kept) }, branch };
}

/** Forks: fork (a real copy of the repository), list forks, link and unlink a fork. */
export function registerProjectForkRoutes(app: FastifyInstance, ctx: SimContext): void {
  const state = (): ReturnType<typeof projectAdminState> => projectAdminState(ctx.store);

  restRoute(app, ctx, {
    method: 'POST',
    url: '/projects/:id/fork',
    handler: (req, reply, caller) => {
      const source = loadProject(ctx, req, caller);
      const params = input(req);
      const namespace = forkNamespace(ctx, caller, params);
      const visibility = str(params['visibility']);
      if (visibility !== undefined && VISIBILITIES.indexOf(visibility) > VISIBILITIES.indexOf(source.visibility)) {
        throw new SimHttpError(409, { message: { visibility_level: [`${visibility} is not allowed since the fork source project has lower visibility.`] } });
      }
      const forkParams = {
        ...params,
        name: str(params['name']) ?? source.name,
        path: str(params['path']) ?? source.path,
        description: str(params['description']) ?? source.description,
        visibility: visibility ?? source.visibility,
      };
      let fork: SimProject;
      try {
        fork = createProject(ctx, caller, forkParams, namespace, caller.user, forkRepository(source, str(params['branches'])));
      } catch (e) {
        // GitLab answers a fork it cannot create with 409 and the model's errors.
        if (e instanceof SimHttpError && e.status === 400) throw new SimHttpError(409, e.body);
        throw e;
      }
      fork.topics = [...source.topics];
      state().forkedFrom.set(fork.id, source.id);
      source.forksCount += 1;
      reply.code(201);
      return presentProject(ctx.store, ctx.baseUrl(), fork, caller.user);
    },
  });

  restRoute(app, ctx, {
    method: 'GET',
    url: '/projects/:id/forks',
    handler: (req, reply, caller) => {
      const source = loadProject(ctx, req, caller);
      const simple = bool(input(req)['simple']) === true;
      const forks = ctx.store.data.projects
        .filter((p) => state().forkedFrom.get(p.id) === source.id && canReadProject(ctx.store, p, caller.user))
        .sort((a, b) => b.id - a.id);
      return paginate(ctx.baseUrl(), req, reply, forks).map((p) =>
        simple ? presentProjectBasic(ctx.store, ctx.baseUrl(), p) : presentProject(ctx.store, ctx.baseUrl(), p, caller.user),
      );
    },
  });

  restRoute(app, ctx, {
    method: 'POST',
    url: '/projects/:id/fork/:forked_from_id',
    handler: (req, reply, caller) => {
      const project = loadProject(ctx, req, caller);
      requireAccess(ctx, project, caller, ACCESS.MAINTAINER);
      const upstream = ctx.store.findProject(param(req, 'forked_from_id'));
      if (!upstream || !canReadProject(ctx.store, upstream, caller.user)) throw new SimHttpError(404, messages.notFound('Source Project'));
      if (upstream.id === project.id) throw validationError({ forked_from_project_id: ['cannot be the project itself'] });
      if (upstreamOf(ctx.store, project)) throw new SimHttpError(409, messages.apiError('Project already forked'));
      state().forkedFrom.set(project.id, upstream.id);
      upstream.forksCount += 1;
      reply.code(201);
      return presentProject(ctx.store, ctx.baseUrl(), project, caller.user);
    },
  });

  restRoute(app, ctx, {
    method: 'DELETE',
    url: '/projects/:id/fork',
    handler: (req, reply, caller) => {
      const project = loadProject(ctx, req, caller);
      if (!caller.user.isAdmin && !isOwner(ctx.store, project, caller.user)) throw new SimHttpError(403, messages.forbidden());
      const upstream = upstreamOf(ctx.store, project);
      if (!upstream) return reply.code(304).send();
      state().forkedFrom.delete(project.id);
      upstream.forksCount = Math.max(0, upstream.forksCount - 1);
      return reply.code(204).send();
    },
  });
}
