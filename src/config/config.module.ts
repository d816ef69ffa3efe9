import { Global, Module, type DynamicModule } from '@nestjs/common';
import type { Logger } from 'pino';
import { APP_LOGGER } from '../logging/logging.constants.js';
import { SERVER_CONFIG } from './config.constants.js';
import type { ServerConfig } from './server-config.interface.js';

/** Provides the checked configuration and the root logger to the whole application. */
@Global()
@Module({})
export class ConfigModule {
  static forRoot(config: ServerConfig, logger: Logger): DynamicModule {
    return {
      module: ConfigModule,
      providers: [
        { provide: SERVER_CONFIG, useValue: config },
        { provide: APP_LOGGER, useValue: logger },
      ],
      exports: [SERVER_CONFIG, APP_LOGGER],
    };
  }
}
