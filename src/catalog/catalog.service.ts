import { Injectable, type OnModuleInit } from '@nestjs/common';
import { CatalogExplorer } from './catalog.explorer.js';
import type { CatalogRegistry } from './catalog.registry.js';

/** Holds the registry the explorer builds in onModuleInit (all providers exist by then). */
@Injectable()
export class CatalogService implements OnModuleInit {
  private built: CatalogRegistry | undefined;

  constructor(private readonly explorer: CatalogExplorer) {}

  onModuleInit(): void {
    this.built = this.explorer.explore();
  }

  get registry(): CatalogRegistry {
    if (!this.built) throw new Error('the catalog is read before the application finished initialising');
    return this.built;
  }
}
