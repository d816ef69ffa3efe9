import { startGitlabSim, type GitlabSim } from '@gitlab-mcp/gitlab-sim';
import { createServer, type Server } from 'node:net';
import { spawnServer, type SpawnedServer } from '../helpers/spawn-server';
import { callAction } from '../helpers/surface-calls';
import { textOf } from '../helpers/tool-text';
import { waitFor } from '../helpers/wait-for';

const C403 =
  'access denied: your token lacks the required permissions. This can mean: (1) missing API scope on the token, (2) insufficient project role (some operations require Maintainer or Owner), or (3) the feature is restricted by instance admin settings';
const C401 =
  'unauthorized: either the token (GITLAB_TOKEN) is invalid or expired, or it is valid and lacks a permission this action needs, since some GitLab endpoints answer a missing permission with 401 rather than 403. If the token works for other calls, treat this as a permission refusal';
const TOKEN_REJECTED =
  'authentication failed: GitLab rejected the token (GITLAB_TOKEN) itself as invalid, expired, revoked or without the api or read_api scope, so renew or replace it';
const C400 = 'bad request: check your input parameters';
const BRANCHES = '/api/v4/projects/42/repository/branches';
/** The same list by path, for the requests a test holds at GitLab. */
const HELD_BRANCHES = '/api/v4/projects/acme%2Fbackend/repository/branches';

/** A TCP port with nothing listening. */
async function closedPort(): Promise<number> {
  const s: Server = createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const port = (s.address() as { port: number }).port;
  await new Promise<void>((r) => s.close(() => r()));
  return port;
}

describe('GitLab failures through the MCP client (E-10, E-11, E-15, E-20, E-40, E-70..E-73, E-80)', () => {
  let sim: GitlabSim;
  let server: SpawnedServer;
  const texts: string[] = [];
  const list = async (params: Record<string, unknown> = {}): Promise<string> => {
    const t = textOf(await callAction(server.client, 'dynamic', 'branch.list', { project_id: '42', ...params }));
    texts.push(t);
    return t;
  };
  const hits = (method: string, path: string): number => sim.requests.filter((r) => r.method === method && r.path === path).length;

  beforeAll(async () => {
    sim = await startGitlabSim();
    server = await spawnServer({ env: { GITLAB_URL: sim.url, GITLAB_TOKEN: sim.tokens.api, GITLAB_MCP_YOLO_MODE: 'true' } });
    await server.client.listTools();
  });
  afterAll(async () => {
    await server.close();
    await sim.close();
  });
  beforeEach(() => sim.reset());

  it.each<[number, string, string]>([
    [400, 'bad request: check your input parameters', '({message: bad thing}): GET URL: 400 {message: bad thing}'],
    [405, 'method not allowed: the action cannot be performed on this resource in its current state', '({message: bad thing}): GET URL: 405 {message: bad thing}'],
    [409, 'conflict: the resource already exists or there is a state conflict', '({message: bad thing}): GET URL: 409 {message: bad thing}'],
    [422, 'validation failed: GitLab rejected the request due to invalid data', '({message: bad thing}): GET URL: 422 {message: bad thing}'],
    [418, 'GitLab returned HTTP 418', '({message: bad thing}): GET URL: 418 {message: bad thing}'],
  ])('E-10 status %i is classified with GitLab\'s message and the request line', async (status, classification, rest) => {
    sim.faults.add({ method: 'GET', path: BRANCHES, status, body: { message: 'bad thing' } });
    expect(await list()).toBe(`branchList: ${classification} ${rest.replace('URL', sim.url + BRANCHES)}`);
    expect(hits('GET', BRANCHES)).toBe(1);
  });

  it('E-03 E-35 a 404 of a non-card action: not-found classification, the hint, and no request line', async () => {
    sim.faults.add({ method: 'GET', path: BRANCHES, status: 404, body: { message: '404 Project Not Found' } });
    expect(await list()).toBe(
      'branchList: not found: the requested resource does not exist, you lack access, or the feature requires a higher GitLab tier. Verify the ID/path is correct. Suggestion: verify project_id; use project.list to find the project: 404 Not Found',
    );
  });

  it.each<[number, string]>([
    [500, 'GitLab internal server error: the server encountered an unexpected condition'],
    [502, 'GitLab is temporarily unavailable (bad gateway): try again shortly'],
    [503, 'GitLab is under maintenance or overloaded (service unavailable): try again shortly'],
  ])('E-10 E-80 status %i: classified, and a GET is sent three times in all', async (status, classification) => {
    sim.faults.add({ method: 'GET', path: BRANCHES, status, body: { message: `${status} oops` } });
    expect(await list()).toBe(`branchList: ${classification} ({message: ${status} oops}): GET ${sim.url}${BRANCHES}: ${status} {message: ${status} oops}`);
    expect(hits('GET', BRANCHES)).toBe(3);
  });

  it('E-80 GET 502 twice then 200: three requests and a success', async () => {
    sim.faults.add({ method: 'GET', path: BRANCHES, status: 502, body: '<html>bad gateway</html>', times: 2 });
    expect(await list()).toMatch(/^## Branches of project 42/);
    expect(hits('GET', BRANCHES)).toBe(3);
  });

  it('E-80 a POST that answers 502 is sent once', async () => {
    sim.faults.add({ method: 'POST', path: BRANCHES, status: 502, body: '<html>bad gateway</html>' });
    const r = await callAction(server.client, 'dynamic', 'branch.create', { project_id: '42', branch_name: 'x', ref: 'main' });
    expect(textOf(r)).toBe(`branchCreate: GitLab is temporarily unavailable (bad gateway): try again shortly: POST ${sim.url}${BRANCHES}: 502`);
    expect(hits('POST', BRANCHES)).toBe(1);
  });

  it('E-10 E-80 a 429 is resent (any method), honouring a RateLimit-Reset already past: three requests', async () => {
    sim.faults.add({ method: 'GET', path: BRANCHES, status: 429, body: { message: 'Retry later' }, headers: { 'RateLimit-Reset': String(Math.floor(Date.now() / 1000)) } });
    expect(await list()).toBe(
      `branchList: rate limited: too many requests, please wait before retrying ({message: Retry later}): GET ${sim.url}${BRANCHES}: 429 {message: Retry later}`,
    );
    expect(hits('GET', BRANCHES)).toBe(3);
  });

  it('E-15 a plain 401 keeps the two-cause sentence; E-25 {message: 401 Unauthorized} adds nothing', async () => {
    sim.faults.add({ method: 'GET', path: BRANCHES, status: 401, body: { message: '401 Unauthorized' } });
    expect(await list()).toBe(`branchList: ${C401}: GET ${sim.url}${BRANCHES}: 401 {message: 401 Unauthorized}`);
  });

  it('E-15 a 401 with invalid_token names the token', async () => {
    sim.faults.add({ method: 'GET', path: BRANCHES, status: 401, body: { error: 'invalid_token', error_description: 'Token was revoked.' } });
    const msg = '{error: invalid_token}, {error_description: Token was revoked.}';
    expect(await list()).toBe(`branchList: ${TOKEN_REJECTED} (${msg}): GET ${sim.url}${BRANCHES}: 401 ${msg}`);
  });

  it('E-10 E-25 a 403 whose body is exactly {message: 403 Forbidden} has no parentheses', async () => {
    sim.faults.add({ method: 'GET', path: BRANCHES, status: 403, body: { message: '403 Forbidden' } });
    expect(await list()).toBe(`branchList: ${C403}: GET ${sim.url}${BRANCHES}: 403 {message: 403 Forbidden}`);
  });

  it('E-20 E-23 E-24 a fine-grained 403 (insufficient_granular_scope) names the missing permission', async () => {
    const body = { error: 'insufficient_granular_scope', error_description: 'Access denied: This operation requires a fine-grained personal access token with the following project permissions: [Merge Request: Approve].' };
    sim.faults.add({ method: 'GET', path: BRANCHES, status: 403, body });
    const gitlab = `{error: insufficient_granular_scope}, {error_description: ${body.error_description}}`;
    // E-23: the classification starts with the spec's words; the guidance after it is this project's
    // wording of the facts E-23 requires (a grant cannot change; a new fine-grained token, or a classic
    // token where the group allows one; a refused classic token sits under an enforcing group).
    expect(await list()).toBe(
      'branchList: access denied: this call needs the fine-grained project permission [Merge Request: Approve], which the token was not granted. ' +
        "A token's grant cannot be changed after it is created: create a new fine-grained personal access token that grants it, or use a classic token where the group does not refuse one " +
        `(a classic token refused this way sits under a group that enforces fine-grained tokens) (${gitlab}): GET ${sim.url}${BRANCHES}: 403 ${gitlab}`,
    );
  });

  it('E-71 a proxy\'s HTML page and a JSON body with a foreign key are dropped: the cause ends at the status', async () => {
    sim.faults.add({ method: 'GET', path: BRANCHES, status: 400, body: { message: 'x', trace: 'at line 1' } });
    expect(await list()).toBe(`branchList: bad request: check your input parameters: GET ${sim.url}${BRANCHES}: 400`);
    sim.faults.clear();
    sim.faults.add({ method: 'GET', path: BRANCHES, status: 400, body: '<html><body><h1>400 Bad Request</h1></body></html>' });
    expect(await list()).toBe(`branchList: bad request: check your input parameters: GET ${sim.url}${BRANCHES}: 400`);
  });

  it('E-70 a 5000-byte message with control characters becomes one line of at most 2048 bytes', async () => {
    const long = `line one\n\n\tline two\u0007${'é'.repeat(2500)}`;
    sim.faults.add({ method: 'GET', path: BRANCHES, status: 400, body: { message: long } });
    const text = await list();
    expect(text).not.toMatch(/[\n\t\u0007]/);
    const inner = /^branchList: bad request: check your input parameters \((.*)\): GET /.exec(text)![1];
    expect(inner.startsWith('{message: line one line two')).toBe(true);
    expect(Buffer.byteLength(inner)).toBeLessThanOrEqual(2048);
  });

  it('E-73 the request line never repeats the query string', async () => {
    sim.faults.add({ method: 'GET', path: BRANCHES, status: 400, body: { message: 'no' } });
    const text = await list({ search: 'secret-search-term', per_page: 5 });
    expect(text).toBe(`branchList: ${C400} ({message: no}): GET ${sim.url}${BRANCHES}: 400 {message: no}`);
  });

  it('E-40 a GraphQL 401 always names the token', async () => {
    sim.faults.add({ method: 'POST', path: '/api/graphql', status: 401, body: { errors: [{ message: 'Invalid token' }] } });
    const t = textOf(await callAction(server.client, 'dynamic', 'branch.rule_list', { project_id: 'acme/backend' }));
    expect(t).toBe(`branchRuleList: ${TOKEN_REJECTED}: POST ${sim.url}/api/graphql: 401 (GraphQL errors: Invalid token)`);
  });

  it('E-03 E-40 a GraphQL 404 is "failed to execute GraphQL query: 404 Not Found"', async () => {
    sim.faults.add({ method: 'POST', path: '/api/graphql', status: 404, body: { message: '404 Not Found' } });
    const t = textOf(await callAction(server.client, 'dynamic', 'branch.rule_list', { project_id: 'acme/backend' }));
    expect(t).toBe(
      'branchRuleList: not found: the requested resource does not exist, you lack access, or the feature requires a higher GitLab tier. Verify the ID/path is correct: failed to execute GraphQL query: 404 Not Found',
    );
  });

  it('E-12 E-41 errors inside a GraphQL 200 are reported, never read as an empty result', async () => {
    sim.faults.add({ method: 'POST', path: '/api/graphql', status: 200, body: { data: null, errors: [{ message: 'Field is broken' }, { message: 'Second reason' }] } });
    const t = textOf(await callAction(server.client, 'dynamic', 'branch.rule_list', { project_id: 'acme/backend' }));
    expect(t).toBe('branchRuleList: unexpected error: branchRules GraphQL errors: Field is broken; Second reason');
  });

  it('E-11 the action deadline cancels a slow request: "exceeded its deadline"', async () => {
    const slow = await spawnServer({ env: { GITLAB_URL: sim.url, GITLAB_TOKEN: sim.tokens.api, GITLAB_MCP_ACTION_TIMEOUT: '200ms' } });
    try {
      await slow.client.listTools();
      // GitLab holds the request until the call has ended: only the deadline can end it. The path
      // is this test's own, so the held request, answered after the call, reaches no other count.
      let answer: () => void = () => undefined;
      sim.faults.add({ method: 'GET', path: HELD_BRANCHES, status: 504, hold: () => new Promise<void>((r) => (answer = r)) });
      const t = textOf(await callAction(slow.client, 'dynamic', 'branch.list', { project_id: 'acme/backend' }));
      answer();
      texts.push(t);
      expect(t).toBe(`branchList: the request exceeded its deadline and was canceled: GET ${sim.url}${HELD_BRANCHES}: deadline exceeded`);
    } finally {
      await slow.close();
    }
  });

  it('E-11 a call the client cancels is reported as canceled in the log, and not resent', async () => {
    // GitLab holds the request until the client has canceled: the abort lands while it is in flight.
    // Arrivals are counted as they reach GitLab (a canceled request is never answered).
    let answer: () => void = () => undefined;
    let arrivals = 0;
    const atGitlab = new Promise<void>((arrived) => {
      sim.faults.add({ method: 'GET', path: HELD_BRANCHES, status: 504, hold: () => (arrivals++, arrived(), new Promise<void>((r) => (answer = r))) });
    });
    const abort = new AbortController();
    const pending = server.client.callTool({ name: 'gitlab_execute_action', arguments: { action: 'branch.list', params: { project_id: 'acme/backend' } } }, undefined, { signal: abort.signal });
    await atGitlab;
    abort.abort();
    await expect(pending).rejects.toThrow();
    // The call is over once its log line is written: a resend would have had to come before it.
    expect(await waitFor(() => server.stderr().includes('the request was canceled by the client'))).toBe(true);
    answer();
    expect(arrivals).toBe(1);
  });

  describe('E-11 requests GitLab never answered', () => {
    const unanswered = async (gitlabUrl: string): Promise<string> => {
      const s = await spawnServer({ env: { GITLAB_URL: gitlabUrl, GITLAB_TOKEN: sim.tokens.api } });
      try {
        const t = textOf(await callAction(s.client, 'dynamic', 'branch.list', { project_id: '42' }));
        texts.push(t);
        return t;
      } finally {
        await s.close();
      }
    };

    it('E-11 connection refused (a closed port)', async () => {
      const url = `http://127.0.0.1:${await closedPort()}`;
      expect(await unanswered(url)).toBe(
        `branchList: GitLab server is unreachable (connection refused). Check GITLAB_URL and whether the server is running: GET ${url}${BRANCHES}: connection refused`,
      );
    });

    it('E-11 DNS failure (a .invalid host)', async () => {
      expect(await unanswered('http://gitlab.invalid')).toBe(
        `branchList: GitLab server hostname could not be resolved (DNS error). Check GITLAB_URL: GET http://gitlab.invalid${BRANCHES}: hostname could not be resolved`,
      );
    });

    it('E-11 TLS failure (a plain-HTTP port spoken to over https)', async () => {
      const url = sim.url.replace('http://', 'https://');
      expect(await unanswered(url)).toBe(`branchList: TLS/SSL handshake failed. If using self-signed certificates, set GITLAB_MCP_SKIP_TLS_VERIFY=true: GET ${url}${BRANCHES}: TLS handshake failed (EPROTO)`);
    });
  });

  it('A-71 E-73 E-74 no error text and no log line carries the token or a query string', async () => {
    expect(texts.length).toBeGreaterThan(15);
    for (const t of [...texts, server.stderr()]) {
      expect(t).not.toContain(sim.tokens.api);
      expect(t).not.toMatch(/\?(search|per_page|page)=/);
    }
    expect(server.stderr()).toMatch(/"msg":"tool call failed"/);
  });
});
