import { Module } from '@nestjs/common';
import { ACCESS_CORE_PROVIDERS } from './access-core.providers.js';

/** The access domain, one provider class per concept (the lists are kept beside their classes). */
@Module({ providers: [...ACCESS_CORE_PROVIDERS] })
export class AccessModule {}
