import { Client, StreamableHTTPClientTransport, UnauthorizedError } from '@modelcontextprotocol/client';
import { startGitlabSim, type GitlabSim } from '@gitlab-mcp/gitlab-sim';
import { startHttpsDocuments, type HttpsDocuments } from '../helpers/https-documents';
import { MemoryOAuthProvider, openConsent, signInThroughConsent } from '../helpers/oauth-sign-in';
import { spawnOAuthServer } from '../helpers/oauth-server';
import type { HttpServer } from '../helpers/spawn-http';

const SEALING_KEY = 'e2e-sealing-key-0123456789abcdefghijklmnop';
const REDIRECT = 'http://127.0.0.1:9/callback';
const listBranches = { name: 'gitlab_execute_action', arguments: { action: 'branch.list', params: { project_id: '42' } } };

/** The SDK client's provider with a client ID metadata document URL instead of registration. */
class DocumentClientProvider extends MemoryOAuthProvider {
  constructor(
    redirectUrl: string,
    readonly clientMetadataUrl: string,
  ) {
    super(redirectUrl);
  }
}

describe('OAuth client ID metadata documents (issue 16 item 2, A-73)', () => {
  let sim: GitlabSim;
  let docs: HttpsDocuments;
  const servers: HttpServer[] = [];

  const start = async (args: string[] = []): Promise<string> => {
    const { server, origin } = await spawnOAuthServer(sim, SEALING_KEY, args, { NODE_EXTRA_CA_CERTS: docs.caFile });
    servers.push(server);
    return origin;
  };
  const authorizeUrl = (origin: string, clientId: string, redirectUri = REDIRECT): URL => {
    const url = new URL('/authorize', origin);
    url.search = new URLSearchParams({ client_id: clientId, redirect_uri: redirectUri, response_type: 'code', code_challenge: 'x'.repeat(43), code_challenge_method: 'S256', resource: `${origin}/mcp`, state: 's' }).toString();
    return url;
  };
  const refusal = async (url: URL): Promise<{ status: number; text: string }> => {
    const res = await fetch(url, { redirect: 'manual' });
    return { status: res.status, text: await res.text() };
  };

  beforeAll(async () => {
    sim = await startGitlabSim({ oauth: {} });
    docs = await startHttpsDocuments();
  });
  afterEach(async () => {
    await Promise.allSettled(servers.splice(0).map((s) => s.stop()));
  });
  afterAll(async () => {
    await docs.close();
    await sim.close();
  });

  it('item 2: the metadata advertises client_id_metadata_document_supported', async () => {
    const origin = await start();
    const as = (await (await fetch(`${origin}/.well-known/oauth-authorization-server`)).json()) as Record<string, unknown>;
    expect(as.client_id_metadata_document_supported).toBe(true);
  });

  it('A-73: a document on a loopback address is refused by default, and never fetched', async () => {
    const origin = await start();
    const url = docs.serve('/default/client.json', { client_id: `${docs.origin}/default/client.json`, client_name: 'Doc client', redirect_uris: [REDIRECT] });
    const before = docs.hits;
    const res = await refusal(authorizeUrl(origin, url));
    expect(res.status).toBe(400);
    expect(res.text).toContain('outbound destination refused: 127.0.0.1 is');
    expect(docs.hits).toBe(before);
  });

  it('item 2 with --allow-private-instances: the SDK client signs in with its document URL as client_id and calls a tool', async () => {
    const origin = await start(['--allow-private-instances']);
    const clientId = docs.serve('/ok/client.json', { client_id: `${docs.origin}/ok/client.json`, client_name: 'Doc client', redirect_uris: [REDIRECT] });
    const provider = new DocumentClientProvider(REDIRECT, clientId);
    const endpoint = new URL('/mcp', origin);
    const first = new StreamableHTTPClientTransport(endpoint, { authProvider: provider });
    await expect(new Client({ name: 'e2e', version: '1' }).connect(first)).rejects.toBeInstanceOf(UnauthorizedError);
    const authorization = provider.authorizationUrl as URL;
    expect(authorization.searchParams.get('client_id')).toBe(clientId);
    expect((await openConsent(authorization)).html).toContain('Doc client');
    await first.finishAuth(await signInThroughConsent(authorization, REDIRECT));
    const client = new Client({ name: 'e2e', version: '1' });
    await client.connect(new StreamableHTTPClientTransport(endpoint, { authProvider: provider }));
    try {
      expect((await client.callTool(listBranches)).isError).toBeFalsy();
    } finally {
      await client.close();
    }
  });

  it('item 2: a document whose client_id is not its URL, or whose redirect_uris do not match exactly, is refused', async () => {
    const origin = await start(['--allow-private-instances']);
    const forged = docs.serve('/forged/client.json', { client_id: `${docs.origin}/other/client.json`, client_name: 'Forged', redirect_uris: [REDIRECT] });
    const res = await refusal(authorizeUrl(origin, forged));
    expect(res.status).toBe(400);
    expect(res.text).toContain('client_id is not its own URL');
    const insecure = docs.serve('/insecure/client.json', { client_id: `${docs.origin}/insecure/client.json`, client_name: 'Insecure', redirect_uris: ['http://app.example/cb'] });
    const plain = await refusal(authorizeUrl(origin, insecure, 'http://app.example/cb'));
    expect(plain.status).toBe(400);
    expect(plain.text).toContain('must be https (or http on loopback)');
    const exact = docs.serve('/exact/client.json', { client_id: `${docs.origin}/exact/client.json`, client_name: 'Exact', redirect_uris: [REDIRECT] });
    for (const near of [`${REDIRECT}/`, `${REDIRECT}?x=1`, 'http://127.0.0.1:10/callback']) {
      const mismatch = await refusal(authorizeUrl(origin, exact, near));
      expect(mismatch.status).toBe(400);
      expect(mismatch.text).toContain('redirect_uri is not one the client registered');
    }
  });
});
