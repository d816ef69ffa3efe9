import { composeGitlabError, isTokenRejected } from '@gitlab-mcp/errors';
import { GitlabRequestFailureError } from '@gitlab-mcp/gitlab-client';
import { RejectedTokenClient } from './rejected-token.client';

describe('RejectedTokenClient (issue 20)', () => {
  const answer = { status: 401, body: '{"error":"invalid_token","error_description":"Token is expired."}', contentType: 'application/json' };
  const client = new RejectedTokenClient({ baseUrl: 'https://gitlab.example.com', token: 'expired-token' }, answer);

  it('replays GitLab\'s 401 for every request, naming the new request, without sending it', async () => {
    const e = await client.rest({ method: 'GET', path: '/projects/42/issues' }).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(GitlabRequestFailureError);
    const failure = (e as GitlabRequestFailureError).failure;
    expect(failure).toMatchObject({ ...answer, transport: 'rest', method: 'GET', url: 'https://gitlab.example.com/api/v4/projects/42/issues' });
    expect(isTokenRejected(failure)).toBe(true);
    expect(composeGitlabError('issueList', failure, [])).toMatch(/^issueList: authentication failed: GitLab rejected the token/);
  });

  it('replays it for GraphQL too', async () => {
    const e = (await client.graphql('{ currentUser { id } }').catch((x: unknown) => x)) as GitlabRequestFailureError;
    expect(e.failure).toMatchObject({ transport: 'graphql', method: 'POST', url: 'https://gitlab.example.com/api/graphql', status: 401 });
  });
});
