import { COMMA_LIST_METADATA } from './action-kit.constants.js';

/**
 * Marks a text input property that GitLab reads as a comma-separated list (`labels`, several user
 * IDs). The schema keeps the text type; a caller may also give an array, which the server joins
 * into the comma-separated text before validation (E-54 lossless conversions). Works on nested
 * DTOs too (`not.labels`).
 *
 * @publicApi
 * @example
 * \@CommaList() \@IsOptional() \@IsString() labels?: string;
 */
export function CommaList(): PropertyDecorator {
  return (target, property) => {
    const cls = target.constructor;
    const recorded = (Reflect.getOwnMetadata(COMMA_LIST_METADATA, cls) as readonly string[] | undefined) ?? [];
    Reflect.defineMetadata(COMMA_LIST_METADATA, [...recorded, String(property)], cls);
  };
}
