import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '../gitlab-sim.messages';
import { paginate } from '../rest.paginator';
import { input, loadProject, param, requireParams, restRoute, str } from '../rest.router';
import type { Caller, SimContext } from '../sim-context.interface';
import { SimHttpError } from '../sim-http.error';
import { ShapeResponder } from '../shapes/shape.responder';
import { canReadGroup, canReadProject } from '../store/access.policy';
import { resolveRef } from '../store/repository.service';
import type { SimBlob, SimNamespace, SimProject } from '../store/sim-model.interface';
import type { SimStore } from '../store/sim.store';

/** Lines git grep shows around each match in GitLab's basic code search (Gitaly's SearchFilesByContent). */
const CONTEXT_LINES = 2;

/** A contiguous run of lines around one or more matches: one blob result. */
interface Chunk {
  first: number;
  last: number;
}

function chunks(lines: readonly string[], term: string): Chunk[] {
  const out: Chunk[] = [];
  lines.forEach((line, i) => {
    if (!line.toLowerCase().includes(term)) return;
    const first = Math.max(0, i - CONTEXT_LINES);
    const last = Math.min(lines.length - 1, i + CONTEXT_LINES);
    const prev = out[out.length - 1];
    if (prev && first <= prev.last + 1) prev.last = last;
    else out.push({ first, last });
  });
  return out;
}

function isText(blob: SimBlob): boolean {
  return !blob.content.subarray(0, 8000).includes(0);
}

/** `API::Entities::Blob` for each match of a case-insensitive search in the files of `ref`. */
function searchBlobs(project: SimProject, ref: string, search: string): Record<string, unknown>[] {
  const tree = resolveRef(project.repository, ref)?.tree;
  if (!tree) return [];
  const term = search.toLowerCase();
  return [...tree.entries()]
    .filter(([, blob]) => isText(blob))
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([path, blob]) => {
      const text = blob.content.toString('utf8');
      const lines = text.endsWith('\n') ? text.slice(0, -1).split('\n') : text.split('\n');
      const dot = path.lastIndexOf('.');
      const basename = dot > path.lastIndexOf('/') + 1 ? path.slice(0, dot) : path;
      return chunks(lines, term).map((c) => ({
        basename,
        data: `${lines.slice(c.first, c.last + 1).join('\n')}\n`,
        path,
        filename: path,
        id: null,
        ref,
        startline: c.first + 1,
        project_id: project.id,
      }));
    });
}

/** The `search` text of a blob search, checked as GitLab's search API checks it. */
function blobSearchTerm(params: Record<string, unknown>): string {
  requireParams(params, ['search', 'scope']);
  const search = str(params['search']) ?? '';
  if (search.trim() === '') throw new SimHttpError(400, messages.validation(['search is empty']));
  return search;
}

/** True when the project lives in `group` or one of its subgroups. */
function inGroup(store: SimStore, project: SimProject, group: SimNamespace): boolean {
  for (let ns = store.namespace(project.namespaceId); ns; ns = ns.parentId === null ? undefined : store.namespace(ns.parentId)) {
    if (ns.id === group.id) return true;
  }
  return false;
}

/**
 * Code search (`scope=blobs`) searches the repository files as GitLab's search does: a project's at
 * `ref` (default branch), a group's projects (subgroups included) and every project the caller can
 * read at their default branches. The other scopes keep their shaped answer.
 */
export function registerSearchRoutes(app: FastifyInstance, ctx: SimContext): void {
  const acrossProjects = (req: FastifyRequest, reply: FastifyReply, caller: Caller, projects: readonly SimProject[]): Record<string, unknown>[] => {
    const search = blobSearchTerm(input(req));
    const readable = projects.filter((p) => canReadProject(ctx.store, p, caller.user)).sort((a, b) => a.id - b.id);
    return paginate(ctx.baseUrl(), req, reply, readable.flatMap((p) => searchBlobs(p, p.defaultBranch, search)));
  };

  const shaped = new ShapeResponder(ctx).handlerFor('GET', '/projects/:id/search');
  restRoute(app, ctx, {
    method: 'GET',
    url: '/projects/:id/search',
    handler: (req, reply, caller) => {
      const params = input(req);
      if (str(params['scope']) !== 'blobs') return shaped(req, reply, caller);
      const project = loadProject(ctx, req, caller);
      const search = blobSearchTerm(params);
      return paginate(ctx.baseUrl(), req, reply, searchBlobs(project, str(params['ref']) ?? project.defaultBranch, search));
    },
  });

  const shapedGroup = new ShapeResponder(ctx).handlerFor('GET', '/groups/:id/search');
  restRoute(app, ctx, {
    method: 'GET',
    url: '/groups/:id/search',
    handler: (req, reply, caller) => {
      if (str(input(req)['scope']) !== 'blobs') return shapedGroup(req, reply, caller);
      const group = ctx.store.findGroup(param(req, 'id'));
      if (!group || !canReadGroup(ctx.store, group, caller.user)) throw new SimHttpError(404, messages.notFound('Group'));
      return acrossProjects(req, reply, caller, ctx.store.data.projects.filter((p) => inGroup(ctx.store, p, group)));
    },
  });

  const shapedGlobal = new ShapeResponder(ctx).handlerFor('GET', '/search');
  restRoute(app, ctx, {
    method: 'GET',
    url: '/search',
    handler: (req, reply, caller) => {
      if (str(input(req)['scope']) !== 'blobs') return shapedGlobal(req, reply, caller);
      return acrossProjects(req, reply, caller, ctx.store.data.projects);
    },
  });
}
