import { getEventListeners } from 'node:events';
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Readable } from 'node:stream';
import * as zlib from 'node:zlib';
import { guardedLookup } from './destination.lookup.js';
import { DESTINATION_REFUSED_CODE } from './gitlab-client.constants.js';
import { exchangeOverNodeHttp } from './node-http.exchange.js';
import { encodeMultipart } from './request-body.encoder.js';

interface Seen {
  readonly method: string;
  readonly url: string;
  readonly headers: http.IncomingHttpHeaders;
  readonly body: Buffer;
}

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;

describe('exchangeOverNodeHttp', () => {
  const agent = new http.Agent({ keepAlive: true });
  const seen: Seen[] = [];
  let handler: Handler = (_req, res) => res.end();
  let base: string;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      handler(req, res);
    });
  });

  const send = (path: string, extra: Partial<Parameters<typeof exchangeOverNodeHttp>[0]> = {}) =>
    exchangeOverNodeHttp({ url: new URL(`${base}${path}`), method: 'GET', headers: { Accept: 'application/json' }, read: 'text', httpAgent: agent, ...extra });

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  beforeEach(() => {
    seen.length = 0;
  });

  afterAll(async () => {
    agent.destroy();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('answers status, status text, lower-case headers (pagination included) and the text body', async () => {
    handler = (_req, res) => {
      res.writeHead(201, 'Made', { 'Content-Type': 'application/json', 'X-Total-Pages': '3', Link: '<x>; rel="next"' });
      res.end('{"id":1,"name":"ü"}');
    };
    const res = await send('/api/v4/projects?labels[]=bug&page=2');
    expect(res.status).toBe(201);
    expect(res.statusText).toBe('Made');
    expect(res.headers['x-total-pages']).toBe('3');
    expect(res.headers['link']).toBe('<x>; rel="next"');
    expect(res.body).toBe('{"id":1,"name":"ü"}');
    expect(seen[0]?.url).toBe('/api/v4/projects?labels[]=bug&page=2');
    expect(seen[0]?.headers['accept']).toBe('application/json');
    expect(seen[0]?.headers['accept-encoding']).toBe('gzip, deflate, br');
    expect(seen[0]?.headers['content-length']).toBeUndefined();
  });

  it('reuses the keep-alive socket for the next exchange', async () => {
    const ports: number[] = [];
    handler = (req, res) => {
      ports.push(req.socket.remotePort ?? 0);
      res.end('ok');
    };
    await send('/a');
    await send('/b');
    expect(ports).toHaveLength(2);
    expect(ports[1]).toBe(ports[0]);
  });

  it('decodes gzip, deflate and br bodies and drops the content-encoding it undid; strips a BOM from text', async () => {
    const text = `\ufeff${JSON.stringify({ many: 'x'.repeat(2000) })}`;
    for (const [encoding, encode] of [
      ['gzip', zlib.gzipSync],
      ['br', zlib.brotliCompressSync],
      ['deflate', zlib.deflateSync],
    ] as const) {
      handler = (_req, res) => {
        res.writeHead(200, { 'content-encoding': encoding, 'content-type': 'application/json' });
        res.end(encode(Buffer.from(text)));
      };
      const res = await send('/z');
      expect(res.body).toBe(text.slice(1));
      expect(res.headers['content-encoding']).toBeUndefined();
    }
  });

  it('sends a JSON body with its Content-Length', async () => {
    handler = (_req, res) => res.end('{}');
    await send('/issues', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"title":"ü"}' });
    expect(seen[0]?.method).toBe('POST');
    expect(seen[0]?.headers['content-length']).toBe(String(Buffer.byteLength('{"title":"ü"}')));
    expect(seen[0]?.headers['transfer-encoding']).toBeUndefined();
    expect(seen[0]?.body.toString('utf8')).toBe('{"title":"ü"}');
  });

  it('sends a multipart upload byte for byte', async () => {
    handler = (_req, res) => res.end('{}');
    const content = Buffer.from([0, 255, 1, 254, 0x0d, 0x0a, 0x2d, 0x2d]);
    const form = await encodeMultipart({ file: { filename: 'a.bin', content, contentType: 'application/octet-stream' }, note: 'x' });
    await send('/uploads', { method: 'POST', headers: { 'Content-Type': form.contentType }, body: form.data });
    expect(seen[0]?.headers['content-type']).toBe(form.contentType);
    expect(seen[0]?.headers['content-length']).toBe(String(form.data.length));
    expect(seen[0]?.body.equals(Buffer.from(form.data))).toBe(true);
    expect(seen[0]?.body.includes(content)).toBe(true);
  });

  it('hands a binary body over unread as a stream', async () => {
    const bytes = Buffer.from([0xff, 0xfe, 0, 1, 2, 0x80]);
    handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/octet-stream' });
      res.end(bytes);
    };
    const res = await send('/raw', { read: 'stream' });
    const chunks: Buffer[] = [];
    for await (const chunk of res.body as Readable) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(bytes)).toBe(true);
  });

  it('rejects at once for a signal already aborted, sending nothing', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(send('/never', { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
    expect(seen).toHaveLength(0);
  });

  it('rejects when the signal aborts while waiting, and leaves no listener on the signal', async () => {
    handler = () => undefined;
    const controller = new AbortController();
    const pending = send('/hang', { signal: controller.signal });
    await new Promise((resolve) => setTimeout(resolve, 20));
    controller.abort(new DOMException('deadline', 'TimeoutError'));
    await expect(pending).rejects.toMatchObject({ name: 'AbortError', code: 'ABORT_ERR' });
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0);

    handler = (_req, res) => res.end('ok');
    const done = new AbortController();
    await send('/fine', { signal: done.signal });
    expect(getEventListeners(done.signal, 'abort')).toHaveLength(0);
  });

  it('rejects with the socket code: refused, and reset in the middle of a body', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await expect(exchangeOverNodeHttp({ url: new URL(`http://127.0.0.1:${port}/`), method: 'GET', headers: {}, read: 'text' })).rejects.toMatchObject({
      code: 'ECONNREFUSED',
    });

    handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '1000' });
      res.write('{"partial":');
      setTimeout(() => res.socket?.destroy(), 10);
    };
    await expect(send('/reset')).rejects.toMatchObject({ code: 'ECONNRESET' });
  });

  it('A-73 rejects with the policy code when the agent lookup refuses the resolved address', async () => {
    const strict = new http.Agent({ keepAlive: true, lookup: guardedLookup('refuse') });
    try {
      const port = new URL(base).port;
      await expect(
        exchangeOverNodeHttp({ url: new URL(`http://localhost:${port}/`), method: 'GET', headers: {}, read: 'text', httpAgent: strict }),
      ).rejects.toMatchObject({ code: DESTINATION_REFUSED_CODE });
      expect(seen).toHaveLength(0);
    } finally {
      strict.destroy();
    }
  });
});
