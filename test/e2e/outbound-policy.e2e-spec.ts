import { composeGitlabError, DESTINATION_REFUSED_SUGGESTION } from '@gitlab-mcp/errors';
import { GitlabAgentPool, GitlabClient, GitlabRequestFailureError, type GitlabDestination } from '@gitlab-mcp/gitlab-client';
import { startGitlabSim, type GitlabSim } from '@gitlab-mcp/gitlab-sim';

const BRANCHES = '/projects/42/repository/branches';
const CLASSIFICATION = 'this server refused to connect to that address, so the request never left the process';

/**
 * The outbound destination policy at the library level, against the simulator: the HTTP
 * transport's wiring (GITLAB-URL header → `destination`) is exercised by the transport's own tests.
 */
describe('Outbound destination policy (A-73, E-11, E-37)', () => {
  const pool = new GitlabAgentPool();
  let sim: GitlabSim;

  const client = (baseUrl: string, destination: GitlabDestination): GitlabClient =>
    new GitlabClient({ baseUrl, token: sim.tokens.api, destination, retryBaseDelayMs: 1, jitterMs: 0 }, undefined, pool);

  const refusal = async (pending: Promise<unknown>): Promise<string> => {
    const error: unknown = await pending.then(
      () => new Error('expected a refusal'),
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(GitlabRequestFailureError);
    const { failure } = error as GitlabRequestFailureError;
    expect(failure.destinationRefused).toBe(true);
    expect(failure.status).toBeUndefined();
    return composeGitlabError('branchList', failure);
  };

  beforeAll(async () => {
    sim = await startGitlabSim();
  });

  beforeEach(() => sim.clearRequests());

  afterAll(async () => {
    pool.destroy();
    await sim.close();
  });

  it('E-11 a caller-supplied cloud metadata URL is refused with the one --allow-private-instances suggestion', async () => {
    const message = await refusal(
      client('http://169.254.169.254', { operatorNamed: false, allowPrivate: false }).rest({ method: 'GET', path: BRANCHES }),
    );
    expect(message).toBe(
      `branchList: ${CLASSIFICATION}. Suggestion: ${DESTINATION_REFUSED_SUGGESTION}: GET http://169.254.169.254/api/v4${BRANCHES}: outbound destination refused`,
    );
    expect(DESTINATION_REFUSED_SUGGESTION).toContain('--allow-private-instances');
  });

  it('E-11 a caller-supplied loopback URL (the simulator) is refused and nothing reaches it', async () => {
    const message = await refusal(
      client(sim.url, { operatorNamed: false, allowPrivate: false }).rest({
        method: 'GET',
        path: BRANCHES,
        query: { search: 'secret-query' },
      }),
    );
    expect(message).toBe(
      `branchList: ${CLASSIFICATION}. Suggestion: ${DESTINATION_REFUSED_SUGGESTION}: GET ${sim.url}/api/v4${BRANCHES}: outbound destination refused`,
    );
    expect(message).not.toContain('secret-query');
    expect(message).not.toContain(sim.tokens.api);
    expect(sim.requests).toHaveLength(0);
  });

  it('E-11 a caller-supplied host name resolving to loopback is refused after DNS, and nothing reaches the simulator', async () => {
    const byName = sim.url.replace('127.0.0.1', 'localhost');
    const message = await refusal(client(byName, { operatorNamed: false, allowPrivate: false }).graphql('query { currentUser { username } }'));
    expect(message).toBe(
      `branchList: ${CLASSIFICATION}. Suggestion: ${DESTINATION_REFUSED_SUGGESTION}: POST ${byName}/api/graphql: outbound destination refused`,
    );
    expect(sim.requests).toHaveLength(0);
  });

  it('A-73 --allow-private-instances lets the loopback request through, but metadata stays refused', async () => {
    const allowed = client(sim.url, { operatorNamed: false, allowPrivate: true });
    const res = await allowed.rest<{ name: string }[]>({ method: 'GET', path: BRANCHES });
    expect(res.status).toBe(200);
    expect(sim.requests).toHaveLength(1);

    const message = await refusal(
      client('http://169.254.169.254', { operatorNamed: false, allowPrivate: true }).rest({ method: 'GET', path: BRANCHES }),
    );
    expect(message).toBe(
      `branchList: ${CLASSIFICATION}. Suggestion: ${DESTINATION_REFUSED_SUGGESTION}: GET http://169.254.169.254/api/v4${BRANCHES}: outbound destination refused`,
    );
    expect(sim.requests).toHaveLength(1);
  });

  it("A-73 the operator's own URL may be loopback without any flag, but never metadata", async () => {
    const res = await client(sim.url, { operatorNamed: true, allowPrivate: false }).rest({ method: 'GET', path: BRANCHES });
    expect(res.status).toBe(200);
    expect(sim.requests).toHaveLength(1);

    await refusal(client('http://[fd00:ec2::254]', { operatorNamed: true }).rest({ method: 'GET', path: '/version' }));
    await refusal(client('http://100.100.100.200', {}).rest({ method: 'GET', path: '/version' }));
  });
});
