import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { dumpCatalog } from '../helpers/catalog-dump';

/**
 * The catalog seen from outside (tool names, descriptions, schemas, annotations on the three
 * surfaces at tier ultimate) equals the committed golden dump. A change on purpose regenerates it
 * with `npm run catalog:dump` and shows in review as a diff of test/golden/catalog-dump.json.
 */
const GOLDEN = join(__dirname, '..', 'golden', 'catalog-dump.json');

describe('catalog dump', () => {
  it('A-10 every surface serves the committed golden catalog', async () => {
    const served = `${JSON.stringify(await dumpCatalog(), null, 1)}\n`;
    if (process.env['UPDATE_CATALOG_DUMP'] === '1') writeFileSync(GOLDEN, served);
    expect(served).toBe(readFileSync(GOLDEN, 'utf8'));
  }, 60_000);
});
