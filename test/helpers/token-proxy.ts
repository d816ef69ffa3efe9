import { createServer, request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A loopback forwarder in front of an HTTP-mode server. */
export interface TokenProxy {
  /** The MCP endpoint through the proxy (`/mcp` on the proxy's port). */
  readonly endpoint: URL;
  close(): Promise<void>;
}

/**
 * Forwards every request to `target` unchanged (method, path, headers, streamed bodies both ways),
 * adding `PRIVATE-TOKEN: token` when the request carries neither `PRIVATE-TOKEN` nor
 * `Authorization`. The official conformance suite has no option, flag or environment variable to
 * send a header, and our HTTP mode answers 401 to any request without a credential (interface.md
 * "HTTP mode"), so the suite reaches the server through this.
 *
 * A `Host` that names the proxy itself (`127.0.0.1:<proxy port>`, `localhost:<proxy port>`) is
 * passed on as the same name on the server's port, so the server's DNS-rebinding guard sees the
 * authority it listens on; every other `Host` (the suite's rebinding probes) goes through as sent.
 */
export async function startTokenProxy(target: URL, token: string): Promise<TokenProxy> {
  const server = createServer((req, res) => {
    const headers: IncomingHttpHeaders = { ...req.headers };
    const own = new Set(['127.0.0.1', 'localhost'].map((h) => `${h}:${port()}`));
    if (headers.host !== undefined && own.has(headers.host)) headers.host = `${headers.host.split(':')[0]}:${target.port}`;
    if (headers['private-token'] === undefined && headers.authorization === undefined) headers['private-token'] = token;
    const upstream = request({ host: target.hostname, port: target.port, method: req.method, path: req.url, headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
      answer.pipe(res);
    });
    upstream.on('error', (err) => res.destroy(err));
    res.on('close', () => upstream.destroy());
    req.pipe(upstream);
  });
  const port = (): number => (server.address() as AddressInfo).port;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: new URL(`http://127.0.0.1:${port()}/mcp`),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
