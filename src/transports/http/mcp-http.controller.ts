import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { isInitializeRequest } from '@modelcontextprotocol/sdk/types.js';
import { classifyInboundRequest, createMcpHandler, InMemoryServerEventBus, type McpHttpHandler, type McpRequestContext } from '@modelcontextprotocol/server';
import { Controller, Delete, Get, Inject, Post, Req, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { CatalogService } from '../../catalog/index.js';
import { SERVER_CONFIG, type ServerConfig } from '../../config/index.js';
import { serverVersion } from '../../domains/server/server-version.js';
import { McpRefusalError } from '../../mcp/mcp-refusal.error.js';
import { McpServerFactory } from '../../mcp/mcp-server.factory.js';
import { ModernServerFactory } from '../../mcp/modern-server.factory.js';
import { REFUSAL_CODES } from '../../mcp/refusal-codes.js';
import { LimitStoreUnavailableError, STORE_RETRY_MS } from '../../rate-limit/index.js';
import { AddressThrottlerGuard } from './address-throttler.guard.js';
import { AuthFailureLimiter } from './auth-failure.limiter.js';
import { InFlightTracker } from './in-flight.tracker.js';
import { CredentialPool, type PoolLease } from './credential.pool.js';
import { DrainState } from './drain.state.js';
import { httpMessages, rpcError } from './http.messages.js';
import { McpSessionRegistry } from './mcp-session.registry.js';
import { ClientUidPin } from './oauth/client-uid.pin.js';
import { OAuthAuthority } from './oauth/oauth.authority.js';
import { oauthMessages } from './oauth/oauth.messages.js';
import { callsWriteAction } from './oauth/write-call.js';
import { normaliseGitlabUrl, tokenFrom } from './request-credential.js';
import { precheck } from './request.precheck.js';
import type { CredentialView } from '../../mcp/credential-view.interface.js';
import { sendWebResponse, webRequestOf } from './web-exchange.js';

const started = Date.now();

const header = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);

/**
 * The SDK's own era classification of a POST (the step createMcpHandler runs), read from the
 * parsed body and headers without building a web Request.
 */
function classify(req: FastifyRequest): ReturnType<typeof classifyInboundRequest>['kind'] {
  if (req.body === undefined) return 'legacy';
  return classifyInboundRequest({
    httpMethod: 'POST',
    protocolVersionHeader: header(req.headers['mcp-protocol-version']),
    mcpMethodHeader: header(req.headers['mcp-method']),
    mcpNameHeader: header(req.headers['mcp-name']),
    body: req.body,
  }).kind;
}

/** A valid 2026-07-28 `subscriptions/listen` request: its id and the resources it names. */
function listenRequest(body: unknown): { id: string | number; uris: string[] } | undefined {
  const b = body as { method?: unknown; id?: unknown; params?: { notifications?: { resourceSubscriptions?: unknown } } } | null;
  if (b?.method !== 'subscriptions/listen' || (typeof b.id !== 'string' && typeof b.id !== 'number')) return undefined;
  const uris = b.params?.notifications?.resourceSubscriptions;
  return { id: b.id, uris: Array.isArray(uris) ? uris.filter((u): u is string => typeof u === 'string') : [] };
}

/** What the 2026-07-28 entry hands back to the server factory of one request: the caller's lease and address. */
interface ModernCaller {
  readonly lease: PoolLease;
  readonly address: string;
}

/**
 * Streamable HTTP at /mcp and /health, in both protocol eras on one endpoint. A 2026-07-28
 * request (its envelope says so) goes to the SDK's stateless entry, one server per request,
 * authenticated like any other; a 2025-11-25 request is served as before: stateless by default
 * (one SDK server per POST), with `--stateless=false` sessions keyed by `Mcp-Session-Id`, each
 * bound to its credential.
 */
@Controller()
export class McpHttpController {
  private readonly modernEntry: McpHttpHandler;

  constructor(
    @Inject(SERVER_CONFIG) private readonly config: ServerConfig,
    private readonly pool: CredentialPool,
    private readonly servers: McpServerFactory,
    private readonly modernServers: ModernServerFactory,
    private readonly sessions: McpSessionRegistry,
    private readonly authFailures: AuthFailureLimiter,
    private readonly inFlight: InFlightTracker,
    private readonly drain: DrainState,
    private readonly authority: OAuthAuthority,
    private readonly pin: ClientUidPin,
    private readonly catalog: CatalogService,
  ) {
    this.modernEntry = createMcpHandler((ctx) => this.modernServer(ctx), { legacy: 'reject', maxRequestBodySize: config.maxRequestBodyBytes });
  }

  /** Liveness and readiness: 200 `ok`, or 503 `draining` from SIGTERM on (the balancer stops sending). */
  @Get('health')
  health(@Res({ passthrough: true }) reply: FastifyReply): { status: 'ok'; version: string; uptime_seconds: number } | { status: 'draining' } {
    if (this.drain.draining) {
      reply.code(503);
      return { status: 'draining' };
    }
    return { status: 'ok', version: serverVersion(), uptime_seconds: Math.round((Date.now() - started) / 1000) };
  }

  @Post('mcp')
  @UseGuards(AddressThrottlerGuard)
  async post(@Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const lease = await this.lease(req, reply);
    if (!lease) return;
    const era = classify(req);
    const listen = era === 'modern' ? listenRequest(req.body) : undefined;
    if (listen) return this.listen(req, reply, lease, listen);
    if (era !== 'legacy') return this.modern(req, reply, lease);
    if (!this.config.stateless) return this.stateful(req, reply, lease);
    this.hijack(reply);
    const server = this.servers.create({ current: () => this.served(lease, req.ip) }, lease.limits);
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    reply.raw.on('close', () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(req.raw, reply.raw, req.body);
  }

  @Get('mcp')
  @UseGuards(AddressThrottlerGuard)
  async get(@Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    if (this.config.stateless) return this.methodNotAllowed(reply);
    const lease = await this.lease(req, reply);
    if (lease) await this.existing(req, reply, lease);
  }

  @Delete('mcp')
  @UseGuards(AddressThrottlerGuard)
  async delete(@Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    if (this.config.stateless) return this.methodNotAllowed(reply);
    const lease = await this.lease(req, reply);
    if (lease) await this.existing(req, reply, lease);
  }

  /** A 2026-07-28 request: the SDK's entry answers it with a server made for it alone. */
  private async modern(req: FastifyRequest, reply: FastifyReply, lease: PoolLease): Promise<void> {
    this.hijack(reply);
    const closed = new AbortController();
    reply.raw.once('close', () => closed.abort());
    const web = webRequestOf(req, closed.signal);
    const caller: ModernCaller = { lease, address: req.ip };
    const response = await this.modernEntry.fetch(web, { authInfo: { token: '', clientId: '', scopes: [], extra: { caller } }, parsedBody: req.body });
    await sendWebResponse(reply.raw, response);
  }

  /**
   * A 2026-07-28 `subscriptions/listen`: the resources it names are watched first, so a stream
   * that cannot watch them all is answered with the refusal before any acknowledgement; then the
   * SDK's entry serves the stream, fed by this request's own event bus (no other caller's changes
   * can reach it). The stream ends its watchers; it is not an in-flight call, so a drain does not
   * wait for it.
   */
  private async listen(req: FastifyRequest, reply: FastifyReply, lease: PoolLease, listen: { id: string | number; uris: string[] }): Promise<void> {
    reply.hijack();
    const closed = new AbortController();
    reply.raw.once('close', () => closed.abort());
    const bus = new InMemoryServerEventBus();
    const watchers = this.modernServers.listenWatchers({ current: () => this.served(lease, req.ip) }, lease.limits, (uri) => bus.publish({ kind: 'resource_updated', uri }));
    if (watchers) {
      closed.signal.addEventListener('abort', () => watchers.closeAll(), { once: true });
      try {
        await watchers.open(listen.id, listen.uris, closed.signal);
      } catch (e) {
        if (!(e instanceof McpRefusalError)) throw e;
        reply.raw.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ jsonrpc: '2.0', id: listen.id, error: { code: e.code, message: e.message, ...(e.data === undefined ? {} : { data: e.data }) } }));
        return;
      }
    }
    const entry = createMcpHandler((ctx) => this.modernServer(ctx), { legacy: 'reject', maxRequestBodySize: this.config.maxRequestBodyBytes, bus });
    closed.signal.addEventListener('abort', () => void entry.close(), { once: true });
    const caller: ModernCaller = { lease, address: req.ip };
    const response = await entry.fetch(webRequestOf(req, closed.signal), { authInfo: { token: '', clientId: '', scopes: [], extra: { caller } }, parsedBody: req.body });
    await sendWebResponse(reply.raw, response);
  }

  /** The server of one 2026-07-28 request, for the caller the controller put in its context. */
  private modernServer(ctx: McpRequestContext): ReturnType<ModernServerFactory['create']> {
    const caller = ctx.authInfo?.extra?.caller as ModernCaller;
    return this.modernServers.create({ current: () => this.served(caller.lease, caller.address) }, caller.lease.limits, caller.lease.key);
  }

  /** Stateful POST: an initialize opens a session; anything else needs the caller's own session. */
  private async stateful(req: FastifyRequest, reply: FastifyReply, lease: PoolLease): Promise<void> {
    if (req.headers['mcp-session-id'] !== undefined) return this.existing(req, reply, lease);
    if (!isInitializeRequest(req.body)) {
      reply.code(400).send(rpcError(REFUSAL_CODES.badRequest, httpMessages.sessionRequired));
      return;
    }
    this.hijack(reply, true);
    const server = this.servers.create({ current: () => this.served(lease, req.ip) }, lease.limits);
    const transport: StreamableHTTPServerTransport = new StreamableHTTPServerTransport({
      sessionIdGenerator: () => randomUUID(),
      onsessioninitialized: (id) => this.sessions.add(id, { transport, server, credential: lease.key }),
    });
    transport.onclose = () => {
      if (transport.sessionId) this.sessions.remove(transport.sessionId);
    };
    await server.connect(transport);
    await transport.handleRequest(req.raw, reply.raw, req.body);
  }

  private async existing(req: FastifyRequest, reply: FastifyReply, lease: PoolLease): Promise<void> {
    const id = req.headers['mcp-session-id'];
    const used = typeof id === 'string' ? this.sessions.use(id, lease.key) : undefined;
    if (!used) {
      reply.code(404).send(rpcError(REFUSAL_CODES.notFound, httpMessages.sessionNotFound));
      return;
    }
    this.hijack(reply, true);
    reply.raw.once('close', used.release);
    await used.session.transport.handleRequest(req.raw, reply.raw, req.body);
  }

  /**
   * The credential's view. Each distinct token GitLab rejected counts once as a failed
   * authentication of the address: a spray of bogus tokens gets 429, while the retries of
   * one bad token, served from the remembered rejection, cost nothing and block no one.
   */
  private async served(lease: PoolLease, address: string): Promise<CredentialView> {
    const built = await lease.view();
    if (built.verdict.status === 'rejected') await this.authFailures.recordRejectedToken(address, lease.key);
    return built.view;
  }

  /**
   * The caller's pool lease, or undefined after answering 400/401/415/429 (503 when the shared
   * rate-limit store is down in `closed` mode). Everything that can
   * refuse a request is decided here, before the pool is touched: nothing refused reaches GitLab.
   */
  private async lease(req: FastifyRequest, reply: FastifyReply): Promise<PoolLease | undefined> {
    const refused = precheck(req.raw);
    if (refused) {
      reply.code(refused.status).send(rpcError(refused.code, refused.message));
      return undefined;
    }
    const wait = await this.authFailures.blockedFor(req.ip).catch((e: unknown) => {
      if (e instanceof LimitStoreUnavailableError) return undefined;
      throw e;
    });
    if (wait === undefined) {
      const seconds = STORE_RETRY_MS / 1000;
      reply.code(503).header('Retry-After', String(seconds)).send(rpcError(REFUSAL_CODES.busy, httpMessages.limitsUnavailable(seconds)));
      return undefined;
    }
    if (wait > 0) {
      reply.code(429).header('Retry-After', String(wait)).send(rpcError(REFUSAL_CODES.tooManyRequests, httpMessages.tooManyAuthFailures(wait)));
      return undefined;
    }
    const token = tokenFrom(req.headers);
    if (!token) {
      // Counted before the answer, so the caller's next request (on any replica) sees it.
      await this.authFailures.recordFailure(req.ip);
      reply.code(401).header('WWW-Authenticate', this.challenge()).send(rpcError(REFUSAL_CODES.unauthenticated, httpMessages.missingToken));
      return undefined;
    }
    const signedIn = this.config.oauth.authMode === 'oauth' && req.headers['private-token'] === undefined && this.authority.isOurs(token);
    const access = signedIn ? await this.authority.verify(token) : undefined;
    if (signedIn && !access) {
      await this.authFailures.recordFailure(req.ip);
      reply.code(401).header('WWW-Authenticate', this.challenge('error="invalid_token"')).send(rpcError(REFUSAL_CODES.unauthenticated, oauthMessages.invalidToken));
      return undefined;
    }
    if (access && !access.scope.split(' ').includes('api') && callsWriteAction(req.body, this.catalog.registry)) {
      reply.code(403).header('WWW-Authenticate', this.challenge('error="insufficient_scope"', 'api')).send(rpcError(REFUSAL_CODES.forbidden, oauthMessages.insufficientScope));
      return undefined;
    }
    const gitlabUrl = this.gitlabUrl(req.headers['gitlab-url']);
    if ('error' in gitlabUrl) {
      reply.code(400).send(rpcError(-32602, gitlabUrl.error));
      return undefined;
    }
    if (this.config.oauth.authMode === 'passthrough') return this.passthrough(req, reply, token, gitlabUrl.url);
    if (!access) return this.pool.acquire(token, gitlabUrl.url);
    // Keyed by GitLab's token, not ours: every refresh of ours that keeps GitLab's shares one entry.
    const lease = this.pool.acquire(access.gitlabToken, gitlabUrl.url, 'oauth');
    if (lease.rejected || (await lease.view()).verdict.status === 'rejected') {
      reply.code(401).header('WWW-Authenticate', this.challenge('error="invalid_token"')).send(rpcError(REFUSAL_CODES.unauthenticated, oauthMessages.upstreamEnded));
      return undefined;
    }
    return lease;
  }

  /**
   * Passthrough (issue 16 item 5): the client's GitLab bearer goes to GitLab as is. With a pin
   * (`GITLAB_MCP_OAUTH_CLIENT_UID`) only tokens GitLab minted for a pinned application pass;
   * personal access tokens, in either header, are refused then.
   */
  private async passthrough(req: FastifyRequest, reply: FastifyReply, token: string, gitlabUrl: string): Promise<PoolLease | undefined> {
    const bearer = req.headers['private-token'] === undefined;
    if (this.pin.pinned) {
      const verdict = bearer ? await this.pin.check(token, gitlabUrl).catch(() => 'unverified' as const) : 'not-oauth';
      if (verdict === 'unverified') {
        reply.code(503).header('Retry-After', '5').send(rpcError(REFUSAL_CODES.busy, oauthMessages.pinUnverified));
        return undefined;
      }
      if (verdict !== 'admitted') {
        await this.authFailures.recordFailure(req.ip);
        reply.code(401).header('WWW-Authenticate', this.challenge('error="invalid_token"')).send(rpcError(REFUSAL_CODES.unauthenticated, verdict === 'not-oauth' ? oauthMessages.pinNeedsOAuth : oauthMessages.pinOtherApplication));
        return undefined;
      }
    }
    const oauthBearer = bearer && !token.startsWith('glpat-');
    const lease = this.pool.acquire(token, gitlabUrl, oauthBearer ? 'oauth' : 'access-token');
    // An expired or revoked GitLab OAuth token is a 401 with the challenge, so the client refreshes it at GitLab.
    if (oauthBearer && (lease.rejected || (await lease.view()).verdict.status === 'rejected')) {
      await this.authFailures.recordRejectedToken(req.ip, lease.key);
      reply.code(401).header('WWW-Authenticate', this.challenge('error="invalid_token"')).send(rpcError(REFUSAL_CODES.unauthenticated, oauthMessages.gitlabTokenRejected));
      return undefined;
    }
    return lease;
  }

  /**
   * `WWW-Authenticate` of a refusal: the realm always; in oauth mode also the
   * protected resource metadata and the scope to ask (RFC 9728 section 5.1, MCP step-up).
   */
  private challenge(error?: string, scope?: string): string {
    const parts = ['Bearer realm="gitlab-mcp-server"'];
    if (error) parts.push(error);
    if (this.config.oauth.authMode !== 'token') {
      parts.push(`resource_metadata="${this.authority.issuer}/.well-known/oauth-protected-resource/mcp"`, `scope="${scope ?? this.authority.defaultScope}"`);
    }
    return parts.join(', ');
  }

  /**
   * Hands the raw response to the SDK and counts the request until it closes. Responses that may
   * be event streams (2025-11-25 sessions) are marked unbuffered for proxies.
   */
  private hijack(reply: FastifyReply, stream = false): void {
    reply.hijack();
    if (stream) reply.raw.setHeader('X-Accel-Buffering', 'no');
    reply.raw.once('close', this.inFlight.start());
  }

  private methodNotAllowed(reply: FastifyReply): void {
    reply.code(405).header('Allow', 'POST').send(rpcError(REFUSAL_CODES.methodNotAllowed, httpMessages.methodNotAllowed));
  }

  private gitlabUrl(header: string | string[] | undefined): { url: string } | { error: string } {
    const raw = Array.isArray(header) ? header[0] : header;
    const published = this.config.gitlabUrls;
    if (raw === undefined || raw.trim() === '') {
      if (published.length === 1) return { url: published[0] };
      return { error: httpMessages.gitlabUrlRequired(published) };
    }
    const url = normaliseGitlabUrl(raw);
    if (!url) return { error: httpMessages.gitlabUrlInvalid };
    if (this.config.allowAnyGitlabUrl || published.includes(url)) return { url };
    return { error: httpMessages.gitlabUrlNotPublished(published) };
  }
}
