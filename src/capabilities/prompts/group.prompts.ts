import { countOf, daysBetween, factsBlock, isSince, itemsOf, tally, usernames, type IssueFact, type MrFact } from './prompt-facts.js';
import { at, capped, clean, compose, DATA_NOTE, daysArg, groupArg, issueLine, labelsOf, lookBack, mrLine, oneOf, optional, PAGE } from './prompt-kit.js';
import { PromptArgumentError, type PromptInput, type PromptSpec } from './prompt.interface.js';
import { openMrStats } from './mr-report.prompts.js';
import { milestoneSections } from './project.prompts.js';

const projectOf = (ref: string | undefined): string => (ref ? (ref.split(/[#!]/)[0] ?? '?') : '?');
const isOpen = (x: { state?: string }): boolean => x.state === undefined || x.state === 'opened';
const groupName = (input: PromptInput): string => clean(input.args.group_id, 100);

/** Lines per project, the project with the most items first. */
function perProject<T extends { references?: { full?: string } }>(items: readonly T[], line: (x: T) => string, maxPerProject = 10): string[] {
  const groups = new Map<string, T[]>();
  for (const x of items) {
    const p = projectOf(x.references?.full);
    groups.set(p, [...(groups.get(p) ?? []), x]);
  }
  return [...groups]
    .sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]))
    .flatMap(([p, xs]) => [`- **${clean(p, 100)}** (${xs.length})`, ...capped(xs, (x) => `  ${line(x)}`, maxPerProject)]);
}

/** A group member as group.members gives it. */
interface MemberFact {
  username?: string;
  access_level?: number;
  state?: string;
}

const ROLES: Readonly<Record<number, string>> = { 10: 'Guest', 15: 'Planner', 20: 'Reporter', 30: 'Developer', 40: 'Maintainer', 50: 'Owner' };
const roleOf = (m: MemberFact): string => (m.access_level === undefined ? '?' : (ROLES[m.access_level] ?? String(m.access_level)));
const active = (m: MemberFact): boolean => m.state === undefined || m.state === 'active';

/** Active members with at least the Developer role who review nothing now. */
function idleMembers(members: readonly MemberFact[], reviewing: ReadonlySet<string>): string[] {
  return members.filter((m) => active(m) && (m.access_level ?? 0) >= 30 && m.username !== undefined && !reviewing.has(m.username)).map((m) => `- ${at(m.username)} (${roleOf(m)})`);
}

const teamOverview: PromptSpec = {
  name: 'team_overview',
  title: 'Team overview',
  description: 'Who is in a group\'s team (members with their roles) and what each has in flight over the last days (default 30): merge requests authored, merged and reviewing, open issues assigned.',
  arguments: [groupArg, daysArg(30)],
  needs: ['group.members', 'merge_request.list_group'],
  async build(input) {
    const { days, since } = lookBack(input, 30);
    const gid = input.args.group_id;
    const membersOut = await input.fetch('group.members', { group_id: gid, per_page: PAGE });
    const members = itemsOf<MemberFact>(membersOut, 'members');
    const openOut = await input.fetch('merge_request.list_group', { group_id: gid, state: 'opened', order_by: 'updated_at', sort: 'desc', per_page: PAGE });
    const mergedOut = await input.fetch('merge_request.list_group', { group_id: gid, state: 'merged', updated_after: since.toISOString(), order_by: 'updated_at', sort: 'desc', per_page: PAGE });
    const issuesOut = await optional(input, 'issue.list_group', { group_id: gid, state: 'opened', per_page: PAGE });
    const open = itemsOf<MrFact>(openOut, 'merge_requests').filter(isOpen);
    const merged = itemsOf<MrFact>(mergedOut, 'merge_requests').filter((m) => m.state === undefined || m.state === 'merged').filter((m) => isSince(m.merged_at, since));
    const issues = issuesOut ? itemsOf<IssueFact>(issuesOut, 'issues').filter(isOpen) : undefined;
    const count = (xs: readonly MrFact[], who: string, pick: (m: MrFact) => readonly string[]): number => xs.filter((m) => pick(m).includes(who)).length;
    const authored = (m: MrFact): string[] => (m.author?.username ? [m.author.username] : []);
    const reviewing = (m: MrFact): string[] => usernames(m.reviewers);
    const rows = members
      .filter((m) => m.username !== undefined)
      .map((m) => {
        const u = m.username as string;
        const assigned = issues?.filter((i) => usernames(i.assignees).includes(u)).length;
        return `| ${at(u)} | ${roleOf(m)}${active(m) ? '' : ` (${clean(m.state, 20)})`} | ${count(open, u, authored)} | ${count(merged, u, authored)} | ${count(open, u, reviewing)} | ${assigned ?? 'n/a'} |`;
      });
    const outsiders = tally([...open, ...merged].flatMap(authored)).filter(([u]) => !members.some((m) => m.username === u));
    return compose(
      `Give an overview of the team of the group ${groupName(input)} over the last ${days} days (since ${since.toISOString().slice(0, 10)}). ${DATA_NOTE}`,
      factsBlock('Team', [
        `- Members (direct and inherited): ${countOf(members.length, membersOut.pagination)}; by role: ${tally(members.map(roleOf)).map(([r, n]) => `${r} ${n}`).join(', ') || 'none'}`,
        `- Open merge requests: ${countOf(open.length, openOut.pagination)}; merged in the period: ${merged.length}${issues ? `; open issues: ${countOf(issues.length, issuesOut?.pagination)}` : ''}`,
        `- Authors who are not members: ${outsiders.map(([u, n]) => `${at(u)} (${n})`).join(', ') || 'none'}`,
      ]),
      ['### Per member', '| Member | Role | Open MRs | Merged | Reviewing | Open issues assigned |', '|---|---|---|---|---|---|', ...rows].join('\n'),
      'Describe the team: who does what (roles, focus areas from the projects they work in), who carries the most open work, who has capacity, and where the team depends on a single person. Suggest two or three concrete steps to balance the work. Do not rank people.',
    );
  },
};

const groupMrDashboard: PromptSpec = {
  name: 'group_mr_dashboard',
  title: 'Group merge request dashboard',
  description: 'The merge requests of every project in a group (open by default), per project, with what blocks them.',
  arguments: [groupArg, { name: 'state', description: 'opened (default), merged, closed, locked or all.', required: false }, { name: 'target_branch', description: 'Only merge requests into this branch.', required: false }],
  needs: ['merge_request.list_group'],
  async build(input) {
    const state = oneOf(input, 'state', ['opened', 'merged', 'closed', 'locked', 'all'], 'opened');
    const target = input.args.target_branch?.trim() || undefined;
    if (target && /\s/.test(target)) throw new PromptArgumentError('target_branch', 'must be a branch name without spaces');
    const out = await input.fetch('merge_request.list_group', { group_id: input.args.group_id, state, ...(target ? { target_branch: target } : {}), order_by: 'updated_at', sort: 'desc', per_page: PAGE });
    const mrs = itemsOf<MrFact>(out, 'merge_requests').filter((m) => state === 'all' || m.state === undefined || m.state === state).filter((m) => !target || m.target_branch === undefined || m.target_branch === target);
    return compose(
      `Build a merge request dashboard for the group ${groupName(input)} (${state}${target ? `, into ${clean(target, 100)}` : ''}). ${DATA_NOTE}`,
      factsBlock(`Merge requests: ${countOf(mrs.length, out.pagination)}`, [
        `- Projects: ${tally(mrs.map((m) => projectOf(m.references?.full))).map(([p, n]) => `${clean(p, 80)} (${n})`).join(', ') || 'none'}`,
        ...(state === 'opened' ? openMrStats(mrs, input.now) : [`- By state: ${tally(mrs.map((m) => m.state ?? '?')).map(([s, n]) => `${s} ${n}`).join(', ') || 'none'}`]),
      ]),
      factsBlock('Per project (most recently updated first)', perProject(mrs, (m) => mrLine(m, input.now, true).replace(/^- /, ''))),
      'Present a dashboard: one short line per project with its state, then the merge requests that need attention across the group (blocked, idle, unreviewed) with the next step for each. Finish with group-wide patterns worth raising with the team.',
    );
  },
};

const reviewerWorkload: PromptSpec = {
  name: 'reviewer_workload',
  title: 'Reviewer workload',
  description: 'How the open merge requests of a group are spread over reviewers, who is overloaded and what waits without a reviewer.',
  arguments: [groupArg],
  needs: ['merge_request.list_group'],
  async build(input) {
    const out = await input.fetch('merge_request.list_group', { group_id: input.args.group_id, state: 'opened', order_by: 'created_at', sort: 'asc', per_page: PAGE });
    const mrs = itemsOf<MrFact>(out, 'merge_requests').filter(isOpen);
    const membersOut = await optional(input, 'group.members', { group_id: input.args.group_id, per_page: PAGE });
    const byReviewer = new Map<string, MrFact[]>();
    for (const m of mrs) for (const u of usernames(m.reviewers)) byReviewer.set(u, [...(byReviewer.get(u) ?? []), m]);
    const rows = [...byReviewer].sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]));
    const unreviewed = mrs.filter((m) => !m.reviewers?.length && !m.draft);
    const authorsWhoReview = new Set(rows.map(([u]) => u));
    const authorsOnly = tally(mrs.map((m) => m.author?.username ?? '?')).filter(([u]) => !authorsWhoReview.has(u));
    return compose(
      `Assess the review workload in the group ${groupName(input)}. ${DATA_NOTE}`,
      factsBlock('Summary', [
        `- Open merge requests: ${countOf(mrs.length, out.pagination)}; with at least one reviewer: ${mrs.length - mrs.filter((m) => !m.reviewers?.length).length}; without reviewer (drafts aside): ${unreviewed.length}`,
        `- Reviewers: ${rows.length}; authors with open merge requests who review none: ${authorsOnly.map(([u]) => at(u)).join(', ') || 'none'}`,
      ]),
      [
        '### Per reviewer',
        '| Reviewer | Open reviews | Oldest waiting (days) | Projects |',
        '|---|---|---|---|',
        ...rows.map(([u, xs]) => `| ${at(u)} | ${xs.length} | ${Math.max(0, ...xs.map((m) => daysBetween(m.created_at, input.now) ?? 0))} | ${tally(xs.map((m) => clean(projectOf(m.references?.full), 60))).map(([p]) => p).join(', ')} |`),
      ].join('\n'),
      factsBlock('Waiting without a reviewer (oldest first)', capped(unreviewed, (m) => mrLine(m, input.now, true))),
      membersOut ? factsBlock('Members with no open review', idleMembers(itemsOf<MemberFact>(membersOut, 'members'), authorsWhoReview)) : undefined,
      `Say who is overloaded and who has capacity${membersOut ? ' (the members with no open review above, Developer role or higher, can take reviews)' : ' (people with no open reviews are not listed: group.members is not in this configuration)'}. Propose concrete reassignments (merge request → reviewer) that balance the load and cut waiting time; reviewers are set with merge_request.update (reviewer_ids) once the user agrees.`,
    );
  },
};

const weeklyTeamRecap: PromptSpec = {
  name: 'weekly_team_recap',
  title: 'Weekly team recap',
  description: 'A recap of a group\'s last days (default 7): merged work, work in review, issues opened and closed.',
  arguments: [groupArg, daysArg(7)],
  needs: ['merge_request.list_group'],
  async build(input) {
    const { days, since } = lookBack(input, 7);
    const gid = input.args.group_id;
    const mergedOut = await input.fetch('merge_request.list_group', { group_id: gid, state: 'merged', updated_after: since.toISOString(), order_by: 'updated_at', sort: 'desc', per_page: PAGE });
    const openOut = await input.fetch('merge_request.list_group', { group_id: gid, state: 'opened', order_by: 'updated_at', sort: 'desc', per_page: PAGE });
    const issuesOut = await optional(input, 'issue.list_group', { group_id: gid, state: 'all', updated_after: since.toISOString(), order_by: 'updated_at', sort: 'desc', per_page: PAGE });
    const merged = itemsOf<MrFact>(mergedOut, 'merge_requests').filter((m) => m.state === undefined || m.state === 'merged').filter((m) => isSince(m.merged_at, since));
    const open = itemsOf<MrFact>(openOut, 'merge_requests').filter(isOpen);
    const issues = issuesOut ? itemsOf<IssueFact>(issuesOut, 'issues') : undefined;
    const opened = issues?.filter((i) => isSince(i.created_at, since));
    const closed = issues?.filter((i) => i.state === 'closed' && isSince(i.closed_at ?? i.updated_at, since));
    return compose(
      `Write the recap of the last ${days} days (since ${since.toISOString().slice(0, 10)}) for the team of the group ${groupName(input)}. ${DATA_NOTE}`,
      factsBlock('Numbers', [
        `- Merge requests merged: ${merged.length}; open now: ${countOf(open.length, openOut.pagination)} (opened in the period: ${open.filter((m) => isSince(m.created_at, since)).length})`,
        issues ? `- Issues opened: ${opened?.length ?? 0}; closed: ${closed?.length ?? 0}` : '- Issues: not covered in this configuration',
        `- Merged by author: ${tally(merged.map((m) => m.author?.username ?? '?')).map(([u, n]) => `${at(u)} (${n})`).join(', ') || 'none'}`,
        ...openMrStats(open, input.now),
      ]),
      factsBlock('Merged, per project', perProject(merged, (m) => `!${m.iid} ${clean(m.title)} by ${at(m.author?.username)}${labelsOf(m)}`)),
      factsBlock('Open merge requests needing attention', capped(open.filter((m) => m.has_conflicts || !m.reviewers?.length || (daysBetween(m.updated_at, input.now) ?? 0) >= 7), (m) => mrLine(m, input.now, true), 15)),
      closed ? factsBlock('Issues closed', capped(closed, (i) => issueLine(i, labelsOf(i), true), 20)) : undefined,
      'Write a concise recap a team lead can send: highlights (what shipped and why it matters), work in progress, blockers and risks, and three priorities for the next period. Credit people by @username for shipped work; do not rank them.',
    );
  },
};

/** A group milestone as group.group_milestone_list gives it. */
interface GroupMilestoneFact {
  id: number;
  iid?: number;
  title?: string;
  due_date?: string | null;
  start_date?: string | null;
}

/** Milestones a progress report reads the issues of (each is one more read). */
const MILESTONES_READ = 10;

const groupMilestoneProgress: PromptSpec = {
  name: 'group_milestone_progress',
  title: 'Group milestone progress',
  description: "Progress of a group's active milestones (shared by its projects and subgroups), from their issues and merge requests.",
  arguments: [groupArg],
  needs: ['group.group_milestone_list', 'group.group_milestone_issues'],
  async build(input) {
    const group_id = input.args.group_id;
    const listOut = await input.fetch('group.group_milestone_list', { group_id, state: 'active', per_page: PAGE });
    const milestones = itemsOf<GroupMilestoneFact>(listOut, 'milestones');
    const read = milestones.slice(0, MILESTONES_READ);
    const sections: string[] = [];
    for (const m of read) {
      const milestone = { title: m.title, due_date: m.due_date ?? undefined };
      const issuesOut = await input.fetch('group.group_milestone_issues', { group_id, milestone_id: m.id, per_page: PAGE });
      const issues = itemsOf<IssueFact>(issuesOut, 'issues').map((i) => ({ ...i, milestone }));
      const mrOut = await optional(input, 'group.group_milestone_merge_requests', { group_id, milestone_id: m.id, per_page: PAGE });
      const mrs = mrOut ? itemsOf<MrFact>(mrOut, 'merge_requests') : undefined;
      const dates = [m.start_date ? `starts ${m.start_date}` : undefined, `id ${m.id}, iid ${m.iid ?? '?'}`].filter((x): x is string => x !== undefined).join('; ');
      const mrLineText = mrs ? `Merge requests: ${mrs.filter(isOpen).length} open, ${mrs.filter((x) => x.state === 'merged').length} merged (of ${mrs.length}).` : undefined;
      sections.push(compose(milestoneSections(issues, m.title, input.now, true), `(${dates})${mrLineText ? ` ${mrLineText}` : ''}`));
    }
    return compose(
      `Report the progress of the milestones of the group ${groupName(input)}. ${DATA_NOTE}`,
      `Active group milestones: ${countOf(milestones.length, listOut.pagination)}${milestones.length > read.length ? `; the first ${read.length} are examined` : ''}.`,
      sections.length > 0 ? sections.join('\n\n') : 'The group has no active milestone.',
      'For each milestone say whether it is on track for its due date, which open issues put it at risk (unassigned, stale, in several projects), and what to cut or move. Finish with the milestone that needs attention first.',
    );
  },
};

export const GROUP_PROMPTS: readonly PromptSpec[] = [teamOverview, groupMrDashboard, reviewerWorkload, weeklyTeamRecap, groupMilestoneProgress];
