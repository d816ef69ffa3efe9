import { JSONSchema } from 'class-validator-jsonschema';

interface ObjectSchema {
  readonly properties?: Readonly<Record<string, object>>;
  readonly required?: readonly string[];
}

/**
 * Class decorator of a subclass of a shared entity: its published output schema keeps only the
 * listed properties (in the shared entity's order), so a domain that published fewer fields of
 * the entity keeps publishing them. The subclass must redeclare one property with its validators:
 * class-validator-jsonschema reads the class decorators only of a class that has validation metadata.
 */
export function PublishedFields(...names: readonly string[]): ClassDecorator {
  const kept = new Set(names);
  const narrow = <T extends ObjectSchema>(schema: T): T => {
    const properties = Object.fromEntries(Object.entries(schema.properties ?? {}).filter(([name]) => kept.has(name)));
    const required = schema.required?.filter((name) => kept.has(name));
    return { ...schema, properties, ...(required ? { required } : {}) };
  };
  return JSONSchema(narrow);
}
