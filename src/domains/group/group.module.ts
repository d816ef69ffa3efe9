import { Module } from '@nestjs/common';
import { GROUP_COLLABORATION_PROVIDERS } from './group-collaboration.providers.js';
import { GROUP_CORE_PROVIDERS } from './group-core.providers.js';
import { GROUP_EPICS_PROVIDERS } from './group-epics.providers.js';
import { GROUP_GOVERNANCE_PROVIDERS } from './group-governance.providers.js';

/** The group domain, one provider class per concept (the lists are kept beside their classes). */
@Module({ providers: [...GROUP_CORE_PROVIDERS, ...GROUP_COLLABORATION_PROVIDERS, ...GROUP_GOVERNANCE_PROVIDERS, ...GROUP_EPICS_PROVIDERS] })
export class GroupModule {}
