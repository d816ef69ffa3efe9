import { daysBetween, factsBlock, itemsOf, tally, type BranchFact, type MrFact } from './prompt-facts.js';
import { at, capped, clean, compose, DATA_NOTE, optional, PAGE, projectArg, projectHeader } from './prompt-kit.js';
import type { PromptInput, PromptSpec } from './prompt.interface.js';
import { pipelineStats, type PipelineFact } from './pipeline.prompts.js';

interface TreeEntry {
  readonly name?: string;
  readonly path?: string;
  readonly type?: string;
}

interface ProtectedBranch {
  readonly name?: string;
  readonly push_access_levels?: readonly { access_level_description?: string }[];
  readonly merge_access_levels?: readonly { access_level_description?: string }[];
  readonly allow_force_push?: boolean;
  readonly code_owner_approval_required?: boolean;
}

const yesNo = (v: unknown): string => (v === true ? 'yes' : v === false ? 'no' : 'unknown');
const levels = (xs: readonly { access_level_description?: string }[] | undefined): string => (xs?.length ? xs.map((x) => clean(x.access_level_description, 60)).join(' / ') : 'none');

/** The project's merge settings, branch protection, repository conventions and recent merge request habits. */
export async function workflowFacts(input: PromptInput): Promise<{ name: string; sections: string[]; defaultBranch?: string }> {
  const pid = input.args.project_id;
  const { name, header, defaultBranch, project: p } = await projectHeader(input);
  const protectedOut = await input.fetch('branch.list_protected', { project_id: pid, per_page: 100 });
  const rootOut = await input.fetch('repository.tree', { project_id: pid, per_page: 100 });
  const gitlabDir = await optional(input, 'repository.tree', { project_id: pid, path: '.gitlab', recursive: true, per_page: 100 });
  const docsDir = await optional(input, 'repository.tree', { project_id: pid, path: 'docs', per_page: 100 });
  const rules = itemsOf<ProtectedBranch>(protectedOut, 'protected_branches');
  const files = [...itemsOf<TreeEntry>(rootOut, 'tree'), ...(gitlabDir ? itemsOf<TreeEntry>(gitlabDir, 'tree') : []), ...(docsDir ? itemsOf<TreeEntry>(docsDir, 'tree') : [])]
    .filter((e) => e.type === 'blob')
    .map((e) => e.path ?? e.name ?? '');
  const has = (re: RegExp): string => {
    const found = files.filter((f) => re.test(f));
    return found.length ? `yes (${found.slice(0, 5).map((f) => clean(f, 120)).join(', ')})` : 'no';
  };
  const defaultRule = rules.find((r) => r.name === defaultBranch) ?? rules.find((r) => r.name && defaultBranch && r.name.includes('*') && new RegExp(`^${r.name.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`).test(defaultBranch));
  const mergedOut = await optional(input, 'merge_request.list', { project_id: pid, state: 'merged', order_by: 'updated_at', sort: 'desc', per_page: 20 });
  const merged = mergedOut ? itemsOf<MrFact>(mergedOut, 'merge_requests') : undefined;
  const labelsOut = await optional(input, 'project.label_list', { project_id: pid, per_page: 100 });
  const milestonesOut = await optional(input, 'project.milestone_list', { project_id: pid, state: 'active', per_page: 100 });
  const approvals = await optional(input, 'merge_request.approval_settings_project_get', { project_id: pid });
  const pct = (n: number, of: number): string => (of ? `${n}/${of} (${Math.round((n / of) * 100)}%)` : 'n/a');
  const sections = [
    factsBlock('Project', [header]),
    factsBlock('Merge settings', [
      `- Merge method: ${clean(String(p.merge_method ?? 'unknown'), 40)}; squash: ${clean(String(p.squash_option ?? 'unknown'), 40)}`,
      `- Pipeline must succeed: ${yesNo(p.only_allow_merge_if_pipeline_succeeds)}; all threads must be resolved: ${yesNo(p.only_allow_merge_if_all_discussions_are_resolved)}`,
      `- Delete source branch by default: ${yesNo(p.remove_source_branch_after_merge)}; close referenced issues: ${yesNo(p.autoclose_referenced_issues)}; resolve outdated diff threads: ${yesNo(p.resolve_outdated_diff_discussions)}`,
      `- Merged results pipelines: ${yesNo(p.merge_pipelines_enabled)}; merge trains: ${yesNo(p.merge_trains_enabled)}; issues enabled: ${yesNo(p.issues_enabled)}; merge requests enabled: ${yesNo(p.merge_requests_enabled)}`,
      approvals ? `- Approval settings: author may approve ${yesNo(approvals.allow_author_approval)}, committers may approve ${yesNo(approvals.allow_committer_approval)}, approvals reset on push ${yesNo(approvals.retain_approvals_on_push === undefined ? undefined : !approvals.retain_approvals_on_push)}` : '- Approval settings: not covered (Premium or not in this configuration)',
    ]),
    factsBlock(`Protected branches: ${rules.length}`, [
      `- Default branch ${clean(defaultBranch ?? '?', 100)} protected: ${defaultRule ? `yes (rule ${clean(defaultRule.name, 100)})` : 'NO'}`,
      ...rules.slice(0, 15).map((r) => `- ${clean(r.name, 100)}: push ${levels(r.push_access_levels)}; merge ${levels(r.merge_access_levels)}; force push ${yesNo(r.allow_force_push)}; code owner approval ${yesNo(r.code_owner_approval_required)}`),
    ]),
    factsBlock('Repository conventions', [
      `- README: ${has(/(^|\/)README(\.\w+)?$/i)}; CONTRIBUTING: ${has(/(^|\/)CONTRIBUTING(\.\w+)?$/i)}; LICENSE: ${has(/(^|\/)(LICENSE|COPYING)(\.\w+)?$/i)}; CHANGELOG: ${has(/(^|\/)CHANGELOG(\.\w+)?$/i)}`,
      `- CODEOWNERS: ${has(/(^|\/)CODEOWNERS$/)}; CI configuration (${clean(String(p.ci_config_path || '.gitlab-ci.yml'), 100)}): ${has(new RegExp(`(^|/)${String(p.ci_config_path || '.gitlab-ci.yml').replace(/[.+?^${}()|[\]\\]/g, '\\$&')}$`))}`,
      `- Issue templates: ${has(/^\.gitlab\/issue_templates\//)}; merge request templates: ${has(/^\.gitlab\/merge_request_templates\//)}`,
      labelsOut ? `- Labels defined: ${itemsOf(labelsOut, 'labels').length}` : undefined,
      milestonesOut ? `- Active milestones: ${itemsOf(milestonesOut, 'milestones').length}` : undefined,
    ].filter((l): l is string => l !== undefined)),
    merged
      ? factsBlock(`Habits in the latest ${merged.length} merged merge requests`, [
          `- With a reviewer: ${pct(merged.filter((m) => m.reviewers?.length).length, merged.length)}; with labels: ${pct(merged.filter((m) => m.labels?.length).length, merged.length)}`,
          `- Description names an issue (#N): ${pct(merged.filter((m) => /#\d+/.test(m.description ?? '')).length, merged.length)}; description shorter than 30 characters: ${pct(merged.filter((m) => (m.description ?? '').trim().length < 30).length, merged.length)}`,
          `- Conventional-commit style titles: ${pct(merged.filter((m) => /^(feat|fix|docs|style|refactor|perf|test|build|ci|chore|revert)(\([^)]+\))?!?: /.test(m.title ?? '')).length, merged.length)}`,
          `- Merged by their author: ${pct(merged.filter((m) => m.merge_user?.username && m.merge_user.username === m.author?.username).length, merged.length)}`,
        ])
      : '- Merge request habits: not covered in this configuration',
    factsBlock('Files seen', capped(files, (f) => `- ${clean(f, 160)}`, 40)),
  ];
  return { name, sections, defaultBranch };
}

const WORKFLOW_INSTRUCTIONS =
  'Audit the workflow against common GitLab practice (protected default branch, merge only through reviewed merge requests with passing pipelines, resolved threads, templates, code owners, consistent titles and issue links). For each area give a status (good, needs work, missing) with the evidence, then a prioritised list of changes with the server action or GitLab setting that makes each (e.g. branch.protect, branch.update_protected, repository.file_create for a template). Do not change anything yourself.';

const auditProjectWorkflow: PromptSpec = {
  name: 'audit_project_workflow',
  title: 'Audit project workflow',
  description: 'Audit a project\'s git workflow: merge settings, branch protection, templates and code owners, and merge request habits.',
  arguments: [projectArg],
  needs: ['project.get', 'branch.list_protected', 'repository.tree'],
  async build(input) {
    const { name, sections } = await workflowFacts(input);
    return compose(`Audit the development workflow of ${name}. ${DATA_NOTE}`, ...sections, WORKFLOW_INSTRUCTIONS);
  },
};

const ROLES: Readonly<Record<number, string>> = { 5: 'minimal', 10: 'guest', 15: 'planner', 20: 'reporter', 30: 'developer', 40: 'maintainer', 50: 'owner' };

/** Members, webhooks, CI and branches: the parts of a full audit beyond the workflow. */
async function governanceFacts(input: PromptInput, defaultBranch: string | undefined): Promise<string[]> {
  const pid = input.args.project_id;
  const membersOut = await input.fetch('project.members', { project_id: pid, per_page: PAGE });
  type Member = { username?: string; access_level?: number; state?: string; expires_at?: string | null; bot?: boolean };
  const members = itemsOf<Member>(membersOut, 'members');
  const hooksOut = await optional(input, 'project.hook_list', { project_id: pid, per_page: PAGE });
  type Hook = { url?: string; enable_ssl_verification?: boolean; token_present?: boolean; alert_status?: string; push_events?: boolean; merge_requests_events?: boolean };
  const hooks = hooksOut ? itemsOf<Hook>(hooksOut, 'hooks') : undefined;
  const pushRule = await optional(input, 'project.push_rule_get', { project_id: pid });
  const pipelinesOut = await optional(input, 'pipeline.list', { project_id: pid, order_by: 'id', sort: 'desc', per_page: 20, ...(defaultBranch ? { ref: defaultBranch } : {}) });
  const pipelines = pipelinesOut ? itemsOf<PipelineFact>(pipelinesOut, 'pipelines') : undefined;
  const varsOut = await optional(input, 'ci_variable.list', { project_id: pid, per_page: PAGE });
  type Variable = { key?: string; protected?: boolean; masked?: boolean; hidden?: boolean; environment_scope?: string };
  const vars = varsOut ? itemsOf<Variable>(varsOut, 'variables') : undefined;
  const envOut = await optional(input, 'environment.list', { project_id: pid, per_page: PAGE });
  const envs = envOut ? itemsOf<{ name?: string; state?: string; tier?: string }>(envOut, 'environments') : undefined;
  const branchesOut = await optional(input, 'branch.list', { project_id: pid, per_page: PAGE });
  const branches = branchesOut ? itemsOf<BranchFact>(branchesOut, 'branches') : undefined;
  const secretLike = /(token|secret|password|passwd|key|dsn|credential)/i;
  const owners = members.filter((m) => (m.access_level ?? 0) >= 50);
  const maintainers = members.filter((m) => (m.access_level ?? 0) >= 40);
  return [
    factsBlock(`Direct members: ${members.length}${(membersOut.pagination as { has_more?: boolean } | undefined)?.has_more ? '+' : ''}`, [
      `- By role: ${tally(members.map((m) => ROLES[m.access_level ?? 0] ?? String(m.access_level ?? '?'))).map(([r, n]) => `${r} ${n}`).join(', ') || 'none'}`,
      `- Owners and maintainers: ${maintainers.length} (${maintainers.slice(0, 15).map((m) => `${at(m.username)} ${ROLES[m.access_level ?? 0] ?? ''}`.trim()).join(', ') || 'none'}); owners: ${owners.length}`,
      `- Not active: ${members.filter((m) => m.state && m.state !== 'active').length}; with an expiry date: ${members.filter((m) => m.expires_at).length}; bots or service accounts: ${members.filter((m) => m.bot || /^(service_account|project_\d+_bot|group_\d+_bot)/.test(m.username ?? '')).length}`,
    ]),
    hooks
      ? factsBlock(`Webhooks: ${hooks.length}`, hooks.slice(0, 10).map((h) => `- ${clean((h.url ?? '?').replace(/\/\/[^/@]*@/, '//').replace(/[?#].*$/, ''), 120)}: SSL verification ${h.enable_ssl_verification === false ? 'OFF' : 'on'}, secret token ${h.token_present ? 'set' : 'none'}, status ${h.alert_status ?? '?'}`))
      : '- Webhooks: not covered in this configuration',
    pushRule ? factsBlock('Push rules', [`- ${Object.entries(pushRule).filter(([k, v]) => k !== 'next_steps' && (typeof v === 'boolean' || (typeof v === 'string' && v !== ''))).slice(0, 12).map(([k, v]) => `${k}: ${clean(String(v), 60)}`).join('; ') || 'none set'}`]) : '- Push rules: not covered (Premium, or not in this configuration)',
    pipelines ? factsBlock(`CI on ${clean(defaultBranch, 80) || 'the default branch'}: last ${pipelines.length} pipelines`, [`- ${pipelineStats(pipelines)}`, pipelines[0] ? `- Latest: #${pipelines[0].id} ${pipelines[0].status ?? '?'} (${daysBetween(pipelines[0].updated_at ?? pipelines[0].created_at, input.now) ?? '?'} days ago)` : '- Latest: none']) : '- Pipelines: not covered in this configuration',
    vars
      ? factsBlock(`CI/CD variables (names and flags only): ${vars.length}`, [
          `- Protected: ${vars.filter((v) => v.protected).length}; masked: ${vars.filter((v) => v.masked).length}; hidden: ${vars.filter((v) => v.hidden).length}`,
          `- Secret-looking names that are not masked: ${vars.filter((v) => secretLike.test(v.key ?? '') && !v.masked).map((v) => `${clean(v.key, 60)} (scope ${clean(v.environment_scope, 40) || '*'})`).join(', ') || 'none'}`,
          `- Secret-looking names that are not protected: ${vars.filter((v) => secretLike.test(v.key ?? '') && !v.protected).map((v) => clean(v.key, 60)).join(', ') || 'none'}`,
        ])
      : '- CI/CD variables: not covered in this configuration',
    envs ? factsBlock(`Environments: ${envs.length}`, capped(envs, (e) => `- ${clean(e.name, 80)} (${e.state ?? '?'}${e.tier ? `, tier ${e.tier}` : ''})`, 15)) : undefined,
    branches
      ? factsBlock(`Branches: ${branches.length}${(branchesOut?.pagination as { has_more?: boolean } | undefined)?.has_more ? '+' : ''}`, [
          `- Merged but not deleted: ${branches.filter((b) => b.merged && !b.default).length}; no commit for 90+ days: ${branches.filter((b) => !b.default && (daysBetween(b.commit?.committed_date, input.now) ?? 0) > 90).length}`,
        ])
      : undefined,
  ].filter((s): s is string => s !== undefined);
}

const auditProjectFull: PromptSpec = {
  name: 'audit_project_full',
  title: 'Full project audit',
  description: 'A full audit of a project: workflow and branch protection, members and roles, webhooks, push rules, CI health and variables, environments and branches.',
  arguments: [projectArg],
  needs: ['project.get', 'branch.list_protected', 'repository.tree', 'project.members'],
  async build(input) {
    const { name, sections, defaultBranch } = await workflowFacts(input);
    const more = await governanceFacts(input, defaultBranch);
    return compose(
      `Run a full audit of the GitLab project ${name}: workflow, access, integrations and CI. ${DATA_NOTE} Variable values are never shown; only names and flags.`,
      ...sections,
      ...more,
      'Audit each area (workflow, branch protection, access and roles, webhooks, push rules, CI health, secrets in CI variables, environments, repository hygiene) with a status (good, needs work, risk) and the evidence. Then give the ten most important findings, highest risk first, each with the fix and the server action or setting that applies it (e.g. branch.protect, project.member_edit, project.hook_edit, ci_variable.update with masked/protected). Do not change anything yourself.',
    );
  },
};

export const AUDIT_PROMPTS: readonly PromptSpec[] = [auditProjectWorkflow, auditProjectFull];
