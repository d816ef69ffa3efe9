import { Module } from '@nestjs/common';
import { AccessModule } from './access/access.module.js';
import { CiVariableModule } from './ci_variable/ci-variable.module.js';
import { EnvironmentModule } from './environment/environment.module.js';
import { FeatureFlagsModule } from './feature_flags/feature-flags.module.js';
import { GroupModule } from './group/group.module.js';
import { JobModule } from './job/job.module.js';
import { CiPipelineModule } from './pipeline/pipeline.module.js';
import { BranchModule } from './branch/branch.module.js';
import { DiscoverProjectModule } from './discover_project/discover-project.module.js';
import { InteractiveModule } from './interactive/interactive.module.js';
import { IssueModule } from './issue/issue.module.js';
import { MergeRequestModule } from './merge_request/merge-request.module.js';
import { ProjectModule } from './project/project.module.js';
import { RepositoryModule } from './repository/repository.module.js';
import { MrReviewModule } from './mr_review/mr-review.module.js';
import { ReleaseModule } from './release/release.module.js';
import { SearchModule } from './search/search.module.js';
import { ServerModule } from './server/server.module.js';
import { TagModule } from './tag/tag.module.js';
import { UserModule } from './user/user.module.js';
import { WikiModule } from './wiki/wiki.module.js';

/** Every built-in GitLab domain. */
@Module({
  imports: [
    ServerModule,
    ProjectModule,
    BranchModule,
    TagModule,
    RepositoryModule,
    IssueModule,
    MergeRequestModule,
    MrReviewModule,
    ReleaseModule,
    WikiModule,
    SearchModule,
    CiPipelineModule,
    JobModule,
    EnvironmentModule,
    CiVariableModule,
    FeatureFlagsModule,
    GroupModule,
    UserModule,
    AccessModule,
    DiscoverProjectModule,
    InteractiveModule,
  ],
})
export class DomainsModule {}
