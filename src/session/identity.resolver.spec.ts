import { GitlabRequestFailureError, type GitlabClient, type RestRequest } from '@gitlab-mcp/gitlab-client';
import { resolveIdentity } from './identity.resolver';

type Answer = (signal?: AbortSignal) => Promise<unknown>;

/** A client answering each path with `answers[path]`; records the paths asked, in order. */
function client(answers: Record<string, Answer>): GitlabClient & { asked: string[] } {
  const asked: string[] = [];
  return {
    baseUrl: 'https://gitlab.example.com',
    asked,
    rest: async (req: RestRequest) => {
      asked.push(req.path);
      const answer = answers[req.path];
      if (!answer) throw new GitlabRequestFailureError('404', { transport: 'rest', method: 'GET', url: req.path, status: 404 });
      return { data: await answer(req.signal), status: 200, headers: {} };
    },
  } as unknown as GitlabClient & { asked: string[] };
}

const ok = (data: unknown): Answer => async () => data;
const stalled: Answer = (signal) =>
  new Promise((_, reject) => signal?.addEventListener('abort', () => reject(new GitlabRequestFailureError('deadline', { transport: 'rest', method: 'GET', url: 'x', deadlineExceeded: true }))));
const unauthorized: Answer = async () => {
  throw new GitlabRequestFailureError('401', { transport: 'rest', method: 'GET', url: 'x', status: 401, body: '{"message":"401 Unauthorized"}' });
};

describe('resolveIdentity (issue 20)', () => {
  it('asks version, token and user together: a stalled /version does not hold back the others', async () => {
    const c = client({ '/version': stalled, '/personal_access_tokens/self': ok({ scopes: ['api'] }), '/user': ok({ id: 1, username: 'demo' }) });
    const verdict = await resolveIdentity(c, 'free', AbortSignal.timeout(50));
    expect(c.asked).toEqual(['/version', '/personal_access_tokens/self', '/user']);
    expect(verdict.status).toBe('unreachable');
  });

  it('a deadline during tier detection ends as unreachable (A-08), never a hang', async () => {
    const c = client({ '/version': ok({ version: '17.0' }), '/personal_access_tokens/self': ok({ scopes: ['api'] }), '/user': ok({ id: 1, username: 'demo' }), '/license': stalled, '/namespaces': stalled });
    const verdict = await resolveIdentity(c, undefined, AbortSignal.timeout(50));
    expect(verdict).toMatchObject({ status: 'unreachable', identity: { gitlabVersion: '17.0', tier: 'free' } });
  });

  it('a 401 is a rejection that carries GitLab\'s answer', async () => {
    const verdict = await resolveIdentity(client({ '/version': unauthorized, '/personal_access_tokens/self': unauthorized, '/user': unauthorized }), undefined);
    expect(verdict.status).toBe('rejected');
    expect(verdict.rejection).toMatchObject({ status: 401, body: '{"message":"401 Unauthorized"}' });
  });

  it('resolves the identity and the tier', async () => {
    const c = client({
      '/version': ok({ version: '17.0' }),
      '/personal_access_tokens/self': ok({ scopes: ['read_api'] }),
      '/user': ok({ id: 2, username: 'root', is_admin: true }),
      '/license': ok({ plan: 'ultimate' }),
      '/namespaces': ok([]),
    });
    expect(await resolveIdentity(c, undefined)).toMatchObject({ status: 'ok', readOnlyToken: true, identity: { username: 'root', isAdmin: true, tier: 'ultimate' } });
  });

  const granularRefusal: Answer = async () => {
    const body = JSON.stringify({ error: 'insufficient_granular_scope', error_description: "Access denied: This operation doesn't support fine-grained personal access tokens." });
    throw new GitlabRequestFailureError('403', { transport: 'rest', method: 'GET', url: 'x', status: 403, body });
  };

  it('issue 16: a fine-grained token (scopes ["granular"]) is neither read-only nor no-scope, and a 403 on /version only leaves the version unknown', async () => {
    const c = client({
      '/version': granularRefusal,
      '/personal_access_tokens/self': ok({ scopes: ['granular'], granular: true, granular_scopes: [{ access: 'all_memberships', permissions: ['read_branch'] }] }),
      '/user': ok({ id: 1, username: 'demo' }),
      '/namespaces': ok([{ plan: 'premium' }]),
    });
    const verdict = await resolveIdentity(c, undefined);
    expect(verdict).toMatchObject({ status: 'ok', readOnlyToken: false, identity: { username: 'demo', fineGrained: true, scopes: ['granular'], tier: 'premium' } });
    expect(verdict.identity.gitlabVersion).toBeUndefined();
  });

  it('issue 16: the granular scope alone (no granular field) still marks a fine-grained token', async () => {
    const c = client({ '/version': granularRefusal, '/personal_access_tokens/self': ok({ scopes: ['granular'] }), '/user': granularRefusal, '/namespaces': granularRefusal });
    expect(await resolveIdentity(c, 'free')).toMatchObject({ status: 'ok', readOnlyToken: false, identity: { fineGrained: true, tier: 'free' } });
  });

  it('A-07 a classic token with neither api nor read_api is still "no scope"', async () => {
    const c = client({ '/version': ok({ version: '19.2' }), '/personal_access_tokens/self': ok({ scopes: ['read_user'] }), '/user': ok({ id: 1, username: 'demo' }) });
    expect(await resolveIdentity(c, 'free')).toMatchObject({ status: 'no_scope', identity: { fineGrained: false } });
  });
});
