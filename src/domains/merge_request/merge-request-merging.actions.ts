import { Action, Domain, respond, type ActionContext, type ActionHint, type ActionResult, type Declared } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { MergeRequestDto, RebaseResultDto } from './dto/merge-request.dto.js';
import { MergeRequestRefDto } from '../shared/merge-request-ref.dto.js';
import { CreateMrPipelineDto, MergeMergeRequestDto, RebaseMergeRequestDto } from './dto/merge-request-params.dto.js';
import { MrPipelineDto } from './dto/merge-request-related.dto.js';
import { MERGE_REQUEST_DOMAIN } from './merge-request.domain.js';
import { renderMergeRequest } from './merge-request.format.js';
import { MR_404 } from './merge-request.hints.js';
import { renderPipeline, renderRebase } from './merge-request-merging.format.js';
import { mrPath, rest } from './merge-request.rest.js';
import { shapeMergeRequest } from './merge-request.shaping.js';

const NOT_MERGEABLE: ActionHint = {
  text: 'the merge request cannot be merged in its current state (draft, closed, conflicts, a failed or running pipeline, missing approvals or unresolved discussions); use merge_request.get to see merge_status, detailed_merge_status and the head pipeline',
  statuses: [405, 406, 422],
};

/** Merging: merge, auto-merge, rebase and the merge request pipeline. */
@Domain(MERGE_REQUEST_DOMAIN)
@Injectable()
export class MergeRequestMergingActions {
  @Action({
    id: 'merge_request.merge',
    title: 'Merge a merge request',
    description:
      'Merge a merge request into its target branch now, or set auto_merge to merge once its checks pass. Pass sha to merge only the HEAD you reviewed; squash, commit messages and source-branch deletion are optional (project settings apply otherwise). A merge cannot be undone.',
    keywords: ['accept', 'land', 'ship', 'complete', 'squash and merge', 'merge when pipeline succeeds'],
    tier: 'free',
    readOnly: false,
    // The target branch gains the commits for good: a revert adds a commit, it does not undo the merge.
    destructive: true,
    idempotent: false,
    input: MergeMergeRequestDto,
    output: MergeRequestDto,
    operation: 'mrMerge',
    route: 'PUT /projects/:id/merge_requests/:merge_request_iid/merge',
    hints: [
      { text: 'sha no longer matches the HEAD of the source branch: new commits were pushed; use merge_request.get to read the current sha and review the new commits first', statuses: [409] },
      NOT_MERGEABLE,
      { text: 'merging needs permission to merge into the target branch (Developer role or higher, or the role its branch protection allows)', statuses: [401, 403], namesRole: true },
      MR_404,
    ],
    example: { project_id: '42', merge_request_iid: 7, squash: true, should_remove_source_branch: true },
  })
  async merge(input: MergeMergeRequestDto, ctx: ActionContext): Promise<ActionResult<MergeRequestDto>> {
    const { project_id, merge_request_iid, ...body } = input;
    const res = await rest<unknown>(ctx, 'PUT', `${mrPath(project_id, merge_request_iid)}/merge`, { body });
    const out: MergeRequestDto = shapeMergeRequest<MergeRequestDto>(res.data);
    const merged = out.state === 'merged';
    const auto = !merged && (body.auto_merge === true || body.merge_when_pipeline_succeeds === true || out.merge_when_pipeline_succeeds === true);
    out.next_steps = merged
      ? ['merge_request.issues_closed to see the issues it closed', 'branch.delete if the source branch was kept']
      : ['merge_request.get to follow the merge status', ...(auto ? ['merge_request.cancel_auto_merge to cancel the auto-merge'] : [])];
    const heading = merged ? 'Merge request merged:' : auto ? 'Merge request set to merge automatically:' : 'Merge accepted, not merged yet:';
    return respond(out, renderMergeRequest(out, heading));
  }

  @Action({
    id: 'merge_request.cancel_auto_merge', title: 'Cancel auto-merge', tier: 'free', readOnly: false, destructive: false, idempotent: true,
    description: 'Cancel "merge when checks pass" (auto-merge) on a merge request; it stays open and can be merged or set to auto-merge again with merge_request.merge.',
    keywords: ['stop auto merge', 'merge when pipeline succeeds', 'MWPS', 'abort merge', 'disable auto merge'],
    input: MergeRequestRefDto, output: MergeRequestDto, operation: 'mrCancelAutoMerge', route: 'POST /projects/:id/merge_requests/:merge_request_iid/cancel_merge_when_pipeline_succeeds',
    hints: [
      { text: 'cancelling auto-merge needs permission to merge the merge request (Developer role or higher on the target branch)', statuses: [401, 403], namesRole: true },
      { text: 'auto-merge is not set, or the merge request is already merged or closed; use merge_request.get to check', statuses: [405, 406, 409] },
      MR_404,
    ],
    example: { project_id: '42', merge_request_iid: 7 },
    reply: { shape: (answer) => shapeMergeRequest<MergeRequestDto>(answer), render: (out) => renderMergeRequest(out, 'Auto-merge cancelled on'), nextSteps: ['merge_request.merge to merge it now or set auto-merge again'] },
  })
  readonly cancelAutoMerge?: Declared;

  @Action({
    id: 'merge_request.rebase', title: 'Rebase a merge request', tier: 'free', readOnly: false, destructive: false,
    description: 'Rebase the source branch onto the target branch in the background (GitLab answers at once); follow it with merge_request.get include_rebase_in_progress. Commit SHAs change, content does not; it fails on conflicts.',
    keywords: ['update branch', 'sync with target', 'rebase onto main', 'catch up'],
    input: RebaseMergeRequestDto, output: RebaseResultDto, operation: 'mrRebase', route: 'PUT /projects/:id/merge_requests/:merge_request_iid/rebase',
    hints: [
      { text: 'rebasing needs push access to the source branch (Developer role or higher)', statuses: [401, 403], namesRole: true },
      { text: 'a rebase is already in progress or the merge request is not open; use merge_request.get with include_rebase_in_progress', statuses: [405, 409] },
      MR_404,
    ],
    example: { project_id: '42', merge_request_iid: 7, skip_ci: true },
    reply: { shape: rebaseOf, render: (out) => renderRebase(out), nextSteps: ['merge_request.get with include_rebase_in_progress to follow the rebase'] },
  })
  readonly rebase?: Declared;

  @Action({
    id: 'merge_request.create_pipeline', title: 'Run a merge request pipeline', tier: 'free', readOnly: false, destructive: false,
    description: 'Start a new merge request pipeline for the latest commit of the merge request (the project CI must define merge request pipelines).',
    keywords: ['run CI', 'trigger pipeline', 'rerun pipeline', 'MR pipeline', 'build', 'start CI'],
    input: CreateMrPipelineDto, output: MrPipelineDto, operation: 'mrCreatePipeline', route: 'POST /projects/:id/merge_requests/:merge_request_iid/pipelines',
    hints: [
      { text: "the project's .gitlab-ci.yml must have jobs for merge request pipelines (rules: if $CI_PIPELINE_SOURCE == \"merge_request_event\")", statuses: [400, 422] },
      { text: 'running pipelines needs Developer role or higher', statuses: [403], namesRole: true },
      MR_404,
    ],
    example: { project_id: '42', merge_request_iid: 7 },
    reply: { shape: (answer) => answer ?? { id: 0 }, render: (out, input) => renderPipeline(out, `Pipeline started for merge request !${input.merge_request_iid}`), nextSteps: ['merge_request.pipelines to follow it', 'pipeline.get for its jobs'] },
  })
  readonly createPipeline?: Declared;
}

/** The rebase answer: whether it is running and any error so far, each only when of its type. */
function rebaseOf(answer: unknown, input: RebaseMergeRequestDto): Omit<RebaseResultDto, 'next_steps'> {
  const data = answer as { rebase_in_progress?: boolean; merge_error?: string | null } | undefined;
  return {
    project_id: input.project_id,
    merge_request_iid: input.merge_request_iid,
    rebase_in_progress: typeof data?.rebase_in_progress === 'boolean' ? data.rebase_in_progress : undefined,
    merge_error: typeof data?.merge_error === 'string' ? data.merge_error : undefined,
  };
}
