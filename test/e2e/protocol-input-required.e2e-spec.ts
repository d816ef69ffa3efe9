import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { startGitlabSim, type GitlabSim } from '@gitlab-mcp/gitlab-sim';
import { CONFIRMATION_OUTCOMES } from '@gitlab-mcp/errors';
import { spawnHttp, type HttpServer } from '../helpers/spawn-http';
import { textOf } from '../helpers/tool-text';

jest.setTimeout(120_000);

const MODERN = '2026-07-28';
const META = { 'io.modelcontextprotocol/protocolVersion': MODERN, 'io.modelcontextprotocol/clientCapabilities': { elicitation: { form: {} } } };
const DELETE_TYPO = { action: 'delete', params: { project_id: 'acme/backend', branch: 'fix/typo' } };

interface Round {
  readonly resultType?: string;
  readonly requestState?: string;
  readonly inputRequests?: Record<string, { method: string; params: { message: string } }>;
  readonly content?: { type: string; text: string }[];
  readonly isError?: boolean;
}

/** Confirmations as multi-round-trip requests in 2026-07-28 (issue 15 item 2), over stateless HTTP on the meta surface. */
describe('issue 15 #2 confirmations and guided flows as input_required rounds', () => {
  let sim: GitlabSim;
  let server: HttpServer;
  let id = 0;

  /** One raw 2026-07-28 tools/call, as a client would send it (headers matching the body). */
  const round = async (token: string, args: unknown, extra: Record<string, unknown> = {}): Promise<Round> => {
    const params = { name: 'gitlab_branch', arguments: args, _meta: META, ...extra };
    return post(token, params);
  };
  const post = async (token: string, params: Record<string, unknown>): Promise<Round> => {
    const r = await fetch(server.endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream', 'PRIVATE-TOKEN': token, 'MCP-Protocol-Version': MODERN, 'Mcp-Method': 'tools/call', 'Mcp-Name': 'gitlab_branch' },
      body: JSON.stringify({ jsonrpc: '2.0', id: ++id, method: 'tools/call', params }),
    });
    expect(r.status).toBe(200);
    return ((await r.json()) as { result: Round }).result;
  };
  const accept = { question: { action: 'accept', content: { confirm: true } } };
  const branchExists = async (name: string): Promise<boolean> => (await fetch(`${sim.url}/api/v4/projects/acme%2Fbackend/repository/branches/${encodeURIComponent(name)}`, { headers: { 'PRIVATE-TOKEN': sim.tokens.api } })).status === 200;
  const refusal = (reason: string): string => `The requestState of this call was refused: ${reason}. Nothing was run. Call the tool again without requestState to be asked afresh.`;

  beforeAll(async () => {
    sim = await startGitlabSim();
    server = await spawnHttp(['--gitlab-url', sim.url], { GITLAB_MCP_TOOL_SURFACE: 'meta' });
  });
  afterAll(async () => {
    await server?.stop();
    await sim?.close();
  });
  beforeEach(() => sim.reset());

  it('E-61 a destructive call answers input_required with the spec\'s question; the retry with the answer runs it', async () => {
    const first = await round(sim.tokens.api, DELETE_TYPO);
    expect(first.resultType).toBe('input_required');
    expect(first.inputRequests?.question.method).toBe('elicitation/create');
    expect(first.inputRequests?.question.params.message).toBe('Confirm gitlab_branch/delete? This action may be irreversible.');
    expect(await branchExists('fix/typo')).toBe(true);
    const second = await round(sim.tokens.api, DELETE_TYPO, { inputResponses: accept, requestState: first.requestState });
    expect(second.isError).toBeFalsy();
    expect(second.content?.[0].text).toContain('Branch fix/typo deleted');
    expect(await branchExists('fix/typo')).toBe(false);
  });

  it('E-62 a declined answer ends the call with the spec\'s text; nothing is deleted', async () => {
    await fetch(`${sim.url}/api/v4/projects/acme%2Fbackend/repository/branches?branch=tmp-decline&ref=main`, { method: 'POST', headers: { 'PRIVATE-TOKEN': sim.tokens.api } });
    const args = { action: 'delete', params: { project_id: 'acme/backend', branch: 'tmp-decline' } };
    const first = await round(sim.tokens.api, args);
    const second = await round(sim.tokens.api, args, { inputResponses: { question: { action: 'decline' } }, requestState: first.requestState });
    expect(second.isError).toBe(true);
    expect(second.content?.[0].text).toBe(CONFIRMATION_OUTCOMES.declined);
    expect(await branchExists('tmp-decline')).toBe(true);
  });

  it('issue 15 #2 a tampered, replayed, foreign-call or foreign-credential state is refused and nothing runs', async () => {
    await fetch(`${sim.url}/api/v4/projects/acme%2Fbackend/repository/branches?branch=tmp-state&ref=main`, { method: 'POST', headers: { 'PRIVATE-TOKEN': sim.tokens.api } });
    const args = { action: 'delete', params: { project_id: 'acme/backend', branch: 'tmp-state' } };
    const { requestState } = await round(sim.tokens.api, args);
    const state = String(requestState);
    const tampered = `${state.slice(0, -2)}${state.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await round(sim.tokens.api, args, { inputResponses: accept, requestState: tampered })).content?.[0].text).toBe(refusal('it was altered, or this server did not issue it'));
    const other = { action: 'delete', params: { project_id: 'acme/backend', branch: 'main' } };
    expect((await round(sim.tokens.api, other, { inputResponses: accept, requestState: state })).content?.[0].text).toBe(refusal('it was issued for another tool call (other tool or other arguments)'));
    expect((await round(sim.tokens.admin, args, { inputResponses: accept, requestState: state })).content?.[0].text).toBe(refusal('it was issued to another credential'));
    expect(await branchExists('tmp-state')).toBe(true);
    expect((await round(sim.tokens.api, args, { inputResponses: accept, requestState: state })).content?.[0].text).toContain('Branch tmp-state deleted');
    expect((await round(sim.tokens.api, args, { inputResponses: accept, requestState: state })).content?.[0].text).toBe(refusal('it was already used once'));
  });

  it('issue 15 #2 a client that declares no elicitation gets E-61\'s refusal, as in 2025-11-25', async () => {
    const result = await post(sim.tokens.api, { name: 'gitlab_branch', arguments: DELETE_TYPO, _meta: { ...META, 'io.modelcontextprotocol/clientCapabilities': {} } });
    expect(result.isError).toBe(true);
    expect(result.content?.[0].text).toBe('Confirm gitlab_branch/delete? This action may be irreversible. The connected client cannot prompt for confirmation. Re-send with confirm=true only after the user explicitly approves this operation.');
  });

  it('issue 15 #2 the v2 client fulfils the rounds itself through its elicitation handler (a guided flow of several questions)', async () => {
    const client = new Client({ name: 'e2e-v2', version: '1.0.0' }, { capabilities: { elicitation: { form: {} } }, versionNegotiation: { mode: { pin: MODERN } } });
    const asked: string[] = [];
    client.setRequestHandler('elicitation/create', async (req) => {
      const message = String((req.params as { message: string }).message);
      asked.push(message);
      const [[property, schema]] = Object.entries((req.params as { requestedSchema: { properties: Record<string, { type?: string; enum?: string[] }> } }).requestedSchema.properties);
      const value = schema.type === 'boolean' ? property === 'confirm' : schema.type === 'number' || schema.type === 'integer' ? 1 : (schema.enum?.[0] ?? `value of ${property}`);
      return { action: 'accept', content: { [property]: value } };
    });
    await client.connect(new StreamableHTTPClientTransport(server.endpoint, { requestInit: { headers: { 'PRIVATE-TOKEN': sim.tokens.api } } }));
    try {
      const r = await client.callTool({ name: 'gitlab_interactive_issue_create', arguments: { project_id: 'acme/backend' } });
      expect([r.isError, textOf(r)]).toEqual([undefined, expect.stringContaining('value of title')]);
      expect(asked.length).toBeGreaterThan(1);
      expect(textOf(r)).toContain('value of title');
    } finally {
      await client.close();
    }
  });
});
