import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { AppModule } from '../../src/app.module';
import { CatalogService, type CatalogEntry, type CatalogRegistry } from '../../src/catalog/index';
import { loadConfig, parseCliArgs } from '../../src/config/index';
import { createLogger } from '../../src/logging/create-logger';

/** The built-in catalog, read from a real application context. */
export async function builtInRegistry(): Promise<CatalogRegistry> {
  const config = loadConfig(parseCliArgs([]), { GITLAB_TOKEN: 'unused' });
  const app = await NestFactory.createApplicationContext(AppModule.forRoot(config, createLogger('error')), { logger: false });
  try {
    return app.get(CatalogService).registry;
  } finally {
    await app.close();
  }
}

/** Every entry of the built-in catalog. */
export async function builtInCatalog(): Promise<CatalogEntry[]> {
  return [...(await builtInRegistry()).all()];
}
