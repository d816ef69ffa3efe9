import { Inject, Injectable } from '@nestjs/common';
import type { CatalogRegistry, CatalogView } from '../catalog/index.js';
import { SERVER_CONFIG, type ServerConfig } from '../config/index.js';
import { InjectActionDispatcher, type ActionDispatcher } from '../pipeline/index.js';
import { DynamicSurface } from './dynamic/dynamic.surface.js';
import { IndividualSurface } from './individual/individual.surface.js';
import { MetaSurface } from './meta/meta.surface.js';
import type { Surface } from './surface.interface.js';

/** Builds the configured surface over a catalog view. */
@Injectable()
export class SurfaceFactory {
  constructor(
    @Inject(SERVER_CONFIG) private readonly config: ServerConfig,
    @InjectActionDispatcher() private readonly dispatcher: ActionDispatcher,
  ) {}

  create(view: CatalogView, registry: CatalogRegistry): Surface {
    const ctx = { view, registry, dispatcher: this.dispatcher, config: this.config };
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
