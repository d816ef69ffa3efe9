import type { CatalogRegistry, CatalogView } from '../catalog/index.js';
import type { ServerConfig } from '../config/index.js';
import type { ActionDispatcher } from '../pipeline/index.js';

/** What every surface of one configuration shares. */
export interface SurfaceContext {
  readonly view: CatalogView;
  readonly registry: CatalogRegistry;
  readonly dispatcher: ActionDispatcher;
  readonly config: ServerConfig;
}
