import { Module } from '@nestjs/common';
import { GROUP_COLLABORATION_PROVIDERS } from './group-collaboration.providers.js';

/** The group domain, one provider class per concept (the lists are kept beside their classes). */
@Module({ providers: [...GROUP_COLLABORATION_PROVIDERS] })
export class GroupModule {}
