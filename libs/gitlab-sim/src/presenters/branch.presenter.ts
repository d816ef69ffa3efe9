import { ACCESS } from '../gitlab-sim.constants';
import { effectiveAccess } from '../store/access.policy';
import { branchPatternMatches, isAncestor } from '../store/repository.service';
import type { SimCommit, SimProject, SimProtectedBranch, SimUser } from '../store/sim-model.interface';
import type { SimStore } from '../store/sim.store';

/** `API::Entities::Commit`. */
export function presentCommit(webBase: string, commit: SimCommit): Record<string, unknown> {
  return {
    id: commit.id,
    short_id: commit.id.slice(0, 8),
    created_at: commit.committedDate,
    parent_ids: [...commit.parentIds],
    title: commit.title,
    message: commit.message,
    author_name: commit.authorName,
    author_email: commit.authorEmail,
    authored_date: commit.authoredDate,
    committer_name: commit.committerName,
    committer_email: commit.committerEmail,
    committed_date: commit.committedDate,
    trailers: {},
    extended_trailers: {},
    web_url: `${webBase}/-/commit/${commit.id}`,
  };
}

/** The protected-branch rules (exact or wildcard) that cover a branch. */
export function rulesFor(project: SimProject, branch: string): SimProtectedBranch[] {
  return project.protectedBranches.filter((pb) => branchPatternMatches(pb.name, branch));
}

/** GitLab's `merged`: reachable from the default branch's head without being identical to it. */
export function isMerged(project: SimProject, branch: string): boolean {
  const repo = project.repository;
  const head = repo.branches.get(branch);
  const target = repo.branches.get(project.defaultBranch);
  if (!head || !target || branch === project.defaultBranch || head === target) return false;
  return isAncestor(repo, head, target);
}

function allows(rules: SimProtectedBranch[], pick: (pb: SimProtectedBranch) => SimProtectedBranch['pushAccessLevels'], user: SimUser, level: number): boolean {
  return rules.some((pb) =>
    pick(pb).some((r) => r.userId === user.id || (r.accessLevel !== null && r.accessLevel > ACCESS.NO_ACCESS && level >= r.accessLevel)),
  );
}

/** Whether `user` may push to `branch` (developers on unprotected branches; the rule's levels on protected ones). */
export function canPush(store: SimStore, project: SimProject, user: SimUser, branch: string): boolean {
  const level = effectiveAccess(store, project, user);
  if (level < ACCESS.DEVELOPER) return false;
  const rules = rulesFor(project, branch);
  if (rules.length === 0) return true;
  return allows(rules, (pb) => pb.pushAccessLevels, user, user.isAdmin ? ACCESS.ADMIN : level);
}

/** `API::Entities::Branch`. */
export function presentBranch(
  store: SimStore,
  base: string,
  project: SimProject,
  name: string,
  viewer: SimUser,
): Record<string, unknown> {
  const sha = project.repository.branches.get(name) as string;
  const commit = project.repository.commits.get(sha) as SimCommit;
  const webBase = `${base}/${store.projectFullPath(project)}`;
  const rules = rulesFor(project, name);
  const developerRule = (pick: (pb: SimProtectedBranch) => SimProtectedBranch['pushAccessLevels']): boolean =>
    rules.some((pb) => pick(pb).some((r) => r.accessLevel === ACCESS.DEVELOPER));
  return {
    name,
    commit: presentCommit(webBase, commit),
    merged: isMerged(project, name),
    protected: rules.length > 0,
    developers_can_push: developerRule((pb) => pb.pushAccessLevels),
    developers_can_merge: developerRule((pb) => pb.mergeAccessLevels),
    can_push: canPush(store, project, viewer, name),
    default: name === project.defaultBranch,
    web_url: `${webBase}/-/tree/${name}`,
  };
}
