import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { REFUSAL_CODES } from '../../mcp/refusal-codes.js';

/** Hostnames of the loopback interface, as a `Host` or an `Origin` names them. */
const LOOPBACK_HOSTS: ReadonlySet<string> = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Request headers a browser client of this server may send (answered to a CORS preflight). */
const ALLOWED_HEADERS = 'authorization, content-type, accept, private-token, gitlab-url, mcp-protocol-version, mcp-session-id, mcp-method, mcp-name, last-event-id';
/** Response headers a browser client may read. */
const EXPOSED_HEADERS = 'mcp-session-id, www-authenticate, retry-after';

/**
 * Whether `origin` (an `Origin` header) is trusted: listed, or a loopback origin when nothing is
 * listed; `always` (this server's own public origin in oauth mode) is trusted either way.
 */
export function isTrustedOrigin(origin: string, trusted: readonly string[], always: readonly string[] = []): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.origin !== origin.toLowerCase() && url.origin !== origin) return false;
  if (always.includes(url.origin)) return true;
  if (trusted.length > 0) return trusted.includes(url.origin);
  return (url.protocol === 'http:' || url.protocol === 'https:') && LOOPBACK_HOSTS.has(url.hostname);
}

/**
 * Whether `host` (a `Host` header) names this server when it listens on loopback only: a loopback
 * name, on the port the request came in on (DNS rebinding gives a page the server's address under
 * the attacker's name; that name is refused).
 */
export function isServedHost(host: string, localPort: number | undefined): boolean {
  const m = /^(\[[^\]]+\]|[^:]+)(?::(\d+))?$/.exec(host.trim().toLowerCase());
  if (!m || !LOOPBACK_HOSTS.has(m[1])) return false;
  return m[2] === undefined || localPort === undefined || Number(m[2]) === localPort;
}

function refuse(reply: FastifyReply, message: string): void {
  void reply
    .code(403)
    .header('content-type', 'application/json; charset=utf-8')
    .send({ jsonrpc: '2.0', id: null, error: { code: REFUSAL_CODES.forbidden, message } });
}

/**
 * Origin and Host validation (MCP transport security; both protocol revisions require it), before
 * authentication and before a body is read: a present `Origin` that is not trusted gets 403; on a
 * loopback-bound server a `Host` that is not a loopback name gets 403 (DNS rebinding). A trusted
 * origin gets CORS headers, and its preflight is answered here.
 */
export function installOriginGuard(fastify: FastifyInstance, options: { readonly trustedOrigins: readonly string[]; readonly alwaysTrusted: readonly string[]; readonly loopbackOnly: boolean }): void {
  fastify.addHook('onRequest', (req: FastifyRequest, reply: FastifyReply, done: () => void) => {
    // A request without Host is malformed rather than foreign: the request checks answer it 400.
    if (options.loopbackOnly && req.headers.host !== undefined && !isServedHost(req.headers.host, req.socket.localPort)) {
      refuse(reply, `Forbidden: Host "${String(req.headers.host ?? '')}" is not this server (it listens on loopback only)`);
      return;
    }
    const origin = req.headers.origin;
    if (origin === undefined) return done();
    if (!isTrustedOrigin(origin, options.trustedOrigins, options.alwaysTrusted)) {
      refuse(reply, `Forbidden: Origin "${origin}" is not trusted (set --trusted-origins / GITLAB_MCP_TRUSTED_ORIGINS to allow it)`);
      return;
    }
    // On the raw response: the MCP transport writes its answers there, past Fastify's reply headers.
    reply.raw.setHeader('access-control-allow-origin', origin);
    reply.raw.setHeader('vary', 'Origin');
    reply.raw.setHeader('access-control-expose-headers', EXPOSED_HEADERS);
    if (req.method === 'OPTIONS') {
      void reply
        .code(204)
        .header('access-control-allow-methods', 'GET, POST, DELETE, OPTIONS')
        .header('access-control-allow-headers', ALLOWED_HEADERS)
        .header('access-control-max-age', '600')
        .send();
      return;
    }
    done();
  });
}
