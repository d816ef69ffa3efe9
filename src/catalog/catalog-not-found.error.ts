import { catalogMessages } from './catalog.messages.js';

/** `CatalogRegistry.get` of an ID the catalog does not hold. */
export class CatalogEntryNotFoundException extends Error {
  override readonly name = 'CatalogEntryNotFoundException';
  constructor(readonly id: string) {
    super(catalogMessages.unknownAction(id));
  }
}
