import { startGitlabSim, type GitlabSim } from '@gitlab-mcp/gitlab-sim';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { conformanceCli, conformanceNode, runScenario, statusById, type CheckStatus, type SpecVersion } from '../helpers/conformance';
import { spawnHttp, type HttpServer } from '../helpers/spawn-http';
import { startTokenProxy, type TokenProxy } from '../helpers/token-proxy';

/** One check the suite is expected not to pass, and why (test/fixtures/conformance/expected-failures.json). */
interface ExpectedFailure {
  readonly scenario: string;
  readonly check: string;
  readonly status: Exclude<CheckStatus, 'SUCCESS' | 'INFO'>;
  readonly reason: string;
}

/**
 * The scenarios that need none of the suite's own test tools (issue 15 #7), each at the revision
 * it is run at: the dual-era ones at 2025-11-25, which the server speaks; the 2026-07-28-only ones
 * at their own revision, which it does not speak yet (their failures are in the expected list).
 */
const SCENARIOS: ReadonlyArray<readonly [string, SpecVersion]> = [
  ['server-initialize', '2025-11-25'],
  ['ping', '2025-11-25'],
  ['tools-list', '2025-11-25'],
  ['resources-list', '2025-11-25'],
  ['prompts-list', '2025-11-25'],
  ['completion-complete', '2025-11-25'],
  ['dns-rebinding-protection', '2025-11-25'],
  ['server-stateless', '2026-07-28'],
  ['caching', '2026-07-28'],
  ['http-header-validation', '2026-07-28'],
  ['sep-2164-resource-not-found', '2026-07-28'],
];

/** SUCCESS passes; INFO is the suite noting something that does not apply (no session id on a stateless server) and never fails its own run. */
const PASSING: ReadonlySet<CheckStatus> = new Set(['SUCCESS', 'INFO']);

const EXPECTED = (JSON.parse(readFileSync(join(__dirname, '..', 'fixtures', 'conformance', 'expected-failures.json'), 'utf8')) as { expected: ExpectedFailure[] }).expected;

/** The official MCP conformance suite against HTTP mode on the simulator (issue 15 #7). */
describe('issue 15 #7 official MCP conformance suite', () => {
  let sim: GitlabSim;
  let server: HttpServer;
  let proxy: TokenProxy;

  beforeAll(async () => {
    // Loud before anything starts: a missing Node 22 or suite is an install problem, never a skip.
    conformanceNode();
    conformanceCli();
    sim = await startGitlabSim();
    // The rate limiter is off: the suite sends bursts of requests with one credential, and a 429 would be our limiter, not the protocol.
    server = await spawnHttp(['--gitlab-url', sim.url, '--rate-limit-rps', '0']);
    proxy = await startTokenProxy(server.endpoint, sim.tokens.api);
  });
  afterAll(async () => {
    await proxy?.close();
    await server?.stop();
    await sim?.close();
  });

  it('issue 15 #7 conformance: the expected-failures file names known scenarios, once each, with a reason', () => {
    const known = new Set(SCENARIOS.map(([s]) => s));
    const keys = EXPECTED.map((e) => `${e.scenario}:${e.check}`);
    expect(EXPECTED.filter((e) => !known.has(e.scenario))).toEqual([]);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
    expect(EXPECTED.filter((e) => !/^(not yet implemented: issue 15 item \d+|cannot apply: )/.test(e.reason))).toEqual([]);
    expect(EXPECTED.filter((e) => !['FAILURE', 'WARNING', 'SKIPPED'].includes(e.status))).toEqual([]);
  });

  for (const [scenario, specVersion] of SCENARIOS) {
    it(`issue 15 #7 conformance: ${scenario}`, async () => {
      const checks = await runScenario(proxy.endpoint, scenario, specVersion);
      expect(checks.length).toBeGreaterThan(0);
      const actual = statusById(checks);
      const expected = new Map(EXPECTED.filter((e) => e.scenario === scenario).map((e) => [e.check, e.status]));
      // Failing, warned or skipped checks nobody listed (with the suite's own message).
      const unexpected = checks.filter((c) => !PASSING.has(c.status) && !expected.has(c.id)).map((c) => `${c.id} ${c.status}: ${c.errorMessage ?? c.description}`);
      // Listed checks that now pass, report another status, or are gone: shrink or fix the list.
      const stale = [...expected].filter(([id, status]) => actual.get(id) !== status).map(([id, status]) => `${id}: listed as ${status}, now ${actual.get(id) ?? 'not emitted'}`);
      expect({ unexpected, stale }).toEqual({ unexpected: [], stale: [] });
    });
  }
});
