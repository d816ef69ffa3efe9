import type { Type } from '@nestjs/common';
import Ajv, { type ValidateFunction } from 'ajv';
import { defaultMetadataStorage } from 'class-transformer/cjs/storage';
import { ValidationTypes } from 'class-validator';
import type { ValidationMetadata } from 'class-validator/types/metadata/ValidationMetadata';
import { dtoToJsonSchema } from '../catalog/dto-schema.js';
import type { JsonSchema } from '../catalog/json-schema.interface.js';
import { targetValidationMetadatas, validationStorage } from '../catalog/validation-metadata.js';

/**
 * The fast path of an action's value checks (E-55/E-56 and the DTO's own constraints).
 *
 * class-validator stays the authority and the only author of refusal messages: this only says
 * "class-validator would accept this DTO instance", and says it without running class-validator
 * (whose metadata lookup scans every registered class on each call). It is decided per input DTO
 * class, once, lazily (the first call of an action):
 *
 * - the DTO's own schema (the catalog's, open) compiled by ajv, and run on the same instance
 *   class-validator would see (class-transformer's output, defaults included). A constraint the
 *   schema renders exactly (isString → type string, isIn → the same enum, min → minimum, matches
 *   without flags → the same pattern under non-unicode regex semantics, ...) is then known to hold;
 * - every other constraint (isEmail, isDateString, a custom validator, one the schema renders
 *   differently) is run directly, through class-validator's own constraint instance, on the value
 *   class-validator would give it (each element with `each`; skipped when `@IsOptional` and null
 *   or undefined, as class-validator skips it).
 *
 * When both pass, class-validator would report nothing. When either fails, or the DTO uses
 * something this does not model (ValidateIf, IsDefined, promise validation, a per-constraint
 * validateIf, class-transformer conversions or renames), the caller runs class-validator, which
 * accepts or writes the exact refusal as before. The ajv schema is only ever as strict or stricter
 * than class-validator where it is trusted, so being wrong costs a slower call, never a verdict.
 */
export class ArgumentChecker {
  private readonly plans = new WeakMap<Function, Plan>();
  private ajv: Ajv | undefined;

  /** True when class-validator is known to accept `instance` (of the action's input DTO class). */
  async accepts(dto: Type<object>, instance: object): Promise<boolean> {
    const plan = this.planFor(dto);
    if (!plan.validate || !plan.validate(instance)) return false;
    return plan.residual ? residualHolds(plan.residual, instance) : true;
  }

  private planFor(dto: Type<object>): Plan {
    let plan = this.plans.get(dto);
    if (!plan) {
      plan = this.compile(dto);
      this.plans.set(dto, plan);
    }
    return plan;
  }

  /** Anything this cannot model, or fails to build, leaves every call of the DTO to class-validator. */
  private compile(dto: Type<object>): Plan {
    try {
      const schema: JsonSchema = dtoToJsonSchema(dto, false);
      const residual = classPlan(dto, schema, new Set());
      // Formats are left out (class-validator checks none of them; a format-like constraint such as
      // isEmail is run directly); patterns compile without the `u` flag, as class-validator's do.
      this.ajv ??= new Ajv({ strict: false, allErrors: false, validateFormats: false, validateSchema: false, unicodeRegExp: false, addUsedSchema: false, logger: false });
      const validate: ValidateFunction = this.ajv.compile(schema);
      return { validate, residual: residual.properties.length > 0 ? residual : undefined };
    } catch {
      return {};
    }
  }
}

interface Plan {
  /** Absent when the DTO uses something not modelled: class-validator decides every call. */
  readonly validate?: ValidateFunction;
  readonly residual?: ClassPlan;
}

interface PropertyPlan {
  readonly name: string;
  /** `@IsOptional()`: null and undefined skip every check of the property. */
  readonly optional: boolean;
  /** Constraints the schema does not render exactly, run directly. */
  readonly direct: readonly ValidationMetadata[];
  /** A nested DTO with checks of its own to run (through arrays). */
  readonly nested?: ClassPlan;
}

interface ClassPlan {
  readonly properties: readonly PropertyPlan[];
}

class UnsupportedDtoError extends Error {}

const CONSTRAINT = ValidationTypes.CUSTOM_VALIDATION;

function classPlan(dto: Function, schema: JsonSchema, stack: Set<Function>): ClassPlan {
  if (stack.has(dto)) throw new UnsupportedDtoError();
  stack.add(dto);
  const byProperty = new Map<string, ValidationMetadata[]>();
  for (const m of targetValidationMetadatas(dto)) {
    const list = byProperty.get(m.propertyName);
    if (list) list.push(m);
    else byProperty.set(m.propertyName, [m]);
  }
  const properties: PropertyPlan[] = [];
  for (const [name, metas] of byProperty) {
    const at = schema.properties?.[name];
    if (!at) throw new UnsupportedDtoError();
    if (defaultMetadataStorage.findTransformMetadatas(dto, name, 0 /* PLAIN_TO_CLASS */).length > 0) throw new UnsupportedDtoError();
    const typeMeta = defaultMetadataStorage.findTypeMetadata(dto, name);
    let optional = false;
    let nested: ClassPlan | undefined;
    const direct: ValidationMetadata[] = [];
    for (const m of metas) {
      switch (m.type) {
        case ValidationTypes.CONDITIONAL_VALIDATION:
          if (m.name !== 'isOptional') throw new UnsupportedDtoError();
          optional = true;
          break;
        case ValidationTypes.WHITELIST:
          break;
        case ValidationTypes.NESTED_VALIDATION: {
          if (!typeMeta || typeMeta.options?.discriminator) throw new UnsupportedDtoError();
          const inner = at.type === 'array' ? at.items : at;
          if (!inner || inner.type !== 'object') throw new UnsupportedDtoError();
          const plan = classPlan(typeMeta.typeFunction() as Function, inner, stack);
          if (plan.properties.length > 0) nested = plan;
          break;
        }
        case CONSTRAINT: {
          if (m.validateIf) throw new UnsupportedDtoError();
          const constraints = validationStorage().getTargetValidatorConstraints(m.constraintCls);
          if (constraints.length !== 1) throw new UnsupportedDtoError();
          const where = m.each ? (at.type === 'array' ? at.items : undefined) : at;
          if (!where || !rendered(constraints[0].name, m.constraints ?? [], where)) direct.push(m);
          break;
        }
        default:
          throw new UnsupportedDtoError();
      }
    }
    // A @Type on a property that is not nested converts the value (e.g. to Number or Date).
    if (typeMeta && !metas.some((m) => m.type === ValidationTypes.NESTED_VALIDATION)) throw new UnsupportedDtoError();
    if (direct.length > 0 || nested) properties.push({ name, optional, direct, nested });
  }
  stack.delete(dto);
  return { properties };
}

/** Whether the schema at this position enforces exactly the constraint (so ajv accepting implies it holds). */
function rendered(name: string, c: readonly unknown[], s: JsonSchema): boolean {
  const numeric = s.type === 'number' || s.type === 'integer';
  switch (name) {
    case 'isString':
      return s.type === 'string';
    case 'isInt':
      return s.type === 'integer';
    case 'isBoolean':
      return s.type === 'boolean';
    case 'isArray':
      return s.type === 'array';
    case 'isObject':
      return s.type === 'object';
    case 'isNumber':
      return numeric && (c[0] as { maxDecimalPlaces?: number } | undefined)?.maxDecimalPlaces === undefined;
    case 'isIn': {
      const allowed = c[0];
      return (
        Array.isArray(allowed) &&
        Array.isArray(s.enum) &&
        s.enum.length === allowed.length &&
        allowed.every((v, i) => (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') && v === s.enum![i])
      );
    }
    case 'min':
      return numeric && typeof c[0] === 'number' && s.minimum === c[0];
    case 'max':
      return numeric && typeof c[0] === 'number' && s.maximum === c[0];
    case 'arrayMinSize':
      return s.type === 'array' && typeof c[0] === 'number' && s.minItems === c[0];
    case 'arrayMaxSize':
      return s.type === 'array' && typeof c[0] === 'number' && s.maxItems === c[0];
    case 'matches':
      return c[0] instanceof RegExp && c[0].flags === '' && s.type === 'string' && s.pattern === c[0].source;
    default:
      return false;
  }
}

/** The directly run constraints, on the values class-validator would give them. */
async function residualHolds(plan: ClassPlan, object: object): Promise<boolean> {
  for (const p of plan.properties) {
    const value = (object as Record<string, unknown>)[p.name];
    if (p.optional && (value === null || value === undefined)) continue;
    for (const m of p.direct) {
      const constraint = validationStorage().getTargetValidatorConstraints(m.constraintCls)[0];
      const args = { targetName: object.constructor ? object.constructor.name : undefined, property: m.propertyName, object, value, constraints: m.constraints };
      const values = m.each && Array.isArray(value) ? value : [value];
      for (const v of values) {
        if (!(await constraint.instance.validate(v, args))) return false;
      }
    }
    if (p.nested && value !== undefined && value !== null) {
      const items = Array.isArray(value) ? value : [value];
      for (const item of items) {
        if (item !== null && typeof item === 'object' && !(await residualHolds(p.nested, item))) return false;
      }
    }
  }
  return true;
}
