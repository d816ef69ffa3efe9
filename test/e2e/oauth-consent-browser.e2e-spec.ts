import { Client, StreamableHTTPClientTransport, UnauthorizedError } from '@modelcontextprotocol/client';
import { startGitlabSim, type GitlabSim } from '@gitlab-mcp/gitlab-sim';
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startChromium, type HeadlessChromium } from '../helpers/headless-chromium';
import { MemoryOAuthProvider } from '../helpers/oauth-sign-in';
import { registerSecrets } from '../helpers/secret-scan';
import { spawnOAuthServer } from '../helpers/oauth-server';
import { spawnHttp, type HttpServer } from '../helpers/spawn-http';
import { until } from '../helpers/wait-for';

const SEALING_KEY = 'e2e-sealing-key-browser-0123456789abcdefghij';

/** The SDK client's provider, registering under a name the page must show and sending its own state. */
class BrowserClientProvider extends MemoryOAuthProvider {
  readonly clientState = randomBytes(16).toString('base64url');
  override get clientMetadata() {
    return { ...super.clientMetadata, client_name: 'Browser e2e client' };
  }
  state(): string {
    return this.clientState;
  }
}

/** The MCP client's side in the browser: its redirect URI, and a page of another origin that tries to frame ours. */
function startClientSite(): Promise<{ server: Server; origin: string }> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (url.pathname === '/callback') {
      res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>client</title><p id="landed">back at the client</p>');
      return;
    }
    if (url.pathname === '/frame') {
      const src = (url.searchParams.get('src') ?? '').replace(/"/g, '&quot;');
      res.writeHead(200, { 'content-type': 'text/html' }).end(`<!doctype html><title>framer</title><iframe id="victim" src="${src}"></iframe>`);
      return;
    }
    res.writeHead(404).end();
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` })));
}

describe('OAuth consent page in a real browser (issue 16 item 4)', () => {
  let sim: GitlabSim;
  let mcp: HttpServer;
  let origin: string;
  let site: { server: Server; origin: string };
  let browser: HeadlessChromium;

  /** The authorization URL the MCP SDK client builds (registered client, PKCE S256, resource, its own state). */
  const authorizationUrl = async (): Promise<{ url: URL; state: string; provider: BrowserClientProvider; transport: StreamableHTTPClientTransport }> => {
    const provider = new BrowserClientProvider(`${site.origin}/callback`);
    const transport = new StreamableHTTPClientTransport(new URL('/mcp', origin), { authProvider: provider });
    await expect(new Client({ name: 'e2e', version: '1' }).connect(transport)).rejects.toBeInstanceOf(UnauthorizedError);
    const url = provider.authorizationUrl as URL;
    expect(url.searchParams.get('state')).toBe(provider.clientState);
    return { url, state: provider.clientState, provider, transport };
  };

  beforeAll(async () => {
    browser = await startChromium();
    browser.context.setDefaultTimeout(15_000);
    sim = await startGitlabSim({ oauth: { accessTokenLifetimeSeconds: 7200 } });
    site = await startClientSite();
    ({ server: mcp, origin } = await spawnOAuthServer(sim, SEALING_KEY));
  });
  afterAll(async () => {
    await browser?.close();
    await mcp?.stop();
    site?.server.close();
    registerSecrets(sim?.oauth.issuedSecrets ?? []);
    await sim?.close();
  });

  it('item 4: the page names the client, redirect host, scope and GitLab; Approve lands on the redirect URI with code and state', async () => {
    const { url, state, provider, transport } = await authorizationUrl();
    const page = await browser.context.newPage();
    const response = await page.goto(url.href);
    expect(response?.status()).toBe(200);
    expect(await page.locator('#client-name').innerText()).toBe('Browser e2e client');
    expect(await page.locator('#redirect-host').innerText()).toBe(new URL(site.origin).host);
    expect(await page.locator('#gitlab-url').innerText()).toBe(sim.url);
    expect(await page.locator('#scopes').innerText()).toContain('(api)');
    await Promise.all([page.waitForURL((u) => u.href.startsWith(`${site.origin}/callback`)), page.locator('#approve').click()]);
    const back = new URL(page.url());
    expect(back.searchParams.get('code')).toBeTruthy();
    expect(back.searchParams.get('state')).toBe(state);
    expect(back.searchParams.get('iss')).toBe(origin);
    expect(await page.locator('#landed').innerText()).toBe('back at the client');
    await page.close();
    // The SDK client finishes with the code the browser brought back, then calls a tool.
    await transport.finishAuth(back.searchParams);
    const client = new Client({ name: 'e2e', version: '1' });
    await client.connect(new StreamableHTTPClientTransport(new URL('/mcp', origin), { authProvider: provider }));
    try {
      expect((await client.callTool({ name: 'gitlab_execute_action', arguments: { action: 'branch.list', params: { project_id: '42' } } })).isError).toBeFalsy();
    } finally {
      await client.close();
    }
  });

  it('item 4: Deny lands on the redirect URI with error=access_denied and the state', async () => {
    const { url, state } = await authorizationUrl();
    const page = await browser.context.newPage();
    await page.goto(url.href);
    await Promise.all([page.waitForURL((u) => u.href.startsWith(`${site.origin}/callback`)), page.locator('#deny').click()]);
    const back = new URL(page.url());
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('state')).toBe(state);
    expect(back.searchParams.get('code')).toBeNull();
    await page.close();
  });

  it("item 4: the page cannot be framed (CSP frame-ancestors 'none'): the browser blocks it inside another origin's iframe", async () => {
    const { url } = await authorizationUrl();
    const direct = await fetch(url);
    expect(direct.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(direct.headers.get('x-frame-options')).toBe('DENY');
    const page = await browser.context.newPage();
    const violations: string[] = [];
    page.on('console', (m) => {
      if (m.text().includes('frame-ancestors')) violations.push(m.text());
    });
    await page.goto(`${site.origin}/frame?src=${encodeURIComponent(url.href)}`);
    await until(() => violations.length > 0, "chromium's frame-ancestors violation report");
    expect(violations[0]).toContain("frame-ancestors 'none'");
    const frame = page.frames().find((f) => f !== page.mainFrame());
    expect(frame).toBeDefined();
    expect(await frame?.locator('#approve').count()).toBe(0);
    await page.close();
  });

  it('item 4: a forged consent state (the hidden field edited before submit) is refused with a clear error page', async () => {
    const { url } = await authorizationUrl();
    const page = await browser.context.newPage();
    await page.goto(url.href);
    await page.locator('input[name="consent"]').evaluate((el: HTMLInputElement) => {
      el.value = `${el.value.slice(0, -4)}AAAA`;
    });
    const [refused] = await Promise.all([page.waitForResponse((r) => r.url() === `${origin}/authorize/consent`), page.locator('#approve').click()]);
    expect(refused.status()).toBe(400);
    await page.waitForLoadState();
    expect(await page.locator('h1').innerText()).toBe('Sign-in refused');
    expect(await page.locator('#error').innerText()).toBe('The consent form is forged, expired or was already used: start the sign-in again from your MCP client.');
    expect(page.url().startsWith(site.origin)).toBe(false);
    await page.close();
  });

  it("item 4: the public URL's origin is trusted in oauth mode even when it is not loopback (--trusted-origins left at its default)", async () => {
    const app = sim.oauth.registerApplication({ name: 'behind a proxy', redirectUris: ['https://mcp.example.test/oauth/callback'], scopes: ['api', 'read_api'] });
    const proxied = await spawnHttp(
      ['--gitlab-url', sim.url, '--auth-mode', 'oauth', '--public-url', 'https://mcp.example.test', '--oauth-gitlab-app-id', app.uid],
      { GITLAB_MCP_OAUTH_GITLAB_APP_SECRET: app.secret, GITLAB_MCP_OAUTH_SEALING_KEYS: SEALING_KEY },
    );
    try {
      const postFrom = (from: string) =>
        fetch(`${proxied.endpoint.origin}/authorize/consent`, { method: 'POST', headers: { origin: from, 'content-type': 'application/x-www-form-urlencoded' }, body: 'consent=forged&decision=approve' });
      const own = await postFrom('https://mcp.example.test');
      expect(own.status).toBe(400);
      expect(await own.text()).toContain('Sign-in refused');
      expect((await postFrom('https://evil.example')).status).toBe(403);
      expect((await postFrom('http://localhost:6274')).status).toBe(400);
    } finally {
      await proxied.stop();
    }
  });
});
