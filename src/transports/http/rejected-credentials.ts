import type { DiscoveredView } from '../../mcp/credential-view.builder.js';
import type { CredentialLimits } from '../../rate-limit/index.js';

/** How long a credential GitLab rejected is served from memory without asking GitLab again. */
export const REJECTION_TTL_MS = 60_000;
/** Most rejected credentials remembered (the oldest forgotten first). */
const MAX_REJECTIONS = 10_000;

/** What a remembered rejection serves: the credential's last view over a client that replays GitLab's 401. */
export interface RememberedRejection {
  readonly built: Promise<DiscoveredView>;
  readonly limits: CredentialLimits | undefined;
}

/** Credentials GitLab rejected, by pool key, each for REJECTION_TTL_MS. */
export class RejectedCredentials {
  private readonly entries = new Map<string, RememberedRejection & { readonly until: number }>();

  find(key: string, now = Date.now()): RememberedRejection | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.until > now) return hit;
    this.entries.delete(key);
    return undefined;
  }

  remember(key: string, rejection: RememberedRejection, now = Date.now()): void {
    if (this.entries.size >= MAX_REJECTIONS) {
      for (const [k, r] of this.entries) if (r.until <= now) this.entries.delete(k);
      if (this.entries.size >= MAX_REJECTIONS) this.entries.delete(this.entries.keys().next().value as string);
    }
    this.entries.delete(key);
    this.entries.set(key, { ...rejection, until: now + REJECTION_TTL_MS });
  }

  clear(): void {
    this.entries.clear();
  }
}
