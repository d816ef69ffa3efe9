export { CatalogModule } from './catalog.module.js';
export { CatalogService } from './catalog.service.js';
export { CatalogRegistry } from './catalog.registry.js';
export { CatalogView, type CatalogViewSettings } from './catalog-view.js';
export { ReadinessWatcher } from './readiness.watcher.js';
export { isDestructiveCall, mayBeDestructive, type CatalogEntry, type CatalogDomain } from './catalog-entry.interface.js';
export type { JsonSchema } from './json-schema.interface.js';
export { placeholders } from './catalog.explorer.js';
export { actionToolName, metaToolName } from './tool-names.js';
