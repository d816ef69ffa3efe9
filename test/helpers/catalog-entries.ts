import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { AppModule } from '../../src/app.module';
import { CatalogService, type CatalogEntry } from '../../src/catalog/index';
import { loadConfig, parseCliArgs } from '../../src/config/index';
import { createLogger } from '../../src/logging/create-logger';

/** Every entry of the built-in catalog, read from a real application context. */
export async function builtInCatalog(): Promise<CatalogEntry[]> {
  const config = loadConfig(parseCliArgs([]), { GITLAB_TOKEN: 'unused' });
  const app = await NestFactory.createApplicationContext(AppModule.forRoot(config, createLogger('error')), { logger: false });
  try {
    return [...app.get(CatalogService).registry.all()];
  } finally {
    await app.close();
  }
}
