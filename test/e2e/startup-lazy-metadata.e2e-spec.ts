import { startGitlabSim, type GitlabSim } from '@gitlab-mcp/gitlab-sim';
import { join } from 'node:path';
import { INITIALIZE, INITIALIZED, spawnRaw, type RawServer } from '../helpers/raw-stdio';
import { until } from '../helpers/wait-for';

interface Probe {
  readonly classes: number;
  readonly queuedClasses: number;
  readonly queued: number;
  readonly built: number;
  readonly constraints: number;
}

const PROBE = join(__dirname, '..', 'helpers', 'validation-metadata.probe.cjs');

/** Asks the server for its validation metadata counts (the n-th probe line on stderr). */
async function probe(raw: RawServer, n: number): Promise<Probe> {
  const lines = (): string[] => raw.stderrText().split('\n').filter((l) => l.includes('"validationMetadataProbe"'));
  raw.child.kill('SIGUSR2');
  await until(() => lines().length >= n, 'the validation metadata probe line');
  return (JSON.parse(lines()[n - 1]) as { validationMetadataProbe: Probe }).validationMetadataProbe;
}

describe('issue 13: a never-called action costs no validation metadata at start (built bundle)', () => {
  let sim: GitlabSim;
  beforeAll(async () => {
    sim = await startGitlabSim();
  });
  afterAll(() => sim.close());

  it.each(['dynamic', 'individual'])('%s: nothing is built at start; a call builds only its own DTOs', async (surface) => {
    const raw = spawnRaw({ GITLAB_URL: sim.url, GITLAB_TOKEN: sim.tokens.api, GITLAB_MCP_TOOL_SURFACE: surface, NODE_OPTIONS: `--require ${PROBE}` });
    try {
      raw.send(INITIALIZE);
      await raw.response(1);
      raw.send(INITIALIZED);
      raw.send({ jsonrpc: '2.0', id: 2, method: 'tools/list' });
      await raw.response(2);
      const atStart = await probe(raw, 1);
      expect(atStart.classes).toBeGreaterThan(500);
      expect(atStart.queuedClasses).toBe(atStart.classes);
      expect(atStart.built).toBe(0);
      expect(atStart.constraints).toBe(0);
      const call = surface === 'dynamic' ? { name: 'gitlab_execute_action', arguments: { action: 'project.get', params: { project_id: '42' } } } : { name: 'gitlab_project_get', arguments: { project_id: '42' } };
      raw.send({ jsonrpc: '2.0', id: 3, method: 'tools/call', params: call });
      const answer = await raw.response(3);
      expect((answer.result as { isError?: boolean }).isError).toBeFalsy();
      const afterCall = await probe(raw, 2);
      expect(afterCall.built).toBeGreaterThan(0);
      expect(afterCall.classes - afterCall.queuedClasses).toBeLessThan(10);
      expect(afterCall.queued + afterCall.built).toBe(atStart.queued);
    } finally {
      await raw.stop();
    }
  });
});
