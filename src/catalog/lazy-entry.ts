import type { CatalogEntry } from './catalog-entry.interface.js';
import type { JsonSchema } from './json-schema.interface.js';

/** An entry without its schemas. */
export type CatalogEntryFields = Omit<CatalogEntry, 'inputSchema' | 'outputSchema'>;

/**
 * The entry with schemas computed on first read, then the same objects at every read. Spreading
 * such an entry would read them: copy it with `entryFields` instead.
 */
export function withLazySchemas(fields: CatalogEntryFields, input: () => JsonSchema, output: () => JsonSchema): CatalogEntry {
  // Each reader is let go once it has answered (a snapshot reader holds the file's text).
  let readInput: (() => JsonSchema) | undefined = input;
  let readOutput: (() => JsonSchema) | undefined = output;
  let inputSchema: JsonSchema | undefined;
  let outputSchema: JsonSchema | undefined;
  return {
    ...fields,
    get inputSchema(): JsonSchema {
      if (readInput) {
        inputSchema = readInput();
        readInput = undefined;
      }
      return inputSchema as JsonSchema;
    },
    get outputSchema(): JsonSchema {
      if (readOutput) {
        outputSchema = readOutput();
        readOutput = undefined;
      }
      return outputSchema as JsonSchema;
    },
  };
}

/** Everything of an entry but its schemas, which are not read. */
export function entryFields(e: CatalogEntry): CatalogEntryFields {
  return { id: e.id, domain: e.domain, action: e.action, options: e.options, params: e.params, required: e.required, fieldTiers: e.fieldTiers, commaLists: e.commaLists, invoke: e.invoke };
}
