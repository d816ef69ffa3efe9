import { startGitlabSim, type GitlabSim } from '@gitlab-mcp/gitlab-sim';
import { spawnServer, type SpawnedServer } from '../helpers/spawn-server';
import { callAction } from '../helpers/surface-calls';
import { textOf } from '../helpers/tool-text';
import { waitFor } from '../helpers/wait-for';

const BRANCHES = '/api/v4/projects/42/repository/branches';

interface LogLine {
  readonly msg?: string;
  readonly action?: string;
  readonly error?: string;
}

/**
 * E-74: the `tool call failed` log line carries the same bounded text as the tool result, for
 * GitLab errors (short, multi-line, and past the 2048-byte bound of E-70) and for refusals.
 */
describe('E-74 the failure log line and the result say the same thing', () => {
  let sim: GitlabSim;
  let server: SpawnedServer;

  const failedLines = (action: string): LogLine[] =>
    server
      .stderr()
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as LogLine)
      .filter((l) => l.msg === 'tool call failed' && l.action === action);

  /** Runs one failing call and returns its result text and the error of the log line it added. */
  const failing = async (action: string, params: Record<string, unknown>): Promise<{ text: string; logged: string | undefined }> => {
    const before = failedLines(action).length;
    const r = (await callAction(server.client, 'dynamic', action, params)) as { isError?: boolean };
    expect(r.isError).toBe(true);
    expect(await waitFor(() => failedLines(action).length > before)).toBe(true);
    const added = failedLines(action).slice(before);
    expect(added).toHaveLength(1);
    return { text: textOf(r), logged: added[0].error };
  };

  beforeAll(async () => {
    sim = await startGitlabSim();
    server = await spawnServer({ env: { GITLAB_URL: sim.url, GITLAB_TOKEN: sim.tokens.api } });
    await server.client.listTools();
  });
  afterAll(async () => {
    await server.close();
    await sim.close();
  });
  beforeEach(() => sim.reset());

  it('E-74 E-02 a GitLab 400: the log line carries the result text', async () => {
    sim.faults.add({ method: 'GET', path: BRANCHES, status: 400, body: { message: 'bad thing' } });
    const { text, logged } = await failing('branch.list', { project_id: '42' });
    expect(text).toBe(`branchList: bad request: check your input parameters ({message: bad thing}): GET ${sim.url}${BRANCHES}: 400 {message: bad thing}`);
    expect(logged).toBe(text);
  });

  it('E-74 E-70 a multi-line message is flattened alike in the result and the log line', async () => {
    sim.faults.add({ method: 'GET', path: BRANCHES, status: 422, body: { message: 'first\r\n\r\nsecond\tthird' } });
    const { text, logged } = await failing('branch.list', { project_id: '42' });
    expect(text).toBe(
      `branchList: validation failed: GitLab rejected the request due to invalid data ({message: first second third}): GET ${sim.url}${BRANCHES}: 422 {message: first second third}`,
    );
    expect(logged).toBe(text);
  });

  it('E-74 E-70 a message past 2048 bytes: both carry the same text, GitLab\'s part cut at 2048 bytes in each place', async () => {
    const long = 'é'.repeat(3000);
    sim.faults.add({ method: 'GET', path: BRANCHES, status: 400, body: { message: long } });
    const { text, logged } = await failing('branch.list', { project_id: '42' });
    // `{message: ` is 10 bytes and `é` two: the bounded part keeps 1019 of them (2048 bytes).
    const part = `{message: ${'é'.repeat(1019)}`;
    expect(text).toBe(`branchList: bad request: check your input parameters (${part}): GET ${sim.url}${BRANCHES}: 400 ${part}`);
    expect(logged).toBe(text);
  });

  it('E-74 a refusal before GitLab (unknown action) is logged with the result text', async () => {
    const { text, logged } = await failing('branch.lsit', { project_id: '42' });
    expect(text).toMatch(/^gitlab_execute_action: /);
    expect(logged).toBe(text);
  });
});
