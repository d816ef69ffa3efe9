import { Action, Domain, pageOf, respond, type ActionContext, type ActionResult } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { MAX_CONTENT_CHARS } from '../shared/file-content.js';
import { asArray, asInt, asObject, asString, asStringArray } from '../shared/json-values.js';
import { projectPath } from '../shared/project-ref.js';
import {
  CommitChangeDto,
  CommitDetailDto,
  CommitDiffListDto,
  CommitListDto,
  CommitMergeRequestDto,
  CommitMergeRequestListDto,
  CommitRefListDto,
  CommitSignatureDto,
} from './dto/commit.dto.js';
import {
  CherryPickCommitDto,
  commitCreateIsDestructive,
  CommitDiffParamsDto,
  CommitMergeRequestsParamsDto,
  CommitRefDto,
  CommitRefsParamsDto,
  CreateCommitDto,
  GetCommitDto,
  ListCommitsDto,
  RevertCommitDto,
} from './dto/commit-params.dto.js';
import {
  renderCommit,
  renderCommitChange,
  renderCommitDiff,
  renderCommitList,
  renderCommitMergeRequests,
  renderCommitRefs,
  renderSignature,
} from './repository-commits.format.js';
import { REPOSITORY_DOMAIN } from './repository.domain.js';
import { EXAMPLE_SHA } from './repository.examples.js';
import { COMMIT_404, PROTECTED_403 } from './repository.hints.js';
import { boundDiffs, toCommitDetail, type Json } from './repository.mapping.js';
import { commitPath } from './repository.rest.js';

/** Commits. */
@Domain(REPOSITORY_DOMAIN)
@Injectable()
export class RepositoryCommitActions {
  @Action({
    id: 'repository.commit_list',
    title: 'List commits',
    description: 'List the commits of a ref (or a range "a..b", or all refs), newest first, filtered by path, author or dates; optionally with stats.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: ListCommitsDto,
    output: CommitListDto,
    operation: 'commitList',
    route: 'GET /projects/:id/repository/commits',
    hints: [{ text: 'verify project_id and ref_name; use branch.list or tag.list to find refs', statuses: [404] }],
    example: { project_id: '42', ref_name: 'main', per_page: 5 },
  })
  async commitList(input: ListCommitsDto, ctx: ActionContext): Promise<ActionResult<CommitListDto>> {
    const res = await ctx.gitlab.rest<Json[]>({
      method: 'GET',
      path: `${projectPath(input.project_id)}/repository/commits`,
      query: {
        ref_name: input.ref_name,
        since: input.since,
        until: input.until,
        path: input.path,
        author: input.author,
        all: input.all,
        with_stats: input.with_stats,
        first_parent: input.first_parent,
        follow: input.follow,
        order: input.order,
        trailers: input.trailers,
        pagination: input.pagination,
        page_token: input.page_token,
        page: input.page,
        per_page: input.per_page,
      },
      signal: ctx.signal,
    });
    const out: CommitListDto = {
      commits: asArray<Json>(res.data).map(toCommitDetail),
      pagination: pageOf(res, input),
      next_steps: ['repository.commit_get for one commit in detail', 'repository.commit_diff to see what a commit changed'],
    };
    return respond(out, renderCommitList(out, `Commits of project ${input.project_id}${input.ref_name ? ` on ${input.ref_name}` : ''}`));
  }

  @Action({
    id: 'repository.commit_get',
    title: 'Get a commit',
    description: 'Get one commit: author, dates, parents, full message, change stats and the status of its last pipeline.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: GetCommitDto,
    output: CommitDetailDto,
    operation: 'commitGet',
    route: 'GET /projects/:id/repository/commits/:sha',
    hints: [COMMIT_404],
    example: { project_id: '42', commit_sha: 'main' },
  })
  async commitGet(input: GetCommitDto, ctx: ActionContext): Promise<ActionResult<CommitDetailDto>> {
    const res = await ctx.gitlab.rest<Json>({
      method: 'GET',
      path: `${commitPath(input)}`,
      query: { stats: input.stats },
      signal: ctx.signal,
    });
    const out: CommitDetailDto = {
      ...toCommitDetail(asObject(res.data) ?? {}),
      next_steps: ['repository.commit_diff to see the changes', 'repository.commit_refs for the branches and tags containing it', 'repository.commit_statuses for its CI statuses'],
    };
    return respond(out, renderCommit(out));
  }

  @Action({
    id: 'repository.commit_create',
    title: 'Create a commit',
    description:
      'Create one commit with several file actions (create, update, move, delete, chmod) on a branch, optionally starting a new branch. Needs confirmation when it deletes a file or uses force (which overwrites the branch).',
    tier: 'free',
    readOnly: false,
    destructive: (p: CreateCommitDto) => commitCreateIsDestructive(p),
    input: CreateCommitDto,
    output: CommitDetailDto,
    operation: 'commitCreate',
    route: 'POST /projects/:id/repository/commits',
    hints: [
      { text: 'an action may not apply: a file to update, move or delete must exist and a file to create must not (check with repository.tree or repository.file_get), and a new branch needs start_branch or start_sha', statuses: [400] },
      PROTECTED_403,
    ],
    example: {
      project_id: '42',
      branch: 'main',
      commit_message: 'Add changelog and contributing guide',
      actions: [
        { action: 'create', file_path: 'CHANGELOG.md', content: '# Changelog\n' },
        { action: 'create', file_path: 'CONTRIBUTING.md', content: '# Contributing\n' },
      ],
    },
  })
  async commitCreate(input: CreateCommitDto, ctx: ActionContext): Promise<ActionResult<CommitDetailDto>> {
    const { project_id, ...body } = input;
    const res = await ctx.gitlab.rest<Json>({
      method: 'POST',
      path: `${projectPath(project_id)}/repository/commits`,
      body,
      signal: ctx.signal,
    });
    const out: CommitDetailDto = { ...toCommitDetail(asObject(res.data) ?? {}), next_steps: ['repository.commit_diff to review the commit', 'merge_request.create to propose the branch'] };
    return respond(out, renderCommit(out, `Commit created on ${input.branch}:`));
  }

  @Action({
    id: 'repository.commit_diff',
    title: 'Get the diff of a commit',
    description: `Get the file diffs a commit introduced, page by page. Diff text over ${MAX_CONTENT_CHARS / 1024} KiB per page is cut (use a smaller per_page, or read files with repository.file_raw).`,
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: CommitDiffParamsDto,
    output: CommitDiffListDto,
    operation: 'commitDiff',
    route: 'GET /projects/:id/repository/commits/:sha/diff',
    hints: [COMMIT_404],
    example: { project_id: '42', commit_sha: 'main', per_page: 20 },
  })
  async commitDiff(input: CommitDiffParamsDto, ctx: ActionContext): Promise<ActionResult<CommitDiffListDto>> {
    const res = await ctx.gitlab.rest<Json[]>({
      method: 'GET',
      path: `${commitPath(input)}/diff`,
      query: { unidiff: input.unidiff, page: input.page, per_page: input.per_page },
      signal: ctx.signal,
    });
    const diffs = boundDiffs(asArray<Json>(res.data));
    const out: CommitDiffListDto = {
      project_id: input.project_id,
      commit_sha: input.commit_sha,
      diffs: diffs.diffs,
      truncated: diffs.truncated,
      pagination: pageOf(res, input),
      next_steps: ['repository.commit_get for the commit message and stats', 'repository.commit_comment_create to comment on a line'],
    };
    return respond(out, renderCommitDiff(out));
  }

  @Action({
    id: 'repository.commit_refs',
    title: 'List refs containing a commit',
    description: 'List the branches and/or tags that contain a commit.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: CommitRefsParamsDto,
    output: CommitRefListDto,
    operation: 'commitRefs',
    route: 'GET /projects/:id/repository/commits/:sha/refs',
    hints: [COMMIT_404],
    example: { project_id: '42', commit_sha: 'main', type: 'all' },
  })
  async commitRefs(input: CommitRefsParamsDto, ctx: ActionContext): Promise<ActionResult<CommitRefListDto>> {
    const res = await ctx.gitlab.rest<Json[]>({
      method: 'GET',
      path: `${commitPath(input)}/refs`,
      query: { type: input.type, page: input.page, per_page: input.per_page },
      signal: ctx.signal,
    });
    const out: CommitRefListDto = {
      refs: asArray<Json>(res.data).map((r) => ({ type: asString(r.type), name: asString(r.name) })),
      pagination: pageOf(res, input),
      next_steps: ['branch.get for a branch', 'tag.get for a tag'],
    };
    return respond(out, renderCommitRefs(out, input.commit_sha));
  }

  @Action({
    id: 'repository.commit_merge_requests',
    title: 'List merge requests of a commit',
    description: 'List the merge requests that contain a commit (the merge request that introduced it, and others including it).',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: CommitMergeRequestsParamsDto,
    output: CommitMergeRequestListDto,
    operation: 'commitMergeRequests',
    route: 'GET /projects/:id/repository/commits/:sha/merge_requests',
    hints: [COMMIT_404],
    example: { project_id: '42', commit_sha: 'main' },
  })
  async commitMergeRequests(input: CommitMergeRequestsParamsDto, ctx: ActionContext): Promise<ActionResult<CommitMergeRequestListDto>> {
    const res = await ctx.gitlab.rest<CommitMergeRequestDto[]>({
      method: 'GET',
      path: `${commitPath(input)}/merge_requests`,
      query: { state: input.state, page: input.page, per_page: input.per_page },
      signal: ctx.signal,
    });
    const out: CommitMergeRequestListDto = {
      merge_requests: asArray<CommitMergeRequestDto>(res.data),
      pagination: pageOf(res, input),
      next_steps: ['merge_request.get for one merge request'],
    };
    return respond(out, renderCommitMergeRequests(out, input.commit_sha));
  }

  @Action({
    id: 'repository.commit_signature',
    title: 'Get the signature of a commit',
    description: 'Get the GPG, X.509 or SSH signature of a commit and its verification status. GitLab answers 404 for an unsigned commit.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: CommitRefDto,
    output: CommitSignatureDto,
    operation: 'commitSignature',
    route: 'GET /projects/:id/repository/commits/:sha/signature',
    hints: [{ text: 'the commit may be unsigned (GitLab answers 404 then), or commit_sha names no commit: use repository.commit_get to check it', statuses: [404] }],
    example: { project_id: '42', commit_sha: 'main' },
  })
  async commitSignature(input: CommitRefDto, ctx: ActionContext): Promise<ActionResult<CommitSignatureDto>> {
    const res = await ctx.gitlab.rest<Json>({ method: 'GET', path: `${commitPath(input)}/signature`, signal: ctx.signal });
    const d = asObject(res.data) ?? {};
    const out: CommitSignatureDto = {
      ...d,
      project_id: input.project_id,
      commit_sha: input.commit_sha,
      signature_type: asString(d.signature_type),
      verification_status: asString(d.verification_status),
      gpg_key_id: asInt(d.gpg_key_id),
      gpg_key_primary_keyid: asString(d.gpg_key_primary_keyid),
      gpg_key_user_name: asString(d.gpg_key_user_name),
      gpg_key_user_email: asString(d.gpg_key_user_email),
      gpg_key_subkey_id: asString(d.gpg_key_subkey_id),
      commit_source: asString(d.commit_source),
      next_steps: ['repository.commit_get for the commit'],
    };
    return respond(out, renderSignature(out));
  }

  @Action({
    id: 'repository.commit_cherry_pick',
    title: 'Cherry-pick a commit',
    description: 'Apply the changes of a commit onto a branch as a new commit (dry_run only checks that it applies).',
    tier: 'free',
    readOnly: false,
    destructive: false,
    input: CherryPickCommitDto,
    output: CommitChangeDto,
    operation: 'commitCherryPick',
    route: 'POST /projects/:id/repository/commits/:sha/cherry_pick',
    hints: [
      { text: 'the changes may not apply cleanly to the branch or are already there (try dry_run: true), or branch names no branch (use branch.list)', statuses: [400] },
      COMMIT_404,
      PROTECTED_403,
    ],
    example: { project_id: '42', commit_sha: EXAMPLE_SHA, branch: 'develop' },
  })
  async commitCherryPick(input: CherryPickCommitDto, ctx: ActionContext): Promise<ActionResult<CommitChangeDto>> {
    const res = await ctx.gitlab.rest<Json>({
      method: 'POST',
      path: `${commitPath(input)}/cherry_pick`,
      body: { branch: input.branch, dry_run: input.dry_run, message: input.message },
      signal: ctx.signal,
    });
    const out: CommitChangeDto = { ...toCommitChange(res.data), next_steps: ['repository.commit_get for the new commit', 'branch.get to see the branch'] };
    return respond(out, renderCommitChange(out, `Cherry-pick of ${input.commit_sha.slice(0, 8)}`, input.branch));
  }

  @Action({
    id: 'repository.commit_revert',
    title: 'Revert a commit',
    description: 'Undo the changes of a commit on a branch with a new revert commit (dry_run only checks that it applies); the history keeps both, so reverting the revert brings the changes back.',
    tier: 'free',
    readOnly: false,
    destructive: false,
    input: RevertCommitDto,
    output: CommitChangeDto,
    operation: 'commitRevert',
    route: 'POST /projects/:id/repository/commits/:sha/revert',
    hints: [
      { text: 'the revert may not apply cleanly, or the commit is already reverted (try dry_run: true), or branch names no branch (use branch.list)', statuses: [400] },
      COMMIT_404,
      PROTECTED_403,
    ],
    example: { project_id: '42', commit_sha: EXAMPLE_SHA, branch: 'main' },
  })
  async commitRevert(input: RevertCommitDto, ctx: ActionContext): Promise<ActionResult<CommitChangeDto>> {
    const res = await ctx.gitlab.rest<Json>({
      method: 'POST',
      path: `${commitPath(input)}/revert`,
      body: { branch: input.branch, dry_run: input.dry_run },
      signal: ctx.signal,
    });
    const out: CommitChangeDto = { ...toCommitChange(res.data), next_steps: ['repository.commit_get for the revert commit', 'repository.commit_list to see the branch history'] };
    return respond(out, renderCommitChange(out, `Revert of ${input.commit_sha.slice(0, 8)}`, input.branch));
  }
}

function toCommitChange(value: unknown): CommitChangeDto {
  const c = asObject(value) ?? {};
  return { ...c, id: asString(c.id), dry_run: asString(c.dry_run), parent_ids: asStringArray(c.parent_ids) };
}
