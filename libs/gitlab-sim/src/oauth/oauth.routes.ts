import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { extractToken } from '../auth.guard';
import { input, int, requireParams, restRoute, str } from '../rest.router';
import type { SimContext } from '../sim-context.interface';
import { SimHttpError } from '../sim-http.error';
import { requireAdmin } from '../routes/user-lookup';
import { SimOAuthError, type SimOAuthApplication, type SimOAuthState } from './oauth.state';

/** The scopes an application may be registered with (the ones the simulator's API guard reads, and OpenID's). */
const APPLICATION_SCOPES = ['api', 'read_api', 'read_user', 'openid', 'profile', 'email'];

function present(application: SimOAuthApplication, withSecret: boolean): Record<string, unknown> {
  return {
    id: application.id,
    application_id: application.uid,
    application_name: application.name,
    ...(withSecret ? { secret: application.secret } : {}),
    callback_url: application.redirectUris.join('\n'),
    confidential: application.confidential,
  };
}

/** Client credentials from the form (`client_id`/`client_secret`) or HTTP Basic (RFC 6749 section 2.3.1). */
function clientCredentials(request: FastifyRequest, params: Record<string, unknown>): { id: string | undefined; secret: string | undefined } {
  const header = request.headers.authorization;
  const basic = typeof header === 'string' ? /^Basic\s+(.+)$/i.exec(header.trim()) : null;
  if (basic?.[1]) {
    const [id, secret] = Buffer.from(basic[1], 'base64').toString('utf8').split(':');
    return { id: id === undefined ? undefined : decodeURIComponent(id), secret: secret === undefined ? undefined : decodeURIComponent(secret) };
  }
  return { id: str(params['client_id']), secret: str(params['client_secret']) };
}

function sendOAuthError(reply: FastifyReply, e: SimOAuthError): FastifyReply {
  return reply.code(e.status).header('cache-control', 'no-store').send({ error: e.error, error_description: e.description });
}

/** The application a token request authenticates as: a confidential one must send its secret. */
function authenticatedClient(state: SimOAuthState, request: FastifyRequest, params: Record<string, unknown>): SimOAuthApplication {
  const { id, secret } = clientCredentials(request, params);
  const application = id === undefined ? undefined : state.application(id);
  if (!application || (application.confidential && secret !== application.secret) || (secret !== undefined && secret !== application.secret)) {
    throw new SimOAuthError(
      'invalid_client',
      'Client authentication failed due to unknown client, no client authentication included, or unsupported authentication method.',
      401,
    );
  }
  return application;
}

/**
 * GitLab as an OAuth 2 provider: its RFC 8414 metadata, `/oauth/authorize` (consent is automatic, for the configured user),
 * `/oauth/token` (authorization code with PKCE, refresh with rotation), `/oauth/token/info`, `/oauth/revoke`,
 * and the admin Applications API under `/api/v4/applications`.
 */
export function registerOAuthRoutes(app: FastifyInstance, ctx: SimContext, state: SimOAuthState, consentingUserId: () => number): void {
  // RFC 8414 metadata with the fields GitLab (Doorkeeper) publishes; the issuer is the instance's origin.
  app.get('/.well-known/oauth-authorization-server', async (request) => {
    const issuer = `${request.protocol}://${request.headers.host ?? request.hostname}`;
    return {
      issuer,
      authorization_endpoint: `${issuer}/oauth/authorize`,
      token_endpoint: `${issuer}/oauth/token`,
      revocation_endpoint: `${issuer}/oauth/revoke`,
      introspection_endpoint: `${issuer}/oauth/introspect`,
      userinfo_endpoint: `${issuer}/oauth/userinfo`,
      jwks_uri: `${issuer}/oauth/discovery/keys`,
      scopes_supported: APPLICATION_SCOPES,
      response_types_supported: ['code'],
      response_modes_supported: ['query', 'fragment', 'form_post'],
      grant_types_supported: ['authorization_code', 'password', 'client_credentials', 'device_code', 'refresh_token'],
      token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
      code_challenge_methods_supported: ['plain', 'S256'],
    };
  });

  app.get('/oauth/authorize', async (request, reply) => {
    const q = (request.query ?? {}) as Record<string, unknown>;
    const application = state.application(str(q['client_id']) ?? '');
    const redirectUri = str(q['redirect_uri']) ?? '';
    // Like GitLab, an unknown client or a redirect URI it did not register is shown an error page, never redirected.
    if (!application || !application.redirectUris.includes(redirectUri)) {
      return reply.code(400).type('text/html; charset=utf-8').send('<h1>An error has occurred</h1><p>Client authentication failed or the redirect URI is not registered.</p>');
    }
    const target = new URL(redirectUri);
    const stateParam = str(q['state']);
    if (stateParam !== undefined) target.searchParams.set('state', stateParam);
    const method = str(q['code_challenge_method']);
    const challenge = str(q['code_challenge']);
    if (str(q['response_type']) !== 'code' || (challenge !== undefined && method !== undefined && method !== 'S256')) {
      target.searchParams.set('error', str(q['response_type']) !== 'code' ? 'unsupported_response_type' : 'invalid_request');
      return reply.redirect(target.href, 302);
    }
    try {
      target.searchParams.set('code', state.authorize(application, consentingUserId(), redirectUri, str(q['scope']) ?? '', challenge));
    } catch (e) {
      if (!(e instanceof SimOAuthError)) throw e;
      target.searchParams.set('error', e.error);
    }
    return reply.redirect(target.href, 302);
  });

  app.post('/oauth/token', async (request, reply) => {
    const params = input(request);
    try {
      const application = authenticatedClient(state, request, params);
      const grantType = str(params['grant_type']);
      let answer;
      if (grantType === 'authorization_code') {
        answer = state.exchangeCode(application, str(params['code']) ?? '', str(params['redirect_uri']) ?? '', str(params['code_verifier']));
      } else if (grantType === 'refresh_token') {
        answer = state.refresh(application, str(params['refresh_token']) ?? '');
      } else {
        throw new SimOAuthError('unsupported_grant_type', 'The authorization grant type is not supported by the authorization server.');
      }
      return reply.header('cache-control', 'no-store').send(answer);
    } catch (e) {
      if (e instanceof SimOAuthError) return sendOAuthError(reply, e);
      throw e;
    }
  });

  app.get('/oauth/token/info', async (request, reply) => {
    const grant = state.live(extractToken(request) ?? '');
    if (!grant) return sendOAuthError(reply, new SimOAuthError('invalid_token', 'The access token is invalid', 401));
    const scopes = [...grant.token.scopes];
    return {
      resource_owner_id: grant.token.userId,
      scope: scopes,
      expires_in: Math.max(0, Math.round((grant.createdAt + grant.expiresIn * 1000 - Date.now()) / 1000)),
      application: { uid: grant.application.uid },
      created_at: Math.floor(grant.createdAt / 1000),
      scopes,
    };
  });

  app.post('/oauth/revoke', async (request, reply) => {
    const params = input(request);
    try {
      authenticatedClient(state, request, params);
    } catch (e) {
      if (e instanceof SimOAuthError) return sendOAuthError(reply, e);
      throw e;
    }
    state.revokeToken(str(params['token']) ?? '');
    return {};
  });

  restRoute(app, ctx, {
    method: 'POST',
    url: '/applications',
    handler: (request, _reply, caller) => {
      requireAdmin(caller);
      const params = input(request);
      requireParams(params, ['name', 'redirect_uri', 'scopes']);
      const scopes = (str(params['scopes']) ?? '').split(/\s+/).filter((s) => s !== '');
      if (!scopes.every((s) => APPLICATION_SCOPES.includes(s))) throw new SimHttpError(400, { message: { scopes: ["doesn't match configured on the server."] } });
      const redirectUris = (str(params['redirect_uri']) ?? '').split(/\s+/).filter((s) => s !== '');
      const confidential = params['confidential'] === undefined ? true : params['confidential'] === true || params['confidential'] === 'true';
      return present(state.register(str(params['name']) ?? '', redirectUris, scopes, confidential), true);
    },
  });

  restRoute(app, ctx, {
    method: 'GET',
    url: '/applications',
    handler: (_request, _reply, caller) => {
      requireAdmin(caller);
      return state.list().map((a) => present(a, false));
    },
  });

  restRoute(app, ctx, {
    method: 'DELETE',
    url: '/applications/:id',
    handler: (request, reply, caller) => {
      requireAdmin(caller);
      const id = int((request.params as { id?: string }).id) ?? 0;
      if (!state.remove(id)) throw new SimHttpError(404, { message: '404 Application Not Found' });
      return reply.code(204).send();
    },
  });
}
