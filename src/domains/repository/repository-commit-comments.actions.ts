import { Action, Domain, pageOf, respond, type ActionContext, type ActionResult } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { asArray, asInt, asObject, asString } from '../shared/json-values.js';
import { CommitCommentListDto, CommitNoteDto } from './dto/commit.dto.js';
import { CommitCommentsParamsDto, CreateCommitCommentDto } from './dto/commit-params.dto.js';
import { renderCommitComment, renderCommitComments } from './repository-commit-comments.format.js';
import { REPOSITORY_DOMAIN } from './repository.domain.js';
import { COMMIT_404 } from './repository.hints.js';
import type { Json } from './repository.mapping.js';
import { commitPath } from './repository.rest.js';

/** Comments on commits. */
@Domain(REPOSITORY_DOMAIN)
@Injectable()
export class RepositoryCommitCommentActions {
  @Action({
    id: 'repository.commit_comments',
    title: 'List comments on a commit',
    description: 'List the comments left on a commit (general or on a line of its diff).',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: CommitCommentsParamsDto,
    output: CommitCommentListDto,
    operation: 'commitComments',
    route: 'GET /projects/:id/repository/commits/:sha/comments',
    hints: [COMMIT_404],
    example: { project_id: '42', commit_sha: 'main' },
  })
  async commitComments(input: CommitCommentsParamsDto, ctx: ActionContext): Promise<ActionResult<CommitCommentListDto>> {
    const res = await ctx.gitlab.rest<Json[]>({
      method: 'GET',
      path: `${commitPath(input)}/comments`,
      query: { page: input.page, per_page: input.per_page },
      signal: ctx.signal,
    });
    const out: CommitCommentListDto = {
      comments: asArray<Json>(res.data).map(toCommitNote),
      pagination: pageOf(res, input),
      next_steps: ['repository.commit_comment_create to add a comment', 'repository.commit_discussion_list for threaded discussions'],
    };
    return respond(out, renderCommitComments(out, input.commit_sha));
  }

  @Action({
    id: 'repository.commit_comment_create',
    title: 'Comment on a commit',
    description: 'Add a comment to a commit, optionally on one line of a file in its diff (path, line, line_type).',
    tier: 'free',
    readOnly: false,
    destructive: false,
    input: CreateCommitCommentDto,
    output: CommitNoteDto,
    operation: 'commitCommentCreate',
    route: 'POST /projects/:id/repository/commits/:sha/comments',
    hints: [{ text: 'a line comment needs path, line and line_type of a line in the commit diff (see repository.commit_diff)', statuses: [400] }, COMMIT_404],
    example: { project_id: '42', commit_sha: 'main', note: 'Nice cleanup.' },
  })
  async commitCommentCreate(input: CreateCommitCommentDto, ctx: ActionContext): Promise<ActionResult<CommitNoteDto>> {
    const res = await ctx.gitlab.rest<Json>({
      method: 'POST',
      path: `${commitPath(input)}/comments`,
      body: { note: input.note, path: input.path, line: input.line, line_type: input.line_type },
      signal: ctx.signal,
    });
    const out: CommitNoteDto = { ...toCommitNote(asObject(res.data) ?? {}), next_steps: ['repository.commit_comments to see every comment'] };
    return respond(out, renderCommitComment(out, input.commit_sha));
  }
}

function toCommitNote(n: Json): CommitNoteDto {
  return { ...n, note: asString(n.note), path: asString(n.path), line: asInt(n.line), line_type: asString(n.line_type), author: asObject(n.author), created_at: asString(n.created_at) };
}
