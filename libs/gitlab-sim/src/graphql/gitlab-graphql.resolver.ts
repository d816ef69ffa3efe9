import { branchPatternMatches } from '../store/repository.service';
import { canReadProject } from '../store/access.policy';
import type { SimProject, SimProtectedBranch, SimAccessRule, SimUser } from '../store/sim-model.interface';
import type { SimStore } from '../store/sim.store';
import { accessLevelDescription } from '../presenters/protected-branch.presenter';
import { connection, type ConnectionArgs } from './cursor.paginator';
import { epicRoot } from './epics.resolver';
import { targetBranchRuleRoot, targetBranchRulesOf } from './target-branch-rules.resolver';
import { workItemRoot } from './work-items.resolver';

/** What the resolvers need from the request. */
export interface GraphqlRequestContext {
  store: SimStore;
  baseUrl: string;
  user: SimUser | undefined;
}

type Resolved = Record<string, unknown>;

function accessLevels(store: SimStore, rules: SimAccessRule[]) {
  const nodes = rules
    .filter((r) => r.accessLevel !== null && r.userId === null && r.groupId === null && r.deployKeyId === null)
    .map((r) => ({ id: r.id, accessLevel: r.accessLevel, accessLevelDescription: accessLevelDescription(store, r) }));
  return (args: ConnectionArgs) => connection(nodes, args, (n) => String(n.id));
}

function branchRule(ctx: GraphqlRequestContext, project: SimProject, pb: SimProtectedBranch): Resolved {
  const branches = [...project.repository.branches.keys()];
  return {
    id: `gid://gitlab/Projects::BranchRule/${pb.id}`,
    name: pb.name,
    isDefault: pb.name === project.defaultBranch,
    isGroupLevel: false,
    isProtected: true,
    matchingBranchesCount: branches.filter((b) => branchPatternMatches(pb.name, b)).length,
    createdAt: pb.createdAt,
    updatedAt: pb.updatedAt,
    branchProtection: {
      allowForcePush: pb.allowForcePush,
      codeOwnerApprovalRequired: pb.codeOwnerApprovalRequired,
      isGroupLevel: false,
      mergeAccessLevels: accessLevels(ctx.store, pb.mergeAccessLevels),
      pushAccessLevels: accessLevels(ctx.store, pb.pushAccessLevels),
      unprotectAccessLevels: accessLevels(ctx.store, pb.unprotectAccessLevels),
    },
  };
}

function project(ctx: GraphqlRequestContext, p: SimProject): Resolved {
  const fullPath = ctx.store.projectFullPath(p);
  return {
    id: `gid://gitlab/Project/${p.id}`,
    fullPath,
    name: p.name,
    nameWithNamespace: ctx.store.projectNameWithNamespace(p),
    path: p.path,
    description: p.description,
    archived: p.archived,
    createdAt: p.createdAt,
    lastActivityAt: p.lastActivityAt,
    forksCount: p.forksCount,
    starCount: p.starCount,
    topics: [...p.topics],
    visibility: p.visibility,
    webUrl: `${ctx.baseUrl}/${fullPath}`,
    httpUrlToRepo: `${ctx.baseUrl}/${fullPath}.git`,
    sshUrlToRepo: `git@${new URL(ctx.baseUrl).hostname}:${fullPath}.git`,
    targetBranchRules: targetBranchRulesOf(ctx, p),
    branchRules: (args: ConnectionArgs) => {
      // The default branch's rule comes first, the others by name.
      const rules = [...p.protectedBranches].sort((a, b) => {
        if (a.name === p.defaultBranch) return -1;
        if (b.name === p.defaultBranch) return 1;
        return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
      });
      const page = connection(rules, args, (pb) => String(pb.id));
      return {
        nodes: page.nodes.map((pb) => branchRule(ctx, p, pb)),
        edges: page.edges.map((e) => ({ cursor: e.cursor, node: branchRule(ctx, p, e.node) })),
        pageInfo: page.pageInfo,
      };
    },
  };
}

/** The root value for one request: `currentUser` and `project(fullPath:)`. */
export function rootValue(ctx: GraphqlRequestContext): Resolved {
  return {
    ...epicRoot(ctx, workItemRoot(ctx)),
    ...targetBranchRuleRoot(ctx),
    currentUser: () => {
      const u = ctx.user;
      if (!u) return null;
      return {
        id: `gid://gitlab/User/${u.id}`,
        username: u.username,
        name: u.name,
        bot: u.bot,
        publicEmail: u.publicEmail || null,
        avatarUrl: null,
        webPath: `/${u.username}`,
        webUrl: `${ctx.baseUrl}/${u.username}`,
      };
    },
    project: (args: { fullPath: string }) => {
      const p = ctx.store.findProject(String(args.fullPath));
      // Only full paths resolve here (GitLab's `project(fullPath:)` does not take numeric ids).
      if (!p || /^\d+$/.test(String(args.fullPath)) || !canReadProject(ctx.store, p, ctx.user)) return null;
      return project(ctx, p);
    },
  };
}
