import { Module } from '@nestjs/common';
import { PROJECT_COLLABORATION_PROVIDERS } from './project-collaboration.providers.js';
import { PROJECT_CORE_PROVIDERS } from './project-core.providers.js';
import { PROJECT_GOVERNANCE_PROVIDERS } from './project-governance.providers.js';
import { PROJECT_SETTINGS_PROVIDERS } from './project-settings.providers.js';

/** The project domain, one provider class per concept (the lists are kept beside their classes). */
@Module({ providers: [...PROJECT_CORE_PROVIDERS, ...PROJECT_COLLABORATION_PROVIDERS, ...PROJECT_SETTINGS_PROVIDERS, ...PROJECT_GOVERNANCE_PROVIDERS] })
export class ProjectModule {}
