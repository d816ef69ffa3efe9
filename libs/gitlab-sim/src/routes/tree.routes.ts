import type { FastifyInstance } from 'fastify';
import { messages } from '../gitlab-sim.messages';
import { paginate } from '../rest.paginator';
import { input, loadProject, restRoute, str } from '../rest.router';
import type { SimContext } from '../sim-context.interface';
import { SimHttpError } from '../sim-http.error';
import { resolveRef } from '../store/repository.service';
import type { SimCommit, SimProject } from '../store/sim-model.interface';

/** One entry of GitLab's repository tree answer. */
interface TreeEntry {
  id: string;
  name: string;
  type: 'tree' | 'blob' | 'commit';
  path: string;
  mode: string;
}

/** Submodule paths and URLs of a commit's `.gitmodules` (git config syntax). */
function submodules(commit: SimCommit): { path: string; url: string }[] {
  const text = commit.tree.get('.gitmodules')?.content.toString('utf8') ?? '';
  const out: { path: string; url: string }[] = [];
  for (const section of text.split(/^\[submodule [^\]]*\]\s*$/m).slice(1)) {
    const path = /^\s*path\s*=\s*(.+)$/m.exec(section)?.[1].trim();
    const url = /^\s*url\s*=\s*(.+)$/m.exec(section)?.[1].trim();
    if (path && url) out.push({ path, url });
  }
  return out;
}

/** The head commit of the project a submodule URL names (`git@host:group/project.git`). */
function gitlinkSha(ctx: SimContext, url: string): string | undefined {
  const path = /[:/]([^:/]+\/[^/]+?)(?:\.git)?$/.exec(url)?.[1];
  const project: SimProject | undefined = path ? ctx.store.findProject(path) : undefined;
  return project ? resolveRef(project.repository, project.defaultBranch)?.id : undefined;
}

/**
 * `GET /projects/:id/repository/tree`: the entries of one directory (or all, `recursive`) at a
 * ref, with directories, files and the gitlinks that `.gitmodules` declares (type `commit`).
 */
export function registerTreeRoutes(app: FastifyInstance, ctx: SimContext): void {
  restRoute(app, ctx, {
    method: 'GET',
    url: '/projects/:id/repository/tree',
    handler: async (request, reply, caller) => {
      const project = loadProject(ctx, request, caller);
      const q = input(request);
      const ref = str(q.ref) ?? project.defaultBranch;
      const commit = resolveRef(project.repository, ref);
      if (!commit) throw new SimHttpError(404, messages.notFound('Tree'));
      const dir = (str(q.path) ?? '').replace(/^\/+|\/+$/g, '');
      const recursive = str(q.recursive) === 'true';
      const entries = new Map<string, TreeEntry>();
      const add = (path: string, type: TreeEntry['type'], id: string): void => {
        const rel = dir === '' ? path : path.startsWith(`${dir}/`) ? path.slice(dir.length + 1) : undefined;
        if (rel === undefined || rel === '') return;
        const parts = rel.split('/');
        const depth = recursive ? parts.length : 1;
        for (let i = 1; i <= depth; i++) {
          const sub = parts.slice(0, i).join('/');
          const full = dir === '' ? sub : `${dir}/${sub}`;
          const last = i === parts.length;
          if (entries.has(full)) continue;
          entries.set(full, { id: last ? id : '', name: parts[i - 1], type: last ? type : 'tree', path: full, mode: last ? (type === 'commit' ? '160000' : '100644') : '040000' });
        }
      };
      for (const [path, blob] of commit.tree) add(path, 'blob', blob.blobId);
      for (const s of submodules(commit)) add(s.path, 'commit', gitlinkSha(ctx, s.url) ?? '0'.repeat(40));
      const list = [...entries.values()].sort((a, b) => (a.type === b.type ? a.path.localeCompare(b.path) : a.type === 'tree' ? -1 : 1));
      return paginate(ctx.baseUrl(), request, reply, list);
    },
  });
}
