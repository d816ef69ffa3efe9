import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { SERVER_CONFIG, type PreRegisteredClient, type ServerConfig } from '../../../config/index.js';
import { APP_LOGGER } from '../../../logging/logging.constants.js';
import { ClientDocumentError, ClientMetadataDocuments, isDocumentUrl } from './client-metadata.documents.js';
import { consentPage, errorPage } from './consent.page.js';
import { GitlabUpstream, UpstreamGrantError, type GitlabGrant } from './gitlab-upstream.js';
import type { ClientClaims, CodeClaims, ConsentClaims, FlowClaims, PendingClaims, UpstreamClaims } from './oauth-claims.interface.js';
import { oauthMessages } from './oauth.messages.js';
import { acceptableRedirect } from './redirect-uri.js';
import { SpentIds } from './spent-ids.js';
import { looksSealed, TokenSealer, UnsealError } from './token.sealer.js';

/** What a sign-in endpoint answers: a page, a redirect, or a JSON body. */
export type AuthorityAnswer =
  | { readonly kind: 'page'; readonly status: number; readonly html: string; readonly cookie?: string; readonly formTargets?: readonly string[] }
  | { readonly kind: 'redirect'; readonly location: string; readonly clearCookie?: boolean }
  | { readonly kind: 'json'; readonly status: number; readonly body: object };

/** A verified bearer of ours: GitLab's token it carries and the scope granted. */
export interface VerifiedAccess {
  readonly gitlabToken: string;
  readonly scope: string;
  readonly clientId: string;
}

/** Name of the cookie that binds a consent form to the browser it was shown in. */
export const CONSENT_COOKIE = 'gitlab_mcp_consent';
const CODE_TTL_MS = 60_000;
const CONSENT_TTL_MS = 10 * 60_000;
const SCOPES = ['api', 'read_api'] as const;

const s256 = (verifier: string): string => createHash('sha256').update(verifier).digest('base64url');
const json = (status: number, body: object): AuthorityAnswer => ({ kind: 'json', status, body });
const oauthError = (status: number, error: string, description: string): AuthorityAnswer => json(status, { error, error_description: description });
const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

/**
 * The authorization server MCP clients sign in with (issue 16 item 2): RFC 8414 metadata, dynamic
 * registration (RFC 7591, public clients), pre-registered clients, client ID metadata documents,
 * authorization code + PKCE S256
 * with exact redirect URIs and this server's `resource` (RFC 8707), a consent page, then GitLab's
 * own sign-in with the operator's application. GitLab's tokens are sealed inside ours (JWE), so
 * any replica with the keys serves any client and nothing is stored.
 */
@Injectable()
export class OAuthAuthority {
  readonly issuer: string;
  readonly resource: string;
  private readonly sealer: TokenSealer;
  /** GitLab's sign-in with the operator's application; only in `oauth` mode, which requires it. */
  private readonly gitlab?: GitlabUpstream;
  private readonly spent = new SpentIds();
  private readonly preRegistered: ReadonlyMap<string, PreRegisteredClient>;

  constructor(
    @Inject(SERVER_CONFIG) private readonly config: ServerConfig,
    @Inject(APP_LOGGER) private readonly logger: Logger,
    private readonly documents: ClientMetadataDocuments,
  ) {
    const o = config.oauth;
    this.issuer = o.publicUrl ?? '';
    this.resource = `${this.issuer}/mcp`;
    this.sealer = new TokenSealer(o.sealingKeys, this.issuer);
    if (o.authMode === 'oauth' && o.gitlabAppId && o.gitlabAppSecret) {
      this.gitlab = new GitlabUpstream(config.gitlabUrls[0] ?? '', o.gitlabAppId, o.gitlabAppSecret, `${this.issuer}/oauth/callback`);
    }
    this.preRegistered = new Map(o.clients.map((c) => [c.clientId, c]));
    if (o.sealingKeys.length === 0 && config.oauth.authMode === 'oauth') {
      logger.warn('GITLAB_MCP_OAUTH_SEALING_KEYS is not set: tokens are sealed with a random key of this process (they end with it, and other replicas cannot open them)');
    }
  }

  /** The GitLab leg; the OAuth routes are served only in `oauth` mode, where start-up guarantees it. */
  private upstream(): GitlabUpstream {
    if (!this.gitlab) throw new Error('OAuth sign-in is not configured (--auth-mode oauth with a GitLab application)');
    return this.gitlab;
  }

  /** The scope a client gets when it asks none: what this deployment grants. */
  get defaultScope(): string {
    return this.config.readOnly ? 'read_api' : 'api';
  }

  /** RFC 9728 protected resource metadata; in passthrough GitLab itself is the authorization server. */
  protectedResource(): object {
    const servers = this.config.oauth.authMode === 'passthrough' ? [...this.config.gitlabUrls] : [this.issuer];
    return { resource: this.resource, authorization_servers: servers, scopes_supported: this.scopesSupported(), bearer_methods_supported: ['header'], resource_name: 'GitLab MCP server' };
  }

  /** RFC 8414 authorization server metadata. */
  metadata(): object {
    return {
      issuer: this.issuer,
      authorization_endpoint: `${this.issuer}/authorize`,
      token_endpoint: `${this.issuer}/token`,
      registration_endpoint: `${this.issuer}/register`,
      scopes_supported: this.scopesSupported(),
      response_types_supported: ['code'],
      grant_types_supported: ['authorization_code', 'refresh_token'],
      code_challenge_methods_supported: ['S256'],
      token_endpoint_auth_methods_supported: ['none'],
      authorization_response_iss_parameter_supported: true,
      client_id_metadata_document_supported: true,
    };
  }

  /** RFC 7591 dynamic registration of a public client: the client_id is the sealed registration. */
  async register(body: unknown): Promise<AuthorityAnswer> {
    const b = (body ?? {}) as { redirect_uris?: unknown; client_name?: unknown; token_endpoint_auth_method?: unknown };
    const uris = Array.isArray(b.redirect_uris) ? b.redirect_uris.filter((u): u is string => typeof u === 'string') : [];
    if (uris.length === 0 || uris.length !== (b.redirect_uris as unknown[]).length) return oauthError(400, 'invalid_redirect_uri', oauthMessages.registration('redirect_uris must be a non-empty list of URLs'));
    for (const uri of uris) if (!acceptableRedirect(uri)) return oauthError(400, 'invalid_redirect_uri', oauthMessages.registration(`${uri} must be https (or http on loopback) without a fragment`));
    const method = str(b.token_endpoint_auth_method) ?? 'none';
    if (method !== 'none') return oauthError(400, 'invalid_client_metadata', oauthMessages.registration('only public clients (token_endpoint_auth_method none) are registered'));
    const name = (str(b.client_name) ?? 'MCP client').slice(0, 100);
    const claims: ClientClaims = { name, uris };
    const clientId = await this.sealer.seal('client', { ...claims }, this.issuer);
    return json(201, {
      client_id: clientId,
      client_id_issued_at: Math.floor(Date.now() / 1000),
      client_name: name,
      redirect_uris: uris,
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'none',
    });
  }

  /** `GET /authorize`: checks the request, then shows the consent page bound to this browser. */
  async authorize(query: Record<string, unknown>): Promise<AuthorityAnswer> {
    const clientId = str(query['client_id']) ?? '';
    let client: ClientClaims | undefined;
    try {
      client = await this.client(clientId);
    } catch (e) {
      if (e instanceof ClientDocumentError) return page(400, errorPage(oauthMessages.clientDocument(e.reason)));
      throw e;
    }
    const redirectUri = str(query['redirect_uri']) ?? '';
    if (!client) return page(400, errorPage(oauthMessages.unknownClient));
    if (!client.uris.includes(redirectUri)) return page(400, errorPage(oauthMessages.redirectMismatch));
    const back = (error: string, description: string): AuthorityAnswer => ({ kind: 'redirect', location: withParams(redirectUri, { error, error_description: description, state: str(query['state']), iss: this.issuer }) });
    if (str(query['response_type']) !== 'code') return back('unsupported_response_type', oauthMessages.responseType);
    const challenge = str(query['code_challenge']);
    if (!challenge || str(query['code_challenge_method']) !== 'S256') return back('invalid_request', oauthMessages.pkceRequired);
    const resource = str(query['resource']);
    if (resource !== this.resource) return back('invalid_target', oauthMessages.wrongResource(this.resource));
    const scope = this.grantedScope(str(query['scope']));
    if (!scope) return back('invalid_scope', `scope must be one of ${this.scopesSupported().join(', ')}`);
    const nonce = randomBytes(24).toString('base64url');
    const pending: PendingClaims = { cid: clientId, ruri: redirectUri, cst: str(query['state']), cch: challenge, scope };
    const consent = await this.sealer.seal('consent', { ...pending, nonce } satisfies ConsentClaims, this.issuer, CONSENT_TTL_MS);
    const gitlabUrl = this.upstream().gitlabUrl;
    const html = consentPage({ clientName: client.name, redirectHost: new URL(redirectUri).host, scopes: [scope], gitlabUrl, consent, action: '/authorize/consent' });
    return { kind: 'page', status: 200, html, cookie: nonce, formTargets: [new URL(gitlabUrl).origin, new URL(redirectUri).origin] };
  }

  /** `POST /authorize/consent`: a genuine, unused form from this browser approves (→ GitLab) or denies (→ client). */
  async consent(form: Record<string, unknown>, cookieNonce: string | undefined): Promise<AuthorityAnswer> {
    let claims: ConsentClaims & { jti: string; exp?: number };
    try {
      claims = await this.sealer.open<ConsentClaims>('consent', str(form['consent']) ?? '', this.issuer);
    } catch (e) {
      if (e instanceof UnsealError) return page(400, errorPage(oauthMessages.consentRefused));
      throw e;
    }
    if (cookieNonce === undefined || cookieNonce !== claims.nonce || !this.spent.spend(claims.jti, (claims.exp ?? 0) * 1000)) return page(400, errorPage(oauthMessages.consentRefused));
    if (str(form['decision']) !== 'approve') {
      return { kind: 'redirect', location: withParams(claims.ruri, { error: 'access_denied', error_description: 'The user denied the request.', state: claims.cst, iss: this.issuer }), clearCookie: true };
    }
    const pending: PendingClaims = { cid: claims.cid, ruri: claims.ruri, cst: claims.cst, cch: claims.cch, scope: claims.scope };
    // GitLab's PKCE verifier travels sealed in the state, so the callback may land on any replica.
    const placeholder = await this.upstream().authorizationUrl(claims.scope, '');
    const state = await this.sealer.seal('flow', { ...pending, gver: placeholder.verifier } satisfies FlowClaims, this.issuer, CONSENT_TTL_MS);
    const target = new URL(placeholder.url);
    target.searchParams.set('state', state);
    return { kind: 'redirect', location: target.href, clearCookie: true };
  }

  /** `GET /oauth/callback`: GitLab's answer; exchanges its code and sends the client our own code. */
  async callback(url: URL): Promise<AuthorityAnswer> {
    const state = url.searchParams.get('state') ?? '';
    let flow: FlowClaims & { jti: string; exp?: number };
    try {
      flow = await this.sealer.open<FlowClaims>('flow', state, this.issuer);
    } catch (e) {
      if (e instanceof UnsealError) return page(400, errorPage(oauthMessages.callbackRefused));
      throw e;
    }
    if (!this.spent.spend(flow.jti, (flow.exp ?? 0) * 1000)) return page(400, errorPage(oauthMessages.callbackRefused));
    const back = (params: Record<string, string | undefined>): AuthorityAnswer => ({ kind: 'redirect', location: withParams(flow.ruri, { ...params, state: flow.cst, iss: this.issuer }) });
    const denied = url.searchParams.get('error');
    if (denied) return back({ error: 'access_denied', error_description: oauthMessages.gitlabRefused(denied) });
    let grant: GitlabGrant;
    try {
      grant = await this.upstream().exchange(url, state, flow.gver);
    } catch (e) {
      this.logger.warn({ reason: e instanceof UpstreamGrantError ? e.error : 'exchange failed' }, 'GitLab sign-in failed at the code exchange');
      return back({ error: 'access_denied', error_description: oauthMessages.gitlabRefused(e instanceof UpstreamGrantError ? e.error : 'exchange failed') });
    }
    const code: CodeClaims = { ...upstreamClaims(grant, flow.cid), ruri: flow.ruri, cch: flow.cch };
    return back({ code: await this.sealer.seal('code', { ...code }, this.resource, CODE_TTL_MS) });
  }

  /** `POST /token`: our code (PKCE checked, single use) or our refresh token (refreshes GitLab's grant). */
  async token(form: Record<string, unknown>): Promise<AuthorityAnswer> {
    const resource = str(form['resource']);
    if (resource !== undefined && resource !== this.resource) return oauthError(400, 'invalid_target', oauthMessages.wrongResource(this.resource));
    const clientId = str(form['client_id']) ?? '';
    const grantType = str(form['grant_type']);
    try {
      if (grantType === 'authorization_code') {
        const code = await this.sealer.open<CodeClaims>('code', str(form['code']) ?? '', this.resource);
        const verifier = str(form['code_verifier']) ?? '';
        if (code.cid !== clientId || code.ruri !== str(form['redirect_uri']) || s256(verifier) !== code.cch) return oauthError(400, 'invalid_grant', oauthMessages.invalidGrant);
        if (!this.spent.spend(code.jti, (code.exp ?? 0) * 1000)) return oauthError(400, 'invalid_grant', oauthMessages.invalidGrant);
        return json(200, await this.issue(code));
      }
      if (grantType === 'refresh_token') {
        const refresh = await this.sealer.open<UpstreamClaims>('refresh', str(form['refresh_token']) ?? '', this.resource);
        if (refresh.cid !== clientId) return oauthError(400, 'invalid_grant', oauthMessages.invalidGrant);
        const grant = await this.upstream().refresh(refresh.grt);
        return json(200, await this.issue(upstreamClaims(grant, refresh.cid)));
      }
    } catch (e) {
      if (e instanceof UnsealError) return oauthError(400, 'invalid_grant', oauthMessages.invalidGrant);
      if (e instanceof UpstreamGrantError) return oauthError(400, 'invalid_grant', oauthMessages.upstreamEnded);
      throw e;
    }
    return oauthError(400, 'unsupported_grant_type', 'grant_type must be authorization_code or refresh_token');
  }

  /** The GitLab token inside one of our bearers, if it is ours, unexpired and for this resource. */
  async verify(bearer: string): Promise<VerifiedAccess | undefined> {
    try {
      const claims = await this.sealer.open<UpstreamClaims>('access', bearer, this.resource);
      return { gitlabToken: claims.gat, scope: claims.scope, clientId: claims.cid };
    } catch (e) {
      if (e instanceof UnsealError) return undefined;
      throw e;
    }
  }

  /** Whether a bearer has the shape of our tokens (else it is a GitLab token, e.g. a PAT). */
  isOurs(bearer: string): boolean {
    return looksSealed(bearer);
  }

  private async issue(up: UpstreamClaims): Promise<object> {
    const left = up.gexp - Date.now();
    // Our access token ends before GitLab's, so the client refreshes (and GitLab's grant with it) in time.
    const ttl = Math.max(1000, Math.min(this.config.oauth.accessTokenTtlMs, left - Math.min(60_000, left / 10)));
    const claims: UpstreamClaims = { gat: up.gat, grt: up.grt, gexp: up.gexp, scope: up.scope, cid: up.cid };
    return {
      access_token: await this.sealer.seal('access', { ...claims, grt: '' }, this.resource, ttl),
      token_type: 'Bearer',
      expires_in: Math.floor(ttl / 1000),
      refresh_token: await this.sealer.seal('refresh', { ...claims, gat: '' }, this.resource, this.config.oauth.refreshTokenTtlMs),
      scope: up.scope,
    };
  }

  private async client(clientId: string): Promise<ClientClaims | undefined> {
    const pre = this.preRegistered.get(clientId);
    if (pre) return { name: pre.clientName, uris: pre.redirectUris };
    if (isDocumentUrl(clientId)) return this.documents.client(clientId);
    if (!looksSealed(clientId)) return undefined;
    try {
      return await this.sealer.open<ClientClaims>('client', clientId, this.issuer);
    } catch (e) {
      if (e instanceof UnsealError) return undefined;
      throw e;
    }
  }

  private scopesSupported(): string[] {
    return this.config.readOnly ? ['read_api'] : [...SCOPES];
  }

  /** The one scope granted for what the client asked (none: the default); undefined when it asked for something else. */
  private grantedScope(asked: string | undefined): string | undefined {
    const wanted = (asked ?? '').split(/\s+/).filter((s) => s !== '');
    if (wanted.length === 0) return this.defaultScope;
    const supported = this.scopesSupported();
    if (!wanted.every((s) => supported.includes(s))) return undefined;
    return wanted.includes('api') ? 'api' : 'read_api';
  }
}

function upstreamClaims(grant: GitlabGrant, clientId: string): UpstreamClaims {
  return { gat: grant.accessToken, grt: grant.refreshToken, gexp: grant.expiresAt, scope: grant.scope, cid: clientId };
}

function page(status: number, html: string): AuthorityAnswer {
  return { kind: 'page', status, html };
}

function withParams(uri: string, params: Record<string, string | undefined>): string {
  const url = new URL(uri);
  for (const [k, v] of Object.entries(params)) if (v !== undefined) url.searchParams.set(k, v);
  return url.href;
}
