import { commit, isAncestor } from './repository.service';
import type { SimBlob, SimCommit, SimMergeRequest, SimProject, SimRepository } from './sim-model.interface';

/** The newest commit reachable from both heads (breadth-first from `source`), like `git merge-base`. */
export function mergeBase(repo: SimRepository, source: string, target: string): string | undefined {
  const queue = [source];
  const seen = new Set<string>();
  while (queue.length > 0) {
    const sha = queue.shift() as string;
    if (seen.has(sha)) continue;
    seen.add(sha);
    if (isAncestor(repo, sha, target)) return sha;
    queue.push(...(repo.commits.get(sha)?.parentIds ?? []));
  }
  return undefined;
}

/** An open merge request follows its source branch: new commits pushed there become its head. */
export function followSourceBranch(project: SimProject, mr: SimMergeRequest): void {
  if (mr.state !== 'opened') return;
  const head = project.repository.branches.get(mr.sourceBranch);
  if (head !== undefined) mr.sha = head;
}

/**
 * Merges `mr.sha` into the target branch: the source's changes since the merge base are applied on
 * the target's head in a merge commit (two parents), or in one squashed commit. Returns the commit.
 */
export function mergeIntoTarget(project: SimProject, mr: SimMergeRequest, author: { name: string; email: string }, squash: boolean, message?: string): SimCommit {
  const repo = project.repository;
  const target = repo.branches.get(mr.targetBranch) as string;
  const base = mergeBase(repo, mr.sha, target);
  const empty = new Map<string, SimBlob>();
  const baseTree = (base === undefined ? undefined : repo.commits.get(base)?.tree) ?? empty;
  const sourceTree = repo.commits.get(mr.sha)?.tree ?? empty;
  const changes: Record<string, Buffer | null> = {};
  for (const [path, blob] of sourceTree) if (baseTree.get(path)?.blobId !== blob.blobId) changes[path] = blob.content;
  for (const path of baseTree.keys()) if (!sourceTree.has(path)) changes[path] = null;
  const title = squash ? mr.title : `Merge branch '${mr.sourceBranch}' into '${mr.targetBranch}'`;
  const created = commit(repo, {
    parentIds: squash ? [target] : [target, mr.sha],
    message: message ?? `${title}\n\n${mr.title}\n\nSee merge request !${mr.iid}`,
    authorName: author.name,
    authorEmail: author.email,
    date: new Date().toISOString(),
    changes,
  });
  repo.branches.set(mr.targetBranch, created.id);
  return created;
}
