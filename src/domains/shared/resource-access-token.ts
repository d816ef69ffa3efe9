import { accessTokenOf, newAccessTokenOf } from './access-token.js';
import { asInt, asString, asStringArray } from './json-values.js';
import type { NewResourceAccessTokenDto, ResourceAccessTokenDto } from './resource-access-token.dto.js';

type Raw = Record<string, unknown>;

const resourceOf = (raw: Raw): Pick<ResourceAccessTokenDto, 'access_level' | 'resource_id' | 'resource_type'> => ({
  access_level: asInt(raw['access_level']),
  resource_id: asInt(raw['resource_id']),
  resource_type: asString(raw['resource_type']),
});

/** A project or group access token with GitLab's documented types (never its value). */
export function resourceAccessTokenOf(raw: Raw): ResourceAccessTokenDto {
  return { ...accessTokenOf(raw), ...resourceOf(raw), last_used_ips: asStringArray(raw['last_used_ips']) };
}

/** A project or group access token just created or rotated: the entity plus its value. */
export function newResourceAccessTokenOf(raw: Raw): NewResourceAccessTokenDto {
  return { ...newAccessTokenOf(raw), ...resourceOf(raw) };
}
