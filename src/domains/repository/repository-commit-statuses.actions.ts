import { Action, Domain, type Declared } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { asArray, asObject } from '../shared/json-values.js';
import { CommitStatusDto, CommitStatusListDto } from './dto/commit.dto.js';
import { CommitStatusesParamsDto, SetCommitStatusDto } from './dto/commit-params.dto.js';
import { renderCommitStatus, renderCommitStatuses } from './repository-commit-statuses.format.js';
import { REPOSITORY_DOMAIN } from './repository.domain.js';
import { EXAMPLE_SHA } from './repository.examples.js';
import { COMMIT_404 } from './repository.hints.js';

/** Commit statuses. */
@Domain(REPOSITORY_DOMAIN)
@Injectable()
export class RepositoryCommitStatusActions {
  @Action({
    id: 'repository.commit_statuses', title: 'List the statuses of a commit', tier: 'free', readOnly: true, destructive: false,
    description: 'List the CI and external statuses reported for a commit (jobs, checks), filtered by ref, stage, name or pipeline.',
    keywords: ['status checks', 'CI status', 'build status', 'commit checks'],
    input: CommitStatusesParamsDto, output: CommitStatusListDto, operation: 'commitStatuses', route: 'GET /projects/:id/repository/commits/:sha/statuses',
    hints: [COMMIT_404],
    example: { project_id: '42', commit_sha: 'main', all: true },
    request: { path: { sha: 'commit_sha' } },
    reply: { list: 'statuses', shape: asArray, render: (out, input) => renderCommitStatuses(out, input.commit_sha), nextSteps: ['repository.commit_status_set to report a status', 'pipeline.get for a pipeline'] },
  })
  readonly commitStatuses?: Declared;

  @Action({
    id: 'repository.commit_status_set', title: 'Set the status of a commit', tier: 'free', readOnly: false, destructive: false,
    description: 'Report the state of an external check (pending, running, success, failed, canceled, skipped) on a commit, shown on merge requests and pipelines.',
    keywords: ['status check', 'external CI', 'build status', 'report status', 'check run', 'CI result'],
    input: SetCommitStatusDto, output: CommitStatusDto, operation: 'commitStatusSet', route: 'POST /projects/:id/statuses/:sha',
    hints: [
      { text: 'the state may not follow from the current one (e.g. a finished status cannot go back to running; use another name), or ref is not a ref of the commit', statuses: [400] },
      { text: 'setting commit statuses needs the Developer role', statuses: [401, 403], namesRole: true },
      COMMIT_404,
    ],
    example: { project_id: '42', commit_sha: EXAMPLE_SHA, state: 'success', name: 'lint', target_url: 'https://ci.example.com/lint/1', description: 'Lint passed' },
    request: { path: { sha: 'commit_sha' } },
    reply: { shape: (answer) => asObject<CommitStatusDto>(answer) ?? {}, render: renderCommitStatus, nextSteps: ['repository.commit_statuses to see every status of the commit'] },
  })
  readonly commitStatusSet?: Declared;
}
