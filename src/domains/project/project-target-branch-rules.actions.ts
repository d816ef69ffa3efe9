import { Action, Domain, respond, type ActionContext, type ActionResult } from '@gitlab-mcp/action-kit';
import { GraphqlDataError } from '@gitlab-mcp/errors';
import { Injectable } from '@nestjs/common';
import { cursorArgs, pageInfoOf } from '../shared/cursor-page.dto.js';
import { requireGraphqlData } from '../shared/graphql.js';
import { requireMutationPayload } from '../shared/graphql-mutation.js';
import { resolveProjectFullPath } from '../shared/project-full-path.js';
import { projectPath } from '../shared/project-ref.js';
import {
  CreateTargetBranchRuleDto,
  DeleteTargetBranchRuleDto,
  ListTargetBranchRulesDto,
  TargetBranchRuleDeletionDto,
  TargetBranchRuleDto,
  TargetBranchRuleListDto,
} from './dto/target-branch-rule.dto.js';
import { PROJECT_DOMAIN } from './project.domain.js';
import { renderTargetBranchRule, renderTargetBranchRuleDeletion, renderTargetBranchRuleList } from './project-target-branch-rules.format.js';
import {
  TARGET_BRANCH_RULE_CREATE_MUTATION,
  TARGET_BRANCH_RULE_DESTROY_MUTATION,
  TARGET_BRANCH_RULE_LIST_QUERY,
  type TargetBranchRuleCreateData,
  type TargetBranchRuleDestroyData,
  type TargetBranchRuleListData,
  type TargetBranchRuleNode,
} from './target-branch-rules.query.js';

const RULE_GID = 'gid://gitlab/Projects::TargetBranchRule/';
const EDIT_HINT = 'target branch rules need GitLab Premium or Ultimate, and Maintainer or Owner role to change them';

function ruleOf(n: TargetBranchRuleNode): TargetBranchRuleDto {
  return { id: n.id, name: n.name, target_branch: n.targetBranch, created_at: n.createdAt ?? undefined };
}

/** GraphQL names a project by global ID in mutations; a path is looked up over REST first. */
async function projectGid(projectId: string, ctx: ActionContext): Promise<string> {
  if (/^\d+$/.test(projectId)) return `gid://gitlab/Project/${projectId}`;
  const res = await ctx.gitlab.rest<{ id: number }>({ method: 'GET', path: projectPath(projectId), signal: ctx.signal });
  return `gid://gitlab/Project/${res.data.id}`;
}

/** Target branch rules: the default target branch of new merge requests, by source branch name (Premium, GraphQL). */
@Domain(PROJECT_DOMAIN)
@Injectable()
export class ProjectTargetBranchRuleActions {
  @Action({
    id: 'project.target_branch_rule_list',
    title: 'List target branch rules',
    description:
      'List the target branch rules of a project over GraphQL: which branch new merge requests target by default, by source branch name pattern. Premium. Cursor paging: first/after forward, last/before backward.',
    tier: 'premium',
    readOnly: true,
    destructive: false,
    keywords: ['default MR target', 'MR target branch', 'hotfix target', 'default target branch', 'branch routing'],
    input: ListTargetBranchRulesDto,
    output: TargetBranchRuleListDto,
    operation: 'targetBranchRuleList',
    route: 'POST graphql',
    example: { project_id: 'acme/backend', first: 20 },
  })
  async targetBranchRuleList(input: ListTargetBranchRulesDto, ctx: ActionContext): Promise<ActionResult<TargetBranchRuleListDto>> {
    const paging = cursorArgs(input);
    const fullPath = await resolveProjectFullPath(input.project_id, ctx);
    const res = await ctx.gitlab.graphql<TargetBranchRuleListData>(TARGET_BRANCH_RULE_LIST_QUERY, { fullPath, ...paging }, ctx.signal);
    const data = requireGraphqlData(res, 'targetBranchRuleList');
    if (!data.project) {
      throw new GraphqlDataError({ source: 'top-level', operation: 'targetBranchRuleList', messages: [`project ${fullPath} not found, or the token cannot see it; use project.list to find it`] });
    }
    const conn = data.project.targetBranchRules;
    const out: TargetBranchRuleListDto = {
      target_branch_rules: (conn?.nodes ?? []).flatMap((n) => (n ? [ruleOf(n)] : [])),
      count: conn?.count ?? 0,
      page_info: pageInfoOf(conn?.pageInfo),
      next_steps: ['project.target_branch_rule_create to add a rule', 'project.target_branch_rule_delete with a rule id to remove it'],
    };
    return respond(out, renderTargetBranchRuleList(out, fullPath));
  }

  @Action({
    id: 'project.target_branch_rule_create',
    title: 'Create a target branch rule',
    description:
      'Create a target branch rule over GraphQL: new merge requests from branches matching name (a branch name or a pattern like "hotfix/*") target target_branch by default. Premium.',
    tier: 'premium',
    readOnly: false,
    destructive: false,
    keywords: ['default MR target', 'branch routing', 'hotfix target', 'route MRs', 'MR target branch'],
    input: CreateTargetBranchRuleDto,
    output: TargetBranchRuleDto,
    operation: 'targetBranchRuleCreate',
    route: 'POST graphql',
    hints: [{ text: `${EDIT_HINT}; a rule for the same name may already exist (see project.target_branch_rule_list)` }],
    example: { project_id: '42', name: 'hotfix/*', target_branch: 'main' },
  })
  async targetBranchRuleCreate(input: CreateTargetBranchRuleDto, ctx: ActionContext): Promise<ActionResult<TargetBranchRuleDto>> {
    const projectId = await projectGid(input.project_id, ctx);
    const res = await ctx.gitlab.graphql<TargetBranchRuleCreateData>(
      TARGET_BRANCH_RULE_CREATE_MUTATION,
      { input: { projectId, name: input.name, targetBranch: input.target_branch } },
      ctx.signal,
    );
    const node = requireMutationPayload(res, 'projectTargetBranchRuleCreate').targetBranchRule;
    if (!node) throw new GraphqlDataError({ source: 'mutation-payload', operation: 'projectTargetBranchRuleCreate', messages: ['GitLab returned no rule'] });
    const out: TargetBranchRuleDto = { ...ruleOf(node), next_steps: ['project.target_branch_rule_list to review the rules'] };
    return respond(out, renderTargetBranchRule(out, 'Target branch rule created:'));
  }

  @Action({
    id: 'project.target_branch_rule_delete',
    title: 'Delete a target branch rule',
    description: 'Delete a target branch rule over GraphQL, by its ID from project.target_branch_rule_list: new merge requests from matching branches target the default branch again. Premium.',
    tier: 'premium',
    readOnly: false,
    destructive: true,
    idempotent: true,
    keywords: ['default MR target', 'branch routing', 'MR target branch'],
    input: DeleteTargetBranchRuleDto,
    output: TargetBranchRuleDeletionDto,
    operation: 'targetBranchRuleDestroy',
    route: 'POST graphql',
    hints: [{ text: `the rule may not exist (use project.target_branch_rule_list for the IDs); ${EDIT_HINT}` }],
    example: { id: 'gid://gitlab/Projects::TargetBranchRule/1' },
  })
  async targetBranchRuleDelete(input: DeleteTargetBranchRuleDto, ctx: ActionContext): Promise<ActionResult<TargetBranchRuleDeletionDto>> {
    const id = input.id.startsWith(RULE_GID) ? input.id : `${RULE_GID}${input.id}`;
    const res = await ctx.gitlab.graphql<TargetBranchRuleDestroyData>(TARGET_BRANCH_RULE_DESTROY_MUTATION, { input: { id } }, ctx.signal);
    requireMutationPayload(res, 'projectTargetBranchRuleDestroy');
    const out: TargetBranchRuleDeletionDto = { id, message: 'Target branch rule deleted.', next_steps: ['project.target_branch_rule_list to review the remaining rules'] };
    return respond(out, renderTargetBranchRuleDeletion(out));
  }
}
