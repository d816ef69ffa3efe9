// A tiny loopback fake GitLab for the benches that need many credentials: unlike the simulator
// (5 fixed tokens) it accepts ANY non-empty PRIVATE-TOKEN / Bearer token and answers the few
// routes that identity discovery and project.get need, with bodies recorded from the simulator
// (bench/fixtures/gitlab.json). Everything else is a GitLab-style 404 and is counted in `unknown`.
//
//   const gl = await startFakeGitlab();  // { url, requests, unknown, close }
//   node bench/fake-gitlab.mjs            // standalone: prints its URL, stops on Ctrl+C
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const FIXTURES = JSON.parse(readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'fixtures', 'gitlab.json'), 'utf8'));

export async function startFakeGitlab({ host = '127.0.0.1', port = 0 } = {}) {
  let bodies;
  const requests = new Map(); // route → count
  const unknown = new Map(); // "METHOD path" → count
  const count = (m, k) => m.set(k, (m.get(k) ?? 0) + 1);

  const send = (res, status, body, headers = {}) => {
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text), ...headers });
    res.end(text);
  };

  const server = createServer((req, res) => {
    const url = new URL(req.url, 'http://x');
    const path = url.pathname.replace(/\/+$/, '');
    const auth = req.headers['private-token'] || (req.headers.authorization ?? '').replace(/^Bearer\s+/i, '');
    // Drain any request body before answering (keep-alive stays clean).
    req.resume();
    req.on('end', () => {
      if (!auth) return send(res, 401, { message: '401 Unauthorized' });
      const route = routeOf(req.method, path);
      if (!route) {
        count(unknown, `${req.method} ${path.replace(/\/\d+(?=\/|$)/g, '/:id')}`);
        return send(res, 404, { message: '404 Not Found' });
      }
      count(requests, route);
      switch (route) {
        case 'version':
          return send(res, 200, bodies.version);
        case 'token':
          return send(res, 200, bodies.token);
        case 'user':
          return send(res, 200, bodies.user);
        case 'license':
          return send(res, 403, { message: '403 Forbidden' });
        case 'namespaces':
          return send(res, 200, '[]', { 'x-page': '1', 'x-per-page': '100', 'x-total': '0', 'x-total-pages': '1' });
        case 'project':
          return send(res, 200, bodies.project);
        case 'projects':
          return send(res, 200, bodies.projects, { 'x-page': '1', 'x-per-page': '20', 'x-total': '1', 'x-total-pages': '1' });
        default:
          return send(res, 404, { message: '404 Not Found' });
      }
    });
  });
  server.keepAliveTimeout = 60_000;
  await new Promise((resolve) => server.listen(port, host, resolve));
  const addr = server.address();
  const url = `http://${host}:${addr.port}`;
  // Bodies are pre-serialised once, with this instance's own URLs.
  const fill = (v) => JSON.stringify(v).split('{{BASE}}').join(url).split('{{HOST}}').join(`${host}:${addr.port}`);
  bodies = {
    version: fill(FIXTURES.version),
    token: fill(FIXTURES.token),
    user: fill(FIXTURES.user),
    project: fill(FIXTURES.project),
    projects: `[${fill(FIXTURES.project)}]`,
  };
  return {
    url,
    requests,
    unknown,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function routeOf(method, path) {
  if (method !== 'GET') return undefined;
  switch (path) {
    case '/api/v4/version':
    case '/api/v4/metadata':
      return 'version';
    case '/api/v4/personal_access_tokens/self':
      return 'token';
    case '/api/v4/user':
      return 'user';
    case '/api/v4/license':
      return 'license';
    case '/api/v4/namespaces':
      return 'namespaces';
    case '/api/v4/projects':
      return 'projects';
    default:
      // /api/v4/projects/42 or /api/v4/projects/acme%2Fbackend
      return /^\/api\/v4\/projects\/[^/]+$/.test(path) ? 'project' : undefined;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const gl = await startFakeGitlab({ port: Number(process.env.PORT ?? 0) });
  process.stdout.write(`fake GitLab at ${gl.url} (any token)\n`);
  process.once('SIGINT', () => gl.close().then(() => process.exit(0)));
}
