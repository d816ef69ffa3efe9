import { FIELD_TIER_METADATA } from './action-kit.constants.js';
import type { Tier } from './tier.js';

/**
 * Tags a DTO property with the lowest GitLab edition exposing it. On a lower tier the
 * property is removed from the input schema (so it cannot be sent) and from the output schema
 * (data GitLab still returns reaches the client: output schemas stay open).
 *
 * @publicApi
 * @example
 * \@FieldTier('premium') \@IsOptional() \@IsBoolean() code_owner_approval_required?: boolean;
 */
export function FieldTier(tier: Tier): PropertyDecorator {
  return (target, property) => {
    const cls = target.constructor;
    const recorded = (Reflect.getOwnMetadata(FIELD_TIER_METADATA, cls) as Record<string, Tier> | undefined) ?? {};
    Reflect.defineMetadata(FIELD_TIER_METADATA, { ...recorded, [String(property)]: tier }, cls);
  };
}
