import type { CatalogEntry } from './catalog-entry.interface';
import { CatalogView } from './catalog-view';
import { CatalogRegistry } from './catalog.registry';
import type { JsonSchema } from './json-schema.interface';
import { entryFields, withLazySchemas } from './lazy-entry';

const INPUT: JsonSchema = { type: 'object', properties: { project_id: { type: 'string' }, weight: { type: 'integer' } }, required: ['project_id', 'weight'], additionalProperties: false };
const OUTPUT: JsonSchema = { type: 'object', properties: { id: { type: 'integer' }, health: { type: 'string' } } };

/** An issue action whose `weight` input and `health` output are premium fields, schemas counted as they are built. */
function lazyIssueEntry(): { entry: CatalogEntry; reads: { input: number; output: number } } {
  const reads = { input: 0, output: 0 };
  const fields = {
    id: 'issue.update',
    domain: 'issue',
    action: 'update',
    options: { id: 'issue.update', tier: 'free', readOnly: false, destructive: false, title: 'Update an issue', description: 'Update an issue.' },
    params: ['project_id', 'weight'],
    required: ['project_id', 'weight'],
    fieldTiers: { input: { weight: 'premium' }, output: { health: 'ultimate' } },
    commaLists: [],
    invoke: () => Promise.resolve({}),
  } as unknown as Parameters<typeof withLazySchemas>[0];
  const entry = withLazySchemas(
    fields,
    () => (reads.input++, INPUT),
    () => (reads.output++, OUTPUT),
  );
  return { entry, reads };
}

describe('catalog entries with schemas read on first use', () => {
  it('builds each schema once, at its first read, and copies without reading', () => {
    const { entry, reads } = lazyIssueEntry();
    const copy = entryFields(entry);
    expect(reads).toEqual({ input: 0, output: 0 });
    expect(copy).not.toHaveProperty('inputSchema');
    expect(entry.inputSchema).toBe(INPUT);
    expect(entry.inputSchema).toBe(INPUT);
    expect(reads).toEqual({ input: 1, output: 0 });
    expect(entry.outputSchema).toBe(OUTPUT);
    expect(reads).toEqual({ input: 1, output: 1 });
  });

  it('A-20 a tier view cuts the fields above its tier when the schemas are read, as an eager cut does', () => {
    const { entry, reads } = lazyIssueEntry();
    const view = new CatalogView(new CatalogRegistry([entry], new Map()), { tier: 'free', readOnly: false, exclude: [] });
    const seen = view.find('issue.update')!;
    expect(reads).toEqual({ input: 0, output: 0 });
    expect([seen.params, seen.required]).toEqual([['project_id'], ['project_id']]);
    expect(JSON.stringify(seen.inputSchema)).toBe(JSON.stringify({ type: 'object', properties: { project_id: { type: 'string' } }, required: ['project_id'], additionalProperties: false }));
    expect(JSON.stringify(seen.outputSchema)).toBe(JSON.stringify({ type: 'object', properties: { id: { type: 'integer' } } }));
    expect(seen.inputSchema).toBe(seen.inputSchema);
    const ultimate = new CatalogView(new CatalogRegistry([entry], new Map()), { tier: 'ultimate', readOnly: false, exclude: [] });
    expect(ultimate.find('issue.update')).toBe(entry);
  });
});
