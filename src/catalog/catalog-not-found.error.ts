import { catalogMessages } from './catalog.messages.js';

/** `CatalogRegistry.get` of an ID the catalog does not hold. */
export class CatalogEntryNotFoundError extends Error {
  override readonly name = 'CatalogEntryNotFoundError';
  constructor(readonly id: string) {
    super(catalogMessages.unknownAction(id));
  }
}
