import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { startGitlabSim, type GitlabSim } from '@gitlab-mcp/gitlab-sim';
import { spawnHttp, type HttpServer } from '../helpers/spawn-http';
import { spawnServer, type SpawnedServer } from '../helpers/spawn-server';
import { FINE_GRAINED_UNSUPPORTED, fineGrainedMissing } from '../helpers/spec-strings';
import { callAction, type Surface } from '../helpers/surface-calls';
import { textOf } from '../helpers/tool-text';

interface Result {
  isError?: boolean;
  structuredContent?: Record<string, unknown>;
  content: { type: string; text: string }[];
}

/** GitLab's REST refusal of a fine-grained token, as the simulator answers it and E-72 renders the body. */
const APPROVE_SENTENCE = 'Access denied: This operation requires a fine-grained personal access token with the following project permissions: [Merge Request: Approve].';
const rendered = (sentence: string): string => `{error: insufficient_granular_scope}, {error_description: ${sentence}}`;
const APPROVE = '/api/v4/projects/42/merge_requests/1/approve';

const toolNames = async (client: Client): Promise<string[]> => (await client.listTools()).tools.map((t) => t.name).sort();

/**
 * Issue 16 item 7: a fine-grained token (`personal_access_tokens/self` scopes `["granular"]`) has an
 * authority the server cannot know in advance, so it is served like an `api` token and GitLab's
 * refusal of each call outside the grant is reported with the permission to add (E-20..E-24).
 */
describe('fine-grained personal access tokens (issue 16 item 7, E-20..E-24)', () => {
  let sim: GitlabSim;
  const stdio: SpawnedServer[] = [];
  let http: HttpServer;
  const startStdio = async (token: string, surface: Surface): Promise<SpawnedServer> => {
    const s = await spawnServer({ env: { GITLAB_URL: sim.url, GITLAB_TOKEN: token, GITLAB_MCP_TOOL_SURFACE: surface } });
    stdio.push(s);
    return s;
  };

  beforeAll(async () => {
    sim = await startGitlabSim({ plan: 'premium' });
    http = await spawnHttp(['--gitlab-url', sim.url, '--tool-surface', 'individual']);
  }, 30_000);
  afterAll(async () => {
    await Promise.all([...stdio.map((s) => s.close()), http.stop()]);
    await sim.close();
  });

  it('stdio: tools/list offers the same tools, writes included, as an api token; a 403 on /version is not "unreachable" (A-08)', async () => {
    const [granular, api] = await Promise.all([startStdio(sim.tokens.granular, 'individual'), startStdio(sim.tokens.api, 'individual')]);
    const [granularTools, apiTools] = await Promise.all([toolNames(granular.client), toolNames(api.client)]);
    expect(granularTools).toEqual(apiTools);
    expect(granularTools).toEqual(expect.arrayContaining(['gitlab_branch_create', 'gitlab_merge_request_approve', 'gitlab_project_target_branch_rule_create']));

    const version = sim.requests.find((r) => r.path === '/api/v4/version' && r.token === sim.tokens.granular);
    expect(version?.status).toBe(403);
    const resolved = granular.stderr().split('\n').find((l) => l.includes('"msg":"GitLab identity resolved"'));
    expect(resolved).toBeDefined();
    expect(JSON.parse(resolved!)).toMatchObject({ user: 'demo', scopes: ['granular'], tier: 'premium' });
    expect(granular.stderr()).not.toContain('unreachable');
  });

  it('stdio: an allowed read and an allowed write work; a write outside the grant reports E-23 whole', async () => {
    const s = await startStdio(sim.tokens.granular, 'dynamic');
    const list = (await callAction(s.client, 'dynamic', 'branch.list', { project_id: '42' })) as Result;
    expect(list.isError).toBeFalsy();
    const created = (await callAction(s.client, 'dynamic', 'branch.create', { project_id: '42', branch_name: 'granular/stdio', ref: 'main' })) as Result;
    expect(created.isError).toBeFalsy();
    expect(created.structuredContent).toMatchObject({ name: 'granular/stdio' });

    const found = (await s.client.callTool({ name: 'gitlab_find_action', arguments: { query: 'approve a merge request' } })) as Result;
    expect(textOf(found)).toContain('merge_request.approve');
    const refused = (await callAction(s.client, 'dynamic', 'merge_request.approve', { project_id: '42', merge_request_iid: 1 })) as Result;
    expect(refused.isError).toBe(true);
    const gitlab = rendered(APPROVE_SENTENCE);
    expect(textOf(refused)).toBe(`mrApprove: ${fineGrainedMissing('project', '[Merge Request: Approve]')} (${gitlab}): POST ${sim.url}${APPROVE}: 403 ${gitlab}`);
  });

  it('stdio: an operation GitLab declares no permission for reports the classic-token way out (E-23)', async () => {
    const s = await startStdio(sim.tokens.granular, 'dynamic');
    const status = (await callAction(s.client, 'dynamic', 'server.status', {})) as Result;
    expect(status.isError).toBe(true);
    const gitlab = rendered("Access denied: This operation doesn't support fine-grained personal access tokens.");
    expect(textOf(status)).toBe(`serverStatus: ${FINE_GRAINED_UNSUPPORTED} (${gitlab}): GET ${sim.url}/api/v4/metadata: 403 ${gitlab}`);
  });

  it('HTTP: the granular credential sees the api tool set; a GraphQL mutation outside the grant reports E-21/E-23', async () => {
    const [granular, api] = await Promise.all([http.connect({ 'PRIVATE-TOKEN': sim.tokens.granular }), http.connect({ 'PRIVATE-TOKEN': sim.tokens.api })]);
    expect(await toolNames(granular)).toEqual(await toolNames(api));
    expect(http.stderr()).not.toContain('unreachable');

    const read = (await callAction(granular, 'individual', 'branch.list', { project_id: '42' })) as Result;
    expect(read.isError).toBeFalsy();
    const approve = (await callAction(granular, 'individual', 'merge_request.approve', { project_id: '42', merge_request_iid: 1 })) as Result;
    expect(textOf(approve)).toContain(`mrApprove: ${fineGrainedMissing('project', '[Merge Request: Approve]')} (`);

    const rule = (await callAction(granular, 'individual', 'project.target_branch_rule_create', { project_id: '42', name: 'hotfix/*', target_branch: 'main' })) as Result;
    expect(rule.isError).toBe(true);
    const sentence = 'Access denied: This operation requires a fine-grained personal access token with the following project permissions: [Target Branch Rule: Create].';
    expect(textOf(rule)).toBe(`targetBranchRuleCreate: ${fineGrainedMissing('project', '[Target Branch Rule: Create]')}: projectTargetBranchRuleCreate GraphQL errors: ${sentence}`);
  });
});
