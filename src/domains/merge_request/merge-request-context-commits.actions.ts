import { Action, Domain, respond, type ActionContext, type ActionResult, type Declared } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { MergeRequestOutcomeDto } from './dto/merge-request.dto.js';
import { MergeRequestRefDto } from '../shared/merge-request-ref.dto.js';
import { ContextCommitsDto } from './dto/merge-request-params.dto.js';
import { MrContextCommitListDto } from './dto/merge-request-related.dto.js';
import { renderContextCommits } from './merge-request-context-commits.format.js';
import { MERGE_REQUEST_DOMAIN } from './merge-request.domain.js';
import { renderOutcome } from './merge-request.format.js';
import { MR_404 } from './merge-request.hints.js';
import { mrPath, rest } from './merge-request.rest.js';
import { asList } from './merge-request.shaping.js';

/** Context commits. */
@Domain(MERGE_REQUEST_DOMAIN)
@Injectable()
export class MergeRequestContextCommitActions {
  @Action({
    id: 'merge_request.context_commits_list', title: 'List merge request context commits', tier: 'free', readOnly: true, destructive: false,
    description: 'List the context commits of a merge request: commits outside its diff that reviewers should see beside it.',
    keywords: ['related commits', 'extra commits', 'reviewer context'],
    input: MergeRequestRefDto, output: MrContextCommitListDto, operation: 'mrContextCommitsList', route: 'GET /projects/:id/merge_requests/:merge_request_iid/context_commits',
    hints: [MR_404],
    example: { project_id: '42', merge_request_iid: 7 },
    reply: { shape: (answer) => ({ commits: asList(answer) }), render: (out, input) => renderContextCommits(out, `Context commits of merge request !${input.merge_request_iid}`), nextSteps: ['merge_request.context_commits_create to add some', 'merge_request.commits for the commits of the diff'] },
  })
  readonly contextCommitsList?: Declared;

  @Action({
    id: 'merge_request.context_commits_create', title: 'Add context commits', tier: 'free', readOnly: false, destructive: false,
    description: 'Add commits (by SHA) as context to a merge request so reviewers see them beside its diff.',
    keywords: ['related commits', 'extra commits', 'attach commits'],
    input: ContextCommitsDto, output: MrContextCommitListDto, operation: 'mrContextCommitsCreate', route: 'POST /projects/:id/merge_requests/:merge_request_iid/context_commits',
    hints: [{ text: 'each SHA must name a commit of the repository that is not already part of the merge request; use repository.commit_list', statuses: [400, 422] }, MR_404],
    example: { project_id: '42', merge_request_iid: 7, commits: ['9a0ee3c8d1c2b7a6f5e4d3c2b1a0f9e8d7c6b5a4'] },
    reply: { shape: (answer) => ({ commits: asList(answer) }), render: (out, input) => renderContextCommits(out, `Context commits added to merge request !${input.merge_request_iid}`), nextSteps: ['merge_request.context_commits_list to see all context commits'] },
  })
  readonly contextCommitsCreate?: Declared;

  @Action({
    id: 'merge_request.context_commits_delete',
    title: 'Remove context commits',
    description: 'Remove context commits (by SHA) from a merge request. The commits stay in the repository.',
    keywords: ['related commits', 'detach commits'],
    tier: 'free',
    readOnly: false,
    destructive: true,
    idempotent: true,
    input: ContextCommitsDto,
    output: MergeRequestOutcomeDto,
    operation: 'mrContextCommitsDelete',
    route: 'DELETE /projects/:id/merge_requests/:merge_request_iid/context_commits',
    hints: [{ text: 'the SHAs must be context commits of this merge request; use merge_request.context_commits_list', statuses: [400, 422] }, MR_404],
    example: { project_id: '42', merge_request_iid: 7, commits: ['9a0ee3c8d1c2b7a6f5e4d3c2b1a0f9e8d7c6b5a4'] },
  })
  async contextCommitsDelete(input: ContextCommitsDto, ctx: ActionContext): Promise<ActionResult<MergeRequestOutcomeDto>> {
    await rest<undefined>(ctx, 'DELETE', `${mrPath(input.project_id, input.merge_request_iid)}/context_commits`, { body: { commits: input.commits } });
    const out: MergeRequestOutcomeDto = {
      project_id: input.project_id,
      merge_request_iid: input.merge_request_iid,
      message: `${input.commits.length} context commit(s) removed.`,
      next_steps: ['merge_request.context_commits_list to see the remaining ones'],
    };
    return respond(out, renderOutcome(out, `Context commits removed from merge request !${input.merge_request_iid}`));
  }
}
