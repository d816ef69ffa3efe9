import { guardedLookup, refusalFor, type PrivateAddressRule } from '@gitlab-mcp/gitlab-client';
import { Inject, Injectable } from '@nestjs/common';
import { request } from 'node:https';
import { isIP } from 'node:net';
import { SERVER_CONFIG, type ServerConfig } from '../../../config/index.js';
import type { ClientClaims } from './oauth-claims.interface.js';
import { acceptableRedirect } from './redirect-uri.js';

/** A client ID metadata document that cannot be used, and why (shown on the error page, no secrets in it). */
export class ClientDocumentError extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'ClientDocumentError';
  }
}

const MAX_BYTES = 64 * 1024;
const TIMEOUT_MS = 5_000;
const CACHE_MS = 5 * 60_000;
const MAX_ENTRIES = 1_000;

/** Whether a `client_id` names a metadata document: an https URL with a path (draft-ietf-oauth-client-id-metadata-document). */
export function isDocumentUrl(clientId: string): boolean {
  if (!clientId.startsWith('https://')) return false;
  try {
    const url = new URL(clientId);
    return url.pathname !== '/' && url.hash === '' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

/**
 * Client ID metadata documents (issue 16 item 2): the `client_id` is an https URL whose JSON
 * names the client and its redirect URIs. The document is fetched through the outbound
 * destination policy (A-73: private, loopback and link-local addresses only with
 * `--allow-private-instances`, metadata addresses never), without redirects, within
 * {@link MAX_BYTES} and {@link TIMEOUT_MS}, and kept {@link CACHE_MS}.
 */
@Injectable()
export class ClientMetadataDocuments {
  private readonly cache = new Map<string, { claims: ClientClaims; until: number }>();
  private readonly rule: PrivateAddressRule;

  constructor(@Inject(SERVER_CONFIG) config: ServerConfig) {
    this.rule = config.allowPrivateInstances ? 'allow' : 'refuse';
  }

  async client(clientId: string): Promise<ClientClaims> {
    const known = this.cache.get(clientId);
    if (known && known.until > Date.now()) return known.claims;
    this.cache.delete(clientId);
    const claims = claimsOf(clientId, await this.fetch(new URL(clientId)));
    if (this.cache.size >= MAX_ENTRIES) this.cache.delete(this.cache.keys().next().value as string);
    this.cache.set(clientId, { claims, until: Date.now() + CACHE_MS });
    return claims;
  }

  private fetch(url: URL): Promise<unknown> {
    const host = url.hostname.replace(/^\[|\]$/g, '');
    const literal = isIP(host) === 0 ? undefined : refusalFor(host, host, this.rule);
    if (literal) return Promise.reject(new ClientDocumentError(literal.message));
    return new Promise((resolve, reject) => {
      const fail = (reason: string): void => reject(new ClientDocumentError(reason));
      // The whole exchange, not only an idle socket, must end within the bound.
      const signal = AbortSignal.timeout(TIMEOUT_MS);
      const req = request(url, { method: 'GET', headers: { accept: 'application/json' }, lookup: guardedLookup(this.rule), signal }, (res) => {
        if (res.statusCode !== 200) {
          res.resume();
          fail(`the document answered HTTP ${res.statusCode ?? 0} (redirects are not followed)`);
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_BYTES) {
            req.destroy();
            fail(`the document is larger than ${MAX_BYTES} bytes`);
            return;
          }
          chunks.push(chunk);
        });
        res.on('end', () => {
          try {
            resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
          } catch {
            fail('the document is not JSON');
          }
        });
        res.on('error', () => fail('the document could not be read'));
      });
      req.on('error', (e: Error & { code?: string }) => {
        if (signal.aborted) fail(`the document did not arrive within ${TIMEOUT_MS / 1000} s`);
        else fail(e.name === 'DestinationRefusedError' ? e.message : `the document could not be fetched (${e.code ?? 'error'})`);
      });
      req.end();
    });
  }
}

function claimsOf(clientId: string, doc: unknown): ClientClaims {
  const d = (doc ?? {}) as { client_id?: unknown; client_name?: unknown; redirect_uris?: unknown };
  if (d.client_id !== clientId) throw new ClientDocumentError('the document\'s client_id is not its own URL');
  const uris = Array.isArray(d.redirect_uris) ? d.redirect_uris.filter((u): u is string => typeof u === 'string') : [];
  if (uris.length === 0 || uris.length !== (d.redirect_uris as unknown[]).length) throw new ClientDocumentError('the document\'s redirect_uris must be a non-empty list of URLs');
  const bad = uris.find((u) => !acceptableRedirect(u));
  if (bad !== undefined) throw new ClientDocumentError(`the redirect URI ${bad} must be https (or http on loopback) without a fragment`);
  const name = typeof d.client_name === 'string' && d.client_name !== '' ? d.client_name.slice(0, 100) : new URL(clientId).host;
  return { name, uris };
}
