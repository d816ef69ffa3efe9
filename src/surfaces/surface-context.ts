import type { CatalogRegistry, CatalogView } from '../catalog/index.js';
import type { ServerConfig } from '../config/index.js';
import type { ActionDispatcher } from '../pipeline/action.dispatcher.js';
import type { InputSchemaValidator } from '../pipeline/input-schema.validator.js';

/** What every surface of one configuration shares. */
export interface SurfaceContext {
  readonly view: CatalogView;
  readonly registry: CatalogRegistry;
  readonly dispatcher: ActionDispatcher;
  readonly validator: InputSchemaValidator;
  readonly config: ServerConfig;
}
