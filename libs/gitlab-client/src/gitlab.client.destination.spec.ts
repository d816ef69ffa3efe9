import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import axios, { type AxiosInstance } from 'axios';
import { GitlabAgentPool } from './gitlab-agent.pool.js';
import type { GitlabClientOptions } from './gitlab-client-options.interface.js';
import { DESTINATION_REFUSED_CODE, MAX_REDIRECTS } from './gitlab-client.constants.js';
import { GitlabClient } from './gitlab.client.js';
import { GitlabRequestFailureError } from './gitlab-request-failure.error.js';

const TOKEN = 'glpat-DESTINATION-token-0987654321';

interface Seen {
  readonly method: string;
  readonly url: string;
  readonly headers: http.IncomingHttpHeaders;
}

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;

/** A loopback server on a given address: answers the n-th request with the n-th handler (the last repeats). */
class Endpoint {
  readonly seen: Seen[] = [];
  url = '';
  private handlers: Handler[] = [];
  private readonly server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      this.seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers });
      const handler = this.handlers[Math.min(this.seen.length - 1, this.handlers.length - 1)];
      if (handler === undefined) json(200, { ok: true })(req, res);
      else handler(req, res);
    });
  });

  constructor(private readonly host: string) {}

  answer(...handlers: Handler[]): this {
    this.handlers = handlers;
    return this;
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, this.host, resolve));
    this.url = `http://${this.host}:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  get port(): number {
    return (this.server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

const json =
  (status: number, body: unknown): Handler =>
  (_req, res) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

const redirect =
  (location: string, status = 302): Handler =>
  (_req, res) => {
    res.writeHead(status, { location });
    res.end();
  };

function countingAxios(): { http: AxiosInstance; count: () => number } {
  const instance = axios.create();
  let n = 0;
  instance.interceptors.request.use((config) => {
    n++;
    return config;
  });
  return { http: instance, count: () => n };
}

async function failureOf(promise: Promise<unknown>): Promise<GitlabRequestFailureError> {
  const error: unknown = await promise.then(
    () => {
      throw new Error('expected the request to fail');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(GitlabRequestFailureError);
  expect(JSON.stringify(error)).not.toContain(TOKEN);
  expect((error as Error).message).not.toContain(TOKEN);
  return error as GitlabRequestFailureError;
}

describe('GitlabClient outbound destination policy and redirects (A-73)', () => {
  const pool = new GitlabAgentPool();
  let gitlab: Endpoint;
  let sameHostOtherPort: Endpoint;
  let otherHost: Endpoint;

  const client = (overrides: Partial<GitlabClientOptions> = {}, httpInstance?: AxiosInstance): GitlabClient =>
    new GitlabClient({ baseUrl: gitlab.url, token: TOKEN, retryBaseDelayMs: 1, jitterMs: 0, ...overrides }, httpInstance, pool);

  beforeEach(async () => {
    gitlab = await new Endpoint('127.0.0.1').start();
    sameHostOtherPort = await new Endpoint('127.0.0.1').start();
    // Linux routes all of 127/8 to the loopback interface, so a second host needs no set-up.
    otherHost = await new Endpoint('127.0.0.2').start();
  });

  afterEach(async () => {
    await Promise.all([gitlab.stop(), sameHostOtherPort.stop(), otherHost.stop()]);
  });

  afterAll(() => pool.destroy());

  describe('redirects', () => {
    it('a GET follows a relative redirect on the same origin and keeps the token', async () => {
      gitlab.answer(redirect('/api/v4/projects/2', 301), json(200, { id: 2 }));
      const res = await client().rest({ method: 'GET', path: '/projects/1' });
      expect(res.data).toEqual({ id: 2 });
      expect(gitlab.seen.map((s) => s.url)).toEqual(['/api/v4/projects/1', '/api/v4/projects/2']);
      expect(gitlab.seen.map((s) => s.headers['private-token'])).toEqual([TOKEN, TOKEN]);
    });

    it.each([302, 303, 307, 308])('a GET follows %i', async (status) => {
      gitlab.answer(redirect('/api/v4/next', status), json(200, { ok: status }));
      await expect(client().rest({ method: 'GET', path: '/x' })).resolves.toMatchObject({ data: { ok: status } });
    });

    it('a HEAD follows a redirect as a HEAD', async () => {
      gitlab.answer(redirect('/api/v4/next'), json(200, {}));
      const res = await client().rest({ method: 'HEAD', path: '/x' });
      expect(res.status).toBe(200);
      expect(gitlab.seen.map((s) => s.method)).toEqual(['HEAD', 'HEAD']);
    });

    it('A-73 a hop to another host drops the token but keeps Accept and User-Agent (allowPrivate)', async () => {
      gitlab.answer(redirect(`${otherHost.url}/bucket/file?X-Amz-Signature=abc`));
      otherHost.answer(json(200, { stored: true }));
      const res = await client({ destination: { allowPrivate: true } }).rest({ method: 'GET', path: '/projects/1/uploads/x' });
      expect(res.data).toEqual({ stored: true });
      expect(gitlab.seen[0]?.headers['private-token']).toBe(TOKEN);
      const [hop] = otherHost.seen;
      expect(hop?.url).toBe('/bucket/file?X-Amz-Signature=abc');
      expect(hop?.headers['private-token']).toBeUndefined();
      expect(hop?.headers['authorization']).toBeUndefined();
      expect(hop?.headers['accept']).toBe('application/json');
      expect(hop?.headers['user-agent']).toBe('gitlab-mcp-server');
    });

    it('A-73 once dropped, the token stays dropped even when a later hop comes back', async () => {
      gitlab.answer(redirect(`${otherHost.url}/bounce`), json(200, { back: true }));
      otherHost.answer(redirect(`${gitlab.url}/api/v4/back`));
      const res = await client({ destination: { allowPrivate: true } }).rest({ method: 'GET', path: '/start' });
      expect(res.data).toEqual({ back: true });
      expect(gitlab.seen.map((s) => s.headers['private-token'])).toEqual([TOKEN, undefined]);
    });

    it('A-73 a hop to another port of the same host is the operator-named host, but gets no token', async () => {
      gitlab.answer(redirect(`${sameHostOtherPort.url}/api/v4/elsewhere`));
      const res = await client().rest({ method: 'GET', path: '/x' });
      expect(res.data).toEqual({ ok: true });
      expect(sameHostOtherPort.seen[0]?.headers['private-token']).toBeUndefined();
    });

    it(`gives up after ${MAX_REDIRECTS} redirects: the next 3xx is the failure, not resent`, async () => {
      gitlab.answer((req, res) => redirect(`/api/v4/loop/${(req.url ?? '').length}`)(req, res));
      const error = await failureOf(client().rest({ method: 'GET', path: '/loop' }));
      expect(error.failure.status).toBe(302);
      expect(gitlab.seen).toHaveLength(MAX_REDIRECTS + 1);
      expect(error.failure.url).toBe(`${gitlab.url}${gitlab.seen.at(-1)?.url}`);
    });

    it('does not follow a redirect to another scheme or without a Location', async () => {
      gitlab.answer(redirect('file:///etc/passwd'));
      expect((await failureOf(client().rest({ method: 'GET', path: '/x' }))).failure.status).toBe(302);
      gitlab.answer((_req, res) => {
        res.writeHead(302);
        res.end();
      });
      expect((await failureOf(client().rest({ method: 'GET', path: '/y' }))).failure.status).toBe(302);
      expect(gitlab.seen).toHaveLength(2);
    });

    it('E-80 a resent GET starts again from the instance URL', async () => {
      gitlab.answer(redirect(`${sameHostOtherPort.url}/object`));
      sameHostOtherPort.answer(json(502, {}), json(200, { second: true }));
      const res = await client().rest({ method: 'GET', path: '/x' });
      expect(res.data).toEqual({ second: true });
      expect(gitlab.seen).toHaveLength(2);
      expect(sameHostOtherPort.seen).toHaveLength(2);
    });

    it('E-11 an abort between hops is a cancellation and the next hop is not sent', async () => {
      const controller = new AbortController();
      gitlab.answer((req, res) => {
        controller.abort();
        redirect(`${sameHostOtherPort.url}/object`)(req, res);
      });
      const error = await failureOf(client().rest({ method: 'GET', path: '/x', signal: controller.signal }));
      expect(error.failure.canceled).toBe(true);
      expect(sameHostOtherPort.seen).toHaveLength(0);
    });
  });

  describe('refusals', () => {
    it('A-73 a hop to another host at a private address is refused unless allowPrivate, never resent', async () => {
      const { http: counting, count } = countingAxios();
      gitlab.answer(redirect(`${otherHost.url}/bucket/file?sig=1`));
      const error = await failureOf(client({}, counting).rest({ method: 'GET', path: '/projects/1/export/download' }));
      expect(error.failure).toMatchObject({
        transport: 'rest',
        method: 'GET',
        url: `${otherHost.url}/bucket/file?sig=1`,
        destinationRefused: true,
        network: { code: DESTINATION_REFUSED_CODE },
      });
      expect(error.failure.status).toBeUndefined();
      expect(error.failure.network?.message).toBe(
        'outbound destination refused: 127.0.0.2 is a loopback address; only a URL the operator configured, or --allow-private-instances, may reach it',
      );
      expect(error.message).toBe(`GET ${otherHost.url}/bucket/file failed: outbound destination refused`);
      expect(otherHost.seen).toHaveLength(0);
      expect(gitlab.seen).toHaveLength(1);
      expect(count()).toBe(1);
    });

    it('A-73 a hop to another host NAME resolving to loopback is refused by the lookup', async () => {
      gitlab.answer(redirect(`http://localhost:${otherHost.port}/x`));
      const error = await failureOf(client().rest({ method: 'GET', path: '/x' }));
      expect(error.failure.destinationRefused).toBe(true);
      expect(error.failure.network?.message).toMatch(/^outbound destination refused: localhost resolves to (127\.0\.0\.1|::1), a loopback address;/);
    });

    it.each([
      ['169.254.169.254', 'http://169.254.169.254/latest/meta-data/'],
      ['the IPv4-mapped form of it', 'http://[::ffff:169.254.169.254]/latest/meta-data/'],
      ['Alibaba', 'http://100.100.100.200/latest/meta-data/'],
    ])('A-73 a hop to a cloud metadata address (%s) is refused even with allowPrivate', async (_what, location) => {
      gitlab.answer(redirect(location));
      const error = await failureOf(client({ destination: { allowPrivate: true } }).rest({ method: 'GET', path: '/x' }));
      expect(error.failure.destinationRefused).toBe(true);
      expect(error.failure.network?.message).toMatch(/a cloud metadata address; cloud metadata addresses are always refused$/);
    });

    it('A-73 an operator-named metadata URL is refused before anything is handed to axios', async () => {
      const { http: counting, count } = countingAxios();
      const c = new GitlabClient({ baseUrl: 'http://169.254.169.254', token: TOKEN }, counting, pool);
      const error = await failureOf(c.rest({ method: 'GET', path: '/version' }));
      expect(error.failure).toMatchObject({ url: 'http://169.254.169.254/api/v4/version', destinationRefused: true });
      expect(count()).toBe(0);
    });

    it('A-73 a caller-supplied URL (not operator-named) at a loopback literal is refused; POST too, never resent', async () => {
      const { http: counting, count } = countingAxios();
      const c = client({ destination: { operatorNamed: false } }, counting);
      await failureOf(c.rest({ method: 'GET', path: '/version' }));
      const post = await failureOf(c.graphql('query { x }'));
      expect(post.failure).toMatchObject({ transport: 'graphql', method: 'POST', destinationRefused: true });
      expect(count()).toBe(0);
      expect(gitlab.seen).toHaveLength(0);
    });

    it('A-73 a caller-supplied host NAME resolving to loopback is refused by the lookup, once', async () => {
      const { http: counting, count } = countingAxios();
      const c = client({ baseUrl: `http://localhost:${gitlab.port}`, destination: { operatorNamed: false } }, counting);
      const error = await failureOf(c.rest({ method: 'GET', path: '/version' }));
      expect(error.failure.destinationRefused).toBe(true);
      expect(count()).toBe(1);
      expect(gitlab.seen).toHaveLength(0);
    });

    it('A-73 the operator-named URL may be a loopback name or address; allowPrivate admits a caller-supplied one', async () => {
      await expect(client({ baseUrl: `http://localhost:${gitlab.port}` }).rest({ method: 'GET', path: '/a' })).resolves.toMatchObject({ status: 200 });
      await expect(client().rest({ method: 'GET', path: '/b' })).resolves.toMatchObject({ status: 200 });
      await expect(
        client({ baseUrl: `http://localhost:${gitlab.port}`, destination: { operatorNamed: false, allowPrivate: true } }).rest({ method: 'GET', path: '/c' }),
      ).resolves.toMatchObject({ status: 200 });
      expect(gitlab.seen).toHaveLength(3);
    });
  });
});

describe('GitlabAgentPool rules (A-73)', () => {
  it('keeps separate agents per private-address rule, so sockets are never shared across rules', () => {
    const pool = new GitlabAgentPool();
    const allow = pool.agentsFor(false);
    const refuse = pool.agentsFor(false, 'refuse');
    expect(pool.agentsFor(false, 'allow')).toEqual(allow);
    expect(refuse.httpAgent).not.toBe(allow.httpAgent);
    expect(refuse.httpsAgent).not.toBe(allow.httpsAgent);
    expect(pool.agentsFor(true, 'refuse').httpsAgent).not.toBe(refuse.httpsAgent);
    expect(typeof (allow.httpAgent as unknown as { options: { lookup?: unknown } }).options.lookup).toBe('function');
    pool.destroy();
  });
});
