import { Action, Domain, pageOf, respond, type ActionContext, type ActionResult, type Declared } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { MAX_CONTENT_CHARS } from '../shared/file-content.js';
import { asArray, asInt, asObject, asString, asStringArray } from '../shared/json-values.js';
import {
  CommitChangeDto,
  CommitDetailDto,
  CommitDiffListDto,
  CommitListDto,
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
    id: 'repository.commit_list', title: 'List commits', tier: 'free', readOnly: true, destructive: false,
    description: 'List the commits of a ref (or a range "a..b", or all refs), newest first, filtered by path, author or dates; optionally with stats.',
    keywords: ['history', 'log', 'git log', 'revisions', 'changes', 'changesets'],
    input: ListCommitsDto, output: CommitListDto, operation: 'commitList', route: 'GET /projects/:id/repository/commits',
    hints: [{ text: 'verify project_id and ref_name; use branch.list or tag.list to find refs', statuses: [404] }],
    example: { project_id: '42', ref_name: 'main', per_page: 5 },
    reply: { list: 'commits', shape: (answer) => asArray<Json>(answer).map(toCommitDetail), render: (out, input) => renderCommitList(out, `Commits of project ${input.project_id}${input.ref_name ? ` on ${input.ref_name}` : ''}`), nextSteps: ['repository.commit_get for one commit in detail', 'repository.commit_diff to see what a commit changed'] },
  })
  readonly commitList?: Declared;

  @Action({
    id: 'repository.commit_get', title: 'Get a commit', tier: 'free', readOnly: true, destructive: false,
    description: 'Get one commit: author, dates, parents, full message, change stats and the status of its last pipeline.',
    keywords: ['git show', 'revision', 'sha', 'changeset', 'commit details'],
    input: GetCommitDto, output: CommitDetailDto, operation: 'commitGet', route: 'GET /projects/:id/repository/commits/:sha',
    hints: [COMMIT_404],
    example: { project_id: '42', commit_sha: 'main' },
    request: { path: { sha: 'commit_sha' } },
    reply: { shape: (answer) => toCommitDetail(asObject(answer) ?? {}), render: (out) => renderCommit(out), nextSteps: ['repository.commit_diff to see the changes', 'repository.commit_refs for the branches and tags containing it', 'repository.commit_statuses for its CI statuses'] },
  })
  readonly commitGet?: Declared;

  @Action({
    id: 'repository.commit_create', title: 'Create a commit', tier: 'free', readOnly: false, destructive: (p: CreateCommitDto) => commitCreateIsDestructive(p),
    description: 'Create one commit with several file actions (create, update, move, delete, chmod) on a branch, optionally starting a new branch. Needs confirmation when it deletes a file or uses force (which overwrites the branch).',
    keywords: ['commit changes', 'push', 'multi file commit', 'batch edit', 'save changes', 'git commit'],
    input: CreateCommitDto, output: CommitDetailDto, operation: 'commitCreate', route: 'POST /projects/:id/repository/commits',
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
    reply: { shape: (answer) => toCommitDetail(asObject(answer) ?? {}), render: (out, input) => renderCommit(out, `Commit created on ${input.branch}:`), nextSteps: ['repository.commit_diff to review the commit', 'merge_request.create to propose the branch'] },
  })
  readonly commitCreate?: Declared;

  @Action({
    id: 'repository.commit_diff',
    title: 'Get the diff of a commit',
    description: `Get the file diffs a commit introduced, page by page. Diff text over ${MAX_CONTENT_CHARS / 1024} KiB per page is cut (use a smaller per_page, or read files with repository.file_raw).`,
    keywords: ['patch', 'git show', 'changes', 'diffstat'],
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
    id: 'repository.commit_refs', title: 'List refs containing a commit', tier: 'free', readOnly: true, destructive: false,
    description: 'List the branches and/or tags that contain a commit.',
    keywords: ['which branches', 'contains commit', 'git branch --contains', 'included in'],
    input: CommitRefsParamsDto, output: CommitRefListDto, operation: 'commitRefs', route: 'GET /projects/:id/repository/commits/:sha/refs',
    hints: [COMMIT_404],
    example: { project_id: '42', commit_sha: 'main', type: 'all' },
    request: { path: { sha: 'commit_sha' } },
    reply: { list: 'refs', shape: (answer) => asArray<Json>(answer).map((r) => ({ type: asString(r.type), name: asString(r.name) })), render: (out, input) => renderCommitRefs(out, input.commit_sha), nextSteps: ['branch.get for a branch', 'tag.get for a tag'] },
  })
  readonly commitRefs?: Declared;

  @Action({
    id: 'repository.commit_merge_requests', title: 'List merge requests of a commit', tier: 'free', readOnly: true, destructive: false,
    description: 'List the merge requests that contain a commit (the merge request that introduced it, and others including it).',
    keywords: ['MR', 'MRs', 'PR', 'pull request', 'which MR', 'introduced by'],
    input: CommitMergeRequestsParamsDto, output: CommitMergeRequestListDto, operation: 'commitMergeRequests', route: 'GET /projects/:id/repository/commits/:sha/merge_requests',
    hints: [COMMIT_404],
    example: { project_id: '42', commit_sha: 'main' },
    request: { path: { sha: 'commit_sha' } },
    reply: { list: 'merge_requests', shape: asArray, render: (out, input) => renderCommitMergeRequests(out, input.commit_sha), nextSteps: ['merge_request.get for one merge request'] },
  })
  readonly commitMergeRequests?: Declared;

  @Action({
    id: 'repository.commit_signature', title: 'Get the signature of a commit', tier: 'free', readOnly: true, destructive: false,
    description: 'Get the GPG, X.509 or SSH signature of a commit and its verification status. GitLab answers 404 for an unsigned commit.',
    keywords: ['verified', 'signed commit', 'gpg signature'],
    input: CommitRefDto, output: CommitSignatureDto, operation: 'commitSignature', route: 'GET /projects/:id/repository/commits/:sha/signature',
    hints: [{ text: 'the commit may be unsigned (GitLab answers 404 then), or commit_sha names no commit: use repository.commit_get to check it', statuses: [404] }],
    example: { project_id: '42', commit_sha: 'main' },
    request: { path: { sha: 'commit_sha' } },
    reply: { shape: signatureOf, render: renderSignature, nextSteps: ['repository.commit_get for the commit'] },
  })
  readonly commitSignature?: Declared;

  @Action({
    id: 'repository.commit_cherry_pick', title: 'Cherry-pick a commit', tier: 'free', readOnly: false, destructive: false,
    description: 'Apply the changes of a commit onto a branch as a new commit (dry_run only checks that it applies).',
    keywords: ['backport', 'copy commit', 'apply commit', 'port fix'],
    input: CherryPickCommitDto, output: CommitChangeDto, operation: 'commitCherryPick', route: 'POST /projects/:id/repository/commits/:sha/cherry_pick',
    hints: [
      { text: 'the changes may not apply cleanly to the branch or are already there (try dry_run: true), or branch names no branch (use branch.list)', statuses: [400] },
      COMMIT_404,
      PROTECTED_403,
    ],
    example: { project_id: '42', commit_sha: EXAMPLE_SHA, branch: 'develop' },
    request: { path: { sha: 'commit_sha' } },
    reply: { shape: toCommitChange, render: (out, input) => renderCommitChange(out, `Cherry-pick of ${input.commit_sha.slice(0, 8)}`, input.branch), nextSteps: ['repository.commit_get for the new commit', 'branch.get to see the branch'] },
  })
  readonly commitCherryPick?: Declared;

  @Action({
    id: 'repository.commit_revert', title: 'Revert a commit', tier: 'free', readOnly: false, destructive: false,
    description: 'Undo the changes of a commit on a branch with a new revert commit (dry_run only checks that it applies); the history keeps both, so reverting the revert brings the changes back.',
    keywords: ['undo commit', 'roll back', 'back out', 'rollback', 'git revert'],
    input: RevertCommitDto, output: CommitChangeDto, operation: 'commitRevert', route: 'POST /projects/:id/repository/commits/:sha/revert',
    hints: [
      { text: 'the revert may not apply cleanly, or the commit is already reverted (try dry_run: true), or branch names no branch (use branch.list)', statuses: [400] },
      COMMIT_404,
      PROTECTED_403,
    ],
    example: { project_id: '42', commit_sha: EXAMPLE_SHA, branch: 'main' },
    request: { path: { sha: 'commit_sha' } },
    reply: { shape: toCommitChange, render: (out, input) => renderCommitChange(out, `Revert of ${input.commit_sha.slice(0, 8)}`, input.branch), nextSteps: ['repository.commit_get for the revert commit', 'repository.commit_list to see the branch history'] },
  })
  readonly commitRevert?: Declared;
}

function toCommitChange(value: unknown): CommitChangeDto {
  const c = asObject(value) ?? {};
  return { ...c, id: asString(c.id), dry_run: asString(c.dry_run), parent_ids: asStringArray(c.parent_ids) };
}

/** GitLab's signature answer with the fields of the declared type checked. */
function signatureOf(answer: unknown, input: CommitRefDto): Omit<CommitSignatureDto, 'next_steps'> {
  const d = asObject(answer) ?? {};
  return {
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
  };
}
