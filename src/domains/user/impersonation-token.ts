import { accessTokenOf, newAccessTokenOf } from '../shared/access-token.js';
import { asBool, asObject, asStringArray } from '../shared/json-values.js';
import type { ImpersonationTokenDto, NewImpersonationTokenDto } from './dto/user-credential.dto.js';

/** An impersonation token with GitLab's documented fields, never its value. */
export function impersonationTokenOf(answer: unknown): ImpersonationTokenDto {
  const raw = asObject(answer) ?? {};
  return { ...accessTokenOf(raw), impersonation: asBool(raw['impersonation']), last_used_ips: asStringArray(raw['last_used_ips']) };
}

/** An impersonation token just created: the entity with its value, shown once. */
export function newImpersonationTokenOf(answer: unknown): NewImpersonationTokenDto {
  const raw = asObject(answer) ?? {};
  return { ...newAccessTokenOf(raw), impersonation: asBool(raw['impersonation']) };
}
