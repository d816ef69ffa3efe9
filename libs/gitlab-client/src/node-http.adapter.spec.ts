import * as http from 'node:http';
import * as https from 'node:https';
import type { AddressInfo, LookupFunction } from 'node:net';
import axios, { AxiosError, AxiosHeaders, type AxiosInstance, type AxiosRequestConfig, type InternalAxiosRequestConfig } from 'axios';
import { GitlabAgentPool } from './gitlab-agent.pool.js';
import { GitlabClient } from './gitlab.client.js';
import { GitlabRequestFailureError } from './gitlab-request-failure.error.js';
import { environmentNamesProxy, isLeanConfig, nodeHttpAdapter } from './node-http.adapter.js';

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;

/** A loopback server answering with whatever `handler` is at the time; records request lines. */
class Endpoint {
  readonly lines: string[] = [];
  readonly encodings: (string | undefined)[] = [];
  handler: Handler = (_req, res) => res.end('{}');
  url = '';
  private readonly server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      this.lines.push(`${req.method ?? ''} ${req.url ?? ''}`);
      this.encodings.push(req.headers['accept-encoding']);
      this.handler(req, res);
    });
  });

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

const lean: AxiosRequestConfig = { maxRedirects: 0, responseType: 'text', transformResponse: [(body: unknown) => body] };

describe('nodeHttpAdapter', () => {
  const http0 = axios.create({ adapter: nodeHttpAdapter });
  const gitlab = new Endpoint();

  beforeAll(() => gitlab.start());
  beforeEach(() => {
    gitlab.lines.length = 0;
  });
  afterAll(() => gitlab.stop());

  it('answers status, AxiosHeaders and the text body of a lean request', async () => {
    gitlab.handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'x-next-page': '2' });
      res.end('{"id":7}');
    };
    const res = await http0.request<string>({ ...lean, url: `${gitlab.url}/api/v4/projects/7`, headers: { 'PRIVATE-TOKEN': 't' } });
    expect(res.status).toBe(200);
    expect(res.headers).toBeInstanceOf(AxiosHeaders);
    expect(res.headers['x-next-page']).toBe('2');
    expect(res.data).toBe('{"id":7}');
    expect(res.request).toBeInstanceOf(http.ClientRequest);
    // Sent by the lean exchange, not axios' adapter (which asks for "gzip, compress, deflate, br").
    expect(gitlab.encodings.at(-1)).toBe('gzip, deflate, br');
  });

  it('settles by validateStatus: a 404 rejects with the response attached', async () => {
    gitlab.handler = (_req, res) => {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end('{"message":"404 Not Found"}');
    };
    const error = await http0.request({ ...lean, url: `${gitlab.url}/missing` }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AxiosError);
    expect((error as AxiosError).code).toBe(AxiosError.ERR_BAD_REQUEST);
    expect((error as AxiosError).response?.status).toBe(404);
    expect((error as AxiosError).response?.data).toBe('{"message":"404 Not Found"}');
  });

  it('rejects an aborted request with axios CanceledError', async () => {
    gitlab.handler = () => undefined;
    const controller = new AbortController();
    const pending = http0.request({ ...lean, url: `${gitlab.url}/hang`, signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    expect(axios.isCancel(await pending.catch((e: unknown) => e))).toBe(true);
  });

  it('wraps a socket failure in AxiosError with the socket code', async () => {
    const closed = await new Endpoint().start();
    await closed.stop();
    const error = await http0.request({ ...lean, url: `${closed.url}/` }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AxiosError);
    expect((error as AxiosError).code).toBe('ECONNREFUSED');
  });

  it('never follows a redirect itself (maxRedirects 0), and leaves any other config to axios', async () => {
    gitlab.handler = (req, res) => {
      if (req.url === '/from') {
        res.writeHead(302, { location: '/to' });
        res.end();
      } else res.end('"arrived"');
    };
    const leanRes = await http0.request({ ...lean, url: `${gitlab.url}/from`, validateStatus: () => true });
    expect(leanRes.status).toBe(302);
    expect(gitlab.lines).toEqual(['GET /from']);
    // Default maxRedirects: not lean, so axios' own adapter follows as axios always did.
    const followed = await http0.request({ url: `${gitlab.url}/from` });
    expect(followed.data).toBe('arrived');
  });

  it('sends through axios\' own adapter, and so the proxy, while a proxy variable is set', async () => {
    const proxy = await new Endpoint().start();
    const saved = process.env['HTTP_PROXY'];
    process.env['HTTP_PROXY'] = proxy.url;
    try {
      expect(environmentNamesProxy()).toBe(true);
      proxy.handler = (_req, res) => res.end('"via proxy"');
      const res = await http0.request({ ...lean, url: 'http://gitlab.example.invalid/api/v4/version' });
      expect(res.data).toBe('"via proxy"');
      expect(proxy.lines).toEqual(['GET http://gitlab.example.invalid/api/v4/version']);
    } finally {
      if (saved === undefined) delete process.env['HTTP_PROXY'];
      else process.env['HTTP_PROXY'] = saved;
      await proxy.stop();
    }
  });

  it('tells the lean shape from the rest', () => {
    const config = (extra: Partial<InternalAxiosRequestConfig>): InternalAxiosRequestConfig => ({
      url: 'https://gitlab.example.com/api/v4/user',
      method: 'get',
      headers: new AxiosHeaders(),
      maxRedirects: 0,
      ...extra,
    });
    expect(isLeanConfig(config({}))).toBe(true);
    expect(isLeanConfig(config({ data: Buffer.from('x'), responseType: 'stream' }))).toBe(true);
    expect(isLeanConfig(config({ maxRedirects: 5 }))).toBe(false);
    expect(isLeanConfig(config({ timeout: 1000 }))).toBe(false);
    expect(isLeanConfig(config({ baseURL: 'https://x', url: '/user' }))).toBe(false);
    expect(isLeanConfig(config({ params: { a: 1 } }))).toBe(false);
    expect(isLeanConfig(config({ proxy: false }))).toBe(false);
    expect(isLeanConfig(config({ responseType: 'arraybuffer' }))).toBe(false);
    expect(isLeanConfig(config({ data: { a: 1 } }))).toBe(false);
    expect(isLeanConfig(config({ maxContentLength: 10 }))).toBe(false);
    expect(environmentNamesProxy({ https_proxy: 'http://p:3128' })).toBe(true);
    expect(environmentNamesProxy({ NO_PROXY: '*', HTTP_PROXY: '' })).toBe(false);
  });
});

describe('GitlabClient on nodeHttpAdapter (no axios pipeline per call)', () => {
  const pool = new GitlabAgentPool();
  const gitlab = new Endpoint();
  const direct = axios.create({ adapter: nodeHttpAdapter });
  const client = (): GitlabClient =>
    new GitlabClient({ baseUrl: gitlab.url, token: 'glpat-ADAPTER-0123456789', retryBaseDelayMs: 1, jitterMs: 0, destination: { operatorNamed: true } }, direct, pool);

  beforeAll(() => gitlab.start());
  beforeEach(() => {
    gitlab.lines.length = 0;
  });
  afterAll(async () => {
    pool.destroy();
    await gitlab.stop();
  });

  it('A-73 refuses a redirect to a metadata address or a private host, sending nothing there', async () => {
    for (const location of ['http://169.254.169.254/latest/meta-data', `http://localhost:${new URL(gitlab.url).port}/elsewhere`]) {
      gitlab.handler = (_req, res) => {
        res.writeHead(302, { location });
        res.end();
      };
      const failure = await client()
        .rest({ method: 'GET', path: '/projects/1/repository/archive', responseType: 'bytes' })
        .catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(GitlabRequestFailureError);
      expect((failure as GitlabRequestFailureError).failure.destinationRefused).toBe(true);
      expect((failure as GitlabRequestFailureError).failure.url).toBe(location);
      expect(gitlab.lines).toEqual(['GET /api/v4/projects/1/repository/archive']);
      gitlab.lines.length = 0;
    }
  });

  it('reports a refused connection to every address of a dual-stack name as the axios path did', async () => {
    const closed = await new Endpoint().start();
    await closed.stop();
    const port = new URL(closed.url).port;
    const lookup: LookupFunction = (_host, opts, callback) => {
      if (opts.all === true) callback(null, [{ address: '127.0.0.1', family: 4 }, { address: '::1', family: 6 }]);
      else callback(null, '127.0.0.1', 4);
    };
    const agents = { httpAgent: new http.Agent({ lookup }), httpsAgent: new https.Agent({ lookup }) };
    const facts = async (instance: AxiosInstance) => {
      const c = new GitlabClient({ baseUrl: `http://dual.example.test:${port}`, token: 'glpat-ADAPTER-0123456789', retryBaseDelayMs: 1, jitterMs: 0 }, instance, agents);
      const failure = (await c.rest({ method: 'GET', path: '/version' }).catch((e: unknown) => e)) as GitlabRequestFailureError;
      return failure.failure.network;
    };
    const before = await facts(axios.create());
    expect(before?.code).toBe('ECONNREFUSED');
    expect(await facts(direct)).toEqual(before);
  });

  it('sends through axios and the proxy when a proxy variable was set as the client was made', async () => {
    const proxy = await new Endpoint().start();
    const saved = process.env['HTTP_PROXY'];
    process.env['HTTP_PROXY'] = proxy.url;
    try {
      proxy.handler = (_req, res) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('{"version":"17.0.0"}');
      };
      const proxied = new GitlabClient({ baseUrl: 'http://gitlab.example.invalid', token: 'glpat-ADAPTER-0123456789' }, direct, pool);
      expect((await proxied.rest({ method: 'GET', path: '/version' })).data).toEqual({ version: '17.0.0' });
      expect(proxy.lines).toEqual(['GET http://gitlab.example.invalid/api/v4/version']);
    } finally {
      if (saved === undefined) delete process.env['HTTP_PROXY'];
      else process.env['HTTP_PROXY'] = saved;
      await proxy.stop();
    }
  });

  it('follows an allowed redirect on the instance and reads text and binary bodies', async () => {
    gitlab.handler = (req, res) => {
      if (req.url?.startsWith('/api/v4/projects/1/repository/files')) {
        res.writeHead(301, { location: '/blob' });
        res.end();
      } else {
        res.writeHead(200, { 'content-type': 'application/octet-stream' });
        res.end(Buffer.from([0xc3, 0x28, 0x00]));
      }
    };
    const bytes = await client().rest<Uint8Array>({ method: 'GET', path: '/projects/1/repository/files/a/raw', responseType: 'bytes' });
    expect(Array.from(bytes.data)).toEqual([0xc3, 0x28, 0x00]);
    const text = await client().rest<string>({ method: 'GET', path: '/projects/1/repository/files/b/raw', responseType: 'text' });
    expect(text.data).toBe(Buffer.from([0xc3, 0x28, 0x00]).toString('utf8'));
    expect(gitlab.lines).toHaveLength(4);
  });
});
