import { countOf, daysBetween, factsBlock, hasAssignee, isSince, itemsOf, tally, type BranchFact, type CommitFact, type IssueFact, type MrFact, type ReleaseFact } from './prompt-facts.js';
import { capped, clean, compose, DATA_NOTE, day, daysArg, issueLine, labelsOf, lookBack, mrLine, optional, PAGE, projectArg, projectHeader, wholeNumber } from './prompt-kit.js';
import type { PromptInput, PromptSpec } from './prompt.interface.js';

/** Open merge requests of the project, when merge_request.list is in this view. */
async function openMergeRequests(input: PromptInput, extra: Record<string, unknown> = {}): Promise<{ mrs: MrFact[]; page: unknown } | undefined> {
  const out = await optional(input, 'merge_request.list', { project_id: input.args.project_id, state: 'opened', order_by: 'updated_at', sort: 'asc', per_page: PAGE, ...extra });
  return out ? { mrs: itemsOf<MrFact>(out, 'merge_requests').filter((m) => m.state === undefined || m.state === 'opened'), page: out.pagination } : undefined;
}

/** The latest pipeline of a ref, when pipeline.list is in this view. */
export async function latestPipeline(input: PromptInput, ref: string | undefined): Promise<string | undefined> {
  if (!ref) return undefined;
  const out = await optional(input, 'pipeline.list', { project_id: input.args.project_id, ref, per_page: 1, order_by: 'id', sort: 'desc' });
  if (!out) return undefined;
  const p = itemsOf<{ id?: number; status?: string; created_at?: string; updated_at?: string; web_url?: string }>(out, 'pipelines')[0];
  return p ? `- Latest pipeline on ${clean(ref, 60)}: #${p.id ?? '?'} ${p.status ?? 'unknown'} (${day(p.updated_at ?? p.created_at)})` : `- No pipeline found on ${clean(ref, 60)}`;
}

/** "X and Y are not covered" for the parts (plural nouns) this configuration cannot read. */
export function notCovered(parts: readonly (string | false)[]): string | undefined {
  const missing = parts.filter((p): p is string => typeof p === 'string');
  if (missing.length === 0) return undefined;
  const text = missing.join(' and ');
  return `${text[0]?.toUpperCase()}${text.slice(1)} are not covered: this configuration cannot read them.`;
}

const projectHealthCheck: PromptSpec = {
  name: 'project_health_check',
  title: 'Project health check',
  description: 'Assess a project\'s health from its open issues, merge requests, branches and latest pipeline, with risks and next actions.',
  arguments: [projectArg],
  needs: ['project.get', 'issue.list', 'branch.list'],
  async build(input) {
    const { name, header, defaultBranch } = await projectHeader(input);
    const issuesOut = await input.fetch('issue.list', { project_id: input.args.project_id, state: 'opened', order_by: 'updated_at', sort: 'asc', per_page: PAGE });
    const branchesOut = await input.fetch('branch.list', { project_id: input.args.project_id, per_page: PAGE });
    const open = await openMergeRequests(input);
    const pipeline = await latestPipeline(input, defaultBranch);
    const issues = itemsOf<IssueFact>(issuesOut, 'issues');
    const branches = itemsOf<BranchFact>(branchesOut, 'branches');
    const today = input.now.toISOString().slice(0, 10);
    const unassigned = issues.filter((i) => !hasAssignee(i));
    const unlabeled = issues.filter((i) => !i.labels?.length);
    const overdue = issues.filter((i) => i.due_date !== undefined && i.due_date !== null && i.due_date < today);
    const stale = issues.filter((i) => (daysBetween(i.updated_at, input.now) ?? 0) > 30);
    const oldest = issues.reduce<number | undefined>((max, i) => Math.max(max ?? 0, daysBetween(i.created_at, input.now) ?? 0), undefined);
    const staleBranches = branches.filter((b) => !b.default && (daysBetween(b.commit?.committed_date, input.now) ?? 0) > 90);
    const mergedLeft = branches.filter((b) => b.merged && !b.default);
    const protectedCount = branches.filter((b) => b.protected).length;
    const mrSection = open
      ? factsBlock('Open merge requests', [
          `- Open: ${countOf(open.mrs.length, open.page)}; drafts: ${open.mrs.filter((m) => m.draft).length}; with conflicts: ${open.mrs.filter((m) => m.has_conflicts).length}; without reviewers: ${open.mrs.filter((m) => !m.reviewers?.length).length}; idle for 14+ days: ${open.mrs.filter((m) => (daysBetween(m.updated_at, input.now) ?? 0) > 14).length}`,
          ...capped(open.mrs, (m) => mrLine(m, input.now), 10),
        ])
      : undefined;
    return compose(
      `Assess the health of the GitLab project ${name}. ${DATA_NOTE}`,
      factsBlock('Project', [header]),
      factsBlock('Open issues', [
        `- Open: ${countOf(issues.length, issuesOut.pagination)}`,
        `- Without assignee: ${unassigned.length}; without labels: ${unlabeled.length}; overdue: ${overdue.length}; not updated for 30+ days: ${stale.length}`,
        oldest !== undefined ? `- Oldest open issue: ${oldest} days` : '- Oldest open issue: n/a',
        ...overdue.slice(0, 10).map((i) => issueLine(i, ` (due ${i.due_date})`)),
      ]),
      mrSection,
      factsBlock('Branches', [
        `- Branches: ${countOf(branches.length, branchesOut.pagination)}; protected: ${protectedCount}; default: ${defaultBranch ?? 'unknown'}`,
        `- Merged but not deleted: ${mergedLeft.length}${mergedLeft.length ? ` (${mergedLeft.slice(0, 10).map((b) => clean(b.name)).join(', ')})` : ''}`,
        `- No commit for 90+ days: ${staleBranches.length}${staleBranches.length ? ` (${staleBranches.slice(0, 10).map((b) => clean(b.name)).join(', ')})` : ''}`,
      ]),
      pipeline ? factsBlock('Pipeline', [pipeline]) : undefined,
      notCovered([!open && 'merge requests', !pipeline && 'pipelines']),
      'Write a short health report: a score from 1 (neglected) to 10 (exemplary) with the reasons, the three biggest risks, and up to five concrete next actions. Name the server actions that would carry them out (for example issue.list, branch.delete_merged, branch.protect, merge_request.update).',
    );
  },
};

const labelDistribution: PromptSpec = {
  name: 'label_distribution',
  title: 'Label distribution',
  description: 'How the project\'s issues spread over labels, open and closed, and what it says about the backlog.',
  arguments: [projectArg],
  needs: ['project.get', 'issue.list'],
  async build(input) {
    const { name, header } = await projectHeader(input);
    const out = await input.fetch('issue.list', { project_id: input.args.project_id, state: 'all', order_by: 'updated_at', sort: 'desc', per_page: PAGE });
    const issues = itemsOf<IssueFact>(out, 'issues');
    const counts = new Map<string, { opened: number; closed: number }>();
    let unlabeled = 0;
    for (const i of issues) {
      if (!i.labels?.length) unlabeled++;
      for (const l of i.labels ?? []) {
        const c = counts.get(l) ?? { opened: 0, closed: 0 };
        if (i.state === 'closed') c.closed++;
        else c.opened++;
        counts.set(l, c);
      }
    }
    const rows = [...counts].sort((a, b) => b[1].opened + b[1].closed - (a[1].opened + a[1].closed) || a[0].localeCompare(b[0]));
    return compose(
      `Analyse the label distribution of the issues of ${name}. ${DATA_NOTE}`,
      factsBlock('Project', [header]),
      [
        `### Labels over ${countOf(issues.length, out.pagination)} issues (most recently updated first)`,
        '| Label | Open | Closed |',
        '|---|---|---|',
        ...rows.map(([l, c]) => `| ${clean(l).replace(/\|/g, '\\|')} | ${c.opened} | ${c.closed} |`),
        `| (no label) | ${issues.filter((i) => !i.labels?.length && i.state !== 'closed').length} | ${issues.filter((i) => !i.labels?.length && i.state === 'closed').length} |`,
      ].join('\n'),
      `Issues without any label: ${unlabeled}.`,
      'Explain what the distribution says: where open work concentrates, labels that are overused or barely used, likely duplicates or inconsistent naming (e.g. "bug" vs "Bug"), and the share of unlabeled issues. Suggest a cleaner label scheme if one is needed.',
    );
  },
};

const staleItemsReport: PromptSpec = {
  name: 'stale_items_report',
  title: 'Stale items report',
  description: 'Open issues, merge requests and branches with no activity for a number of days (default 30), with suggested actions.',
  arguments: [projectArg, { name: 'stale_days', description: 'Days without activity after which an item is stale (default 30).', required: false }],
  needs: ['project.get', 'issue.list', 'branch.list'],
  async build(input) {
    const days = wholeNumber('stale_days', input.args.stale_days, 30);
    const cutoff = new Date(input.now.getTime() - days * 86_400_000);
    const { name, header } = await projectHeader(input);
    const issuesOut = await input.fetch('issue.list', { project_id: input.args.project_id, state: 'opened', updated_before: cutoff.toISOString(), order_by: 'updated_at', sort: 'asc', per_page: PAGE });
    const branchesOut = await input.fetch('branch.list', { project_id: input.args.project_id, per_page: PAGE });
    const open = await openMergeRequests(input, { updated_before: cutoff.toISOString() });
    // Filtered here too: an instance that ignores updated_before must not make fresh items look stale.
    const issues = itemsOf<IssueFact>(issuesOut, 'issues').filter((i) => (daysBetween(i.updated_at, input.now) ?? Infinity) > days);
    const mrs = open?.mrs.filter((m) => (daysBetween(m.updated_at, input.now) ?? Infinity) > days);
    const branches = itemsOf<BranchFact>(branchesOut, 'branches').filter((b) => !b.default && !b.protected && (daysBetween(b.commit?.committed_date, input.now) ?? 0) > days);
    return compose(
      `Report the stale work of ${name}: items with no activity for more than ${days} days (before ${cutoff.toISOString().slice(0, 10)}). ${DATA_NOTE}`,
      factsBlock('Project', [header]),
      factsBlock(`Stale open issues: ${countOf(issues.length, issuesOut.pagination)}`, capped(issues, (i) => issueLine(i, ` — last updated ${day(i.updated_at)}, ${hasAssignee(i) ? 'assigned' : 'unassigned'}${labelsOf(i)}`))),
      mrs ? factsBlock(`Stale open merge requests: ${mrs.length}`, capped(mrs, (m) => mrLine(m, input.now))) : 'Merge requests are not covered: this configuration cannot list them.',
      factsBlock(`Stale branches (not default, not protected): ${branches.length}`, capped(branches, (b) => `- ${clean(b.name)} — last commit ${day(b.commit?.committed_date)}${b.merged ? ', already merged' : ''}`)),
      'For each stale item propose one action: close (with a reason), ping the assignee or author, re-prioritise, or delete the branch (merged branches first). Group the proposals so a maintainer can approve them in one pass.',
    );
  },
};

const unassignedItems: PromptSpec = {
  name: 'unassigned_items',
  title: 'Unassigned items',
  description: 'Open issues and merge requests nobody is assigned to, for triage.',
  arguments: [projectArg],
  needs: ['project.get', 'issue.list'],
  async build(input) {
    const { name, header } = await projectHeader(input);
    const out = await input.fetch('issue.list', { project_id: input.args.project_id, state: 'opened', order_by: 'created_at', sort: 'asc', per_page: PAGE });
    const open = await openMergeRequests(input);
    const issues = itemsOf<IssueFact>(out, 'issues');
    const unassigned = issues.filter((i) => !hasAssignee(i));
    const mrs = open?.mrs.filter((m) => !m.assignees?.length && !m.reviewers?.length);
    return compose(
      `Triage the unassigned open issues and merge requests of ${name}. ${DATA_NOTE}`,
      factsBlock('Project', [header]),
      factsBlock(
        `Unassigned: ${unassigned.length} of ${countOf(issues.length, out.pagination)} open issues (oldest first)`,
        capped(unassigned, (i) => issueLine(i, ` — opened ${day(i.created_at)}${i.author?.username ? ` by @${clean(i.author.username)}` : ''}${labelsOf(i)}${i.milestone?.title ? `, milestone ${clean(i.milestone.title)}` : ''}`)),
      ),
      mrs && open
        ? factsBlock(`Merge requests with neither assignee nor reviewer: ${mrs.length} of ${countOf(open.mrs.length, open.page)} open`, capped(mrs, (m) => mrLine(m, input.now)))
        : 'Merge requests are not covered: this configuration cannot list them.',
      'Sort these items into: needs an owner now (say why), can wait, and candidates to close. Point out items whose labels or milestone suggest who should own them.',
    );
  },
};

const milestoneProgress: PromptSpec = {
  name: 'milestone_progress',
  title: 'Milestone progress',
  description: 'Progress of one milestone (or of every milestone in use) from its issues.',
  arguments: [projectArg, { name: 'milestone', description: 'Milestone title (e.g. "v1.0"); every milestone in use when absent.', required: false }],
  needs: ['project.get', 'issue.list'],
  async build(input) {
    const { name, header } = await projectHeader(input);
    const title = input.args.milestone?.trim() || undefined;
    const out = await input.fetch('issue.list', { project_id: input.args.project_id, state: 'all', per_page: PAGE, ...(title ? { milestone: title } : { milestone: 'Any' }) });
    return compose(
      `Report the progress of ${title ? `milestone "${clean(title)}"` : 'the milestones'} of ${name}. ${DATA_NOTE}`,
      factsBlock('Project', [header]),
      `Issues examined: ${countOf(itemsOf(out, 'issues').length, out.pagination)}.`,
      milestoneSections(itemsOf<IssueFact>(out, 'issues'), title, input.now),
      'Say whether each milestone is on track for its due date, which open issues put it at risk (unassigned, blocked, large), and what to cut or re-plan if it will slip.',
    );
  },
};

/** One section per milestone: closed/total, due date, open issues. */
export function milestoneSections(issues: readonly IssueFact[], title: string | undefined, now: Date, crossProject = false): string {
  const groups = new Map<string, { due?: string; open: IssueFact[]; closed: number }>();
  for (const i of issues) {
    const key = i.milestone?.title ?? title ?? '(none)';
    const g = groups.get(key) ?? { due: i.milestone?.due_date, open: [], closed: 0 };
    if (i.state === 'closed') g.closed++;
    else g.open.push(i);
    groups.set(key, g);
  }
  const today = now.toISOString().slice(0, 10);
  const sections = [...groups].map(([m, g]) => {
    const total = g.open.length + g.closed;
    const pct = total > 0 ? Math.round((g.closed / total) * 100) : 0;
    const due = g.due ? `, due ${g.due}${g.due < today && g.open.length > 0 ? ' (past due)' : ''}` : '';
    return factsBlock(`Milestone ${clean(m)}: ${g.closed}/${total} closed (${pct}%)${due}`, capped(g.open, (i) => issueLine(i, `${hasAssignee(i) ? '' : ' — unassigned'}${labelsOf(i)}`, crossProject)));
  });
  return sections.length > 0 ? sections.join('\n\n') : `No issue is in ${title ? `milestone "${clean(title)}"` : 'any milestone'}.`;
}

const projectActivityReport: PromptSpec = {
  name: 'project_activity_report',
  title: 'Project activity report',
  description: 'What happened in a project over the last days (default 7): merge requests opened and merged, issues opened and closed, commits and releases.',
  arguments: [projectArg, daysArg(7)],
  needs: ['project.get', 'merge_request.list', 'issue.list', 'repository.commit_list'],
  async build(input) {
    const { days, since } = lookBack(input, 7);
    const { name, header, defaultBranch } = await projectHeader(input);
    const pid = input.args.project_id;
    const mrOut = await input.fetch('merge_request.list', { project_id: pid, state: 'all', updated_after: since.toISOString(), order_by: 'updated_at', sort: 'desc', per_page: PAGE });
    const issueOut = await input.fetch('issue.list', { project_id: pid, state: 'all', updated_after: since.toISOString(), order_by: 'updated_at', sort: 'desc', per_page: PAGE });
    const commitOut = await input.fetch('repository.commit_list', { project_id: pid, since: since.toISOString(), per_page: PAGE, ...(defaultBranch ? { ref_name: defaultBranch } : {}) });
    const releaseOut = await optional(input, 'release.list', { project_id: pid, per_page: 20 });
    const mrs = itemsOf<MrFact>(mrOut, 'merge_requests');
    const issues = itemsOf<IssueFact>(issueOut, 'issues');
    const commits = itemsOf<CommitFact>(commitOut, 'commits').filter((c) => isSince(c.committed_date ?? c.authored_date, since));
    const opened = mrs.filter((m) => isSince(m.created_at, since));
    const merged = mrs.filter((m) => m.state === 'merged' && isSince(m.merged_at, since));
    const closedMrs = mrs.filter((m) => m.state === 'closed' && isSince(m.closed_at, since));
    const newIssues = issues.filter((i) => isSince(i.created_at, since));
    const closedIssues = issues.filter((i) => i.state === 'closed' && isSince(i.closed_at ?? i.updated_at, since));
    const releases = releaseOut ? itemsOf<ReleaseFact>(releaseOut, 'releases').filter((r) => isSince(r.released_at ?? r.created_at, since)) : undefined;
    const authors = tally(commits.map((c) => clean(c.author_name, 60) || '?'));
    return compose(
      `Write an activity report for ${name} covering the last ${days} days (since ${since.toISOString().slice(0, 10)}). ${DATA_NOTE}`,
      factsBlock('Project', [header]),
      factsBlock('Summary', [
        `- Merge requests opened: ${opened.length}; merged: ${merged.length}; closed without merge: ${closedMrs.length}`,
        `- Issues opened: ${newIssues.length}; closed: ${closedIssues.length}`,
        `- Commits on ${clean(defaultBranch ?? 'the default branch', 60)}: ${countOf(commits.length, commitOut.pagination)}${authors.length ? ` by ${authors.slice(0, 10).map(([a, n]) => `${a} (${n})`).join(', ')}` : ''}`,
        releases ? `- Releases: ${releases.length}${releases.length ? ` (${releases.map((r) => clean(r.tag_name, 60)).join(', ')})` : ''}` : '- Releases: not covered in this configuration',
      ]),
      factsBlock(`Merged merge requests: ${merged.length}`, capped(merged, (m) => mrLine(m, input.now))),
      factsBlock(`Opened merge requests: ${opened.length}`, capped(opened, (m) => mrLine(m, input.now))),
      factsBlock(`Issues opened: ${newIssues.length}`, capped(newIssues, (i) => issueLine(i, ` by ${i.author?.username ? `@${clean(i.author.username)}` : '?'}${labelsOf(i)}`))),
      factsBlock(`Issues closed: ${closedIssues.length}`, capped(closedIssues, (i) => issueLine(i, labelsOf(i)))),
      'Summarise the period for the team: what was delivered, what is in flight, notable trends (more issues opened than closed, merge requests piling up), and who carried the work. Keep it under 300 words and end with three things to watch next period. Comments and pushes to other branches are not covered.',
    );
  },
};

const projectContributors: PromptSpec = {
  name: 'project_contributors',
  title: 'Project contributors',
  description: 'Who contributes to a project (commits, additions, deletions) and how concentrated the knowledge is.',
  arguments: [projectArg],
  needs: ['project.get', 'repository.contributors'],
  async build(input) {
    const { name, header, defaultBranch } = await projectHeader(input);
    const out = await input.fetch('repository.contributors', { project_id: input.args.project_id, order_by: 'commits', sort: 'desc', per_page: PAGE });
    const recentOut = await optional(input, 'repository.commit_list', { project_id: input.args.project_id, per_page: PAGE, ...(defaultBranch ? { ref_name: defaultBranch } : {}) });
    type Contributor = { name?: string; commits?: number; additions?: number; deletions?: number };
    const contributors = itemsOf<Contributor>(out, 'contributors').sort((a, b) => (b.commits ?? 0) - (a.commits ?? 0) || (b.additions ?? 0) - (a.additions ?? 0));
    const totalCommits = contributors.reduce((s, c) => s + (c.commits ?? 0), 0);
    const last = new Map<string, string>();
    for (const c of recentOut ? itemsOf<CommitFact>(recentOut, 'commits') : []) {
      const who = clean(c.author_name, 60);
      const when = c.committed_date ?? c.authored_date ?? '';
      if (who && when > (last.get(who) ?? '')) last.set(who, when);
    }
    return compose(
      `Analyse the contributors of ${name}. ${DATA_NOTE}`,
      factsBlock('Project', [header]),
      [
        `### Contributors: ${countOf(contributors.length, out.pagination)}${totalCommits ? ` (${totalCommits} commits in total)` : ''}`,
        '| Contributor | Commits | Share | Additions | Deletions | Latest commit seen |',
        '|---|---|---|---|---|---|',
        ...contributors.slice(0, 30).map((c) => {
          const who = clean(c.name, 60).replace(/\|/g, '\\|');
          const share = totalCommits ? `${Math.round(((c.commits ?? 0) / totalCommits) * 100)}%` : 'n/a';
          return `| ${who} | ${c.commits ?? 'n/a'} | ${share} | ${c.additions ?? 'n/a'} | ${c.deletions ?? 'n/a'} | ${last.has(clean(c.name, 60)) ? day(last.get(clean(c.name, 60))) : 'not in the latest 100 commits'} |`;
        }),
      ].join('\n'),
      'Describe the contributor base: how concentrated the work is (bus factor: how many people account for 80% of commits), who is active recently versus historically, and risks for knowledge transfer. Suggest concrete steps (pairing, code owners, reviews by less active contributors). Do not guess email addresses or identities beyond the names shown.',
    );
  },
};

export const PROJECT_PROMPTS: readonly PromptSpec[] = [projectHealthCheck, labelDistribution, staleItemsReport, unassignedItems, milestoneProgress, projectActivityReport, projectContributors];
