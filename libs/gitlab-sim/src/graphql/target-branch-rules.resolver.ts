import { GraphQLError } from 'graphql';
import { ACCESS } from '../gitlab-sim.constants';
import { messages } from '../gitlab-sim.messages';
import { canReadProject, effectiveAccess } from '../store/access.policy';
import type { SimProject } from '../store/sim-model.interface';
import { targetBranchRuleState, type SimTargetBranchRule } from '../store/target-branch-rules.store';
import { connection, type ConnectionArgs } from './cursor.paginator';
import type { GraphqlRequestContext } from './gitlab-graphql.resolver';

type Resolved = Record<string, unknown>;

const RULE_GID = 'gid://gitlab/Projects::TargetBranchRule/';
const notAvailable = (): GraphQLError => new GraphQLError(messages.graphqlResourceNotAvailable());

function gidNumber(gid: unknown, prefix: string): number | undefined {
  const text = String(gid ?? '');
  return text.startsWith(prefix) && /^\d+$/.test(text.slice(prefix.length)) ? Number(text.slice(prefix.length)) : undefined;
}

/** The feature is licensed on Premium and Ultimate only. */
function licensed(ctx: GraphqlRequestContext): boolean {
  return ctx.store.data.plan !== 'free';
}

function present(rule: SimTargetBranchRule): Resolved {
  return { id: `${RULE_GID}${rule.id}`, name: rule.name, targetBranch: rule.targetBranch, createdAt: rule.createdAt };
}

/** Changing rules needs Maintainer role on a licensed instance; anything else reads as "not available", like GitLab. */
function requireAdmin(ctx: GraphqlRequestContext, project: SimProject | undefined): SimProject {
  if (!project || !ctx.user || !licensed(ctx) || !canReadProject(ctx.store, project, ctx.user)) throw notAvailable();
  if (effectiveAccess(ctx.store, project, ctx.user) < ACCESS.MAINTAINER) throw notAvailable();
  return project;
}

/** `Project.targetBranchRules`: the project's rules by ID, empty without the licence. */
export function targetBranchRulesOf(ctx: GraphqlRequestContext, project: SimProject): (args: ConnectionArgs) => Resolved {
  return (args) => {
    const rules = licensed(ctx) ? targetBranchRuleState(ctx.store.data).rules.filter((r) => r.projectId === project.id) : [];
    const page = connection(rules, args, (r) => String(r.id));
    return {
      count: () => rules.length,
      nodes: page.nodes.map(present),
      edges: page.edges.map((e) => ({ cursor: e.cursor, node: present(e.node) })),
      pageInfo: page.pageInfo,
    };
  };
}

/** The target-branch-rule mutations of the root value. */
export function targetBranchRuleRoot(ctx: GraphqlRequestContext): Resolved {
  return {
    projectTargetBranchRuleCreate: ({ input }: { input: { projectId: string; name: string; targetBranch: string } }) => {
      const id = gidNumber(input.projectId, 'gid://gitlab/Project/');
      const project = requireAdmin(ctx, id === undefined ? undefined : ctx.store.findProject(String(id)));
      const state = targetBranchRuleState(ctx.store.data);
      const errors: string[] = [];
      if (input.name.trim() === '') errors.push("Name can't be blank");
      if (input.targetBranch.trim() === '') errors.push("Target branch can't be blank");
      if (state.rules.some((r) => r.projectId === project.id && r.name === input.name)) errors.push('Name has already been taken');
      if (errors.length > 0) return { errors, targetBranchRule: null };
      const rule: SimTargetBranchRule = { id: state.nextId++, projectId: project.id, name: input.name, targetBranch: input.targetBranch, createdAt: new Date().toISOString() };
      state.rules.push(rule);
      return { errors: [], targetBranchRule: present(rule) };
    },
    projectTargetBranchRuleDestroy: ({ input }: { input: { id: string } }) => {
      const state = targetBranchRuleState(ctx.store.data);
      const id = gidNumber(input.id, RULE_GID);
      const rule = state.rules.find((r) => r.id === id);
      if (!rule) throw notAvailable();
      requireAdmin(ctx, ctx.store.findProject(String(rule.projectId)));
      state.rules = state.rules.filter((r) => r !== rule);
      return { errors: [] };
    },
  };
}
