import { startGitlabSim, type GitlabSim } from '@gitlab-mcp/gitlab-sim';
import { ElicitRequestSchema, type ElicitResult } from '@modelcontextprotocol/sdk/types.js';
import { spawnServer, type SpawnedServer } from '../helpers/spawn-server';
import { callAction } from '../helpers/surface-calls';
import { textOf } from '../helpers/tool-text';

type Answer = ElicitResult | Error;

describe.each(['meta', 'individual'] as const)('E-61 E-62 destructive confirmation by elicitation on the %s surface', (surface) => {
  let sim: GitlabSim;
  let server: SpawnedServer;
  let answer: Answer;
  const questions: string[] = [];

  beforeAll(async () => {
    sim = await startGitlabSim();
    server = await spawnServer({
      env: { GITLAB_URL: sim.url, GITLAB_TOKEN: sim.tokens.api, GITLAB_MCP_TOOL_SURFACE: surface },
      capabilities: { elicitation: { form: {} } },
    });
    server.client.setRequestHandler(ElicitRequestSchema, async (req) => {
      questions.push(req.params.message);
      if (answer instanceof Error) throw answer;
      return answer;
    });
    await server.client.listTools();
  });
  afterAll(async () => {
    await server.close();
    await sim.close();
  });
  beforeEach(() => {
    sim.reset();
    questions.length = 0;
  });

  const deleteBranch = (): Promise<unknown> => callAction(server.client, surface, 'branch.delete', { project_id: '42', branch: 'develop' });
  const deletes = (): number => sim.requests.filter((r) => r.method === 'DELETE').length;

  it('E-61 asks "Confirm gitlab_branch/delete?" and runs the action once the user approves', async () => {
    answer = { action: 'accept', content: { confirm: true } };
    const r = (await deleteBranch()) as { isError?: boolean };
    expect(questions).toEqual(['Confirm gitlab_branch/delete? This action may be irreversible.']);
    expect(r.isError).toBeFalsy();
    expect(deletes()).toBe(1);
  });

  it.each<[string, Answer, string]>([
    ['declined', { action: 'decline' }, 'The user declined this operation. Do not retry it; ask what they would like instead.'],
    ['dismissed', { action: 'cancel' }, 'The confirmation was dismissed without an answer. Nothing was changed; you may ask again if the user still wants this.'],
    ['answered without confirming', { action: 'accept', content: { confirm: false } }, 'Operation canceled by user.'],
  ])('E-62 %s: an error result, nothing sent', async (_name, a, expected) => {
    answer = a;
    const r = await deleteBranch();
    expect(textOf(r)).toBe(expected);
    expect((r as { isError: boolean }).isError).toBe(true);
    expect(deletes()).toBe(0);
  });

  it('E-62 the exchange failed: Confirmation failed with the reason, nothing sent', async () => {
    answer = new Error('dialog crashed');
    const r = await deleteBranch();
    expect(textOf(r)).toMatch(
      /^Confirmation failed: .*dialog crashed.*\. The action was not executed\. Re-send with "confirm": true only after the user explicitly approves this operation\.$/,
    );
    expect(deletes()).toBe(0);
  });

  it('E-61 confirm: true is honoured without asking', async () => {
    const r = (await callAction(server.client, surface, 'branch.delete', { project_id: '42', branch: 'develop' }, true)) as { isError?: boolean };
    expect(questions).toEqual([]);
    expect(r.isError).toBeFalsy();
  });
});

describe('E-63 the dynamic surface never asks, even when the client can elicit', () => {
  it('E-63 refuses without confirm and sends no elicitation request', async () => {
    const sim = await startGitlabSim();
    const server = await spawnServer({ env: { GITLAB_URL: sim.url, GITLAB_TOKEN: sim.tokens.api }, capabilities: { elicitation: { form: {} } } });
    let asked = false;
    server.client.setRequestHandler(ElicitRequestSchema, async () => {
      asked = true;
      return { action: 'accept', content: { confirm: true } };
    });
    try {
      const r = await callAction(server.client, 'dynamic', 'branch.delete', { project_id: '42', branch: 'develop' });
      expect(textOf(r)).toBe('gitlab_execute_action: action "branch.delete" is destructive. Re-send with confirm=true only after the user explicitly approves this operation.');
      expect(asked).toBe(false);
      expect(sim.requests.filter((q) => q.method === 'DELETE')).toEqual([]);
    } finally {
      await server.close();
      await sim.close();
    }
  });
});
