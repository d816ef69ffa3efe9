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
});
