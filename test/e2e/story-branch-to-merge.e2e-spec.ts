import { startGitlabSim, type GitlabSim } from '@gitlab-mcp/gitlab-sim';
import { callAction, SURFACES, type Surface } from '../helpers/surface-calls';
import { spawnServer, type SpawnedServer } from '../helpers/spawn-server';
import { CLASSIFICATION, confirmationRefusal, notFoundCard } from '../helpers/spec-strings';
import { textOf } from '../helpers/tool-text';

interface Result {
  isError?: boolean;
  structuredContent?: Record<string, unknown>;
  content: { type: string; text: string }[];
}

const BRANCH = 'feature/health-check';
const FILE = 'src/health.ts';
const CONTENT = "export function health(): string {\n  return 'ok';\n}\n";

/**
 * The code-collaboration workflow from start to finish, the way a model drives it: branch from
 * main, commit a file, open a merge request, review it with an inline comment, approve it (as a
 * reviewer: the author may not), merge it with the head SHA, and find the file on main.
 */
describe.each(SURFACES)('story: branch → commit → merge request → review → approve → merge on the %s surface', (surface: Surface) => {
  let sim: GitlabSim;
  let author: SpawnedServer;
  let reviewer: SpawnedServer;
  let iid = 0;
  let headSha = '';
  const as =
    (server: SpawnedServer) =>
    (id: string, params: Record<string, unknown>, confirm?: boolean): Promise<Result> =>
      callAction(server.client, surface, id, params, confirm) as Promise<Result>;

  beforeAll(async () => {
    sim = await startGitlabSim();
    const env = { GITLAB_URL: sim.url, GITLAB_MCP_TOOL_SURFACE: surface };
    [author, reviewer] = await Promise.all([
      spawnServer({ env: { ...env, GITLAB_TOKEN: sim.tokens.api } }),
      spawnServer({ env: { ...env, GITLAB_TOKEN: sim.tokens.admin } }),
    ]);
    await Promise.all([author.client.listTools(), reviewer.client.listTools()]);
  }, 30_000);
  afterAll(async () => {
    await Promise.all([author.close(), reviewer.close()]);
    await sim.close();
  });

  it('creates a branch from main', async () => {
    const r = await as(author)('branch.create', { project_id: '42', branch_name: BRANCH, ref: 'main' });
    expect(r.isError).toBeFalsy();
    expect(r.structuredContent).toMatchObject({ name: BRANCH, merged: false });
  });

  it('commits a new file to the branch', async () => {
    const r = await as(author)('repository.file_create', { project_id: '42', file_path: FILE, branch: BRANCH, content: CONTENT, commit_message: 'Add a health check' });
    expect(r.isError).toBeFalsy();
    expect(r.structuredContent).toMatchObject({ file_path: FILE, branch: BRANCH });
  });

  it('committing the same file again fails with the hint that points at repository.file_update', async () => {
    const r = await as(author)('repository.file_create', { project_id: '42', file_path: FILE, branch: BRANCH, content: CONTENT, commit_message: 'Again' });
    expect(r.isError).toBe(true);
    // E-25 form 3, the seed's fileCreate example on this file.
    expect(textOf(r)).toBe(
      `fileCreate: bad request: check your input parameters ({message: A file with this name already exists}). Suggestion: the file may already exist. Use repository.file_update to modify an existing file, or verify the branch name: POST ${sim.url}/api/v4/projects/42/repository/files/${encodeURIComponent(FILE)}: 400 {message: A file with this name already exists}`,
    );
  });

  it('opens a merge request from the branch into main', async () => {
    const r = await as(author)('merge_request.create', { project_id: '42', source_branch: BRANCH, target_branch: 'main', title: 'Add a health check', description: 'Adds `health()` for the load balancer.' });
    expect(r.isError).toBeFalsy();
    const mr = r.structuredContent as { iid: number; state: string; sha: string; author: { username: string }; source_branch: string };
    expect(mr).toMatchObject({ state: 'opened', source_branch: BRANCH, target_branch: 'main', author: { username: 'demo' } });
    expect(mr.iid).toBeGreaterThan(8);
    iid = mr.iid;
    headSha = mr.sha;
    expect(textOf(r)).toMatch(/^## Merge request created: acme\/backend!\d+\n/);
  });

  it('opening a second merge request for the same branches fails (409) with the hint to find the first', async () => {
    const r = await as(author)('merge_request.create', { project_id: '42', source_branch: BRANCH, target_branch: 'main', title: 'Duplicate' });
    expect(r.isError).toBe(true);
    const gitlab = `{message: [Another open merge request already exists for this source branch: !${iid}]}`;
    expect(textOf(r)).toBe(
      `mrCreate: ${CLASSIFICATION[409]} (${gitlab}). Suggestion: an open merge request already exists for these branches; use merge_request.list with source_branch to find it: POST ${sim.url}/api/v4/projects/42/merge_requests: 409 ${gitlab}`,
    );
  });

  it('the reviewer reads the change and comments inline on the new line 2', async () => {
    const changes = await as(reviewer)('mr_review.changes_get', { project_id: '42', merge_request_iid: iid });
    expect(changes.isError).toBeFalsy();
    expect(textOf(changes)).toContain(FILE);
    const r = await as(reviewer)('mr_review.discussion_create', { project_id: '42', merge_request_iid: iid, body: 'Should this also check the database?', position: { new_path: FILE, new_line: 2 } });
    expect(r.isError).toBeFalsy();
    const thread = r.structuredContent as { notes: { type: string; position: Record<string, unknown> }[] };
    expect(thread.notes[0]).toMatchObject({ type: 'DiffNote', position: { new_path: FILE, new_line: 2, head_sha: headSha, position_type: 'text' } });
  });

  it('E-38 the author may not approve their own merge request: the hint says why', async () => {
    const r = await as(author)('merge_request.approve', { project_id: '42', merge_request_iid: iid });
    expect(r.isError).toBe(true);
    // The seed's mrApprove example (E-38).
    expect(textOf(r)).toBe(
      `mrApprove: ${CLASSIFICATION[401]}. Suggestion: you may be the MR author (self-approval not allowed) or lack sufficient permissions: POST ${sim.url}/api/v4/projects/42/merge_requests/${iid}/approve: 401 {message: 401 Unauthorized}`,
    );
  });

  it('the reviewer approves', async () => {
    const r = await as(reviewer)('merge_request.approve', { project_id: '42', merge_request_iid: iid, sha: headSha });
    expect(r.isError).toBeFalsy();
    expect(r.structuredContent).toMatchObject({ iid, approved: true, approved_by: [{ user: { username: 'root' } }] });
  });

  it('E-61 merging cannot be undone: without confirmation nothing reaches GitLab', async () => {
    const before = sim.requests.length;
    const r = await as(author)('merge_request.merge', { project_id: '42', merge_request_iid: iid, sha: headSha });
    expect(r.isError).toBe(true);
    expect(textOf(r)).toBe(confirmationRefusal(surface, 'merge_request.merge'));
    expect(sim.requests.slice(before).filter((q) => q.method === 'PUT')).toEqual([]);
  });

  it('merging with a stale SHA fails (409) with the hint to re-read the merge request', async () => {
    const r = await as(author)('merge_request.merge', { project_id: '42', merge_request_iid: iid, sha: '0'.repeat(40) }, true);
    expect(r.isError).toBe(true);
    const gitlab = '{message: SHA does not match HEAD of source branch}';
    expect(textOf(r)).toBe(
      `mrMerge: ${CLASSIFICATION[409]} (${gitlab}). Suggestion: sha no longer matches the HEAD of the source branch: new commits were pushed; use merge_request.get to read the current sha and review the new commits first: PUT ${sim.url}/api/v4/projects/42/merge_requests/${iid}/merge: 409 ${gitlab}`,
    );
  });

  it('merges with the head SHA, removing the source branch', async () => {
    const r = await as(author)('merge_request.merge', { project_id: '42', merge_request_iid: iid, sha: headSha, should_remove_source_branch: true }, true);
    expect(r.isError).toBeFalsy();
    expect(r.structuredContent).toMatchObject({ iid, state: 'merged', merged_by: { username: 'demo' }, merge_commit_sha: expect.stringMatching(/^[0-9a-f]{40}$/) });
    expect(textOf(r)).toMatch(/^## Merge request merged: acme\/backend!\d+\n/);
  });

  it('merging again is refused (405) with the hint that names merge_request.get', async () => {
    const r = await as(author)('merge_request.merge', { project_id: '42', merge_request_iid: iid }, true);
    expect(r.isError).toBe(true);
    expect(textOf(r)).toBe(
      `mrMerge: ${CLASSIFICATION[405]}. Suggestion: the merge request cannot be merged in its current state (draft, closed, conflicts, a failed or running pipeline, missing approvals or unresolved discussions); use merge_request.get to see merge_status, detailed_merge_status and the head pipeline: PUT ${sim.url}/api/v4/projects/42/merge_requests/${iid}/merge: 405 {message: 405 Method Not Allowed}`,
    );
  });

  it('the file is on main, and the branch is gone (E-30 card)', async () => {
    const file = await as(author)('repository.file_get', { project_id: '42', file_path: FILE, ref: 'main' });
    expect(file.isError).toBeFalsy();
    expect(textOf(file)).toContain("return 'ok';");
    const branch = await as(author)('branch.get', { project_id: '42', branch: BRANCH });
    expect(branch.isError).toBe(true);
    // E-31's example card, for this branch.
    expect(textOf(branch)).toBe(
      notFoundCard('Branch', `"${BRANCH}" in project 42`, ["Use action 'branch.list' to list the project's branches", 'Verify the branch name is spelled correctly (case-sensitive)']),
    );
  });
});
