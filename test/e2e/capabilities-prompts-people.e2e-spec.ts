import { badArgument, startPromptHarness, type PromptHarness } from '../helpers/prompt-harness';

// Each prompt reads several actions; under a loaded machine start-up alone can take seconds.
jest.setTimeout(30_000);

type User = { username: string };
type Mr = { iid: number; title: string; state: string; author: User; reviewers?: User[]; references?: { full?: string } };
type Issue = { iid: number; title: string; state: string; author: User; assignees?: User[]; milestone?: { title: string } | null; references?: { full?: string } };

const reviews = (mrs: Mr[], u: string) => mrs.filter((m) => m.reviewers?.some((r) => r.username === u));

describe('A-61 personal and team prompts against the simulator', () => {
  let h: PromptHarness;

  beforeAll(async () => {
    h = await startPromptHarness();
  });
  afterAll(() => h.close());
  beforeEach(() => h.sim.reset());

  it('A-61 daily_standup reads the token\'s user through server.status and gathers its reviews and issues in the project', async () => {
    const me = await h.gitlab<User>('/user');
    const issues = await h.gitlab<Issue[]>('/projects/42/issues', { assignee_username: me.username, state: 'opened' });
    const toReview = reviews(await h.gitlab<Mr[]>('/projects/42/merge_requests', { state: 'opened' }), me.username);
    expect(issues.length + toReview.length).toBeGreaterThan(0);
    const text = await h.text('daily_standup', { project_id: '42' });
    expect(text).toContain(`daily standup of @${me.username} (the token's own user) for acme/backend`);
    expect(text).toContain(`### Open issues assigned: ${issues.length}`);
    for (const i of issues) expect(text).toContain(`#${i.iid} ${i.title}`);
    expect(text).toContain(`### Reviews waiting for @${me.username}: ${toReview.length}`);
    for (const m of toReview) expect(text).toContain(`!${m.iid} ${m.title}`);
    expect(text).toMatch(/Yesterday .*Today .*Blockers/);
    await expect(h.text('daily_standup', { project_id: '42', username: 'a b' })).rejects.toMatchObject(badArgument('username must be a GitLab username'));
  });

  it('A-61 team_member_workload gathers a member\'s open merge requests and issues', async () => {
    const authored = await h.gitlab<Mr[]>('/projects/42/merge_requests', { author_username: 'alice', state: 'opened' });
    const issues = await h.gitlab<Issue[]>('/projects/42/issues', { assignee_username: 'alice', state: 'opened' });
    const text = await h.text('team_member_workload', { project_id: '42', username: 'alice', days: '3650' });
    expect(authored.length + issues.length).toBeGreaterThan(0);
    expect(text).toContain(`Open merge requests authored: ${authored.length};`);
    expect(text).toContain(`Open issues assigned: ${issues.length};`);
    for (const x of [...authored.map((m) => `!${m.iid} ${m.title}`), ...issues.map((i) => `#${i.iid} ${i.title}`)]) expect(text).toContain(x);
    await expect(h.text('team_member_workload', { project_id: '42' })).rejects.toMatchObject(badArgument('username'));
  });

  it('A-61 user_stats counts the token\'s user\'s reviews and issues over the window', async () => {
    const all = await h.gitlab<Mr[]>('/projects/42/merge_requests', { state: 'all' });
    const opened = await h.gitlab<Issue[]>('/projects/42/issues', { author_username: 'demo', state: 'all' });
    expect(reviews(all, 'demo').length).toBeGreaterThan(0);
    const text = await h.text('user_stats', { project_id: '42', days: '3650' });
    expect(text).toContain('statistics of @demo in acme/backend over the last 3650 days');
    expect(text).toContain(`| Merge requests reviewed (active in period) | ${reviews(all, 'demo').length} |`);
    expect(text).toContain(`| Issues opened | ${opened.length} |`);
    await expect(h.text('user_stats', { project_id: '42', days: '1.5' })).rejects.toMatchObject(badArgument('days must be a positive whole number of days'));
  });

  it('A-61 my_open_mrs lists the caller\'s open merge requests across projects', async () => {
    const mine = await h.gitlab<Mr[]>('/merge_requests', { scope: 'created_by_me', state: 'opened' });
    const text = await h.text('my_open_mrs', {});
    expect(mine.length).toBeGreaterThan(0);
    expect(text).toContain(`### Open merge requests: ${mine.length}`);
    for (const m of mine) expect(text).toContain(`- ${m.references?.full} ${m.title}`);
    expect(h.sim.requests.find((q) => q.path === '/api/v4/merge_requests')?.query).toMatchObject({ scope: 'created_by_me', state: 'opened' });
    await expect(h.text('my_open_mrs', { username: 'no way' })).rejects.toMatchObject(badArgument('username'));
  });

  it('A-61 my_pending_reviews lists the merge requests a user reviews', async () => {
    const waiting = reviews(await h.gitlab<Mr[]>('/merge_requests', { scope: 'all', reviewer_username: 'demo', state: 'opened' }), 'demo');
    const text = await h.text('my_pending_reviews', { username: 'demo' });
    expect(waiting.length).toBeGreaterThan(0);
    expect(text).toContain(`Merge requests waiting for review: ${waiting.length}`);
    for (const m of waiting) expect(text).toContain(`${m.references?.full} ${m.title}`);
    expect(h.sim.requests.find((q) => q.path === '/api/v4/merge_requests')?.query).toMatchObject({ scope: 'all', reviewer_username: 'demo' });
    await expect(h.text('my_pending_reviews', { username: '@@' })).rejects.toMatchObject(badArgument('username'));
  });

  it('A-61 my_issues lists the caller\'s issues and checks state', async () => {
    const mine = await h.gitlab<Issue[]>('/issues', { scope: 'assigned_to_me', state: 'opened' });
    expect(mine.length).toBeGreaterThan(0);
    const text = await h.text('my_issues', {});
    expect(text).toContain(`### Issues: ${mine.length}`);
    for (const i of mine) expect(text).toContain(`${i.references?.full} ${i.title}`);
    await expect(h.text('my_issues', { state: 'done' })).rejects.toMatchObject(badArgument('state must be one of opened, closed, all'));
  });

  it('A-61 my_activity_summary and user_activity_report gather authored and reviewed merge requests and issues', async () => {
    const authored = await h.gitlab<Mr[]>('/merge_requests', { scope: 'created_by_me', state: 'all' });
    const reviewed = await h.gitlab<Mr[]>('/merge_requests', { scope: 'reviews_for_me', state: 'all' });
    const mine = await h.text('my_activity_summary', { days: '3650' });
    expect(mine).toContain(`Merge requests authored and active in the period: ${authored.length};`);
    expect(mine).toContain(`Merge requests reviewed (as reviewer, active in the period): ${reviewed.length};`);
    for (const m of authored) expect(mine).toContain(`${m.references?.full} ${m.title}`);
    const report = await h.text('user_activity_report', { username: 'demo', days: '3650' });
    expect(report).toContain('activity report for @demo over the last 3650 days');
    expect(report).toContain(`Merge requests authored and active in the period: ${authored.filter((m) => m.author.username === 'demo').length};`);
    expect(h.sim.requests.filter((q) => q.path === '/api/v4/merge_requests').map((q) => q.query)).toEqual(
      expect.arrayContaining([expect.objectContaining({ scope: 'all', author_username: 'demo' }), expect.objectContaining({ scope: 'all', reviewer_username: 'demo' })]),
    );
    await expect(h.text('my_activity_summary', { days: 'x' })).rejects.toMatchObject(badArgument('days'));
    await expect(h.text('user_activity_report', { days: '7' })).rejects.toMatchObject(badArgument('username'));
  });
});

describe('A-61 group prompts against the simulator', () => {
  let h: PromptHarness;

  beforeAll(async () => {
    h = await startPromptHarness();
  });
  afterAll(() => h.close());
  beforeEach(() => h.sim.reset());

  it('A-61 group_mr_dashboard lists the group\'s merge requests per project, and checks state', async () => {
    const open = await h.gitlab<Mr[]>('/groups/acme/merge_requests', { state: 'opened' });
    const text = await h.text('group_mr_dashboard', { group_id: 'acme' });
    expect(open.length).toBeGreaterThan(0);
    expect(text).toContain(`### Merge requests: ${open.length}`);
    for (const m of open) expect(text).toContain(`${m.references?.full} ${m.title}`);
    expect(h.requested()).toContain('GET /api/v4/groups/acme/merge_requests');
    await expect(h.text('group_mr_dashboard', { group_id: 'acme', state: 'open' })).rejects.toMatchObject(badArgument('state'));
  });

  it('A-61 reviewer_workload counts open reviews per reviewer', async () => {
    const open = await h.gitlab<Mr[]>('/groups/acme/merge_requests', { state: 'opened' });
    const perReviewer = new Map<string, number>();
    for (const m of open) for (const r of m.reviewers ?? []) perReviewer.set(r.username, (perReviewer.get(r.username) ?? 0) + 1);
    const text = await h.text('reviewer_workload', { group_id: 'acme' });
    expect(perReviewer.size).toBeGreaterThan(0);
    for (const [u, n] of perReviewer) expect(text).toContain(`| @${u} | ${n} |`);
    await expect(h.text('reviewer_workload', {})).rejects.toMatchObject(badArgument('group_id'));
  });

  it('A-61 team_overview lists the group\'s members (inherited included) with their roles and open work', async () => {
    const members = await h.gitlab<{ username: string; access_level: number }[]>('/groups/acme/members/all', {});
    const open = await h.gitlab<Mr[]>('/groups/acme/merge_requests', { state: 'opened' });
    const text = await h.text('team_overview', { group_id: 'acme', days: '3650' });
    const roles: Record<number, string> = { 10: 'Guest', 20: 'Reporter', 30: 'Developer', 40: 'Maintainer', 50: 'Owner' };
    expect(members.length).toBeGreaterThan(0);
    expect(text).toContain(`- Members (direct and inherited): ${members.length};`);
    for (const m of members) {
      const authored = open.filter((x) => x.author?.username === m.username).length;
      expect(text).toContain(`| @${m.username} | ${roles[m.access_level]} | ${authored} |`);
    }
    expect(h.requested()).toEqual(expect.arrayContaining(['GET /api/v4/groups/acme/members/all', 'GET /api/v4/groups/acme/merge_requests']));
    await expect(h.text('team_overview', {})).rejects.toMatchObject(badArgument('group_id'));
  });

  it('A-61 weekly_team_recap gathers the group\'s merge requests and issues of the window', async () => {
    const open = await h.gitlab<Mr[]>('/groups/acme/merge_requests', { state: 'opened' });
    const issues = await h.gitlab<Issue[]>('/groups/acme/issues', { state: 'all' });
    expect(open.length * issues.length).toBeGreaterThan(0);
    const text = await h.text('weekly_team_recap', { group_id: 'acme', days: '3650' });
    expect(text).toContain(`open now: ${open.length} `);
    expect(text).toContain(`Issues opened: ${issues.length};`);
    for (const m of open) expect(text).toContain(`${m.references?.full} ${m.title}`);
    expect(h.requested()).toEqual(expect.arrayContaining(['GET /api/v4/groups/acme/merge_requests', 'GET /api/v4/groups/acme/issues']));
    await expect(h.text('weekly_team_recap', { group_id: 'acme', days: '-7' })).rejects.toMatchObject(badArgument('days'));
  });

  it('A-61 group_milestone_progress reports the group\'s own milestones from their issues and merge requests', async () => {
    const post = async (path: string, body: Record<string, unknown>, method = 'POST'): Promise<Record<string, unknown>> =>
      (await (await fetch(`${h.sim.url}/api/v4${path}`, { method, headers: { 'PRIVATE-TOKEN': h.sim.tokens.api, 'content-type': 'application/json' }, body: JSON.stringify(body) })).json()) as Record<string, unknown>;
    const m = await post('/groups/acme/milestones', { title: 'Cross-team sprint', due_date: '2031-03-31' });
    await post('/groups/acme/milestones', { title: 'Closed sprint' }).then((c) => post(`/groups/acme/milestones/${c['id'] as number}`, { state_event: 'close' }, 'PUT'));
    const open = await post('/projects/42/issues', { title: 'API for the sprint', milestone_id: m['id'] });
    const done = await post('/projects/43/issues', { title: 'UI for the sprint', milestone_id: m['id'] });
    await post(`/projects/43/issues/${done['iid'] as number}`, { state_event: 'close' }, 'PUT');
    const text = await h.text('group_milestone_progress', { group_id: 'acme' });
    // Active: the seeded Q2 release (no issues) and the one made here.
    expect(text).toContain('Active group milestones: 2.');
    expect(text).toContain('No issue is in milestone "Q2 release".');
    expect(text).toContain('### Milestone Cross-team sprint: 1/2 closed (50%), due 2031-03-31');
    expect(text).toContain(`#${open['iid'] as number} API for the sprint`);
    expect(text).not.toContain('Closed sprint');
    expect(h.requested()).toEqual(expect.arrayContaining(['GET /api/v4/groups/acme/milestones', `GET /api/v4/groups/acme/milestones/${m['id'] as number}/issues`]));
    await expect(h.text('group_milestone_progress', { group_id: 'nope-group' })).rejects.toMatchObject(badArgument('could not gather'));
  });
});
