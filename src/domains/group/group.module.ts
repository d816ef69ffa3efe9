import { Module } from '@nestjs/common';
import { GROUP_GOVERNANCE_PROVIDERS } from './group-governance.providers.js';

/** The group domain, one provider class per concept (the lists are kept beside their classes). */
@Module({ providers: [...GROUP_GOVERNANCE_PROVIDERS] })
export class GroupModule {}
