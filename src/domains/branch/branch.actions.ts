import { Action, Domain, respond, type ActionContext, type ActionResult, type Declared } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { requireGraphqlData } from '../shared/graphql.js';
import { ProjectIdDto } from '../shared/project-id.dto.js';
import { resolveProjectFullPath } from '../shared/project-full-path.js';
import { ProtectedBranchDto, ProtectedBranchListDto } from '../shared/protected-branch.dto.js';
import { renderProtectedBranch, renderProtectedBranchList } from '../shared/protected-branch.format.js';
import { BRANCH_RULES_QUERY, type BranchRulesData } from './branch-rules.query.js';
import {
  renderBranch,
  renderBranchDeletion,
  renderBranchList,
  renderBranchRules,
  renderUnprotect,
} from './branch.format.js';
import {
  BranchRefDto,
  CreateBranchDto,
  ListBranchesDto,
  ListBranchRulesDto,
  ListProtectedBranchesDto,
  ProtectBranchDto,
  UpdateProtectedBranchDto,
} from './dto/branch-params.dto.js';
import { BranchRuleListDto } from './dto/branch-rule.dto.js';
import { BranchDeletionDto, BranchDto, BranchListDto } from './dto/branch.dto.js';
import { UnprotectResultDto } from './dto/protected-branch.dto.js';

const BRANCH_NOT_FOUND = {
  resource: 'Branch',
  identifier: '"{branch}" in project {project_id}',
  nextSteps: ["Use action 'branch.list' to list the project's branches", 'Verify the branch name is spelled correctly (case-sensitive)'],
};

@Domain({ name: 'branch', description: 'Repository branches: list, get, create, delete, and branch protection rules.', keywords: ['git branch', 'branches', 'ref', 'refs', 'heads'] })
@Injectable()
export class BranchActions {
  @Action({
    id: 'branch.list', title: 'List branches', tier: 'free', readOnly: true, destructive: false,
    description: 'List the branches of a project, optionally filtered by name (search) or a regular expression.',
    keywords: ['show branches', 'git branch', 'heads', 'refs'],
    input: ListBranchesDto, output: BranchListDto, operation: 'branchList', route: 'GET /projects/:id/repository/branches',
    hints: [{ text: 'verify project_id; use project.list to find the project', statuses: [404] }],
    example: { project_id: '42', search: 'feature', per_page: 5 },
    reply: { list: 'branches', render: (out, input) => renderBranchList(out, input.project_id), nextSteps: ['branch.get for one branch in detail', 'branch.create to start a new branch'] },
  })
  readonly list?: Declared;

  @Action({
    id: 'branch.get', title: 'Get a branch', tier: 'free', readOnly: true, destructive: false,
    description: 'Get one branch of a project: its last commit, whether it is protected, merged or the default branch.',
    keywords: ['branch details', 'head commit', 'ref'],
    input: BranchRefDto, output: BranchDto, operation: 'branchGet', route: 'GET /projects/:id/repository/branches/:branch',
    notFound: BRANCH_NOT_FOUND, example: { project_id: '42', branch: 'main' },
    reply: { render: renderBranch, nextSteps: ['branch.list to see other branches', 'branch.protect to protect it'] },
  })
  readonly get?: Declared;

  @Action({
    id: 'branch.create', title: 'Create a branch', tier: 'free', readOnly: false, destructive: false,
    description: 'Create a branch from an existing branch, tag or commit SHA.',
    keywords: ['new branch', 'checkout -b', 'git branch', 'start branch', 'feature branch'],
    input: CreateBranchDto, output: BranchDto, operation: 'branchCreate', route: 'POST /projects/:id/repository/branches',
    hints: [{ text: 'the branch may already exist (use branch.get to inspect it), or ref names no branch, tag or commit (use branch.list)', statuses: [400] }],
    example: { project_id: '42', branch_name: 'feature/contract', ref: 'main' },
    request: { rename: { branch_name: 'branch' } },
    reply: { render: renderBranch, nextSteps: ['repository.file_create to commit to it', 'merge_request.create to open a merge request from it'] },
  })
  readonly create?: Declared;

  @Action({
    id: 'branch.delete', title: 'Delete a branch', tier: 'free', readOnly: false, destructive: true, idempotent: true,
    description: 'Delete a branch. Commits only on that branch become unreachable; this cannot be undone from the API.',
    keywords: ['remove branch', 'drop branch', 'git push --delete'],
    input: BranchRefDto, output: BranchDeletionDto, operation: 'branchDelete', route: 'DELETE /projects/:id/repository/branches/:branch',
    hints: [{ text: 'the branch may not exist; use branch.list to see the branches', statuses: [404] }, { text: 'protected or default branches cannot be deleted; use branch.unprotect first (needs Maintainer or Owner role)', statuses: [400, 403], namesRole: true }],
    example: { project_id: '42', branch: 'fix/typo' },
    reply: { shape: (_, input) => ({ project_id: input.project_id, branch: input.branch, message: 'Branch deleted.' }), render: renderBranchDeletion, nextSteps: ['branch.list to see the remaining branches'] },
  })
  readonly delete?: Declared;

  @Action({
    id: 'branch.delete_merged', title: 'Delete merged branches', tier: 'free', readOnly: false, destructive: true, idempotent: true,
    description: 'Delete every branch already merged into the default branch (protected branches are kept). GitLab runs it in the background.',
    keywords: ['clean up', 'prune', 'stale branches', 'tidy'],
    input: ProjectIdDto, output: BranchDeletionDto, operation: 'branchDeleteMerged', route: 'DELETE /projects/:id/repository/merged_branches',
    hints: [{ text: 'deleting merged branches requires Maintainer or Owner role', statuses: [403], namesRole: true }],
    example: { project_id: '42' },
    reply: { shape: mergedDeletion, render: renderBranchDeletion, nextSteps: ['branch.list with a short delay to see what remains'] },
  })
  readonly deleteMerged?: Declared;

  @Action({
    id: 'branch.list_protected', title: 'List protected branches', tier: 'free', readOnly: true, destructive: false,
    description: 'List the protected branches (and wildcard rules) of a project with who may push, merge and unprotect.',
    keywords: ['branch protection', 'protection rules', 'allowed to push', 'allowed to merge'],
    input: ListProtectedBranchesDto, output: ProtectedBranchListDto, operation: 'protectedBranchList', route: 'GET /projects/:id/protected_branches',
    example: { project_id: '42' },
    reply: { list: 'protected_branches', render: (out, input) => renderProtectedBranchList(out, `project ${input.project_id}`), nextSteps: ['branch.get_protected for one rule', 'branch.protect to add a rule'] },
  })
  readonly listProtected?: Declared;

  @Action({
    id: 'branch.get_protected', title: 'Get a protected branch', tier: 'free', readOnly: true, destructive: false,
    description: 'Get the protection rule of one branch or wildcard: push, merge and unprotect access levels.',
    keywords: ['branch protection', 'allowed to push', 'allowed to merge'],
    input: BranchRefDto, output: ProtectedBranchDto, operation: 'protectedBranchGet', route: 'GET /projects/:id/protected_branches/:name',
    notFound: {
      resource: 'Protected Branch',
      identifier: '"{branch}" in project {project_id}',
      nextSteps: ["Use action 'branch.list_protected' to list the project's protected branches", "Use action 'branch.protect' to protect the branch"],
    },
    example: { project_id: '42', branch: 'main' },
    request: { path: { name: 'branch' } },
    reply: { render: renderProtectedBranch, nextSteps: ['branch.update_protected to change it', 'branch.unprotect to remove it'] },
  })
  readonly getProtected?: Declared;

  @Action({
    id: 'branch.protect', title: 'Protect a branch', tier: 'free', readOnly: false, destructive: false,
    description: 'Protect a branch or wildcard pattern, choosing who may push, merge and unprotect (Maintainers by default): by role, or per user, group or deploy key (allowed_to_push/merge/unprotect).',
    keywords: ['protected branch', 'branch protection', 'lock branch', 'restrict push', 'allowed to push', 'allowed to merge'],
    input: ProtectBranchDto, output: ProtectedBranchDto, operation: 'branchProtect', route: 'POST /projects/:id/protected_branches',
    hints: [
      { text: 'protecting branches requires Maintainer or Owner role', statuses: [401, 403], namesRole: true },
      { text: 'the branch is already protected; use branch.update_protected to change the rule', statuses: [409, 422] },
    ],
    example: { project_id: '42', branch: 'develop', push_access_level: 40, merge_access_level: 30 },
    request: { rename: { branch: 'name' } },
    reply: { render: renderProtectedBranch, nextSteps: ['branch.list_protected to review all rules'] },
  })
  readonly protect?: Declared;

  @Action({
    id: 'branch.update_protected', title: 'Update a protected branch', tier: 'free', readOnly: false, destructive: false, idempotent: true,
    description: 'Change a protection rule: force push, code owner approval (Premium), and who may push, merge or unprotect (allowed_to_push/merge/unprotect entries are added, changed by id or removed with _destroy).',
    keywords: ['allow force push', 'code owners', 'CODEOWNERS', 'branch protection'],
    input: UpdateProtectedBranchDto, output: ProtectedBranchDto, operation: 'protectedBranchUpdate', route: 'PATCH /projects/:id/protected_branches/:name',
    hints: [
      { text: 'the branch may not be protected; use branch.list_protected', statuses: [404] },
      { text: 'changing branch protection requires Maintainer or Owner role', statuses: [401, 403], namesRole: true },
    ],
    example: { project_id: '42', branch: 'main', allow_force_push: false },
    request: { path: { name: 'branch' } },
    reply: { render: renderProtectedBranch, nextSteps: ['branch.get_protected to check the rule'] },
  })
  readonly updateProtected?: Declared;

  @Action({
    id: 'branch.unprotect', title: 'Unprotect a branch', tier: 'free', readOnly: false, destructive: true, idempotent: true,
    description: 'Remove the protection rule of a branch or wildcard, so anyone with Developer access may push or delete it.',
    keywords: ['protected branch', 'remove protection', 'unlock branch', 'allow push'],
    input: BranchRefDto, output: UnprotectResultDto, operation: 'branchUnprotect', route: 'DELETE /projects/:id/protected_branches/:name',
    hints: [
      { text: 'the branch may not be protected; use branch.list_protected', statuses: [404] },
      { text: 'unprotecting branches requires Maintainer or Owner role', statuses: [401, 403], namesRole: true },
    ],
    example: { project_id: '42', branch: 'release/*' },
    request: { path: { name: 'branch' } },
    reply: { shape: (_, input) => ({ project_id: input.project_id, branch: input.branch, message: 'Protection removed.' }), render: renderUnprotect, nextSteps: ['branch.list_protected to review the remaining rules'] },
  })
  readonly unprotect?: Declared;

  @Action({
    id: 'branch.rule_list',
    title: 'List branch rules',
    description: 'List the branch rules of a project over GraphQL (protection, default branch, matching branches count). Forward-only cursor paging: first/after.',
    keywords: ['branch protection', 'protection rules', 'ruleset', 'rulesets', 'protected branches'],
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: ListBranchRulesDto,
    output: BranchRuleListDto,
    operation: 'branchRuleList',
    route: 'POST graphql',
    example: { project_id: 'acme/backend', first: 10 },
  })
  async ruleList(input: ListBranchRulesDto, ctx: ActionContext): Promise<ActionResult<BranchRuleListDto>> {
    const fullPath = await resolveProjectFullPath(input.project_id, ctx);
    const res = await ctx.gitlab.graphql<BranchRulesData>(BRANCH_RULES_QUERY, { fullPath, first: input.first ?? 20, after: input.after }, ctx.signal);
    const data = requireGraphqlData(res, 'branchRules');
    const conn = data.project?.branchRules;
    const out: BranchRuleListDto = {
      rules: (conn?.nodes ?? []).map((n) => ({
        name: n.name,
        is_default: n.isDefault,
        is_protected: n.isProtected,
        matching_branches_count: n.matchingBranchesCount,
        created_at: n.createdAt ?? undefined,
        updated_at: n.updatedAt ?? undefined,
        allow_force_push: n.branchProtection?.allowForcePush,
        code_owner_approval_required: n.branchProtection?.codeOwnerApprovalRequired,
        merge_access_levels: (n.branchProtection?.mergeAccessLevels?.nodes ?? []).map(toLevel),
        push_access_levels: (n.branchProtection?.pushAccessLevels?.nodes ?? []).map(toLevel),
      })),
      page_info: { has_next_page: conn?.pageInfo.hasNextPage ?? false, end_cursor: conn?.pageInfo.endCursor ?? undefined },
      next_steps: ['branch.get_protected for one rule in detail'],
    };
    return respond(out, renderBranchRules(out, fullPath));
  }
}

function toLevel(n: { accessLevel: number | null; accessLevelDescription: string | null }): { access_level?: number; access_level_description?: string } {
  return { access_level: n.accessLevel ?? undefined, access_level_description: n.accessLevelDescription ?? undefined };
}

/** GitLab answers 202 with `{ message: '202 Accepted' }` and deletes in the background. */
function mergedDeletion(answer: unknown, input: ProjectIdDto): Omit<BranchDeletionDto, 'next_steps'> {
  const message = (answer as { message?: string } | undefined)?.message;
  return { project_id: input.project_id, message: message === '202 Accepted' ? 'Accepted: GitLab is deleting merged branches in the background.' : (message ?? 'Accepted.') };
}
