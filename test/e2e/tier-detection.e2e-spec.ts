import { startGitlabSim, type GitlabSim, type SimPlan } from '@gitlab-mcp/gitlab-sim';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { spawnHttp } from '../helpers/spawn-http';
import { spawnServer } from '../helpers/spawn-server';
import { callAction } from '../helpers/surface-calls';

jest.setTimeout(60_000);

const LICENSE = '/api/v4/license';
const NAMESPACES = '/api/v4/namespaces';

interface Status {
  readonly tier: string;
  readonly admin: boolean;
}

const status = async (client: Client): Promise<Status> => (await callAction(client, 'dynamic', 'server.status', {}) as { structuredContent: Status }).structuredContent;

/**
 * without a pinned tier, the tier is the instance licence's plan (`GET /license`,
 * admin-only), else the highest namespace plan (`GET /namespaces`), else free. A 403 on the
 * licence falls through to the namespaces.
 */
describe('A-20 tier detection: licence, then namespaces, then free', () => {
  const sims: GitlabSim[] = [];
  const sim = async (plan: SimPlan): Promise<GitlabSim> => {
    const s = await startGitlabSim({ plan });
    sims.push(s);
    return s;
  };
  /** The tier and admin flag a stdio server reports for this token. */
  const detected = async (s: GitlabSim, token: string): Promise<Status> => {
    const server = await spawnServer({ env: { GITLAB_URL: s.url, GITLAB_TOKEN: token } });
    try {
      return await status(server.client);
    } finally {
      await server.close();
    }
  };
  const answered = (s: GitlabSim, path: string): { status: number; token?: string }[] =>
    s.requests.filter((q) => q.method === 'GET' && q.path === path).map((q) => ({ status: q.status, token: q.token }));

  afterAll(async () => {
    await Promise.all(sims.map((s) => s.close()));
  });

  it('A-20 an admin token: the licence plan decides, even when no namespace carries a plan', async () => {
    const s = await sim('ultimate');
    // Namespaces that report nothing would mean free: only the licence can say ultimate.
    s.faults.add({ method: 'GET', path: NAMESPACES, status: 200, body: [] });
    expect(await detected(s, s.tokens.admin)).toEqual(expect.objectContaining({ tier: 'ultimate', admin: true }));
    expect(answered(s, LICENSE)).toEqual([{ status: 200, token: s.tokens.admin }]);
  });

  it('A-20 an admin token on a Premium licence: premium', async () => {
    const s = await sim('premium');
    s.faults.add({ method: 'GET', path: NAMESPACES, status: 200, body: [] });
    expect(await detected(s, s.tokens.admin)).toEqual(expect.objectContaining({ tier: 'premium', admin: true }));
  });

  it('A-20 a 403 on the licence falls through to the namespaces\' plans (non-admin token)', async () => {
    const s = await sim('premium');
    expect(await detected(s, s.tokens.api)).toEqual(expect.objectContaining({ tier: 'premium', admin: false }));
    expect(answered(s, LICENSE)).toEqual([{ status: 403, token: s.tokens.api }]);
    expect(answered(s, NAMESPACES).length).toBeGreaterThanOrEqual(1);
    const order = s.requests.map((q) => q.path);
    expect(order.indexOf(LICENSE)).toBeLessThan(order.indexOf(NAMESPACES));
  });

  it('A-20 a 403 on the licence falls through for an admin token too, and the namespaces decide', async () => {
    const s = await sim('ultimate');
    s.faults.add({ method: 'GET', path: LICENSE, status: 403, body: { message: '403 Forbidden' } });
    expect(await detected(s, s.tokens.admin)).toEqual(expect.objectContaining({ tier: 'ultimate', admin: true }));
    expect(answered(s, LICENSE)).toEqual([{ status: 403, token: s.tokens.admin }]);
    expect(answered(s, NAMESPACES).length).toBeGreaterThanOrEqual(1);
  });

  it('A-20 no licence and no namespace plan: free', async () => {
    const s = await sim('ultimate');
    s.faults.add({ method: 'GET', path: LICENSE, status: 403, body: { message: '403 Forbidden' } });
    s.faults.add({ method: 'GET', path: NAMESPACES, status: 200, body: [] });
    expect(await detected(s, s.tokens.admin)).toEqual(expect.objectContaining({ tier: 'free' }));
  });

  it('A-20 A-03 in HTTP mode each credential gets its own tier: the admin from the licence, another token from the namespaces', async () => {
    const s = await sim('ultimate');
    s.faults.add({ method: 'GET', path: NAMESPACES, status: 200, body: [] });
    const http = await spawnHttp(['--gitlab-url', s.url]);
    try {
      const [adminClient, userClient] = [await http.connect({ 'PRIVATE-TOKEN': s.tokens.admin }), await http.connect({ 'PRIVATE-TOKEN': s.tokens.api })];
      expect(await status(adminClient)).toEqual(expect.objectContaining({ tier: 'ultimate', admin: true }));
      expect(await status(userClient)).toEqual(expect.objectContaining({ tier: 'free', admin: false }));
    } finally {
      await http.stop();
    }
  });
});
