import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { extractToken } from './auth.guard';
import { SimFaultInjector } from './fault.injector';
import { CONTROL_PREFIX, DEFAULT_HOST, SIM_TOKENS } from './gitlab-sim.constants';
import type { FaultRule, GitlabSim, GitlabSimOptions, SimRequest } from './gitlab-sim.interface';
import { messages } from './gitlab-sim.messages';
import { parseMultipart } from './multipart.parser';
import { RateLimitCounter } from './rate-limit.counter';
import { RequestRecorder } from './request.recorder';
import { SimOAuthState } from './oauth/oauth.state';
import { registerControlRoutes } from './routes/control.routes';
import { registerSimApiRoutes } from './sim-routes';
import type { SimContext } from './sim-context.interface';
import { SimHttpError } from './sim-http.error';
import { SimStore } from './store/sim.store';

/** GitLab's OAuth access token lifetime: 2 hours. */
const DEFAULT_OAUTH_TOKEN_LIFETIME_S = 7200;
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A 26-character ULID-like correlation id, as GitLab puts in `X-Request-Id`. */
function requestId(): string {
  const bytes = randomBytes(26);
  return Array.from(bytes, (b) => CROCKFORD[b % 32]).join('');
}

function pathOf(request: FastifyRequest): string {
  return (request.raw.url ?? '/').split('?')[0] ?? '/';
}

function isControl(request: FastifyRequest): boolean {
  const path = pathOf(request);
  return path === CONTROL_PREFIX || path.startsWith(`${CONTROL_PREFIX}/`);
}

/** Parses `a=1&a=2&b[]=3` into `{ a: ['1','2'], 'b[]': ['3'] }` and single values into strings. */
function parseForm(body: string): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const existing = out[key];
    if (existing === undefined) out[key] = key.endsWith('[]') ? [value] : value;
    else out[key] = Array.isArray(existing) ? [...existing, value] : [existing, value];
  }
  for (const key of Object.keys(out)) {
    if (key.endsWith('[]')) {
      out[key.slice(0, -2)] = out[key] as string[];
      delete out[key];
    }
  }
  return out;
}

function badRequest(message: string): Error & { statusCode: number } {
  return Object.assign(new Error(message), { statusCode: 400 });
}

function installParsers(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(badRequest('The request body is not valid JSON'), undefined);
    }
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, parseForm(typeof body === 'string' ? body : body.toString('utf8')));
  });
  app.addContentTypeParser('multipart/form-data', { parseAs: 'buffer' }, (req, body, done) => {
    parseMultipart(Buffer.isBuffer(body) ? body : Buffer.from(body), String(req.headers['content-type'])).then(
      (fields) => done(null, fields),
      () => done(badRequest('The multipart body could not be parsed'), undefined),
    );
  });
  app.addContentTypeParser('*', { parseAs: 'string' }, (_req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    done(null, text === '' ? undefined : text);
  });
}

async function applyFault(rule: FaultRule, request: FastifyRequest, reply: FastifyReply, onDrop: () => void): Promise<boolean> {
  if (rule.delayMs && rule.delayMs > 0) await sleep(rule.delayMs);
  if (rule.hold) {
    const gone = new AbortController();
    const onClose = (): void => gone.abort();
    reply.raw.once('close', onClose);
    await rule.hold({ gone: gone.signal }).catch(() => undefined);
    reply.raw.off('close', onClose);
  }
  if (rule.drop) {
    onDrop();
    reply.hijack();
    request.raw.socket.destroy();
    return true;
  }
  if (rule.status === undefined) return false;
  reply.code(rule.status);
  let payload: string;
  if (typeof rule.body === 'string') {
    reply.type(rule.body.trimStart().startsWith('<') ? 'text/html; charset=utf-8' : 'text/plain; charset=utf-8');
    payload = rule.body;
  } else {
    reply.type('application/json');
    payload = JSON.stringify(rule.body ?? { message: `${rule.status} ${messages.httpReason(rule.status)}` });
  }
  if (rule.headers) reply.headers(rule.headers);
  await reply.send(payload);
  return true;
}

/**
 * Starts an embedded GitLab simulator: REST under `/api/v4`, GraphQL at `/api/graphql`, seeded with a small,
 * realistic world (group `acme`, projects 42–45, users demo/root/alice/bob) and the tokens in {@link SIM_TOKENS}.
 * It logs nothing.
 *
 * @publicApi
 * @param options host, port (0 = random) and the plan namespaces report
 * @example
 * const sim = await startGitlabSim();
 * const res = await fetch(`${sim.url}/api/v4/projects/42`, { headers: { 'PRIVATE-TOKEN': sim.tokens.api } });
 * await sim.close();
 */
export async function startGitlabSim(options: GitlabSimOptions = {}): Promise<GitlabSim> {
  const store = new SimStore(options.plan ?? 'free');
  const recorder = new RequestRecorder();
  const faults = new SimFaultInjector();
  const rateLimit = new RateLimitCounter();
  let baseUrl = '';
  const ctx: SimContext = { store, baseUrl: () => baseUrl };

  const app = Fastify({ logger: false, forceCloseConnections: true, bodyLimit: 20 * 1024 * 1024 });
  installParsers(app);

  const arrivedAt = new WeakMap<FastifyRequest, number>();
  const logged = new WeakSet<FastifyRequest>();
  const record = (request: FastifyRequest, status: number): void => {
    if (logged.has(request) || isControl(request)) return;
    logged.add(request);
    const entry: SimRequest = {
      method: request.method,
      path: pathOf(request),
      query: { ...((request.query ?? {}) as Record<string, string | string[]>) },
      status,
      at: arrivedAt.get(request) ?? Date.now(),
    };
    const token = extractToken(request);
    if (token !== undefined) entry.token = token;
    if (request.body !== undefined) entry.body = request.body;
    recorder.record(entry);
  };

  app.addHook('onRequest', async (request, reply) => {
    arrivedAt.set(request, Date.now());
    if (isControl(request)) return;
    const id = requestId();
    reply.headers({
      'x-request-id': id,
      'x-gitlab-meta': JSON.stringify({ correlation_id: id, version: '1' }),
      'cache-control': 'max-age=0, private, must-revalidate',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      ...rateLimit.headers(extractToken(request) ?? request.ip),
    });
  });

  app.addHook('preValidation', async (request, reply) => {
    if (isControl(request)) return;
    const rule = faults.take(request.method, pathOf(request));
    if (!rule) return;
    const answered = await applyFault(rule, request, reply, () => record(request, 0));
    if (answered) return reply;
  });

  app.addHook('onResponse', async (request, reply) => {
    record(request, reply.statusCode);
  });

  app.setErrorHandler(async (error, _request, reply) => {
    if (error instanceof SimHttpError) {
      return reply.code(error.status).headers(error.headers).send(error.body);
    }
    const status = (error as { statusCode?: unknown }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return reply.code(400).send({ error: error instanceof Error ? error.message : 'Bad request' });
    }
    return reply.code(500).send({ message: '500 Internal Server Error' });
  });

  app.setNotFoundHandler(async (_request, reply) => reply.code(404).send(messages.routeNotFound()));

  registerControlRoutes(app, {
    recorder,
    faults,
    reset: () => {
      store.reset();
      faults.clear();
      recorder.clear();
    },
  });
  const oauth = new SimOAuthState(store, options.oauth?.accessTokenLifetimeSeconds ?? DEFAULT_OAUTH_TOKEN_LIFETIME_S);
  registerSimApiRoutes(app, ctx, { state: oauth, consentingUserId: () => options.oauth?.consentingUserId ?? 1 });

  const host = options.host ?? DEFAULT_HOST;
  await app.listen({ host, port: options.port ?? 0 });
  const address = app.server.address() as AddressInfo;
  const urlHost = address.family === 'IPv6' || address.address.includes(':') ? `[${address.address}]` : address.address;
  baseUrl = `http://${urlHost}:${address.port}`;

  return {
    url: baseUrl,
    tokens: SIM_TOKENS,
    get requests() {
      return recorder.entries;
    },
    clearRequests: () => recorder.clear(),
    faults,
    oauth: {
      registerApplication: (a) => {
        const registered = oauth.register(a.name, a.redirectUris, a.scopes, a.confidential ?? true);
        return { id: registered.id, uid: registered.uid, secret: registered.secret };
      },
      revokeUser: (userId) => oauth.revokeUser(userId),
      get issuedTokens() {
        return oauth.issued;
      },
      get issuedSecrets() {
        return oauth.secrets;
      },
    },
    reset: () => {
      store.reset();
      faults.clear();
      recorder.clear();
    },
    close: async () => {
      await app.close();
    },
  };
}
