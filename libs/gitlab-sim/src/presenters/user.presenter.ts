import { createHash } from 'node:crypto';
import type { SimToken, SimUser } from '../store/sim-model.interface';

function avatarUrl(user: SimUser): string {
  const hash = createHash('md5').update(user.email.toLowerCase()).digest('hex');
  return `https://www.gravatar.com/avatar/${hash}?s=80&d=identicon`;
}

/** `API::Entities::UserBasic`. */
export function presentUserBasic(base: string, user: SimUser): Record<string, unknown> {
  return {
    id: user.id,
    username: user.username,
    public_email: user.publicEmail || null,
    name: user.name,
    state: 'active',
    locked: false,
    avatar_url: avatarUrl(user),
    web_url: `${base}/${user.username}`,
  };
}

/** `API::Entities::UserProfile` (`GET /users/:id`). */
export function presentUserProfile(base: string, user: SimUser): Record<string, unknown> {
  return {
    ...presentUserBasic(base, user),
    created_at: user.createdAt,
    bio: user.bio,
    location: user.location,
    linkedin: '',
    twitter: '',
    discord: '',
    website_url: '',
    organization: user.organization,
    job_title: user.jobTitle,
    pronouns: null,
    bot: user.bot,
    work_information: user.organization ? `${user.jobTitle} at ${user.organization}`.trim() : null,
    local_time: null,
    followers: 0,
    following: 0,
    is_followed: false,
  };
}

/** `API::Entities::UserPublic`, or `UserWithAdmin` for an administrator (`GET /user`). */
export function presentCurrentUser(base: string, user: SimUser): Record<string, unknown> {
  const body: Record<string, unknown> = {
    ...presentUserProfile(base, user),
    last_sign_in_at: '2025-06-02T08:00:00.000Z',
    confirmed_at: user.createdAt,
    last_activity_on: user.lastActivityOn,
    email: user.email,
    theme_id: 3,
    color_scheme_id: 1,
    projects_limit: 100000,
    current_sign_in_at: '2025-06-02T08:00:00.000Z',
    identities: [],
    can_create_group: true,
    can_create_project: true,
    two_factor_enabled: false,
    external: false,
    private_profile: false,
    commit_email: user.email,
    preferred_language: 'en',
    shared_runners_minutes_limit: null,
    extra_shared_runners_minutes_limit: null,
    scim_identities: [],
  };
  if (user.isAdmin) {
    body['is_admin'] = true;
    body['note'] = null;
    body['namespace_id'] = user.namespaceId;
    body['created_by'] = null;
  }
  return body;
}

/** `API::Entities::ServiceAccount`. */
export function presentServiceAccount(user: SimUser): Record<string, unknown> {
  return {
    id: user.id,
    username: user.username,
    name: user.name,
    email: user.email,
    public_email: user.publicEmail || null,
    unconfirmed_email: null,
  };
}

/** A fine-grained token's `granular_scopes` (`API::Entities::PersonalAccessTokenGranularScope`). */
function presentGranularScopes(token: SimToken): Record<string, unknown> {
  if (token.granularScopes === undefined) return {};
  return {
    granular: true,
    granular_scopes: token.granularScopes.map((s) => ({ access: s.access, project_id: null, group_id: null, permissions: [...s.permissions] })),
  };
}

/**
 * `API::Entities::PersonalAccessTokenWithLastUsedIps` (`GET /personal_access_tokens/self`); a fine-grained
 * token adds `granular: true` and its `granular_scopes` (omitted for a classic token).
 */
export function presentToken(token: SimToken): Record<string, unknown> {
  return {
    id: token.id,
    name: token.name,
    revoked: token.revoked,
    created_at: token.createdAt,
    description: token.description,
    scopes: [...token.scopes],
    user_id: token.userId,
    last_used_at: token.lastUsedAt,
    active: !token.revoked && !token.expired,
    expires_at: token.expiresAt,
    last_used_ips: ['127.0.0.1'],
    ...presentGranularScopes(token),
  };
}
