import { Inject, Injectable } from '@nestjs/common';
import type { CatalogRegistry, CatalogView } from '../catalog/index.js';
import { SERVER_CONFIG, type ServerConfig } from '../config/index.js';
import { ActionDispatcher } from '../pipeline/action.dispatcher.js';
import { InputSchemaValidator } from '../pipeline/input-schema.validator.js';
import { DynamicSurface } from './dynamic/dynamic.surface.js';
import { IndividualSurface } from './individual/individual.surface.js';
import { MetaSurface } from './meta/meta.surface.js';
import type { Surface } from './surface.interface.js';

/** Builds the configured surface over a catalog view. */
@Injectable()
export class SurfaceFactory {
  private readonly validator = new InputSchemaValidator();

  constructor(
    @Inject(SERVER_CONFIG) private readonly config: ServerConfig,
    private readonly dispatcher: ActionDispatcher,
  ) {}

  create(view: CatalogView, registry: CatalogRegistry): Surface {
    const ctx = { view, registry, dispatcher: this.dispatcher, validator: this.validator, config: this.config };
    switch (this.config.toolSurface) {
      case 'meta':
        return new MetaSurface(ctx);
      case 'individual':
        return new IndividualSurface(ctx);
      default:
        return new DynamicSurface(ctx);
    }
  }
}
