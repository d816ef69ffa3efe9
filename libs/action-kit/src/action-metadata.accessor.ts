import { Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ACTION_METADATA, COMMA_LIST_METADATA, DECLARED_MEMBERS_METADATA, DOMAIN_METADATA, FIELD_TIER_METADATA } from './action-kit.constants.js';
import type { ActionOptions } from './action-options.interface.js';
import type { DomainOptions } from './domain.decorator.js';
import type { Tier } from './tier.js';

/**
 * Typed reads of the kit's metadata. Nothing else touches the metadata keys.
 */
@Injectable()
export class ActionMetadataAccessor {
  constructor(private readonly reflector: Reflector) {}

  /** Every `@Action` recorded on a method (more than one is a declaration error). */
  getActions(method: unknown): readonly ActionOptions[] {
    if (typeof method !== 'function') return [];
    return this.reflector.get<ActionOptions[] | undefined>(ACTION_METADATA, method) ?? [];
  }

  /** The members of a prototype that declare actions without a handler, with what each records. */
  getDeclaredActions(proto: object): readonly { readonly member: string; readonly actions: readonly ActionOptions[] }[] {
    const members = (Reflect.getOwnMetadata(DECLARED_MEMBERS_METADATA, proto) as readonly (string | symbol)[] | undefined) ?? [];
    return members.map((key) => ({ member: String(key), actions: (Reflect.getOwnMetadata(ACTION_METADATA, proto, key) as ActionOptions[] | undefined) ?? [] }));
  }

  /** `@FieldTier` tags of a DTO class and its ancestors: property → lowest tier exposing it. */
  getFieldTiers(dto: unknown): Readonly<Record<string, Tier>> {
    const out: Record<string, Tier> = {};
    const chain: object[] = [];
    for (let c = dto; typeof c === 'function' && c !== Function.prototype; c = Object.getPrototypeOf(c)) chain.unshift(c);
    for (const c of chain) Object.assign(out, Reflect.getOwnMetadata(FIELD_TIER_METADATA, c) as Record<string, Tier> | undefined);
    return out;
  }

  /** `@CommaList` properties of a DTO class and its ancestors. */
  getCommaLists(dto: unknown): readonly string[] {
    const out = new Set<string>();
    for (let c = dto; typeof c === 'function' && c !== Function.prototype; c = Object.getPrototypeOf(c)) {
      for (const p of (Reflect.getOwnMetadata(COMMA_LIST_METADATA, c) as readonly string[] | undefined) ?? []) out.add(p);
    }
    return [...out];
  }

  /** The `@Domain` options of a class, if any. */
  getDomain(target: unknown): DomainOptions | undefined {
    if (typeof target !== 'function') return undefined;
    return this.reflector.get<DomainOptions | undefined>(DOMAIN_METADATA, target);
  }
}
