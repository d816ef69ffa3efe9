import { startGitlabSim, type GitlabSim, type SimRequest } from '@gitlab-mcp/gitlab-sim';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { GRAPHQL_SCHEMA } from '../fixtures/paths';
import { spawnServer, type SpawnedServer } from '../helpers/spawn-server';
import { callAction } from '../helpers/surface-calls';
import { textOf } from '../helpers/tool-text';

interface Result {
  isError?: boolean;
  structuredContent?: Record<string, unknown>;
  content: { type: string; text: string }[];
}

/** The lower-case values of one enum of GitLab's GraphQL schema (the same status names REST uses). */
function graphqlEnum(name: string): string[] {
  const sdl = readFileSync(GRAPHQL_SCHEMA, 'utf8');
  const block = new RegExp(`^enum ${name} \\{\\n([\\s\\S]*?)^\\}`, 'm').exec(sdl);
  if (!block) throw new Error(`enum ${name} not in the schema`);
  return block[1]
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => /^[A-Z_]+$/.test(l))
    .map((l) => l.toLowerCase());
}

/** GitLab's line code: the SHA1 of the file path, the old line, the new line (lib/gitlab/git.rb `diff_line_code`). */
function gitlabLineCode(path: string, oldLine: number, newLine: number): string {
  return `${createHash('sha1').update(path).digest('hex')}_${oldLine}_${newLine}`;
}

/**
 * Parameters compared with GitLab's API documentation: each action takes what GitLab takes and
 * sends GitLab the form it documents (issue 18, section 4).
 */
describe('GitLab API parameters: what the actions take and what they send', () => {
  let sim: GitlabSim;
  let server: SpawnedServer;
  const run = (id: string, params: Record<string, unknown>): Promise<Result> => callAction(server.client, 'dynamic', id, params) as Promise<Result>;
  const sent = (method: string, path: RegExp): SimRequest | undefined => sim.requests.find((q) => q.method === method && path.test(q.path));
  const api = (path: string, init: RequestInit = {}): Promise<Response> =>
    fetch(`${sim.url}/api/v4${path}`, { ...init, headers: { 'PRIVATE-TOKEN': sim.tokens.admin, 'content-type': 'application/json', ...(init.headers ?? {}) } });

  beforeAll(async () => {
    sim = await startGitlabSim({ plan: 'ultimate' });
    server = await spawnServer({ env: { GITLAB_URL: sim.url, GITLAB_TOKEN: sim.tokens.api, GITLAB_MCP_TIER: 'ultimate', GITLAB_MCP_YOLO_MODE: 'true' } });
    await server.client.listTools();
  }, 30_000);
  beforeEach(() => sim.reset());
  afterAll(async () => {
    await server.close();
    await sim.close();
  });

  describe('statuses', () => {
    it.each(graphqlEnum('PipelineStatusEnum'))('A-10 pipeline.list filters by every pipeline status GitLab has: %s', async (status) => {
      const r = await run('pipeline.list', { project_id: '42', status });
      expect(textOf(r)).not.toMatch(/invalid/);
      expect(r.isError).toBeFalsy();
      expect(sent('GET', /\/projects\/42\/pipelines$/)?.query['status']).toBe(status);
    });

    it.each(graphqlEnum('CiJobStatus'))('A-10 job.list_project scopes by every job status GitLab has: %s', async (status) => {
      const r = await run('job.list_project', { project_id: '42', scope: [status] });
      expect(textOf(r)).not.toMatch(/invalid/);
      expect(r.isError).toBeFalsy();
    });
  });

  describe('protected branches: allowed_to_push, allowed_to_merge, allowed_to_unprotect', () => {
    it('A-10 branch.protect sets user, group, deploy-key and role rules, and GitLab stores them', async () => {
      const r = await run('branch.protect', {
        project_id: '42',
        branch: 'hotfix/*',
        allowed_to_push: [{ user_id: 3 }, { deploy_key_id: 7 }],
        allowed_to_merge: [{ access_level: 30 }, { group_id: 10 }],
        allowed_to_unprotect: [{ access_level: 40 }],
      });
      expect(r.isError).toBeFalsy();
      expect(sent('POST', /\/projects\/42\/protected_branches$/)?.body).toMatchObject({
        name: 'hotfix/*',
        allowed_to_push: [{ user_id: 3 }, { deploy_key_id: 7 }],
        allowed_to_merge: [{ access_level: 30 }, { group_id: 10 }],
        allowed_to_unprotect: [{ access_level: 40 }],
      });
      const got = await run('branch.get_protected', { project_id: '42', branch: 'hotfix/*' });
      const pb = got.structuredContent as { push_access_levels: Record<string, unknown>[]; merge_access_levels: Record<string, unknown>[]; unprotect_access_levels: Record<string, unknown>[] };
      expect(pb.push_access_levels).toEqual([expect.objectContaining({ user_id: 3 }), expect.objectContaining({ deploy_key_id: 7 })]);
      expect(pb.merge_access_levels).toEqual([expect.objectContaining({ access_level: 30 }), expect.objectContaining({ group_id: 10 })]);
      expect(pb.unprotect_access_levels).toEqual([expect.objectContaining({ access_level: 40 })]);
    });

    it('A-10 a deploy key may only push: allowed_to_merge refuses deploy_key_id before anything is sent', async () => {
      const r = await run('branch.protect', { project_id: '42', branch: 'hotfix/*', allowed_to_merge: [{ deploy_key_id: 7 }] });
      expect(r.isError).toBe(true);
      expect(textOf(r)).toContain('deploy_key_id');
      expect(sent('POST', /\/protected_branches$/)).toBeUndefined();
    });

    it('A-10 branch.update_protected changes an existing level by id, removes one with _destroy and adds a user', async () => {
      const before = (await run('branch.get_protected', { project_id: '42', branch: 'main' })).structuredContent as {
        push_access_levels: { id: number }[];
        merge_access_levels: { id: number; access_level: number }[];
      };
      const merge = before.merge_access_levels[0];
      expect(merge.access_level).toBe(30);
      const r = await run('branch.update_protected', {
        project_id: '42',
        branch: 'main',
        allowed_to_merge: [{ id: merge.id, access_level: 40 }],
        allowed_to_push: [{ id: before.push_access_levels[0].id, _destroy: true }, { user_id: 3 }],
      });
      expect(r.isError).toBeFalsy();
      const after = (await run('branch.get_protected', { project_id: '42', branch: 'main' })).structuredContent as {
        push_access_levels: Record<string, unknown>[];
        merge_access_levels: Record<string, unknown>[];
      };
      expect(after.merge_access_levels).toEqual([expect.objectContaining({ id: merge.id, access_level: 40 })]);
      expect(after.push_access_levels).toEqual([expect.objectContaining({ user_id: 3 })]);
    });
  });

  describe('multi-line merge request comments', () => {
    const FILE = 'src/index.ts';

    /** A branch that inserts two lines at the top of src/index.ts, and a merge request for it. */
    async function mergeRequestInsertingTwoLines(): Promise<number> {
      const raw = await (await api(`/projects/42/repository/files/${encodeURIComponent(FILE)}/raw?ref=main`)).text();
      expect((await api('/projects/42/repository/branches', { method: 'POST', body: JSON.stringify({ branch: 'feature/banner', ref: 'main' }) })).status).toBe(201);
      const put = await api(`/projects/42/repository/files/${encodeURIComponent(FILE)}`, {
        method: 'PUT',
        body: JSON.stringify({ branch: 'feature/banner', content: `// banner 1\n// banner 2\n${raw}`, commit_message: 'Add a banner' }),
      });
      expect(put.status).toBe(200);
      const mr = await api('/projects/42/merge_requests', { method: 'POST', body: JSON.stringify({ source_branch: 'feature/banner', target_branch: 'main', title: 'Banner' }) });
      expect(mr.status).toBe(201);
      return ((await mr.json()) as { iid: number }).iid;
    }

    it('A-10 mr_review.discussion_create derives line_code and type of both ends of line_range from the diff', async () => {
      const iid = await mergeRequestInsertingTwoLines();
      const r = await run('mr_review.discussion_create', {
        project_id: '42',
        merge_request_iid: iid,
        body: 'These three lines belong together.',
        position: { new_path: FILE, new_line: 3, line_range: { start: { new_line: 1 }, end: { new_line: 3 } } },
      });
      expect(r.isError).toBeFalsy();
      const body = sent('POST', /\/merge_requests\/\d+\/discussions$/)?.body as { position: { line_range: unknown } };
      // Line 1 is added (old side still at line 1); line 3 is the old first line, unchanged.
      expect(body.position.line_range).toEqual({
        start: { line_code: gitlabLineCode(FILE, 1, 1), type: 'new', new_line: 1 },
        end: { line_code: gitlabLineCode(FILE, 1, 3), type: 'old', old_line: 1, new_line: 3 },
      });
    });

    it('A-10 a line_range point outside the merge request diff is refused with the reason', async () => {
      const iid = await mergeRequestInsertingTwoLines();
      const r = await run('mr_review.discussion_create', {
        project_id: '42',
        merge_request_iid: iid,
        body: 'x',
        position: { new_path: 'README.md', new_line: 1, line_range: { start: { new_line: 1 }, end: { new_line: 2 } } },
      });
      expect(r.isError).toBe(true);
      expect(textOf(r)).toContain('README.md');
      expect(sent('POST', /\/discussions$/)).toBeUndefined();
    });
  });

  describe('parameters GitLab documents that the actions lacked', () => {
    it('A-10 issue.list passes with_labels_details and returns the label details beside the names', async () => {
      const r = await run('issue.list', { project_id: '42', with_labels_details: true });
      expect(r.isError).toBeFalsy();
      expect(sent('GET', /\/projects\/42\/issues$/)?.query['with_labels_details']).toBe('true');
      const issues = (r.structuredContent as { issues: { labels: string[]; label_details?: { name: string; color: string }[] }[] }).issues;
      const labelled = issues.find((i) => i.labels.length > 0);
      expect(labelled?.label_details?.map((l) => l.name)).toEqual(labelled?.labels);
      expect(labelled?.label_details?.every((l) => /^#[0-9a-fA-F]{6}$/.test(l.color))).toBe(true);
    });

    it('A-10 issue.list_group and issue.list_all pass with_labels_details too', async () => {
      expect((await run('issue.list_group', { group_id: '10', with_labels_details: true })).isError).toBeFalsy();
      expect(sent('GET', /\/groups\/10\/issues$/)?.query['with_labels_details']).toBe('true');
      expect((await run('issue.list_all', { with_labels_details: true })).isError).toBeFalsy();
      expect(sent('GET', /^\/api\/v4\/issues$/)?.query['with_labels_details']).toBe('true');
    });

    it('A-10 issue.list and issue.list_all filter closed issues by who closed them (closed_by_id)', async () => {
      expect((await run('issue.list', { project_id: '42', state: 'closed', closed_by_id: 1 })).isError).toBeFalsy();
      expect(sent('GET', /\/projects\/42\/issues$/)?.query).toMatchObject({ state: 'closed', closed_by_id: '1' });
      expect((await run('issue.list_all', { state: 'closed', closed_by_id: 1 })).isError).toBeFalsy();
      expect(sent('GET', /^\/api\/v4\/issues$/)?.query).toMatchObject({ state: 'closed', closed_by_id: '1' });
    });

    it('A-10 job.download_single_artifact_by_ref passes search_recent_successful_pipelines', async () => {
      await run('job.download_single_artifact_by_ref', { project_id: '42', ref_name: 'main', artifact_path: 'dist/report.txt', job: 'build', search_recent_successful_pipelines: true });
      expect(sent('GET', /\/jobs\/artifacts\/main\/raw\//)?.query['search_recent_successful_pipelines']).toBe('true');
    });

    // root (2) is no member of acme/backend; bob (4) inherits Reporter from the group, so Developer is above it.
    it('A-10 project.member_add adds several users at once by user_id or by username', async () => {
      const byId = await run('project.member_add', { project_id: '42', user_id: [2, 4], access_level: 30 });
      expect(byId.isError).toBeFalsy();
      expect(sent('POST', /\/projects\/42\/members$/)?.body).toMatchObject({ user_id: '2,4', access_level: 30 });
      expect(byId.structuredContent).toMatchObject({ status: 'success' });
      const members = (await run('project.members', { project_id: '42' })).structuredContent as { members: { username: string; access_level: number }[] };
      expect(members.members.filter((m) => ['root', 'bob'].includes(m.username)).map((m) => m.access_level)).toEqual([30, 30]);

      sim.reset();
      const byName = await run('project.member_add', { project_id: '42', username: ['root', 'bob'], access_level: 40 });
      expect(byName.isError).toBeFalsy();
      expect(sent('POST', /\/projects\/42\/members$/)?.body).toMatchObject({ username: 'root,bob', access_level: 40 });
      expect(byName.structuredContent).toMatchObject({ status: 'success' });
    });
  });

  describe('issue, merge request and approval fields GitLab documents that the actions lacked', () => {
    it('A-10 issue.create takes severity (incidents), start_date, a milestone title and discussion_locked, and GitLab stores them', async () => {
      const r = await run('issue.create', {
        project_id: '42',
        title: 'Checkout is down',
        issue_type: 'incident',
        severity: 'high',
        start_date: '2026-03-02',
        milestone: 'v1.0',
        discussion_locked: true,
      });
      expect(r.isError).toBeFalsy();
      expect(sent('POST', /\/projects\/42\/issues$/)?.body).toMatchObject({ severity: 'high', start_date: '2026-03-02', milestone: 'v1.0', discussion_locked: true });
      // GitLab answers the severity in capitals (IssuableSeverity as GraphQL names it).
      expect(r.structuredContent).toMatchObject({ issue_type: 'incident', severity: 'HIGH', start_date: '2026-03-02', milestone: { id: 501, title: 'v1.0' }, discussion_locked: true });
    });

    it('A-10 issue.update changes severity, start_date and the milestone by title', async () => {
      const created = (await run('issue.create', { project_id: '42', title: 'Payments slow', issue_type: 'incident' })).structuredContent as { iid: number; severity: string };
      expect(created.severity).toBe('UNKNOWN');
      const r = await run('issue.update', { project_id: '42', issue_iid: created.iid, severity: 'critical', start_date: '2026-03-03', milestone: 'v1.1' });
      expect(r.isError).toBeFalsy();
      expect(sent('PUT', new RegExp(`/issues/${created.iid}$`))?.body).toEqual({ severity: 'critical', start_date: '2026-03-03', milestone: 'v1.1' });
      expect(r.structuredContent).toMatchObject({ severity: 'CRITICAL', start_date: '2026-03-03', milestone: { id: 502, title: 'v1.1' } });
    });

    it('A-10 merge_request.create and merge_request.update take a milestone title', async () => {
      expect((await api('/projects/42/repository/branches', { method: 'POST', body: JSON.stringify({ branch: 'feature/milestone', ref: 'main' }) })).status).toBe(201);
      const r = await run('merge_request.create', { project_id: '42', source_branch: 'feature/milestone', target_branch: 'develop', title: 'Milestone by title', milestone: 'v1.0' });
      expect(r.isError).toBeFalsy();
      expect(sent('POST', /\/projects\/42\/merge_requests$/)?.body).toMatchObject({ milestone: 'v1.0' });
      expect(r.structuredContent).toMatchObject({ milestone: { id: 501, title: 'v1.0' } });
      const iid = (r.structuredContent as { iid: number }).iid;
      expect((await run('merge_request.update', { project_id: '42', merge_request_iid: iid, milestone: 'v1.1' })).isError).toBeFalsy();
      expect(sent('PUT', new RegExp(`/merge_requests/${iid}$`))?.body).toEqual({ milestone: 'v1.1' });
    });

    it('A-10 merge_request.approve with publish_review submits the pending review, then approves', async () => {
      const demo = (path: string): Promise<Response> => fetch(`${sim.url}/api/v4${path}`, { headers: { 'PRIVATE-TOKEN': sim.tokens.api } });
      expect((await run('mr_review.draft_note_create', { project_id: '42', merge_request_iid: 7, note: 'Published with the approval.' })).isError).toBeFalsy();
      const r = await run('merge_request.approve', { project_id: '42', merge_request_iid: 7, publish_review: true });
      expect(r.isError).toBeFalsy();
      expect(sent('POST', /\/merge_requests\/7\/approve$/)?.body).toEqual({ publish_review: true });
      expect(await (await demo('/projects/42/merge_requests/7/draft_notes')).json()).toEqual([]);
      const discussions = (await (await demo('/projects/42/merge_requests/7/discussions?per_page=100')).json()) as { notes: { body: string }[] }[];
      expect(discussions.flatMap((d) => d.notes.map((n) => n.body))).toContain('Published with the approval.');
      expect(r.structuredContent).toMatchObject({ approved_by: [expect.objectContaining({ user: expect.objectContaining({ username: 'demo' }) })] });
    });

    it('A-10 project.approval_rule_create and _update take the vulnerability-check fields', async () => {
      const fields = { vulnerabilities_allowed: 0, scanners: ['sast', 'dependency_scanning'], severity_levels: ['high', 'critical'], vulnerability_states: ['newly_detected'] };
      const created = await run('project.approval_rule_create', { project_id: '42', name: 'Vulnerability-Check', approvals_required: 1, rule_type: 'report_approver', ...fields });
      expect(textOf(created)).not.toMatch(/Unknown params/);
      expect(sent('POST', /\/projects\/42\/approval_rules$/)?.body).toMatchObject(fields);
      await run('project.approval_rule_update', { project_id: '42', approval_rule_id: 1, ...fields, vulnerabilities_allowed: 2 });
      expect(sent('PUT', /\/projects\/42\/approval_rules\/1$/)?.body).toEqual({ ...fields, vulnerabilities_allowed: 2 });
    });

    it('A-20 the Premium issue fields, the Ultimate vulnerability-check fields and the paid list filters are removed below their tier', async () => {
      /** The input fields of two tools on the individual surface of a server at `tier`. */
      const fields = async (tier: string): Promise<{ issue: string[]; rule: string[]; issueList: string[]; projectList: string[] }> => {
        const s = await spawnServer({ env: { GITLAB_URL: sim.url, GITLAB_TOKEN: sim.tokens.api, GITLAB_MCP_TIER: tier, GITLAB_MCP_TOOL_SURFACE: 'individual' } });
        try {
          const tools = (await s.client.listTools()).tools;
          const of = (name: string): string[] => Object.keys(tools.find((t) => t.name === name)?.inputSchema.properties ?? {});
          return { issue: of('gitlab_issue_create'), rule: of('gitlab_project_approval_rule_create'), issueList: of('gitlab_issue_list'), projectList: of('gitlab_project_list') };
        } finally {
          await s.close();
        }
      };
      const premiumIssue = ['weight', 'epic_id', 'epic_iid'];
      const ultimateRule = ['vulnerabilities_allowed', 'scanners', 'severity_levels', 'vulnerability_states'];
      const free = await fields('free');
      expect(free.issue).toEqual(expect.arrayContaining(['severity', 'start_date', 'milestone']));
      expect(free.issue.filter((f) => premiumIssue.includes(f))).toEqual([]);
      const premium = await fields('premium');
      expect(premium.issue).toEqual(expect.arrayContaining(premiumIssue));
      expect(premium.rule).toEqual(expect.arrayContaining(['user_ids', 'group_ids', 'usernames', 'protected_branch_ids', 'applies_to_all_protected_branches']));
      expect(premium.rule.filter((f) => ultimateRule.includes(f))).toEqual([]);
      const ultimate = await fields('ultimate');
      expect(ultimate.rule).toEqual(expect.arrayContaining(ultimateRule));
      // The project issue list's filters carry the tiers issue.list_all's already had; the checksum filters are EE (Premium).
      const premiumListed = ['epic_id', 'iteration_id', 'iteration_title', 'weight'];
      expect(free.issueList.filter((f) => [...premiumListed, 'health_status'].includes(f))).toEqual([]);
      expect(premium.issueList).toEqual(expect.arrayContaining(premiumListed));
      expect(premium.issueList).not.toContain('health_status');
      expect(ultimate.issueList).toContain('health_status');
      expect(free.projectList.filter((f) => ['repository_checksum_failed', 'wiki_checksum_failed'].includes(f))).toEqual([]);
      expect(premium.projectList).toEqual(expect.arrayContaining(['repository_checksum_failed', 'wiki_checksum_failed']));
    }, 60_000);
  });

  describe('labels as a list or as comma-separated text', () => {
    it('A-10 issue.create takes labels as an array and sends GitLab the comma-separated form', async () => {
      const r = await run('issue.create', { project_id: '42', title: 'Array labels', labels: ['bug', 'backend'] });
      expect(r.isError).toBeFalsy();
      expect((sent('POST', /\/projects\/42\/issues$/)?.body as { labels: unknown }).labels).toBe('bug,backend');
      expect(r.structuredContent).toMatchObject({ labels: ['backend', 'bug'] });
    });

    it('A-10 issue.list, issue.update and merge_request.update take label arrays too (labels, add_labels, remove_labels)', async () => {
      expect((await run('issue.list', { project_id: '42', labels: ['bug', 'backend'] })).isError).toBeFalsy();
      expect(sent('GET', /\/projects\/42\/issues$/)?.query['labels']).toBe('bug,backend');
      sim.clearRequests();
      expect((await run('issue.list', { project_id: '42', not: { labels: ['wontfix', 'duplicate'] } })).isError).toBeFalsy();
      expect(sent('GET', /\/projects\/42\/issues$/)?.query['not[labels]']).toBe('wontfix,duplicate');
      expect((await run('issue.update', { project_id: '42', issue_iid: 1, add_labels: ['triaged'], remove_labels: ['bug'] })).isError).toBeFalsy();
      expect(sent('PUT', /\/issues\/1$/)?.body).toMatchObject({ add_labels: 'triaged', remove_labels: 'bug' });
      expect((await run('merge_request.update', { project_id: '42', merge_request_iid: 7, labels: ['feature', 'ui'] })).isError).toBeFalsy();
      expect(sent('PUT', /\/merge_requests\/7$/)?.body).toMatchObject({ labels: 'feature,ui' });
    });

    it('A-10 the comma-separated string form still works', async () => {
      expect((await run('issue.create', { project_id: '42', title: 'Text labels', labels: 'bug,backend' })).isError).toBeFalsy();
      expect((sent('POST', /\/projects\/42\/issues$/)?.body as { labels: unknown }).labels).toBe('bug,backend');
    });

    it('A-10 a label list of objects is refused before anything is sent', async () => {
      const r = await run('issue.create', { project_id: '42', title: 'Bad labels', labels: [{ name: 'bug' }] });
      expect(r.isError).toBe(true);
      expect(textOf(r)).toContain('labels');
      expect(sent('POST', /\/projects\/42\/issues$/)).toBeUndefined();
    });
  });

  describe('the simulator answers reviews as GitLab does', () => {
    it('A-10 search.code finds the line in the repository file, with its path and start line', async () => {
      const r = await run('search.code', { project_id: '42', search: "app.get('/health'", ref: 'main' });
      expect(r.isError).toBeFalsy();
      const results = (r.structuredContent as { results: { path: string; filename: string; ref: string; startline: number; data: string }[] }).results;
      expect(results.map((b) => [b.path, b.filename, b.ref])).toEqual([['src/index.ts', 'src/index.ts', 'main']]);
      expect(results[0].data).toContain("app.get('/health'");
      expect(textOf(r)).toContain(`[src/index.ts:${results[0].startline}]`);
    });

    it('A-10 branch.update_protected with unprotect_access_level adds that role to who may unprotect, as GitLab does', async () => {
      // acme/backend's main: Maintainers (40) may unprotect.
      const r = await run('branch.update_protected', { project_id: '42', branch: 'main', unprotect_access_level: 30 });
      expect(r.isError).toBeFalsy();
      expect(sent('PATCH', /\/protected_branches\/main$/)?.body).toMatchObject({ unprotect_access_level: 30 });
      const got = (await run('branch.get_protected', { project_id: '42', branch: 'main' })).structuredContent as { unprotect_access_levels: { access_level: number }[] };
      expect(got.unprotect_access_levels.map((l) => l.access_level)).toEqual([40, 30]);
    });

    it('A-10 a role already allowed to unprotect is refused (422), as GitLab validates each role once per list', async () => {
      const res = await api('/projects/42/protected_branches/main', { method: 'PATCH', body: JSON.stringify({ unprotect_access_level: 40 }) });
      expect(res.status).toBe(422);
      expect(await res.json()).toEqual({ message: ['Unprotect access levels access level has already been taken'] });
    });

    it('A-10 search.code in a group searches the files of the projects in it, subgroups included', async () => {
      const hits = async (params: Record<string, unknown>): Promise<unknown[][]> => {
        const r = await run('search.code', params);
        expect(r.isError).toBeFalsy();
        return (r.structuredContent as { results: { project_id: number; path: string; startline: number }[] }).results.map((b) => [b.project_id, b.path, b.startline]);
      };
      // acme/frontend (43) is in acme (10); its README's third line reads "Acme web client." (the hit starts two lines above).
      expect(await hits({ group_id: '10', search: 'web client' })).toEqual([[43, 'README.md', 1]]);
      expect(sent('GET', /\/groups\/10\/search$/)?.query).toMatchObject({ scope: 'blobs', search: 'web client' });
      // demo/sandbox (44) is not in acme.
      expect(await hits({ group_id: '10', search: 'A place to try' })).toEqual([]);
    });

    it('A-10 search.code across the instance searches every project the caller can read', async () => {
      const r = await run('search.code', { search: 'A place to try' });
      expect(r.isError).toBeFalsy();
      expect(sent('GET', /^\/api\/v4\/search$/)?.query).toMatchObject({ scope: 'blobs' });
      const results = (r.structuredContent as { results: { project_id: number; path: string; data: string }[] }).results;
      expect(results.map((b) => [b.project_id, b.path])).toEqual([[44, 'README.md']]);
      expect(results[0].data).toBe('# Sandbox\n\nA place to try things.\n');
      // ops/infra (45) is private and demo is no member: only an administrator finds its README.
      expect((await run('search.code', { search: 'Terraform for Acme' })).structuredContent).toMatchObject({ results: [] });
      const admin = (await (await api('/search?scope=blobs&search=Terraform%20for%20Acme')).json()) as { project_id: number; path: string }[];
      expect(admin.map((b) => [b.project_id, b.path])).toEqual([[45, 'README.md']]);
    });

    it('E-10 A-10 merge_request.merge is refused (405) while a blocking thread is open, and the card says so', async () => {
      expect((await run('project.update', { project_id: '42', only_allow_merge_if_all_discussions_are_resolved: true })).isError).toBeFalsy();
      const card = await run('merge_request.get', { project_id: '42', merge_request_iid: 7 });
      expect(card.structuredContent).toMatchObject({ blocking_discussions_resolved: false, detailed_merge_status: 'discussions_not_resolved' });
      expect(textOf(card)).toContain('- **Blocking threads resolved**: no');
      const merge = await run('merge_request.merge', { project_id: '42', merge_request_iid: 7 });
      expect(merge.isError).toBe(true);
      expect(textOf(merge)).toMatch(/^mrMerge: method not allowed: the action cannot be performed on this resource in its current state\. Suggestion: .*unresolved discussions.*: PUT http:\/\/127\.0\.0\.1:\d+\/api\/v4\/projects\/42\/merge_requests\/7\/merge: 405 \{message: 405 Method Not Allowed\}$/);
    });
  });
});
