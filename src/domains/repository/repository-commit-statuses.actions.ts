import { Action, Domain, pageOf, respond, type ActionContext, type ActionResult } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { asArray, asObject } from '../shared/json-values.js';
import { projectPath, segment } from '../shared/project-ref.js';
import { CommitStatusDto, CommitStatusListDto } from './dto/commit.dto.js';
import { CommitStatusesParamsDto, SetCommitStatusDto } from './dto/commit-params.dto.js';
import { renderCommitStatus, renderCommitStatuses } from './repository-commit-statuses.format.js';
import { REPOSITORY_DOMAIN } from './repository.domain.js';
import { EXAMPLE_SHA } from './repository.examples.js';
import { COMMIT_404 } from './repository.hints.js';
import { commitPath } from './repository.rest.js';

/** Commit statuses. */
@Domain(REPOSITORY_DOMAIN)
@Injectable()
export class RepositoryCommitStatusActions {
  @Action({
    id: 'repository.commit_statuses',
    title: 'List the statuses of a commit',
    description: 'List the CI and external statuses reported for a commit (jobs, checks), filtered by ref, stage, name or pipeline.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: CommitStatusesParamsDto,
    output: CommitStatusListDto,
    operation: 'commitStatuses',
    route: 'GET /projects/:id/repository/commits/:sha/statuses',
    hints: [COMMIT_404],
    example: { project_id: '42', commit_sha: 'main', all: true },
  })
  async commitStatuses(input: CommitStatusesParamsDto, ctx: ActionContext): Promise<ActionResult<CommitStatusListDto>> {
    const res = await ctx.gitlab.rest<CommitStatusDto[]>({
      method: 'GET',
      path: `${commitPath(input)}/statuses`,
      query: {
        ref: input.ref,
        stage: input.stage,
        name: input.name,
        pipeline_id: input.pipeline_id,
        all: input.all,
        order_by: input.order_by,
        sort: input.sort,
        page: input.page,
        per_page: input.per_page,
      },
      signal: ctx.signal,
    });
    const out: CommitStatusListDto = {
      statuses: asArray<CommitStatusDto>(res.data),
      pagination: pageOf(res, input),
      next_steps: ['repository.commit_status_set to report a status', 'pipeline.get for a pipeline'],
    };
    return respond(out, renderCommitStatuses(out, input.commit_sha));
  }

  @Action({
    id: 'repository.commit_status_set',
    title: 'Set the status of a commit',
    description: 'Report the state of an external check (pending, running, success, failed, canceled, skipped) on a commit, shown on merge requests and pipelines.',
    tier: 'free',
    readOnly: false,
    destructive: false,
    input: SetCommitStatusDto,
    output: CommitStatusDto,
    operation: 'commitStatusSet',
    route: 'POST /projects/:id/statuses/:sha',
    hints: [
      { text: 'the state may not follow from the current one (e.g. a finished status cannot go back to running; use another name), or ref is not a ref of the commit', statuses: [400] },
      { text: 'setting commit statuses needs the Developer role', statuses: [401, 403], namesRole: true },
      COMMIT_404,
    ],
    example: { project_id: '42', commit_sha: EXAMPLE_SHA, state: 'success', name: 'lint', target_url: 'https://ci.example.com/lint/1', description: 'Lint passed' },
  })
  async commitStatusSet(input: SetCommitStatusDto, ctx: ActionContext): Promise<ActionResult<CommitStatusDto>> {
    const { project_id, commit_sha, ...body } = input;
    const res = await ctx.gitlab.rest<CommitStatusDto>({
      method: 'POST',
      path: `${projectPath(project_id)}/statuses/${segment(commit_sha)}`,
      body,
      signal: ctx.signal,
    });
    const out: CommitStatusDto = { ...(asObject<CommitStatusDto>(res.data) ?? {}), next_steps: ['repository.commit_statuses to see every status of the commit'] };
    return respond(out, renderCommitStatus(out));
  }
}
