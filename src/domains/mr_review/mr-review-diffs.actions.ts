import { Action, Domain, respond, type ActionContext, type ActionResult, type Declared } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { MrDiffListDto, MrDiffVersionDto, MrDiffVersionListDto, MrRawDiffsDto } from './dto/mr-review.dto.js';
import { ListMrDiffsDto, ListMrDiffVersionsDto, MrReviewRefDto, MrDiffVersionRefDto } from './dto/mr-review-params.dto.js';
import { renderDiffList, renderDiffVersion, renderDiffVersionList, renderRawDiffs } from './mr-review-diffs.format.js';
import { MR_REVIEW_DOMAIN } from './mr-review.domain.js';
import { MR_404 } from './mr-review.hints.js';
import { mrPath } from './mr-review.rest.js';

/** The diff of a merge request and its versions. */
@Domain(MR_REVIEW_DOMAIN)
@Injectable()
export class MrReviewDiffActions {
  @Action({
    id: 'mr_review.changes_get', title: 'Get merge request changes', tier: 'free', readOnly: true, destructive: false,
    description: 'List the file diffs of a merge request (paths, added/renamed/deleted flags and the hunks), page by page; use it to pick lines for inline comments.',
    keywords: ['changed files', 'patch', 'files changed', 'code changes'],
    input: ListMrDiffsDto, output: MrDiffListDto, operation: 'mrChangesGet', route: 'GET /projects/:id/merge_requests/:merge_request_iid/diffs',
    hints: [MR_404],
    example: { project_id: '42', merge_request_iid: 7, per_page: 20 },
    reply: { list: 'diffs', render: (out, input) => renderDiffList(out, input.project_id, input.merge_request_iid), nextSteps: ['mr_review.discussion_create with position to comment on a line', 'mr_review.raw_diffs for the whole diff as text'] },
  })
  readonly changesGet?: Declared;

  @Action({
    id: 'mr_review.raw_diffs',
    title: 'Get the raw diff of a merge request',
    description: 'Get the whole diff of a merge request as plain text, as git prints it.',
    keywords: ['patch', 'git diff', 'unified diff', 'changes', '.diff'],
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: MrReviewRefDto,
    output: MrRawDiffsDto,
    operation: 'mrRawDiffs',
    route: 'GET /projects/:id/merge_requests/:merge_request_iid/raw_diffs',
    hints: [MR_404],
    example: { project_id: '42', merge_request_iid: 7 },
  })
  async rawDiffs(input: MrReviewRefDto, ctx: ActionContext): Promise<ActionResult<MrRawDiffsDto>> {
    const res = await ctx.gitlab.rest<string>({
      method: 'GET',
      path: `${mrPath(input.project_id, input.merge_request_iid)}/raw_diffs`,
      responseType: 'text',
      signal: ctx.signal,
    });
    const diff = typeof res.data === 'string' ? res.data : '';
    const out: MrRawDiffsDto = {
      project_id: input.project_id,
      merge_request_iid: input.merge_request_iid,
      diff,
      size: diff.length,
      files_changed: (diff.match(/^diff --git /gm) ?? []).length,
      next_steps: ['mr_review.changes_get for the diff file by file', 'mr_review.discussion_create to comment on a line'],
    };
    return respond(out, renderRawDiffs(out));
  }

  @Action({
    id: 'mr_review.diff_versions_list', title: 'List merge request diff versions', tier: 'free', readOnly: true, destructive: false,
    description: 'List the diff versions of a merge request (one per push), with their head, base and start SHAs.',
    keywords: ['pushes', 'revisions', 'iterations', 'patch sets', 'compare versions'],
    input: ListMrDiffVersionsDto, output: MrDiffVersionListDto, operation: 'mrDiffVersionsList', route: 'GET /projects/:id/merge_requests/:merge_request_iid/versions',
    hints: [MR_404],
    example: { project_id: '42', merge_request_iid: 7 },
    reply: { list: 'versions', render: (out, input) => renderDiffVersionList(out, input.project_id, input.merge_request_iid), nextSteps: ['mr_review.diff_version_get for the commits and diffs of one version'] },
  })
  readonly diffVersionsList?: Declared;

  @Action({
    id: 'mr_review.diff_version_get', title: 'Get a merge request diff version', tier: 'free', readOnly: true, destructive: false,
    description: 'Get one diff version of a merge request with its commits and file diffs.',
    keywords: ['push', 'revision', 'patch set', 'iteration'],
    input: MrDiffVersionRefDto, output: MrDiffVersionDto, operation: 'mrDiffVersionGet', route: 'GET /projects/:id/merge_requests/:merge_request_iid/versions/:version_id',
    hints: [{ text: 'verify version_id; use mr_review.diff_versions_list to see the versions of the merge request', statuses: [404] }],
    example: { project_id: '42', merge_request_iid: 7, version_id: 2007 },
    reply: { render: (out) => renderDiffVersion(out), nextSteps: ['mr_review.discussion_create with this version\'s SHAs in position to comment on it'] },
  })
  readonly diffVersionGet?: Declared;
}
