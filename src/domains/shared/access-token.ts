import type { AccessTokenDto, NewAccessTokenDto, TokenGranularScopeDto } from './access-token.dto.js';
import { asArray, asBool, asInt, asString, asStringArray } from './json-values.js';

type Raw = Record<string, unknown>;

/** A token with GitLab's documented types, whatever else the answer carries (never its value). */
export function accessTokenOf(raw: Raw): AccessTokenDto {
  return {
    id: asInt(raw['id']) ?? 0,
    name: asString(raw['name']),
    description: asString(raw['description']),
    revoked: asBool(raw['revoked']),
    active: asBool(raw['active']),
    scopes: asStringArray(raw['scopes']),
    user_id: asInt(raw['user_id']),
    created_at: asString(raw['created_at']),
    last_used_at: asString(raw['last_used_at']),
    expires_at: asString(raw['expires_at']),
    granular: asBool(raw['granular']),
  };
}

/** A token just created or rotated: the entity above plus its value and fine-grained scopes. */
export function newAccessTokenOf(raw: Raw): NewAccessTokenDto {
  return { ...accessTokenOf(raw), token: asString(raw['token']), granular_scopes: asArray<TokenGranularScopeDto>(raw['granular_scopes']) };
}

/** `revoked`, `active` or `inactive` (expired), when GitLab said. */
export function accessTokenState(t: AccessTokenDto): string | undefined {
  if (t.revoked) return 'revoked';
  if (t.active === undefined) return undefined;
  return t.active ? 'active' : 'inactive';
}
