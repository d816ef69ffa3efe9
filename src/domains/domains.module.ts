import { Module } from '@nestjs/common';
import { BranchModule } from './branch/branch.module.js';
import { DiscoverProjectModule } from './discover_project/discover-project.module.js';
import { ProjectModule } from './project/project.module.js';
import { ServerModule } from './server/server.module.js';

/** Every built-in GitLab domain. */
@Module({ imports: [ServerModule, ProjectModule, BranchModule, DiscoverProjectModule] })
export class DomainsModule {}
