import { average, countOf, daysBetween, duration, factsBlock, hoursBetween, isSince, itemsOf, tally, usernames, type IssueFact, type MrFact } from './prompt-facts.js';
import { at, capped, clean, compose, DATA_NOTE, day, daysArg, issueLine, labelsOf, lookBack, mrLine, oneOf, optional, PAGE, projectArg, projectHeader, userOrSelf, usernameArg, usernameOf } from './prompt-kit.js';
import type { PromptInput, PromptSpec } from './prompt.interface.js';

const isOpen = (x: { state?: string }): boolean => x.state === undefined || x.state === 'opened';
const authoredBy = (u: string | undefined) => (m: MrFact): boolean => !u || m.author?.username === undefined || m.author.username === u;
const reviewedBy = (u: string | undefined) => (m: MrFact): boolean => !u || usernames(m.reviewers).includes(u);
const assignedTo = (u: string | undefined) => (i: { assignees?: readonly { username?: string }[]; assignee?: { username?: string } | null }): boolean =>
  !u || usernames(i.assignees).includes(u) || i.assignee?.username === u;
const who = (u: string | undefined): string => (u ? at(u) : 'you (the token\'s own user)');
const today = (now: Date): string => now.toISOString().slice(0, 10);

/** Issues split by due date: overdue, due within a week, later or none. */
function dueLines(issues: readonly IssueFact[], now: Date): string[] {
  const t = today(now);
  const week = new Date(now.getTime() + 7 * 86_400_000).toISOString().slice(0, 10);
  const overdue = issues.filter((i) => i.due_date && i.due_date < t);
  const soon = issues.filter((i) => i.due_date && i.due_date >= t && i.due_date <= week);
  return [`- Overdue: ${overdue.length}${overdue.length ? ` (${overdue.slice(0, 8).map((i) => clean(i.references?.full, 80) || `#${i.iid}`).join(', ')})` : ''}; due within 7 days: ${soon.length}; without due date: ${issues.filter((i) => !i.due_date).length}`];
}

const projectOf = (ref: string | undefined): string => (ref ? (ref.split(/[#!]/)[0] ?? '?') : '?');

const myOpenMrs: PromptSpec = {
  name: 'my_open_mrs',
  title: 'My open merge requests',
  description: 'Your open merge requests across every project (or another user\'s), with what each needs to get merged.',
  arguments: [usernameArg(false, 'Author of the merge requests')],
  needs: ['merge_request.list_global'],
  async build(input) {
    const u = usernameOf(input);
    const out = await input.fetch('merge_request.list_global', { ...(u ? { scope: 'all', author_username: u } : { scope: 'created_by_me' }), state: 'opened', order_by: 'updated_at', sort: 'desc', per_page: PAGE });
    const mrs = itemsOf<MrFact>(out, 'merge_requests').filter(isOpen).filter(authoredBy(u));
    return compose(
      `List and prioritise the open merge requests authored by ${who(u)}. ${DATA_NOTE}`,
      factsBlock(`Open merge requests: ${countOf(mrs.length, out.pagination)}`, [
        `- Per project: ${tally(mrs.map((m) => projectOf(m.references?.full))).map(([p, n]) => `${clean(p, 80)} (${n})`).join(', ') || 'none'}`,
        `- Drafts: ${mrs.filter((m) => m.draft).length}; with conflicts: ${mrs.filter((m) => m.has_conflicts).length}; without reviewers: ${mrs.filter((m) => !m.reviewers?.length).length}; idle 7+ days: ${mrs.filter((m) => (daysBetween(m.updated_at, input.now) ?? 0) >= 7).length}`,
      ]),
      factsBlock('Most recently updated first', capped(mrs, (m) => mrLine(m, input.now, true))),
      'For each merge request say what it needs next (a reviewer, a rebase to fix conflicts, answering review threads, leaving draft, merging) and order them so the quickest wins come first. Mention the server action for each next step (merge_request.update, merge_request.rebase, mr_review.discussion_list, merge_request.merge).',
    );
  },
};

const myPendingReviews: PromptSpec = {
  name: 'my_pending_reviews',
  title: 'My pending reviews',
  description: 'Open merge requests waiting for your review (or another user\'s), oldest first, with a suggested order.',
  arguments: [usernameArg(false, 'Reviewer')],
  needs: ['merge_request.list_global'],
  async build(input) {
    const u = usernameOf(input);
    const out = await input.fetch('merge_request.list_global', { ...(u ? { scope: 'all', reviewer_username: u } : { scope: 'reviews_for_me' }), state: 'opened', order_by: 'created_at', sort: 'asc', per_page: PAGE });
    const mrs = itemsOf<MrFact>(out, 'merge_requests').filter(isOpen).filter(reviewedBy(u));
    const waiting = mrs.map((m) => daysBetween(m.created_at, input.now)).filter((d): d is number => d !== undefined);
    return compose(
      `Plan the pending reviews of ${who(u)}. ${DATA_NOTE}`,
      factsBlock(`Merge requests waiting for review: ${countOf(mrs.length, out.pagination)}`, [
        `- Waiting (days since opened): ${waiting.length ? `longest ${Math.max(...waiting)}, average ${average(waiting)?.toFixed(1)}` : 'n/a'}`,
        `- Drafts among them: ${mrs.filter((m) => m.draft).length}; with conflicts: ${mrs.filter((m) => m.has_conflicts).length}`,
        `- Authors: ${tally(mrs.map((m) => m.author?.username ?? '?')).map(([a, n]) => `${at(a)} (${n})`).join(', ') || 'none'}`,
      ]),
      factsBlock('Oldest first', capped(mrs, (m) => mrLine(m, input.now, true))),
      'Suggest the order to review them in (blocking and long-waiting first, drafts and conflicted ones last, small ones early for quick feedback) and estimate which can be done today. For each, the review can start from the review_mr prompt or mr_review.changes_get.',
    );
  },
};

const myIssues: PromptSpec = {
  name: 'my_issues',
  title: 'My issues',
  description: 'Issues assigned to you (or another user) across every project, by urgency.',
  arguments: [usernameArg(false, 'Assignee'), { name: 'state', description: 'opened (default), closed or all.', required: false }],
  needs: ['issue.list_all'],
  async build(input) {
    const state = oneOf(input, 'state', ['opened', 'closed', 'all'], 'opened');
    const u = usernameOf(input);
    const out = await input.fetch('issue.list_all', { ...(u ? { scope: 'all', assignee_username: u } : { scope: 'assigned_to_me' }), state, order_by: 'updated_at', sort: 'desc', per_page: PAGE });
    const issues = itemsOf<IssueFact>(out, 'issues').filter((i) => state === 'all' || i.state === undefined || i.state === state).filter(assignedTo(u));
    const t = today(input.now);
    return compose(
      `Organise the ${state === 'all' ? '' : `${state} `}issues assigned to ${who(u)}. ${DATA_NOTE}`,
      factsBlock(`Issues: ${countOf(issues.length, out.pagination)}`, [
        ...(state !== 'closed' ? dueLines(issues.filter(isOpen), input.now) : []),
        `- Per project: ${tally(issues.map((i) => projectOf(i.references?.full))).map(([p, n]) => `${clean(p, 80)} (${n})`).join(', ') || 'none'}`,
        `- Per milestone: ${tally(issues.map((i) => clean(i.milestone?.title, 60) || '(none)')).map(([p, n]) => `${p} (${n})`).join(', ') || 'none'}`,
        `- Labels: ${tally(issues.flatMap((i) => (i.labels ?? []).map((l) => clean(l, 40)))).slice(0, 12).map(([l, n]) => `${l} (${n})`).join(', ') || 'none'}`,
      ]),
      factsBlock(
        'Most recently updated first',
        capped(issues, (i) => issueLine(i, `${i.state && i.state !== 'opened' ? ` (${i.state})` : ''}${i.due_date ? `, due ${i.due_date}${i.due_date < t && isOpen(i) ? ' (overdue)' : ''}` : ''}${i.milestone?.title ? `, milestone ${clean(i.milestone.title, 60)}` : ''}, updated ${day(i.updated_at)}${labelsOf(i)}`, true), 40),
      ),
      state === 'closed'
        ? 'Summarise what was finished, grouped by project and theme.'
        : 'Group the issues into: do today, this week, later, and candidates to hand off or close. Explain the order (due dates, milestones, labels such as bug or priority). Keep it to a plan the user can follow.',
    );
  },
};

interface Activity {
  readonly authored: MrFact[];
  readonly authoredPage: unknown;
  readonly reviewed: MrFact[];
  readonly issuesAssigned?: IssueFact[];
  readonly issuesOpened?: IssueFact[];
}

/** Merge requests and issues of one user (or the token's) touched since a date, across projects. */
async function activityOf(input: PromptInput, u: string | undefined, since: Date): Promise<Activity> {
  const common = { state: 'all', updated_after: since.toISOString(), order_by: 'updated_at', sort: 'desc', per_page: PAGE };
  const a = await input.fetch('merge_request.list_global', { ...common, ...(u ? { scope: 'all', author_username: u } : { scope: 'created_by_me' }) });
  const r = await input.fetch('merge_request.list_global', { ...common, ...(u ? { scope: 'all', reviewer_username: u } : { scope: 'reviews_for_me' }) });
  const ia = await optional(input, 'issue.list_all', { ...common, ...(u ? { scope: 'all', assignee_username: u } : { scope: 'assigned_to_me' }) });
  const io = await optional(input, 'issue.list_all', { ...common, ...(u ? { scope: 'all', author_username: u } : { scope: 'created_by_me' }), created_after: since.toISOString() });
  const touched = (x: { updated_at?: string }): boolean => isSince(x.updated_at, since);
  return {
    authored: itemsOf<MrFact>(a, 'merge_requests').filter(touched).filter(authoredBy(u)),
    authoredPage: a.pagination,
    reviewed: itemsOf<MrFact>(r, 'merge_requests').filter(touched).filter(reviewedBy(u)),
    issuesAssigned: ia ? itemsOf<IssueFact>(ia, 'issues').filter(touched).filter(assignedTo(u)) : undefined,
    issuesOpened: io ? itemsOf<IssueFact>(io, 'issues').filter((i) => isSince(i.created_at, since)).filter((i) => !u || i.author?.username === undefined || i.author.username === u) : undefined,
  };
}

function activityFacts(act: Activity, since: Date, now: Date): string[] {
  const merged = act.authored.filter((m) => m.state === 'merged' && isSince(m.merged_at, since));
  const opened = act.authored.filter((m) => isSince(m.created_at, since));
  const ttm = merged.map((m) => hoursBetween(m.created_at, m.merged_at)).filter((h): h is number => h !== undefined && h >= 0);
  const closed = act.issuesAssigned?.filter((i) => i.state === 'closed' && isSince(i.closed_at ?? i.updated_at, since));
  return [
    factsBlock('Summary', [
      `- Merge requests authored and active in the period: ${countOf(act.authored.length, act.authoredPage)}; opened: ${opened.length}; merged: ${merged.length} (average time to merge ${duration(average(ttm))}); still open: ${act.authored.filter(isOpen).length}`,
      `- Merge requests reviewed (as reviewer, active in the period): ${act.reviewed.length}; of those merged: ${act.reviewed.filter((m) => m.state === 'merged').length}; still open: ${act.reviewed.filter(isOpen).length}`,
      act.issuesAssigned ? `- Assigned issues active in the period: ${act.issuesAssigned.length}; closed: ${closed?.length ?? 0}` : '- Issues: not covered in this configuration',
      act.issuesOpened ? `- Issues opened: ${act.issuesOpened.length}` : undefined,
      `- Projects: ${tally([...act.authored, ...act.reviewed].map((m) => projectOf(m.references?.full))).map(([p, n]) => `${clean(p, 80)} (${n})`).join(', ') || 'none'}`,
    ].filter((l): l is string => l !== undefined)),
    factsBlock('Authored merge requests', capped(act.authored, (m) => mrLine(m, now, true))),
    factsBlock('Reviewed merge requests', capped(act.reviewed, (m) => mrLine(m, now, true))),
    act.issuesAssigned ? factsBlock('Assigned issues', capped(act.issuesAssigned, (i) => issueLine(i, ` (${i.state ?? '?'}, updated ${day(i.updated_at)})${labelsOf(i)}`, true))) : '',
  ].filter((s) => s !== '');
}

const myActivitySummary: PromptSpec = {
  name: 'my_activity_summary',
  title: 'My activity summary',
  description: 'What you (or another user) did over the last days (default 7): merge requests authored and reviewed, issues worked on.',
  arguments: [usernameArg(false), daysArg(7)],
  needs: ['merge_request.list_global'],
  async build(input) {
    const { days, since } = lookBack(input, 7);
    const u = usernameOf(input);
    const act = await activityOf(input, u, since);
    return compose(
      `Summarise the GitLab activity of ${who(u)} over the last ${days} days (since ${since.toISOString().slice(0, 10)}). ${DATA_NOTE}`,
      ...activityFacts(act, since, input.now),
      'Write a short personal summary: what was shipped, what is in review, what is waiting on others, and what to follow up on next. Comments, pushes and other events are not covered (this server has no user event actions yet): say so if the summary may miss work.',
    );
  },
};

const userActivityReport: PromptSpec = {
  name: 'user_activity_report',
  title: 'User activity report',
  description: 'A user\'s merge requests and issues over the last days (default 30), across projects.',
  arguments: [usernameArg(true), daysArg(30)],
  needs: ['merge_request.list_global'],
  async build(input) {
    const { days, since } = lookBack(input, 30);
    const u = usernameOf(input) as string;
    const act = await activityOf(input, u, since);
    return compose(
      `Write an activity report for ${at(u)} over the last ${days} days (since ${since.toISOString().slice(0, 10)}). ${DATA_NOTE}`,
      ...activityFacts(act, since, input.now),
      'Report factually: areas and projects worked on, contributions shipped, review work done for others, and open items. Counts alone do not measure performance: do not rank or judge the person. Comments, pushes and other events are not covered (this server has no user event actions yet).',
    );
  },
};

/** The last working day's window: since Friday on a Monday, else the last 24 hours. */
const standupSince = (now: Date): Date => new Date(now.getTime() - (now.getUTCDay() === 1 ? 3 : 1) * 86_400_000);

const dailyStandup: PromptSpec = {
  name: 'daily_standup',
  title: 'Daily standup',
  description: 'Prepare a standup for a project: what you (or a user) did since the last working day, what is open today, what blocks.',
  arguments: [projectArg, usernameArg(false)],
  needs: ['project.get', 'merge_request.list', 'issue.list'],
  async build(input) {
    const { username: u, self } = await userOrSelf(input);
    const since = standupSince(input.now);
    const { name, header } = await projectHeader(input);
    const pid = input.args.project_id;
    const recent = await input.fetch('merge_request.list', { project_id: pid, author_username: u, state: 'all', updated_after: since.toISOString(), order_by: 'updated_at', sort: 'desc', per_page: PAGE });
    const openOwn = await input.fetch('merge_request.list', { project_id: pid, author_username: u, state: 'opened', order_by: 'updated_at', sort: 'desc', per_page: PAGE });
    const toReview = await input.fetch('merge_request.list', { project_id: pid, reviewer_username: u, state: 'opened', order_by: 'created_at', sort: 'asc', per_page: PAGE });
    const issues = await input.fetch('issue.list', { project_id: pid, assignee_username: u, state: 'all', updated_after: since.toISOString(), order_by: 'updated_at', sort: 'desc', per_page: PAGE });
    const openIssues = await input.fetch('issue.list', { project_id: pid, assignee_username: u, state: 'opened', order_by: 'due_date', sort: 'asc', per_page: PAGE });
    const done = itemsOf<MrFact>(recent, 'merge_requests').filter(authoredBy(u)).filter((m) => isSince(m.updated_at, since));
    const mine = itemsOf<MrFact>(openOwn, 'merge_requests').filter(isOpen).filter(authoredBy(u));
    const reviews = itemsOf<MrFact>(toReview, 'merge_requests').filter(isOpen).filter(reviewedBy(u));
    const touched = itemsOf<IssueFact>(issues, 'issues').filter(assignedTo(u)).filter((i) => isSince(i.updated_at, since));
    const todo = itemsOf<IssueFact>(openIssues, 'issues').filter(isOpen).filter(assignedTo(u));
    const blocked = mine.filter((m) => m.has_conflicts || m.blocking_discussions_resolved === false || !m.reviewers?.length);
    return compose(
      `Prepare the daily standup of ${at(u)}${self ? ' (the token\'s own user)' : ''} for ${name}, covering activity since ${since.toISOString().slice(0, 16).replace('T', ' ')} UTC. ${DATA_NOTE}`,
      factsBlock('Project', [header]),
      factsBlock(`Since the last working day: merge requests authored and updated: ${done.length}`, capped(done, (m) => mrLine(m, input.now))),
      factsBlock(`Since the last working day: assigned issues updated: ${touched.length}`, capped(touched, (i) => issueLine(i, ` (${i.state ?? '?'})${labelsOf(i)}`))),
      factsBlock(`Open merge requests of ${at(u)}: ${mine.length}`, capped(mine, (m) => mrLine(m, input.now))),
      factsBlock(`Reviews waiting for ${at(u)}: ${reviews.length}`, capped(reviews, (m) => mrLine(m, input.now))),
      factsBlock(`Open issues assigned: ${todo.length}`, [...dueLines(todo, input.now), ...capped(todo, (i) => issueLine(i, `${i.due_date ? `, due ${i.due_date}` : ''}${labelsOf(i)}`), 15)]),
      factsBlock('Possible blockers', blocked.map((m) => `- !${m.iid} ${clean(m.title)}: ${[m.has_conflicts && 'conflicts', m.blocking_discussions_resolved === false && 'unresolved threads', !m.reviewers?.length && 'no reviewer'].filter(Boolean).join(', ')}`)),
      'Write the standup in three short sections: Yesterday (done), Today (planned: reviews first if people wait, then due issues and own merge requests), Blockers (with who can unblock). At most eight bullets in total, in the first person if this is the token\'s own user. Commits and comments are not covered.',
    );
  },
};

const teamMemberWorkload: PromptSpec = {
  name: 'team_member_workload',
  title: 'Team member workload',
  description: 'A team member\'s current load in a project (open merge requests, reviews, issues) and what they finished over the last days (default 30).',
  arguments: [projectArg, usernameArg(true, 'Team member'), daysArg(30)],
  needs: ['project.get', 'merge_request.list', 'issue.list'],
  async build(input) {
    const { days, since } = lookBack(input, 30);
    const u = usernameOf(input) as string;
    const { name, header } = await projectHeader(input);
    const pid = input.args.project_id;
    const list = (params: Record<string, unknown>) => input.fetch('merge_request.list', { project_id: pid, order_by: 'updated_at', sort: 'desc', per_page: PAGE, ...params });
    const authored = itemsOf<MrFact>(await list({ author_username: u, state: 'opened' }), 'merge_requests').filter(isOpen).filter(authoredBy(u));
    const reviewing = itemsOf<MrFact>(await list({ reviewer_username: u, state: 'opened' }), 'merge_requests').filter(isOpen).filter(reviewedBy(u));
    const assigned = itemsOf<MrFact>(await list({ assignee_username: u, state: 'opened' }), 'merge_requests').filter(isOpen).filter((m) => usernames(m.assignees).includes(u));
    const merged = itemsOf<MrFact>(await list({ author_username: u, state: 'merged', updated_after: since.toISOString() }), 'merge_requests').filter(authoredBy(u)).filter((m) => isSince(m.merged_at, since));
    const issuesOut = await input.fetch('issue.list', { project_id: pid, assignee_username: u, state: 'opened', order_by: 'updated_at', sort: 'asc', per_page: PAGE });
    const issues = itemsOf<IssueFact>(issuesOut, 'issues').filter(isOpen).filter(assignedTo(u));
    const closedOut = await input.fetch('issue.list', { project_id: pid, assignee_username: u, state: 'closed', updated_after: since.toISOString(), per_page: PAGE });
    const closed = itemsOf<IssueFact>(closedOut, 'issues').filter(assignedTo(u)).filter((i) => isSince(i.closed_at ?? i.updated_at, since));
    const oldestIssue = Math.max(0, ...issues.map((i) => daysBetween(i.created_at, input.now) ?? 0));
    return compose(
      `Assess the workload of ${at(u)} in ${name}. ${DATA_NOTE}`,
      factsBlock('Project', [header]),
      factsBlock('Current load', [
        `- Open merge requests authored: ${authored.length}; assigned: ${assigned.length}; waiting for their review: ${reviewing.length}`,
        `- Open issues assigned: ${countOf(issues.length, issuesOut.pagination)}; oldest ${issues.length ? `${oldestIssue} days` : 'n/a'}`,
        ...dueLines(issues, input.now),
        `- Milestones of the open issues: ${tally(issues.map((i) => clean(i.milestone?.title, 60) || '(none)')).map(([m, n]) => `${m} (${n})`).join(', ') || 'none'}`,
      ]),
      factsBlock(`Finished in the last ${days} days`, [`- Merge requests merged: ${merged.length}`, `- Issues closed: ${closed.length}`]),
      factsBlock('Open merge requests authored', capped(authored, (m) => mrLine(m, input.now), 15)),
      factsBlock('Reviews waiting', capped(reviewing, (m) => mrLine(m, input.now), 15)),
      factsBlock('Open issues (least recently updated first)', capped(issues, (i) => issueLine(i, `${i.due_date ? `, due ${i.due_date}` : ''}, updated ${day(i.updated_at)}${labelsOf(i)}`), 20)),
      'Judge whether the load is sustainable given what was finished in the period (work in progress versus throughput), point out items that are stuck or could move to someone else, and suggest how to rebalance. Counts alone do not measure effort: say what information would change the assessment.',
    );
  },
};

const userStats: PromptSpec = {
  name: 'user_stats',
  title: 'User statistics',
  description: 'Contribution statistics of a user (the token\'s own by default) in a project over the last days (default 30).',
  arguments: [projectArg, usernameArg(false), daysArg(30)],
  needs: ['project.get', 'merge_request.list', 'issue.list'],
  async build(input) {
    const { days, since } = lookBack(input, 30);
    const { username: u } = await userOrSelf(input);
    const { name, header } = await projectHeader(input);
    const pid = input.args.project_id;
    const range = { updated_after: since.toISOString(), order_by: 'updated_at', sort: 'desc', per_page: PAGE };
    const authoredOut = await input.fetch('merge_request.list', { project_id: pid, author_username: u, state: 'all', ...range });
    const reviewedOut = await input.fetch('merge_request.list', { project_id: pid, reviewer_username: u, state: 'all', ...range });
    const openedIssues = await input.fetch('issue.list', { project_id: pid, author_username: u, state: 'all', created_after: since.toISOString(), per_page: PAGE });
    const assignedIssues = await input.fetch('issue.list', { project_id: pid, assignee_username: u, state: 'all', ...range });
    const authored = itemsOf<MrFact>(authoredOut, 'merge_requests').filter(authoredBy(u)).filter((m) => isSince(m.updated_at, since));
    const reviewed = itemsOf<MrFact>(reviewedOut, 'merge_requests').filter(reviewedBy(u)).filter((m) => isSince(m.updated_at, since));
    const created = authored.filter((m) => isSince(m.created_at, since));
    const merged = authored.filter((m) => m.state === 'merged' && isSince(m.merged_at, since));
    const ttm = merged.map((m) => hoursBetween(m.created_at, m.merged_at)).filter((h): h is number => h !== undefined && h >= 0);
    const issuesOpened = itemsOf<IssueFact>(openedIssues, 'issues').filter((i) => i.author?.username === undefined || i.author.username === u).filter((i) => isSince(i.created_at, since));
    const assigned = itemsOf<IssueFact>(assignedIssues, 'issues').filter(assignedTo(u)).filter((i) => isSince(i.updated_at, since));
    const closed = assigned.filter((i) => i.state === 'closed' && isSince(i.closed_at ?? i.updated_at, since));
    return compose(
      `Present the contribution statistics of ${at(u)} in ${name} over the last ${days} days (since ${since.toISOString().slice(0, 10)}). ${DATA_NOTE}`,
      factsBlock('Project', [header]),
      [
        '### Statistics',
        '| Metric | Value |',
        '|---|---|',
        `| Merge requests opened | ${created.length} |`,
        `| Merge requests merged | ${merged.length} |`,
        `| Average time to merge | ${duration(average(ttm))} |`,
        `| Own merge requests still open | ${authored.filter(isOpen).length} |`,
        `| Merge requests reviewed (active in period) | ${reviewed.length} |`,
        `| Issues opened | ${issuesOpened.length} |`,
        `| Assigned issues closed | ${closed.length} |`,
        `| Assigned issues still open (active in period) | ${assigned.filter(isOpen).length} |`,
      ].join('\n'),
      factsBlock('Merged merge requests', capped(merged, (m) => mrLine(m, input.now), 15)),
      factsBlock('Merge requests reviewed', capped(reviewed, (m) => mrLine(m, input.now), 15)),
      factsBlock('Issues closed', capped(closed, (i) => issueLine(i, labelsOf(i)), 15)),
      'Present the statistics with a short interpretation (balance between authoring and reviewing, speed of merges, open work). Be factual: counts do not measure performance, and comments and commits are not covered.',
    );
  },
};

export const PEOPLE_PROMPTS: readonly PromptSpec[] = [dailyStandup, teamMemberWorkload, userStats, myOpenMrs, myPendingReviews, myIssues, myActivitySummary, userActivityReport];
