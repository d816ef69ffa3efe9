import type { FastifyInstance } from 'fastify';
import { messages } from '../gitlab-sim.messages';
import { presentCommit } from '../presenters/branch.presenter';
import { loadProject, param, restRoute } from '../rest.router';
import type { SimContext } from '../sim-context.interface';
import { SimHttpError } from '../sim-http.error';
import { resolveRef } from '../store/repository.service';
import type { SimBlob, SimCommit, SimRepository } from '../store/sim-model.interface';

/** The lines of a blob, or none for a missing one. */
function lines(blob: SimBlob | undefined): string[] {
  if (!blob || blob.content.length === 0) return [];
  return blob.content.toString('utf8').replace(/\n$/, '').split('\n');
}

/** Lines of `after` not matched in `before` (as multisets): what a line diff counts as added. */
function unmatched(after: string[], before: string[]): number {
  const left = new Map<string, number>();
  for (const l of before) left.set(l, (left.get(l) ?? 0) + 1);
  let count = 0;
  for (const l of after) {
    const n = left.get(l) ?? 0;
    if (n > 0) left.set(l, n - 1);
    else count += 1;
  }
  return count;
}

/** GitLab's `stats` of a commit: lines added and deleted against its first parent. */
function stats(repo: SimRepository, commit: SimCommit): { additions: number; deletions: number; total: number } {
  const parent = commit.parentIds[0] === undefined ? undefined : repo.commits.get(commit.parentIds[0]);
  const before = parent?.tree ?? new Map<string, SimBlob>();
  let additions = 0;
  let deletions = 0;
  for (const path of new Set([...before.keys(), ...commit.tree.keys()])) {
    const a = before.get(path);
    const b = commit.tree.get(path);
    if (a?.blobId === b?.blobId) continue;
    additions += unmatched(lines(b), lines(a));
    deletions += unmatched(lines(a), lines(b));
  }
  return { additions, deletions, total: additions + deletions };
}

/** `GET /projects/:id/repository/commits/:sha`: one commit by sha, short sha or branch name (`API::Entities::CommitDetail`). */
export function registerCommitRoutes(app: FastifyInstance, ctx: SimContext): void {
  restRoute(app, ctx, {
    method: 'GET',
    url: '/projects/:id/repository/commits/:sha',
    handler: async (request, _reply, caller) => {
      const project = loadProject(ctx, request, caller);
      const commit = resolveRef(project.repository, param(request, 'sha'));
      if (!commit) throw new SimHttpError(404, messages.notFound('Commit'));
      const webBase = `${ctx.baseUrl()}/${ctx.store.projectFullPath(project)}`;
      return { ...presentCommit(webBase, commit), stats: stats(project.repository, commit), status: null, project_id: project.id, last_pipeline: null };
    },
  });
}
