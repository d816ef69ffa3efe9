import type { OAuthClientProvider } from '@modelcontextprotocol/client';
import { createServer } from 'node:net';

type Stored = Awaited<ReturnType<OAuthClientProvider['tokens']>>;
type Info = Awaited<ReturnType<OAuthClientProvider['clientInformation']>>;

/** The MCP SDK client's OAuth provider, kept in memory; the browser step is left to {@link signInThroughConsent}. */
export class MemoryOAuthProvider implements OAuthClientProvider {
  info: Info;
  stored: Stored;
  verifier = '';
  authorizationUrl: URL | undefined;

  constructor(readonly redirectUrl: string) {}

  get clientMetadata() {
    return { client_name: 'e2e MCP client', redirect_uris: [this.redirectUrl], grant_types: ['authorization_code', 'refresh_token'], response_types: ['code'], token_endpoint_auth_method: 'none' };
  }
  clientInformation(): Info {
    return this.info;
  }
  saveClientInformation(info: NonNullable<Info>): void {
    this.info = info;
  }
  tokens(): Stored {
    return this.stored;
  }
  saveTokens(tokens: NonNullable<Stored>): void {
    this.stored = tokens;
  }
  redirectToAuthorization(url: URL): void {
    this.authorizationUrl = url;
  }
  saveCodeVerifier(v: string): void {
    this.verifier = v;
  }
  codeVerifier(): string {
    return this.verifier;
  }
}

/** What the consent page carries: the sealed consent token and the cookie that binds it to the browser. */
export interface ConsentForm {
  readonly consent: string;
  readonly cookie: string;
  readonly html: string;
  readonly headers: Headers;
}

/** GET of the authorization URL: the consent page. */
export async function openConsent(authorizationUrl: URL): Promise<ConsentForm> {
  const res = await fetch(authorizationUrl, { redirect: 'manual' });
  const html = await res.text();
  if (res.status !== 200) throw new Error(`consent page: ${res.status} ${html}`);
  const consent = /name="consent" value="([^"]+)"/.exec(html)?.[1] ?? '';
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0];
  return { consent, cookie, html, headers: res.headers };
}

/** Posts the consent form; answers the raw response (302 to GitLab on approval). */
export function postConsent(origin: string, form: { consent: string; cookie: string }, decision: 'approve' | 'deny' = 'approve'): Promise<Response> {
  return fetch(`${origin}/authorize/consent`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: form.cookie },
    body: new URLSearchParams({ consent: form.consent, decision }),
  });
}

/** Follows redirects by hand until one leaves for `stopAt` (the client's redirect URI); returns that URL. */
export async function followUntil(location: string, stopAt: string): Promise<URL> {
  let next = new URL(location);
  for (let hop = 0; hop < 5; hop++) {
    if (next.href.startsWith(stopAt)) return next;
    const res = await fetch(next, { redirect: 'manual' });
    const to = res.headers.get('location');
    if (!to) throw new Error(`redirect chain ended at ${next.origin}${next.pathname} with ${res.status}: ${await res.text()}`);
    next = new URL(to, next);
  }
  throw new Error('too many redirects');
}

/** The whole browser leg: consent page → approve → GitLab (auto-consent) → our callback → the client's redirect URI. */
export async function signInThroughConsent(authorizationUrl: URL, redirectUrl: string): Promise<URLSearchParams> {
  const form = await openConsent(authorizationUrl);
  const approved = await postConsent(authorizationUrl.origin, form);
  const back = await followUntil(approved.headers.get('location') ?? '', redirectUrl);
  return back.searchParams;
}

/** A TCP port free at the moment (the public URL must name the port before the server starts). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}
