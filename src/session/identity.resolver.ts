import { parseTier, type CallerIdentity, type Tier } from '@gitlab-mcp/action-kit';
import type { FailedRequest } from '@gitlab-mcp/errors';
import { GitlabRequestFailureError, type GitlabClient } from '@gitlab-mcp/gitlab-client';
import type { IdentityVerdict } from './identity.verdict.js';

/** `GET /personal_access_tokens/self`: a fine-grained token (GitLab 19.x) answers `scopes: ["granular"]`, `granular: true`. */
interface TokenSelf {
  scopes?: string[];
  granular?: boolean;
}

/** The scope GitLab lists for a fine-grained token, whose authority is its permission list. */
const GRANULAR_SCOPE = 'granular';
interface UserSelf {
  id: number;
  username: string;
  is_admin?: boolean;
}
interface Namespace {
  plan?: string;
}

const PLAN_TIERS: Record<string, Tier> = {
  free: 'free', default: 'free', bronze: 'premium', silver: 'premium', premium: 'premium', premium_trial: 'premium',
  gold: 'ultimate', ultimate: 'ultimate', ultimate_trial: 'ultimate', ultimate_trial_paid_customer: 'ultimate', opensource: 'ultimate',
};
const TIER_RANK: Record<Tier, number> = { free: 0, premium: 1, ultimate: 2 };
const MAX_NAMESPACE_PAGES = 10;

const statusOf = (e: unknown): number | undefined => (e instanceof GitlabRequestFailureError ? e.failure.status : undefined);
const failureOf = (e: unknown): FailedRequest | undefined => (e instanceof GitlabRequestFailureError ? e.failure : undefined);

/**
 * Asks GitLab who the token is: version, token scopes, user, tier. The version,
 * token and user requests do not depend on each other and go out together; the tier is asked
 * once they have said the token is usable. Never throws: every outcome is a verdict, and a
 * discovery `signal` aborts (its deadline) ends as `unreachable`, the degraded start of A-08.
 * `/version` answering with an HTTP status other than 401 (a fine-grained token gets 403) leaves
 * the version unknown and nothing else. A fine-grained token is neither read-only nor "no scope":
 * what it may do is decided by GitLab per call (E-20..E-24), so every action of the tier is offered.
 */
export async function resolveIdentity(client: GitlabClient, pinnedTier: Tier | undefined, signal?: AbortSignal): Promise<IdentityVerdict> {
  const instanceUrl = client.baseUrl;
  const fallback: CallerIdentity = { instanceUrl, scopes: [], fineGrained: false, isAdmin: false, tier: pinnedTier ?? 'free' };
  const [versionAnswer, tokenAnswer, userAnswer] = await Promise.allSettled([
    client.rest<{ version: string }>({ method: 'GET', path: '/version', route: '/version', signal }),
    client.rest<TokenSelf>({ method: 'GET', path: '/personal_access_tokens/self', route: '/personal_access_tokens/self', signal }),
    client.rest<UserSelf>({ method: 'GET', path: '/user', route: '/user', signal }),
  ]);
  if (signal?.aborted) return { status: 'unreachable', identity: fallback, readOnlyToken: false };
  let version: string | undefined;
  if (versionAnswer.status === 'fulfilled') version = versionAnswer.value.data.version;
  else {
    const status = statusOf(versionAnswer.reason);
    if (status === 401) return { status: 'rejected', identity: fallback, readOnlyToken: false, rejection: failureOf(versionAnswer.reason) };
    if (status === undefined) return { status: 'unreachable', identity: fallback, readOnlyToken: false };
  }
  if (tokenAnswer.status === 'rejected' && statusOf(tokenAnswer.reason) === 401) {
    return { status: 'rejected', identity: { ...fallback, gitlabVersion: version }, readOnlyToken: false, rejection: failureOf(tokenAnswer.reason) };
  }
  const token = tokenAnswer.status === 'fulfilled' ? tokenAnswer.value.data : undefined;
  const scopes = token?.scopes ?? [];
  const known = token?.scopes !== undefined;
  const fineGrained = token?.granular === true || scopes.includes(GRANULAR_SCOPE);
  if (known && !fineGrained && !scopes.includes('api') && !scopes.includes('read_api')) {
    return { status: 'no_scope', identity: { ...fallback, scopes, gitlabVersion: version }, readOnlyToken: false };
  }
  const user = userAnswer.status === 'fulfilled' ? userAnswer.value.data : undefined;
  const tier = pinnedTier ?? (await detectTier(client, signal));
  if (signal?.aborted) return { status: 'unreachable', identity: { ...fallback, gitlabVersion: version }, readOnlyToken: false };
  return {
    status: 'ok',
    identity: { instanceUrl, userId: user?.id, username: user?.username, scopes, fineGrained, isAdmin: user?.is_admin === true, tier, gitlabVersion: version },
    readOnlyToken: known && !fineGrained && !scopes.includes('api'),
  };
}

/**
 * Licence plan (admins), else the highest namespace plan, else free. The licence and the
 * namespaces are asked together; no further page of namespaces is asked once the licence named a plan.
 */
async function detectTier(client: GitlabClient, signal?: AbortSignal): Promise<Tier> {
  let licensed: Tier | undefined;
  const licence = licenceTier(client, signal).then((t) => (licensed = t));
  const namespaces = namespaceTier(client, signal, () => licensed !== undefined);
  return (await licence) ?? (await namespaces);
}

async function licenceTier(client: GitlabClient, signal?: AbortSignal): Promise<Tier | undefined> {
  try {
    const { data } = await client.rest<{ plan?: string }>({ method: 'GET', path: '/license', route: '/license', signal });
    return data?.plan ? (PLAN_TIERS[data.plan] ?? parseTier(data.plan)) : undefined;
  } catch {
    // Not an administrator (403) or no licence: the namespaces decide.
    return undefined;
  }
}

async function namespaceTier(client: GitlabClient, signal: AbortSignal | undefined, settled: () => boolean): Promise<Tier> {
  let best: Tier = 'free';
  try {
    for (let page = 1; page <= MAX_NAMESPACE_PAGES; page++) {
      const res = await client.rest<Namespace[]>({ method: 'GET', path: '/namespaces', route: '/namespaces', query: { per_page: 100, page }, signal });
      for (const ns of res.data) {
        const tier = ns.plan ? PLAN_TIERS[ns.plan] : undefined;
        if (tier && TIER_RANK[tier] > TIER_RANK[best]) best = tier;
      }
      if (best === 'ultimate' || !res.pagination?.has_more || settled()) break;
    }
  } catch {
    return best;
  }
  return best;
}
