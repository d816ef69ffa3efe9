import { Module } from '@nestjs/common';
import { GROUP_CORE_PROVIDERS } from './group-core.providers.js';

/** The group domain, one provider class per concept (the lists are kept beside their classes). */
@Module({ providers: [...GROUP_CORE_PROVIDERS] })
export class GroupModule {}
