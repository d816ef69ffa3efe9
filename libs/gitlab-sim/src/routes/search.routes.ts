import type { FastifyInstance } from 'fastify';
import { messages } from '../gitlab-sim.messages';
import { paginate } from '../rest.paginator';
import { input, loadProject, requireParams, restRoute, str } from '../rest.router';
import type { SimContext } from '../sim-context.interface';
import { SimHttpError } from '../sim-http.error';
import { ShapeResponder } from '../shapes/shape.responder';
import { resolveRef } from '../store/repository.service';
import type { SimBlob, SimProject } from '../store/sim-model.interface';

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

/**
 * Project search: code (`scope=blobs`) searches the repository's files at `ref` (default branch) as
 * GitLab's basic search does; the other scopes keep their shaped answer.
 */
export function registerSearchRoutes(app: FastifyInstance, ctx: SimContext): void {
  const shaped = new ShapeResponder(ctx).handlerFor('GET', '/projects/:id/search');
  restRoute(app, ctx, {
    method: 'GET',
    url: '/projects/:id/search',
    handler: (req, reply, caller) => {
      const params = input(req);
      if (str(params['scope']) !== 'blobs') return shaped(req, reply, caller);
      const project = loadProject(ctx, req, caller);
      requireParams(params, ['search', 'scope']);
      const search = str(params['search']) ?? '';
      if (search.trim() === '') throw new SimHttpError(400, messages.validation(['search is empty']));
      return paginate(ctx.baseUrl(), req, reply, searchBlobs(project, str(params['ref']) ?? project.defaultBranch, search));
    },
  });
}
