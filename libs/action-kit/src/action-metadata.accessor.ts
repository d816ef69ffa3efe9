import { Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ACTION_METADATA, DOMAIN_METADATA } from './action-kit.constants.js';
import type { ActionOptions } from './action-options.interface.js';
import type { DomainOptions } from './domain.decorator.js';

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

  /** The `@Domain` options of a class, if any. */
  getDomain(target: unknown): DomainOptions | undefined {
    if (typeof target !== 'function') return undefined;
    return this.reflector.get<DomainOptions | undefined>(DOMAIN_METADATA, target);
  }
}
