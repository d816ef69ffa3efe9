import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ACCESS } from '../gitlab-sim.constants';
import { messages } from '../gitlab-sim.messages';
import { isMerged, presentBranch, rulesFor } from '../presenters/branch.presenter';
import { paginate } from '../rest.paginator';
import { input, loadProject, param, requireAccess, requireParams, restRoute, str } from '../rest.router';
import type { SimContext } from '../sim-context.interface';
import { SimHttpError } from '../sim-http.error';
import { effectiveAccess } from '../store/access.policy';
import { isValidRefName, resolveRef } from '../store/repository.service';
import type { SimProject } from '../store/sim-model.interface';

/** `find_branch!`: 400 for an invalid name, 404 "Branch Not Found" for a missing one. */
function findBranch(project: SimProject, request: FastifyRequest): string {
  const name = param(request, 'branch');
  if (!isValidRefName(name)) throw new SimHttpError(400, messages.apiError(messages.branchRefnameInvalid()));
  if (!project.repository.branches.has(name)) throw new SimHttpError(404, messages.notFound('Branch'));
  return name;
}

function searchMatcher(search: string): (name: string) => boolean {
  const term = search.toLowerCase();
  if (term.startsWith('^')) return (name) => name.toLowerCase().startsWith(term.slice(1));
  if (term.endsWith('$')) return (name) => name.toLowerCase().endsWith(term.slice(0, -1));
  return (name) => name.toLowerCase().includes(term);
}

function headDate(project: SimProject, name: string): string {
  const sha = project.repository.branches.get(name) ?? '';
  return project.repository.commits.get(sha)?.committedDate ?? '';
}

/** Branches API: list, get (GET/HEAD), create, delete, delete merged. */
export function registerBranchRoutes(app: FastifyInstance, ctx: SimContext): void {
  restRoute(app, ctx, {
    method: 'GET',
    url: '/projects/:id/repository/branches',
    handler: (req, reply, caller) => {
      const project = loadProject(ctx, req, caller);
      const params = input(req);
      const search = str(params['search']);
      const regexSource = str(params['regex']);
      const sort = str(params['sort']) ?? 'name_asc';
      if (!['name_asc', 'updated_asc', 'updated_desc'].includes(sort)) {
        throw new SimHttpError(400, messages.validation(['sort does not have a valid value']));
      }
      let regex: RegExp | undefined;
      if (regexSource !== undefined) {
        try {
          regex = new RegExp(regexSource);
        } catch {
          throw new SimHttpError(400, messages.apiError('Regex is invalid'));
        }
      }
      const match = search ? searchMatcher(search) : () => true;
      const names = [...project.repository.branches.keys()]
        .filter((n) => match(n) && (!regex || regex.test(n)))
        .sort((a, b) => {
          if (sort === 'name_asc') return a < b ? -1 : a > b ? 1 : 0;
          const cmp = headDate(project, a).localeCompare(headDate(project, b)) || a.localeCompare(b);
          return sort === 'updated_asc' ? cmp : -cmp;
        });
      return paginate(ctx.baseUrl(), req, reply, names).map((n) => presentBranch(ctx.store, ctx.baseUrl(), project, n, caller.user));
    },
  });

  restRoute(app, ctx, {
    method: 'GET',
    exposeHeadRoute: false,
    url: '/projects/:id/repository/branches/:branch',
    handler: (req, _reply, caller) => {
      const project = loadProject(ctx, req, caller);
      return presentBranch(ctx.store, ctx.baseUrl(), project, findBranch(project, req), caller.user);
    },
  });

  restRoute(app, ctx, {
    method: 'HEAD',
    url: '/projects/:id/repository/branches/:branch',
    handler: (req, reply, caller) => {
      const project = loadProject(ctx, req, caller);
      const found = project.repository.branches.has(param(req, 'branch'));
      return reply.code(found ? 204 : 404).send();
    },
  });

  restRoute(app, ctx, {
    method: 'POST',
    url: '/projects/:id/repository/branches',
    handler: (req, reply, caller) => {
      const project = loadProject(ctx, req, caller);
      requireAccess(ctx, project, caller, ACCESS.DEVELOPER);
      const params = input(req);
      requireParams(params, ['branch', 'ref']);
      const branch = str(params['branch']) as string;
      const ref = str(params['ref']) as string;
      if (!isValidRefName(branch)) throw new SimHttpError(400, messages.apiError(messages.branchNameInvalid()));
      if (project.repository.branches.has(branch)) throw new SimHttpError(400, messages.apiError(messages.branchExists()));
      const target = resolveRef(project.repository, ref);
      if (!target) throw new SimHttpError(400, messages.apiError(messages.invalidReference(ref)));
      project.repository.branches.set(branch, target.id);
      project.lastActivityAt = new Date().toISOString();
      reply.code(201);
      return presentBranch(ctx.store, ctx.baseUrl(), project, branch, caller.user);
    },
  });

  restRoute(app, ctx, {
    method: 'DELETE',
    url: '/projects/:id/repository/branches/:branch',
    handler: (req, reply, caller) => {
      const project = loadProject(ctx, req, caller);
      requireAccess(ctx, project, caller, ACCESS.DEVELOPER);
      const branch = findBranch(project, req);
      // Both refusals come from Git's pre-receive checks, which the API reports as 400.
      if (branch === project.defaultBranch) {
        throw new SimHttpError(400, messages.apiError(messages.deleteDefaultBranch()));
      }
      if (rulesFor(project, branch).length > 0 && effectiveAccess(ctx.store, project, caller.user) < ACCESS.MAINTAINER) {
        throw new SimHttpError(400, messages.apiError(messages.deleteProtectedBranch()));
      }
      project.repository.branches.delete(branch);
      return reply.code(204).send();
    },
  });

  restRoute(app, ctx, {
    method: 'DELETE',
    url: '/projects/:id/repository/merged_branches',
    handler: (req, reply, caller) => {
      const project = loadProject(ctx, req, caller);
      requireAccess(ctx, project, caller, ACCESS.DEVELOPER);
      const merged = [...project.repository.branches.keys()].filter(
        (name) => isMerged(project, name) && rulesFor(project, name).length === 0,
      );
      for (const name of merged) project.repository.branches.delete(name);
      reply.code(202);
      return messages.accepted();
    },
  });
}
