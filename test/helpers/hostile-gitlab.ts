import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the hostile front does to a request it matches. */
export type Misbehaviour =
  | { readonly kind: 'reset-mid-body' }
  | { readonly kind: 'truncated-json' }
  | { readonly kind: 'html-200' }
  | { readonly kind: 'redirect'; readonly location: string; readonly status?: number };

export interface HostileRule {
  readonly method?: string;
  readonly path: string | RegExp;
  readonly does: Misbehaviour;
}

/** A request a plain HTTP endpoint received. */
export interface SeenRequest {
  readonly method: string;
  readonly path: string;
  readonly headers: IncomingMessage['headers'];
}

/**
 * A GitLab that misbehaves in ways the simulator cannot (a body cut mid-way, a redirect to
 * another host): a reverse proxy in front of the simulator applying the first matching rule.
 */
export interface HostileGitlab {
  readonly url: string;
  rules: HostileRule[];
  /** Requests a rule matched (they never reached the simulator). */
  readonly hits: SeenRequest[];
  /** Every request that arrived, matched or passed on, recorded on arrival (before any answer). */
  readonly arrived: SeenRequest[];
  close(): Promise<void>;
}

export async function startHostileGitlab(upstream: string): Promise<HostileGitlab> {
  const target = new URL(upstream);
  const state: { rules: HostileRule[] } = { rules: [] };
  const hits: SeenRequest[] = [];
  const arrived: SeenRequest[] = [];
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    arrived.push({ method: req.method ?? '', path, headers: req.headers });
    const rule = state.rules.find((r) => (!r.method || r.method === req.method) && (typeof r.path === 'string' ? r.path === path : r.path.test(path)));
    if (rule) {
      hits.push({ method: req.method ?? '', path, headers: req.headers });
      return misbehave(rule.does, req, res);
    }
    const proxied = request({ host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers }, (up) => {
      res.writeHead(up.statusCode ?? 502, up.headers);
      up.pipe(res);
    });
    proxied.on('error', () => res.destroy());
    req.pipe(proxied);
  });
  await listen(server);
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    get rules() {
      return state.rules;
    },
    set rules(r: HostileRule[]) {
      state.rules = r;
    },
    hits,
    arrived,
    close: () => close(server),
  };
}

function misbehave(does: Misbehaviour, req: IncomingMessage, res: ServerResponse): void {
  req.resume();
  switch (does.kind) {
    case 'reset-mid-body':
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '4096' });
      res.write('{"name":"main","commit":{"id":"abc');
      setTimeout(() => res.socket?.destroy(), 20);
      return;
    case 'truncated-json':
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"name":"main","commit":{"id":"abc');
      return;
    case 'html-200':
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<!DOCTYPE html><html><body><h1>Sign in</h1><form action="/users/sign_in"></form></body></html>');
      return;
    case 'redirect':
      res.writeHead(does.status ?? 302, { location: does.location });
      res.end();
      return;
  }
}

/** A plain endpoint that records what it receives and answers `answer` as JSON. */
export async function startRecorder(answer: unknown): Promise<{ url: string; seen: SeenRequest[]; close(): Promise<void> }> {
  const seen: SeenRequest[] = [];
  const server = createServer((req, res) => {
    seen.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers });
    req.resume();
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(answer));
  });
  await listen(server);
  return { url: `http://localhost:${(server.address() as AddressInfo).port}`, seen, close: () => close(server) };
}

function listen(server: Server): Promise<void> {
  return new Promise((r) => server.listen(0, '127.0.0.1', () => r()));
}

function close(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((r) => server.close(() => r()));
}
