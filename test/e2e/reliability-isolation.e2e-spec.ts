import { startGitlabSim, type GitlabSim, type SimTokens } from '@gitlab-mcp/gitlab-sim';
import { prng, Rng } from '../helpers/fuzz';
import { spawnHttp, type HttpServer } from '../helpers/spawn-http';

/**
 * Isolation property in HTTP mode (issue "Reliability and security under load, faults and
 * hostile input", part 3, A-03): ten credentials (five tokens x two GitLab instances) call
 * concurrently through a pool of two entries, so entries are evicted and rebuilt all the time.
 * Every GitLab request must carry the caller's own token to the caller's own instance, no result
 * may carry another credential's data, and each credential keeps its own tool list.
 */
jest.setTimeout(60_000);

const ROUNDS = Number(process.env.ISOLATION_ROUNDS ?? 6);

interface Credential {
  readonly index: number;
  readonly kind: keyof SimTokens;
  readonly token: string;
  readonly sim: GitlabSim;
}

type Rpc = { id?: number; result?: Record<string, unknown>; error?: { code: number; message: string } };

describe('A-03 isolation under concurrency and pool evictions', () => {
  let simA: GitlabSim;
  let simB: GitlabSim;
  let server: HttpServer;
  let credentials: Credential[];

  beforeAll(async () => {
    [simA, simB] = await Promise.all([startGitlabSim(), startGitlabSim({ plan: 'premium' })]);
    server = await spawnHttp(['--gitlab-url', simA.url, '--gitlab-url', simB.url, '--max-http-clients', '2', '--tool-surface', 'individual', '--rate-limit-rps', '0']);
    const kinds: (keyof SimTokens)[] = ['api', 'readApi', 'admin', 'readUser', 'expired'];
    credentials = [simA, simB].flatMap((sim, s) => kinds.map((kind, k) => ({ index: s * kinds.length + k, kind, token: sim.tokens[kind], sim })));
  });
  afterAll(async () => {
    await server.stop();
    await Promise.all([simA.close(), simB.close()]);
  });

  const rpc = async (c: Credential, id: number, method: string, params?: object): Promise<Rpc> => {
    const res = await fetch(server.endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'PRIVATE-TOKEN': c.token, 'GITLAB-URL': c.sim.url },
      body: JSON.stringify({ jsonrpc: '2.0', id, method, ...(params ? { params } : {}) }),
    });
    return (await res.json()) as Rpc;
  };

  it(`every request carries its caller's token to its caller's instance, results and tool lists stay per credential (${ROUNDS} rounds)`, async () => {
    const rng = new Rng(prng(7));
    const problems: string[] = [];
    const expectedUser = (c: Credential): string => (c.kind === 'admin' ? 'root' : 'demo');
    let id = 0;
    for (let round = 0; round < ROUNDS; round++) {
      // Interleave: every credential's three requests in a shuffled order, all in flight at once.
      const jobs = credentials.flatMap((c) => [
        async () => {
          const r = await rpc(c, ++id, 'tools/list');
          if (c.kind === 'readUser') {
            if (r.error?.code !== -40300) problems.push(`${c.kind}@${c.index} tools/list: ${JSON.stringify(r).slice(0, 200)}`);
            return;
          }
          const names = ((r.result?.tools ?? []) as { name: string }[]).map((t) => t.name);
          const writes = names.includes('gitlab_branch_delete');
          if (!names.includes('gitlab_branch_list') || writes !== (c.kind !== 'readApi')) problems.push(`${c.kind}@${c.index} tool list: writes=${writes}, ${names.length} tools`);
        },
        async () => {
          const r = await rpc(c, ++id, 'tools/call', { name: 'gitlab_server_status', arguments: {} });
          const text = JSON.stringify(r);
          if (c.kind === 'readUser') {
            if (r.error?.code !== -40300) problems.push(`${c.kind}@${c.index} status: ${text.slice(0, 200)}`);
            return;
          }
          if (c.kind === 'expired') {
            if (r.result?.isError !== true || /"username"/.test(text)) problems.push(`expired@${c.index} status: ${text.slice(0, 200)}`);
            return;
          }
          const s = r.result?.structuredContent as { username?: string; gitlab_url?: string } | undefined;
          if (s?.username !== expectedUser(c) || s.gitlab_url !== c.sim.url) problems.push(`${c.kind}@${c.index} status says ${s?.username} at ${s?.gitlab_url}`);
          const other = expectedUser(c) === 'root' ? 'demo' : 'root';
          if (text.includes(`"username":"${other}"`)) problems.push(`${c.kind}@${c.index} status carries ${other}`);
        },
        async () => {
          await rpc(c, ++id, 'tools/call', { name: 'gitlab_branch_get', arguments: { project_id: '42', branch: `iso-${c.index}-${round}` } });
        },
      ]);
      for (let i = jobs.length - 1; i > 0; i--) {
        const j = rng.int(i + 1);
        [jobs[i], jobs[j]] = [jobs[j], jobs[i]];
      }
      await Promise.all(jobs.map((job) => job()));
    }

    // Every marked request reached the caller's own instance with the caller's own token.
    for (const [sim, name] of [[simA, 'A'], [simB, 'B']] as const) {
      for (const q of sim.requests) {
        if (!q.token || !Object.values(sim.tokens).includes(q.token)) problems.push(`sim ${name} got ${q.method} ${q.path} with an unknown token`);
        const m = /\/branches\/iso-(\d+)-(\d+)$/.exec(q.path);
        if (!m) continue;
        const owner = credentials[Number(m[1])];
        if (owner.sim !== sim) problems.push(`iso-${m[1]} (${owner.kind}) reached sim ${name}`);
        if (q.token !== owner.token) problems.push(`iso-${m[1]} (${owner.kind}) was sent with another token`);
      }
    }
    const callers = credentials.filter((c) => c.kind !== 'readUser' && c.kind !== 'expired');
    for (const c of callers) {
      for (let round = 0; round < ROUNDS; round++) {
        const sent = c.sim.requests.filter((q) => q.path.endsWith(`/branches/iso-${c.index}-${round}`));
        if (sent.length !== 1) problems.push(`iso-${c.index}-${round} (${c.kind}) reached GitLab ${sent.length} times`);
      }
    }
    // The pool of two really was churned: identities were discovered again after evictions.
    const discoveries = simA.requests.filter((q) => q.path === '/api/v4/version').length + simB.requests.filter((q) => q.path === '/api/v4/version').length;
    process.stderr.write(`isolation: ${credentials.length} credentials, ${ROUNDS} rounds, ${id} requests, ${discoveries} identity discoveries\n`);
    expect(discoveries).toBeGreaterThan(credentials.length);
    expect(problems).toEqual([]);
  });

  it('the process is still serving every credential afterwards', async () => {
    for (const c of credentials.filter((x) => x.kind === 'api' || x.kind === 'admin')) {
      const r = await rpc(c, 9000 + c.index, 'tools/call', { name: 'gitlab_server_status', arguments: {} });
      expect(r.result?.structuredContent).toMatchObject({ username: c.kind === 'admin' ? 'root' : 'demo', gitlab_url: c.sim.url });
    }
    expect(server.child.exitCode).toBeNull();
  });
});
