import { badArgument, startPromptHarness, type PromptHarness } from '../helpers/prompt-harness';

// Each prompt reads several actions; under a loaded machine start-up alone can take seconds.
jest.setTimeout(30_000);

type Mr = { iid: number; title: string; state: string; merged_at?: string };
type Issue = { iid: number; title: string; state: string };
type Commit = { short_id: string; author_name: string };

describe('A-61 project report and audit prompts against the simulator', () => {
  let h: PromptHarness;

  beforeAll(async () => {
    h = await startPromptHarness();
  });
  afterAll(() => h.close());
  beforeEach(() => h.sim.reset());

  it('A-61 project_activity_report counts merge requests, issues, commits and releases of the window', async () => {
    const mrs = await h.gitlab<Mr[]>('/projects/42/merge_requests', { state: 'all' });
    const issues = await h.gitlab<Issue[]>('/projects/42/issues', { state: 'all' });
    const commits = await h.gitlab<Commit[]>('/projects/42/repository/commits', { ref_name: 'main' });
    const releases = await h.gitlab<{ tag_name: string }[]>('/projects/42/releases');
    const text = await h.text('project_activity_report', { project_id: '42', days: '3650' });
    expect(text).toContain(`Merge requests opened: ${mrs.length}; merged: ${mrs.filter((m) => m.state === 'merged').length};`);
    expect(text).toContain(`Issues opened: ${issues.length}; closed: ${issues.filter((i) => i.state === 'closed').length}`);
    expect(text).toContain(`Commits on main: ${commits.length} by ${commits[0]?.author_name}`);
    expect(text).toContain(`Releases: ${releases.length} (${releases.map((r) => r.tag_name).join(', ')})`);
    for (const m of mrs) expect(text).toContain(`!${m.iid} ${m.title}`);
    expect(h.requested()).toEqual(expect.arrayContaining(['GET /api/v4/projects/42/repository/commits', 'GET /api/v4/projects/42/releases']));
    await expect(h.text('project_activity_report', { project_id: '42', days: '100000' })).rejects.toMatchObject(badArgument('days must be a positive whole number of days (at most 3650)'));
  });

  it('A-61 project_contributors tabulates the contributors', async () => {
    const contributors = await h.gitlab<{ name: string }[]>('/projects/42/repository/contributors', { order_by: 'commits', sort: 'desc' });
    const text = await h.text('project_contributors', { project_id: '42' });
    expect(contributors.length).toBeGreaterThan(0);
    expect(text).toContain(`### Contributors: ${contributors.length}`);
    for (const c of contributors) expect(text).toContain(`| ${c.name} |`);
    expect(text).toContain('bus factor');
    await expect(h.text('project_contributors', {})).rejects.toMatchObject(badArgument('project_id'));
  });

  it('A-61 audit_project_workflow reads merge settings, branch protection, the repository and merge request habits', async () => {
    const project = await h.gitlab<{ merge_method: string; default_branch: string }>('/projects/42');
    const rules = await h.gitlab<{ name: string }[]>('/projects/42/protected_branches');
    const labels = await h.gitlab<unknown[]>('/projects/42/labels');
    const tree = await h.gitlab<{ path: string; type: string }[]>('/projects/42/repository/tree');
    const text = await h.text('audit_project_workflow', { project_id: '42' });
    expect(text).toContain(`Merge method: ${project.merge_method}`);
    expect(text).toContain(`Protected branches: ${rules.length}`);
    for (const r of rules) expect(text).toContain(`- ${r.name}: push `);
    expect(text).toContain(`Default branch ${project.default_branch} protected: ${rules.some((r) => r.name === project.default_branch) ? 'yes' : 'NO'}`);
    expect(text).toContain(`Labels defined: ${labels.length}`);
    for (const f of tree.filter((e) => e.type === 'blob')) expect(text).toContain(`- ${f.path}`);
    await expect(h.text('audit_project_workflow', { project_id: 'nope/nothing' })).rejects.toMatchObject(badArgument('could not gather'));
  });

  it('A-61 audit_project_full adds members, webhooks, CI and variables, with variable names but never values', async () => {
    const members = await h.gitlab<{ username: string; access_level: number }[]>('/projects/42/members/all');
    const hooks = await h.gitlab<{ url: string }[]>('/projects/42/hooks');
    const variables = await h.gitlab<{ key: string; value: string | null; masked: boolean }[]>('/projects/42/variables');
    const text = await h.text('audit_project_full', { project_id: '42' });
    expect(text).toContain(`### Direct members: ${members.length}`);
    for (const m of members.filter((x) => x.access_level >= 40)) expect(text).toContain(`@${m.username}`);
    expect(text).toContain(`### Webhooks: ${hooks.length}`);
    expect(text).toContain(`### CI/CD variables (names and flags only): ${variables.length}`);
    expect(text).toContain(`masked: ${variables.filter((v) => v.masked).length}`);
    for (const v of variables) if (v.value) expect(text).not.toContain(v.value);
    expect(text).toMatch(/### CI on main: last \d+ pipelines/);
    expect(h.requested()).toEqual(expect.arrayContaining(['GET /api/v4/projects/42/members/all', 'GET /api/v4/projects/42/hooks', 'GET /api/v4/projects/42/variables', 'GET /api/v4/projects/42/pipelines']));
    await expect(h.text('audit_project_full', {})).rejects.toMatchObject(badArgument('project_id'));
  });
});
