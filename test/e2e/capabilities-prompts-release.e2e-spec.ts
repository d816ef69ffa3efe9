import { badArgument, oneLine, startPromptHarness, type PromptHarness } from '../helpers/prompt-harness';

// Each prompt reads several actions; under a loaded machine start-up alone can take seconds.
jest.setTimeout(30_000);

type Commit = { short_id: string; title: string; author_name: string };
type Comparison = { commits: Commit[]; diffs: { new_path: string }[] };
type Release = { tag_name: string; released_at: string };
type Pipeline = { id: number; status: string; ref: string };
type Job = { name: string; status: string; stage: string };

describe('A-61 release, comparison and pipeline prompts against the simulator', () => {
  let h: PromptHarness;

  beforeAll(async () => {
    h = await startPromptHarness();
  });
  afterAll(() => h.close());
  beforeEach(() => h.sim.reset());

  const compare = (from: string, to: string) => h.gitlab<Comparison>('/projects/42/repository/compare', { from, to });

  it('A-61 generate_release_notes lists the commits of the range (to defaults to the default branch)', async () => {
    const c = await compare('v1.0.0', 'main');
    const text = await h.text('generate_release_notes', { project_id: '42', from: 'v1.0.0' });
    expect(c.commits.length).toBeGreaterThan(0);
    expect(text).toContain(`covering v1.0.0 → main`);
    expect(text).toContain(`Commits: ${c.commits.length}; files changed: ${c.diffs.length}`);
    for (const x of c.commits) expect(text).toContain(`- ${x.short_id} ${oneLine(x.title, 120)} (${x.author_name}`);
    expect(h.sim.requests.find((q) => q.path.endsWith('/repository/compare'))?.query).toMatchObject({ from: 'v1.0.0', to: 'main' });
    await expect(h.text('generate_release_notes', { project_id: '42', from: 'v1..v2' })).rejects.toMatchObject(badArgument('from must be a branch, tag or commit SHA'));
  });

  it('A-61 compare_branches reads both directions and the files changed', async () => {
    const ahead = await compare('main', 'feature/login');
    const behind = await compare('feature/login', 'main');
    const text = await h.text('compare_branches', { project_id: '42', from: 'main', to: 'feature/login' });
    expect(text).toContain(`feature/login has ${ahead.commits.length} commits that main does not`);
    expect(text).toContain(`main has ${behind.commits.length} commits that feature/login does not`);
    for (const d of ahead.diffs) expect(text).toContain(`- ${d.new_path} (`);
    expect(h.sim.requests.filter((q) => q.path.endsWith('/repository/compare'))).toHaveLength(2);
    await expect(h.text('compare_branches', { project_id: '42', from: 'main' })).rejects.toMatchObject(badArgument('to'));
  });

  it('A-61 release_readiness gathers open merge requests, the latest release, unreleased commits and the branch pipeline', async () => {
    const open = await h.gitlab<{ iid: number; title: string }[]>('/projects/42/merge_requests', { state: 'opened', target_branch: 'main' });
    const [latest] = await h.gitlab<Release[]>('/projects/42/releases', { order_by: 'released_at', sort: 'desc', per_page: '1' });
    const [pipeline] = await h.gitlab<Pipeline[]>('/projects/42/pipelines', { ref: 'main', order_by: 'id', sort: 'desc', per_page: '1' });
    const text = await h.text('release_readiness', { project_id: '42' });
    expect(text).toContain(`Open merge requests into main: ${open.length}`);
    for (const m of open) expect(text).toContain(`!${m.iid} ${m.title}`);
    expect(text).toContain(`Latest release: ${latest?.tag_name} (${latest?.released_at.slice(0, 10)}`);
    expect(text).toContain(`Commits on main since ${latest?.tag_name}: `);
    expect(text).toContain(`Latest pipeline on main: #${pipeline?.id} ${pipeline?.status}`);
    expect(text).toContain('go / no-go');
    await expect(h.text('release_readiness', { project_id: '42', branch: 'release branch' })).rejects.toMatchObject(badArgument('branch must be a branch, tag or commit SHA'));
  });

  it('A-61 release_cadence lists the releases of the window', async () => {
    const releases = await h.gitlab<Release[]>('/projects/42/releases');
    const text = await h.text('release_cadence', { project_id: '42', days: '3650' });
    expect(releases.length).toBeGreaterThan(0);
    expect(text).toContain(`Releases in the period: ${releases.length}; releases read in total: ${releases.length}`);
    for (const r of releases) expect(text).toContain(`- ${r.tag_name}`);
    expect(await h.text('release_cadence', { project_id: '42', days: '1' })).toContain('Releases in the period: 0;');
    await expect(h.text('release_cadence', { project_id: '42', days: '0' })).rejects.toMatchObject(badArgument('days must be a positive whole number of days'));
  });

  it('A-61 audit_commit_hygiene checks every commit of the range', async () => {
    const c = await compare('v1.0.0', 'main');
    const conventional = c.commits.filter((x) => /^(feat|fix|docs|style|refactor|perf|test|build|ci|chore|revert)(\([^)]+\))?!?: \S/.test(x.title)).length;
    const text = await h.text('audit_commit_hygiene', { project_id: '42', from: 'v1.0.0', to: 'main' });
    expect(text).toContain(`Commits: ${c.commits.length};`);
    expect(text).toContain(`Conventional-commit subjects: ${conventional} of `);
    for (const x of c.commits) expect(text).toContain(x.short_id);
    expect(text).toContain('Score the commit hygiene from 1 to 10');
    await expect(h.text('audit_commit_hygiene', { project_id: '42' })).rejects.toMatchObject(badArgument('from'));
  });

  it('A-61 summarize_pipeline_status reads the latest pipeline of the default branch and its jobs', async () => {
    const onMain = await h.gitlab<Pipeline[]>('/projects/42/pipelines', { ref: 'main' });
    const latest = onMain.reduce((a, b) => (b.id > a.id ? b : a));
    const jobs = await h.gitlab<Job[]>(`/projects/42/pipelines/${latest.id}/jobs`);
    const text = await h.text('summarize_pipeline_status', { project_id: '42' });
    expect(text).toContain(`Latest pipeline on main: #${latest.id}`);
    expect(text).toContain(`- Status: ${latest.status}; ref main`);
    expect(text).toContain(`- Jobs: ${jobs.length};`);
    for (const j of jobs) expect(text).toContain(`${j.name} ${j.status}`);
    expect(h.requested()).toEqual(expect.arrayContaining([`GET /api/v4/projects/42/pipelines/${latest.id}/jobs`]));
    await expect(h.text('summarize_pipeline_status', { project_id: 'nope/nothing' })).rejects.toMatchObject(badArgument('could not gather'));
  });
});
