import { JSONSchema } from 'class-validator-jsonschema';

interface ObjectSchema {
  readonly properties?: Readonly<Record<string, object>>;
  readonly required?: readonly string[];
}

/** What a domain published of a shared entity: only these properties, these of them required. */
export interface PublishedShape {
  readonly only?: readonly string[];
  readonly required?: readonly string[];
}

/**
 * Class decorator of a domain's subclass of a shared entity: its published output schema keeps
 * only the `only` properties (in the shared entity's order) and requires the `required` ones too,
 * so a domain that published fewer or stricter fields of the entity keeps publishing them. The
 * subclass must redeclare one property with its validators: class-validator-jsonschema reads the
 * class decorators only of a class that has validation metadata of its own.
 */
export function PublishedSchema({ only, required = [] }: PublishedShape): ClassDecorator {
  const kept = only ? new Set(only) : undefined;
  const narrow = <T extends ObjectSchema>(schema: T): T => {
    const properties = kept ? Object.fromEntries(Object.entries(schema.properties ?? {}).filter(([name]) => kept.has(name))) : schema.properties;
    const wanted = [...(schema.required ?? []), ...required.filter((name) => !schema.required?.includes(name))].filter((name) => !kept || kept.has(name));
    return { ...schema, properties, ...(wanted.length > 0 ? { required: wanted } : {}) };
  };
  return JSONSchema(narrow);
}
