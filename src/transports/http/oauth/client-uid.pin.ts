import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { SERVER_CONFIG, type ServerConfig } from '../../../config/index.js';

/** What `GET /oauth/token/info` says of a bearer, against the pinned application uids. */
export type PinVerdict = 'admitted' | 'other-application' | 'not-oauth';

const MAX_ENTRIES = 10_000;
const INFO_TIMEOUT_MS = 10_000;

/**
 * Passthrough's optional pin (issue 16 item 5, `GITLAB_MCP_OAUTH_CLIENT_UID`): a GitLab bearer is
 * admitted only if GitLab's `/oauth/token/info` names one of the pinned application uids. Verdicts
 * are kept per token (by its SHA-256, never the token) for `GITLAB_MCP_OAUTH_CACHE_TTL`, at most
 * {@link MAX_ENTRIES}, the oldest dropped first; a failed question is not kept.
 */
@Injectable()
export class ClientUidPin {
  private readonly verdicts = new Map<string, { verdict: PinVerdict; until: number }>();
  private readonly inFlight = new Map<string, Promise<PinVerdict>>();

  constructor(@Inject(SERVER_CONFIG) private readonly config: ServerConfig) {}

  get pinned(): boolean {
    return this.config.oauth.clientUids.length > 0;
  }

  async check(token: string, gitlabUrl: string): Promise<PinVerdict> {
    const key = createHash('sha256').update(`${gitlabUrl}\n${token}`).digest('base64url');
    const now = Date.now();
    const known = this.verdicts.get(key);
    if (known && known.until > now) return known.verdict;
    this.verdicts.delete(key);
    // Concurrent first requests of one token share a single question to GitLab.
    return this.inFlight.get(key) ?? this.remember(key, this.ask(token, gitlabUrl));
  }

  private remember(key: string, asking: Promise<PinVerdict>): Promise<PinVerdict> {
    this.inFlight.set(key, asking);
    return asking
      .then((verdict) => {
        if (this.verdicts.size >= MAX_ENTRIES) this.verdicts.delete(this.verdicts.keys().next().value as string);
        this.verdicts.set(key, { verdict, until: Date.now() + this.config.oauth.cacheTtlMs });
        return verdict;
      })
      .finally(() => this.inFlight.delete(key));
  }

  private async ask(token: string, gitlabUrl: string): Promise<PinVerdict> {
    const res = await fetch(`${gitlabUrl}/oauth/token/info`, { headers: { authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(INFO_TIMEOUT_MS) });
    if (res.status === 401 || res.status === 404) return 'not-oauth';
    if (!res.ok) throw new Error(`GitLab answered ${res.status} to /oauth/token/info`);
    const info = (await res.json()) as { application?: { uid?: unknown } | null };
    const uid = info.application?.uid;
    if (typeof uid !== 'string') return 'not-oauth';
    return this.config.oauth.clientUids.includes(uid) ? 'admitted' : 'other-application';
  }
}
