import { Action, Domain, type Declared } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { asArray, asInt, asObject, asString } from '../shared/json-values.js';
import { CommitCommentListDto, CommitNoteDto } from './dto/commit.dto.js';
import { CommitCommentsParamsDto, CreateCommitCommentDto } from './dto/commit-params.dto.js';
import { renderCommitComment, renderCommitComments } from './repository-commit-comments.format.js';
import { REPOSITORY_DOMAIN } from './repository.domain.js';
import { COMMIT_404 } from './repository.hints.js';
import type { Json } from './repository.mapping.js';

/** Comments on commits. */
@Domain(REPOSITORY_DOMAIN)
@Injectable()
export class RepositoryCommitCommentActions {
  @Action({
    id: 'repository.commit_comments', title: 'List comments on a commit', tier: 'free', readOnly: true, destructive: false,
    description: 'List the comments left on a commit (general or on a line of its diff).',
    keywords: ['commit notes', 'feedback', 'remarks'],
    input: CommitCommentsParamsDto, output: CommitCommentListDto, operation: 'commitComments', route: 'GET /projects/:id/repository/commits/:sha/comments',
    hints: [COMMIT_404],
    example: { project_id: '42', commit_sha: 'main' },
    request: { path: { sha: 'commit_sha' } },
    reply: { list: 'comments', shape: (answer) => asArray<Json>(answer).map(toCommitNote), render: (out, input) => renderCommitComments(out, input.commit_sha), nextSteps: ['repository.commit_comment_create to add a comment', 'repository.commit_discussion_list for threaded discussions'] },
  })
  readonly commitComments?: Declared;

  @Action({
    id: 'repository.commit_comment_create', title: 'Comment on a commit', tier: 'free', readOnly: false, destructive: false,
    description: 'Add a comment to a commit, optionally on one line of a file in its diff (path, line, line_type).',
    keywords: ['commit note', 'annotate', 'remark', 'feedback'],
    input: CreateCommitCommentDto, output: CommitNoteDto, operation: 'commitCommentCreate', route: 'POST /projects/:id/repository/commits/:sha/comments',
    hints: [{ text: 'a line comment needs path, line and line_type of a line in the commit diff (see repository.commit_diff)', statuses: [400] }, COMMIT_404],
    example: { project_id: '42', commit_sha: 'main', note: 'Nice cleanup.' },
    request: { path: { sha: 'commit_sha' } },
    reply: { shape: (answer) => toCommitNote(asObject(answer) ?? {}), render: (out, input) => renderCommitComment(out, input.commit_sha), nextSteps: ['repository.commit_comments to see every comment'] },
  })
  readonly commitCommentCreate?: Declared;
}

function toCommitNote(n: Json): CommitNoteDto {
  return { ...n, note: asString(n.note), path: asString(n.path), line: asInt(n.line), line_type: asString(n.line_type), author: asObject(n.author), created_at: asString(n.created_at) };
}
