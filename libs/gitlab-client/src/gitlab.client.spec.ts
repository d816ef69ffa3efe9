import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import axios, { type AxiosInstance } from 'axios';
import { GitlabAgentPool } from './gitlab-agent.pool.js';
import type { GitlabClientOptions } from './gitlab-client-options.interface.js';
import { GitlabClient } from './gitlab.client.js';
import { GitlabRequestFailureError } from './gitlab-request-failure.error.js';

const TOKEN = 'glpat-SECRET-token-1234567890';

interface Seen {
  readonly method: string;
  readonly url: string;
  readonly headers: http.IncomingHttpHeaders;
  readonly body: string;
}

type Handler = (req: http.IncomingMessage, res: http.ServerResponse, seen: Seen) => void;

/** A loopback GitLab stand-in: answers the n-th request with the n-th handler (the last repeats). */
class FakeGitlab {
  readonly seen: Seen[] = [];
  private handlers: Handler[] = [];
  private readonly server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const seen: Seen = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
      this.seen.push(seen);
      const handler = this.handlers[Math.min(this.seen.length - 1, this.handlers.length - 1)];
      if (handler === undefined) respond(res, 500, {});
      else handler(req, res, seen);
    });
  });

  answer(...handlers: Handler[]): this {
    this.handlers = handlers;
    return this;
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

function respond(res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, { 'content-type': typeof body === 'string' ? 'text/plain' : 'application/json', ...headers });
  res.end(text);
}

const status =
  (code: number, body: unknown = { message: `${code}` }, headers: Record<string, string> = {}): Handler =>
  (_req, res) =>
    respond(res, code, body, headers);

const hang: Handler = () => undefined;

/** Counts what the client hands to axios, also when nothing reaches a server. */
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
  try {
    await promise;
  } catch (error: unknown) {
    expect(error).toBeInstanceOf(GitlabRequestFailureError);
    expect(JSON.stringify(error)).not.toContain(TOKEN);
    expect((error as Error).message).not.toContain(TOKEN);
    expect((error as Error).message).not.toContain('?');
    expect(String((error as Error).stack)).not.toContain(TOKEN);
    return error as GitlabRequestFailureError;
  }
  throw new Error('expected the request to fail');
}

async function closedPort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('GitlabClient', () => {
  const pool = new GitlabAgentPool();
  let gitlab: FakeGitlab;
  let baseUrl: string;

  const client = (overrides: Partial<GitlabClientOptions> = {}, httpInstance?: AxiosInstance): GitlabClient =>
    new GitlabClient({ baseUrl, token: TOKEN, retryBaseDelayMs: 5, jitterMs: 0, ...overrides }, httpInstance, pool.agentsFor(false));

  beforeEach(async () => {
    gitlab = new FakeGitlab();
    baseUrl = await gitlab.start();
  });

  afterEach(async () => {
    await gitlab.stop();
  });

  afterAll(() => pool.destroy());

  describe('request shape', () => {
    it('sends the token, Accept, User-Agent, query arrays and a JSON body', async () => {
      gitlab.answer(status(201, { id: 7 }));
      const res = await client({ userAgent: 'test-agent/1' }).rest<{ id: number }>({
        method: 'POST',
        path: `/projects/${encodeURIComponent('acme/backend')}/issues`,
        query: { labels: ['bug', 'ui x'], iids: [1, 2], confidential: false, page: 2, skipped: undefined },
        body: { title: 'Crash', description: 'ü' },
      });
      expect(res.status).toBe(201);
      expect(res.data).toEqual({ id: 7 });
      const [seen] = gitlab.seen;
      expect(seen?.method).toBe('POST');
      expect(seen?.url).toBe(
        '/api/v4/projects/acme%2Fbackend/issues?labels[]=bug&labels[]=ui%20x&iids[]=1&iids[]=2&confidential=false&page=2',
      );
      expect(seen?.headers['private-token']).toBe(TOKEN);
      expect(seen?.headers['accept']).toBe('application/json');
      expect(seen?.headers['user-agent']).toBe('test-agent/1');
      expect(seen?.headers['content-type']).toMatch(/^application\/json/);
      expect(JSON.parse(seen?.body ?? '')).toEqual({ title: 'Crash', description: 'ü' });
    });

    it('sends an OAuth access token as Authorization: Bearer, never as PRIVATE-TOKEN (issue 16 item 3)', async () => {
      gitlab.answer(status(200, { id: 1 }));
      await client({ tokenKind: 'oauth' }).rest({ method: 'GET', path: '/user' });
      const [seen] = gitlab.seen;
      expect(seen?.headers['authorization']).toBe(`Bearer ${TOKEN}`);
      expect(seen?.headers['private-token']).toBeUndefined();
    });

    it('sends no body and no content-type on a GET, and a default User-Agent', async () => {
      gitlab.answer(status(200, []));
      await client().rest({ method: 'GET', path: '/projects' });
      expect(gitlab.seen[0]?.body).toBe('');
      expect(gitlab.seen[0]?.headers['content-type']).toBeUndefined();
      expect(gitlab.seen[0]?.headers['user-agent']).toBe('gitlab-mcp-server');
    });

    it('ignores trailing slashes of the base URL', async () => {
      gitlab.answer(status(200, {}));
      const c = client({ baseUrl: `${baseUrl}//` });
      expect(c.baseUrl).toBe(baseUrl);
      await c.rest({ method: 'GET', path: 'version' });
      expect(gitlab.seen[0]?.url).toBe('/api/v4/version');
    });

    it('refuses a base URL that is not http(s)', () => {
      expect(() => client({ baseUrl: 'ftp://example.com' })).toThrow(TypeError);
      expect(() => client({ baseUrl: 'not a url' })).toThrow(TypeError);
    });
  });

  describe('answers', () => {
    it('returns lower-case headers and pagination (A-33)', async () => {
      gitlab.answer(
        status(200, [{ name: 'main' }], { 'X-Page': '1', 'X-Per-Page': '20', 'X-Next-Page': '2', 'X-Prev-Page': '', 'X-Total': '30', 'X-Total-Pages': '2' }),
      );
      const res = await client().rest<{ name: string }[]>({ method: 'GET', path: '/projects/1/repository/branches' });
      expect(res.data).toEqual([{ name: 'main' }]);
      expect(res.headers['x-next-page']).toBe('2');
      expect(res.pagination).toEqual({ page: 1, per_page: 20, total_items: 30, total_pages: 2, next_page: 2, prev_page: 0, has_more: true });
    });

    it('has no pagination without page headers', async () => {
      gitlab.answer(status(200, { id: 1 }));
      const res = await client().rest({ method: 'GET', path: '/projects/1' });
      expect(res.pagination).toBeUndefined();
    });

    it('returns text for responseType text, even when it looks like JSON', async () => {
      gitlab.answer(status(200, '{"not":"parsed"}\n'));
      const res = await client().rest<string>({ method: 'GET', path: '/projects/1/repository/files/a.json/raw', responseType: 'text' });
      expect(res.data).toBe('{"not":"parsed"}\n');
    });

    it('sends a multipart body built in memory: text fields and a file part', async () => {
      gitlab.answer(status(201, { url: '/uploads/abc/notes.txt' }));
      const content = new Uint8Array([0x68, 0x69, 0x00, 0xff]);
      await client().rest({
        method: 'POST',
        path: '/projects/1/uploads',
        form: { file: { filename: 'notes.txt', content, contentType: 'text/plain' }, note: 'ü', skipped: undefined, count: 2 },
      });
      const seen = gitlab.seen[0];
      const boundary = /^multipart\/form-data; boundary=(.+)$/.exec(seen?.headers['content-type'] ?? '')?.[1];
      expect(boundary).toBeDefined();
      const body = seen?.body ?? '';
      expect(body).toContain('Content-Disposition: form-data; name="file"; filename="notes.txt"');
      expect(body).toContain('Content-Type: text/plain');
      expect(body).toContain('name="note"\r\n\r\nü\r\n');
      expect(body).toContain('name="count"\r\n\r\n2\r\n');
      expect(body).not.toContain('skipped');
      expect(body.endsWith(`--${boundary}--\r\n`)).toBe(true);
    });

    it('returns bytes for responseType bytes, byte for byte', async () => {
      const bytes = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0xff, 0x10]);
      gitlab.answer((_req, res) => {
        res.writeHead(200, { 'content-type': 'application/zip' });
        res.end(bytes);
      });
      const res = await client().rest<Uint8Array>({ method: 'GET', path: '/projects/1/jobs/2/artifacts', responseType: 'bytes' });
      expect(res.data).toBeInstanceOf(Uint8Array);
      expect(Buffer.from(res.data).equals(bytes)).toBe(true);
      expect(res.truncated).toBeUndefined();
      expect(gitlab.seen[0]?.headers['accept']).toBe('*/*');
    });

    it('stops reading at maxBytes and says so, for bytes and text', async () => {
      const big = 'x'.repeat(1024 * 1024);
      gitlab.answer(status(200, big));
      const bytes = await client().rest<Uint8Array>({ method: 'GET', path: '/a', responseType: 'bytes', maxBytes: 1000 });
      expect(bytes.data.byteLength).toBe(1000);
      expect(bytes.truncated).toBe(true);
      const text = await client().rest<string>({ method: 'GET', path: '/b', responseType: 'text', maxBytes: 10 });
      expect(text.data).toBe('xxxxxxxxxx');
      expect(text.truncated).toBe(true);
      const whole = await client().rest<string>({ method: 'GET', path: '/c', responseType: 'text', maxBytes: 2 * 1024 * 1024 });
      expect(whole.data.length).toBe(big.length);
      expect(whole.truncated).toBeUndefined();
    });

    it('a failed bytes request still carries GitLab\'s message', async () => {
      gitlab.answer(status(403, { message: '403 Forbidden - artifacts expired' }));
      const failure = await failureOf(client().rest({ method: 'GET', path: '/projects/1/jobs/2/artifacts', responseType: 'bytes', maxBytes: 10 }));
      expect(failure.failure.body).toContain('artifacts expired');
    });

    it('gives undefined data for 204', async () => {
      gitlab.answer((_req, res) => {
        res.writeHead(204);
        res.end();
      });
      const res = await client().rest({ method: 'DELETE', path: '/projects/1/repository/branches/x' });
      expect(res.status).toBe(204);
      expect(res.data).toBeUndefined();
    });

    it('E-03 a 404 records the status only', async () => {
      gitlab.answer(status(404, { message: '404 Project Not Found' }));
      const error = await failureOf(client().rest({ method: 'GET', path: '/projects/9' }));
      expect(error.failure).toEqual({
        transport: 'rest',
        method: 'GET',
        url: `${baseUrl}/api/v4/projects/9`,
        status: 404,
        contentType: 'application/json',
      });
    });

    it('a 4xx carries the raw body text, content type and full URL; the message has no query', async () => {
      gitlab.answer(status(400, { message: { title: ['is missing'] } }));
      const error = await failureOf(client().rest({ method: 'GET', path: '/projects/1/issues', query: { search: 'x' } }));
      expect(error.failure).toEqual({
        transport: 'rest',
        method: 'GET',
        url: `${baseUrl}/api/v4/projects/1/issues?search=x`,
        status: 400,
        body: '{"message":{"title":["is missing"]}}',
        contentType: 'application/json',
      });
      expect(error.message).toBe(`GET ${baseUrl}/api/v4/projects/1/issues failed: HTTP 400`);
      expect(gitlab.seen).toHaveLength(1);
    });

    it('caps the failure body at 64 KiB', async () => {
      gitlab.answer(status(422, 'é'.repeat(40_000)));
      const error = await failureOf(client().rest({ method: 'POST', path: '/x' }));
      expect(Buffer.byteLength(error.failure.body ?? '')).toBe(64 * 1024);
      expect(error.failure.body?.endsWith('é')).toBe(true);
    });

    it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)('A-73 a %s does not follow a redirect: the 3xx is its failure', async (method) => {
      const other = new FakeGitlab().answer(status(200, {}));
      const otherUrl = await other.start();
      try {
        gitlab.answer(status(307, '', { location: `${otherUrl}/api/v4/projects` }));
        const error = await failureOf(client().rest({ method, path: '/projects', body: { a: 1 } }));
        expect(error.failure.status).toBe(307);
        expect(error.failure.url).toBe(`${baseUrl}/api/v4/projects`);
        expect(gitlab.seen).toHaveLength(1);
        expect(other.seen).toHaveLength(0);
      } finally {
        await other.stop();
      }
    });

    it('never lets the token into a failure, even when GitLab echoes it', async () => {
      gitlab.answer((req, res) => respond(res, 403, { message: `bad ${String(req.headers['private-token'])}` }));
      const error = await failureOf(client().rest({ method: 'GET', path: '/user' }));
      expect(error.failure.body).toBe('{"message":"bad [REDACTED]"}');
    });
  });

  describe('E-80 retries', () => {
    it('E-80 GET 502, 502, 200 → three requests and success', async () => {
      gitlab.answer(status(502), status(502), status(200, { ok: true }));
      const res = await client().rest({ method: 'GET', path: '/projects' });
      expect(res.data).toEqual({ ok: true });
      expect(gitlab.seen).toHaveLength(3);
    });

    it('E-80 GET 503 three times → three requests, then the last failure', async () => {
      gitlab.answer(status(503, 'maintenance'));
      const error = await failureOf(client().rest({ method: 'GET', path: '/projects' }));
      expect(gitlab.seen).toHaveLength(3);
      expect(error.failure.status).toBe(503);
      expect(error.failure.body).toBe('maintenance');
    });

    it('E-80 POST 502 → one request', async () => {
      gitlab.answer(status(502));
      const error = await failureOf(client().rest({ method: 'POST', path: '/projects', body: { name: 'x' } }));
      expect(error.failure.status).toBe(502);
      expect(gitlab.seen).toHaveLength(1);
    });

    it('E-80 501 → one request', async () => {
      gitlab.answer(status(501));
      await failureOf(client().rest({ method: 'GET', path: '/projects' }));
      expect(gitlab.seen).toHaveLength(1);
    });

    it.each(['GET', 'POST', 'PATCH'] as const)('E-80 %s 429 → three requests, then the failure', async (method) => {
      gitlab.answer(status(429, { message: 'Retry later' }));
      const error = await failureOf(client().rest({ method, path: '/projects' }));
      expect(gitlab.seen).toHaveLength(3);
      expect(error.failure.status).toBe(429);
    });

    it('E-80 429 then 200 → success', async () => {
      gitlab.answer(status(429, {}, { 'RateLimit-Reset': '1' }), status(200, { ok: 1 }));
      const res = await client().rest({ method: 'POST', path: '/projects' });
      expect(res.data).toEqual({ ok: 1 });
      expect(gitlab.seen).toHaveLength(2);
    });

    it('E-80 ECONNREFUSED (closed port) → resent, then the failure with network.code', async () => {
      const { http: counting, count } = countingAxios();
      const port = await closedPort();
      const c = client({ baseUrl: `http://127.0.0.1:${port}` }, counting);
      const error = await failureOf(c.rest({ method: 'POST', path: '/projects', query: { private_token: 'hidden' } }));
      expect(count()).toBe(3);
      expect(error.failure.network?.code).toBe('ECONNREFUSED');
      expect(error.failure.status).toBeUndefined();
      expect(error.message).toBe(`POST http://127.0.0.1:${port}/api/v4/projects failed: ECONNREFUSED`);
      expect(error.message).not.toContain('hidden');
    });

    it('E-80 ENOTFOUND (a name that does not exist) → not resent', async () => {
      const { http: counting, count } = countingAxios();
      const c = client({ baseUrl: 'http://nonexistent.invalid' }, counting);
      const error = await failureOf(c.rest({ method: 'GET', path: '/projects' }));
      expect(error.failure.network?.code).toBe('ENOTFOUND');
      expect(count()).toBe(1);
    });

    it('E-80 EAI_AGAIN (temporary DNS failure) → resent', async () => {
      const { http: counting, count } = countingAxios();
      const lookupAgents = new GitlabAgentPool().agentsFor(false);
      const failingLookup = new http.Agent({
        lookup: (_host, _options, callback) =>
          callback(Object.assign(new Error('getaddrinfo EAI_AGAIN gitlab.test'), { code: 'EAI_AGAIN' }), '', 4),
      });
      const c = new GitlabClient(
        { baseUrl: 'http://gitlab.test', token: TOKEN, retryBaseDelayMs: 1, jitterMs: 0 },
        counting,
        { ...lookupAgents, httpAgent: failingLookup },
      );
      const error = await failureOf(c.rest({ method: 'POST', path: '/projects' }));
      expect(error.failure.network?.code).toBe('EAI_AGAIN');
      expect(count()).toBe(3);
      failingLookup.destroy();
    });

    it('E-80 GET whose connection breaks after sending → resent; POST → not resent', async () => {
      gitlab.answer((req) => req.socket.destroy());
      const get = await failureOf(client().rest({ method: 'GET', path: '/projects' }));
      expect(get.failure.network?.code).toBe('ECONNRESET');
      expect(gitlab.seen).toHaveLength(3);

      const post = await failureOf(client().rest({ method: 'POST', path: '/projects' }));
      expect(post.failure.network?.code).toBe('ECONNRESET');
      expect(gitlab.seen).toHaveLength(4);
    });
  });

  describe('E-11 cancellation', () => {
    it('E-11 an abort → canceled, and nothing more is sent', async () => {
      const controller = new AbortController();
      gitlab.answer((_req, _res) => controller.abort());
      const error = await failureOf(client().rest({ method: 'GET', path: '/projects', signal: controller.signal }));
      expect(error.failure.canceled).toBe(true);
      expect(error.failure.deadlineExceeded).toBeUndefined();
      expect(error.failure.status).toBeUndefined();
      await new Promise((r) => setTimeout(r, 50));
      expect(gitlab.seen).toHaveLength(1);
    });

    it('E-11 an abort during a retry wait ends the wait at once', async () => {
      const controller = new AbortController();
      // Aborted once the first 502 is out, so during the wait before the resend; that wait is an
      // hour, so the call can only end within the test's timeout if the abort ends the wait.
      gitlab.answer((req, res, seen) => {
        res.once('finish', () => controller.abort());
        status(502)(req, res, seen);
      });
      const pending = client({ retryBaseDelayMs: 3_600_000 }).rest({ method: 'GET', path: '/projects', signal: controller.signal });
      const error = await failureOf(pending);
      expect(error.failure.canceled).toBe(true);
      expect(gitlab.seen).toHaveLength(1);
    });

    it('E-11 a canceled call is canceled even when the socket broke', async () => {
      const controller = new AbortController();
      gitlab.answer((req) => {
        controller.abort();
        req.socket.destroy();
      });
      const error = await failureOf(client().rest({ method: 'GET', path: '/projects', signal: controller.signal }));
      expect(error.failure.canceled).toBe(true);
      expect(error.failure.network).toBeUndefined();
      expect(gitlab.seen).toHaveLength(1);
    });

    it('E-11 an already aborted signal sends nothing', async () => {
      const { http: counting, count } = countingAxios();
      const error = await failureOf(client({}, counting).rest({ method: 'GET', path: '/x', signal: AbortSignal.abort() }));
      expect(error.failure.canceled).toBe(true);
      expect(count()).toBe(0);
    });

    it('E-11 AbortSignal.timeout → deadlineExceeded', async () => {
      gitlab.answer(hang);
      const error = await failureOf(client().rest({ method: 'GET', path: '/projects', signal: AbortSignal.timeout(100) }));
      expect(error.failure.deadlineExceeded).toBe(true);
      expect(error.failure.canceled).toBeUndefined();
      expect(error.message).toContain('deadline exceeded');
    });
  });

  describe('graphql', () => {
    it('POSTs the document to /api/graphql and returns data', async () => {
      gitlab.answer(status(200, { data: { currentUser: { username: 'root' } } }));
      const res = await client().graphql<{ currentUser: { username: string } }>('query { currentUser { username } }', { a: 1 });
      expect(res).toEqual({ data: { currentUser: { username: 'root' } } });
      const [seen] = gitlab.seen;
      expect(seen?.method).toBe('POST');
      expect(seen?.url).toBe('/api/graphql');
      expect(seen?.headers['private-token']).toBe(TOKEN);
      expect(JSON.parse(seen?.body ?? '')).toEqual({ query: 'query { currentUser { username } }', variables: { a: 1 } });
    });

    it('E-41 a 200 with errors is returned, not thrown', async () => {
      const errors = [{ message: 'Field missing', path: ['epic', 0], extensions: { code: 'x' } }];
      gitlab.answer(status(200, { data: { epic: null }, errors }));
      const res = await client().graphql('mutation { x }');
      expect(res).toEqual({ data: { epic: null }, errors });
    });

    it('E-40 a 401 is thrown with transport graphql', async () => {
      gitlab.answer(status(401, { message: '401 Unauthorized' }));
      const error = await failureOf(client().graphql('query { x }'));
      expect(error.failure).toMatchObject({ transport: 'graphql', method: 'POST', url: `${baseUrl}/api/graphql`, status: 401 });
      expect(gitlab.seen).toHaveLength(1);
    });

    it('E-80 a 502 is never resent (POST)', async () => {
      gitlab.answer(status(502));
      await failureOf(client().graphql('query { x }'));
      expect(gitlab.seen).toHaveLength(1);
    });

    it('E-80 a 429 is resent', async () => {
      gitlab.answer(status(429), status(200, { data: { ok: true } }));
      const res = await client().graphql('query { ok }');
      expect(res.data).toEqual({ ok: true });
      expect(gitlab.seen).toHaveLength(2);
    });

    it('a 200 that is not a GraphQL answer throws with its body', async () => {
      gitlab.answer(status(200, '<html>captive portal</html>'));
      const error = await failureOf(client().graphql('query { x }'));
      expect(error.failure).toMatchObject({ transport: 'graphql', status: 200, body: '<html>captive portal</html>' });
    });
  });
});
