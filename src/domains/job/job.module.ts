import { Module } from '@nestjs/common';
import { JobArtifactActions } from './job-artifacts.actions.js';
import { JobLogActions } from './job-logs.actions.js';
import { JobTokenScopeActions } from './job-token-scope.actions.js';
import { JobActions } from './jobs.actions.js';

/** The job domain, one provider class per concept. */
@Module({ providers: [JobActions, JobLogActions, JobArtifactActions, JobTokenScopeActions] })
export class JobModule {}
