import { Module } from '@nestjs/common';
import { BranchModule } from './branch/branch.module.js';
import { DiscoverProjectModule } from './discover_project/discover-project.module.js';
import { IssueModule } from './issue/issue.module.js';
import { MergeRequestModule } from './merge_request/merge-request.module.js';
import { ProjectModule } from './project/project.module.js';
import { RepositoryModule } from './repository/repository.module.js';
import { ServerModule } from './server/server.module.js';

/** Every built-in GitLab domain. */
@Module({ imports: [ServerModule, ProjectModule, BranchModule, IssueModule, RepositoryModule, MergeRequestModule, DiscoverProjectModule] })
export class DomainsModule {}
