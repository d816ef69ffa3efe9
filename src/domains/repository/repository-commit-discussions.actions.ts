import { Action, Domain, type Declared } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { asArray, asBool, asInt, asObject, asString } from '../shared/json-values.js';
import { CommitDiscussionDto, CommitDiscussionListDto, CommitThreadNoteDto, DiscussionNoteDto, NoteDeletionDto } from './dto/commit.dto.js';
import {
  AddCommitDiscussionNoteDto,
  CommitDiscussionNoteRefDto,
  CommitDiscussionRefDto,
  CreateCommitDiscussionDto,
  ListCommitDiscussionsDto,
  UpdateCommitDiscussionNoteDto,
} from './dto/discussion-params.dto.js';
import { renderDiscussion, renderDiscussionNote, renderDiscussions, renderNoteDeletion } from './repository-commit-discussions.format.js';
import { REPOSITORY_DOMAIN } from './repository.domain.js';
import { COMMIT_404 } from './repository.hints.js';
import type { Json } from './repository.mapping.js';

const EXAMPLE_DISCUSSION = '6a9c1750b37d513a43987b574953fceb50b03ce7';

/** Commit discussions. */
@Domain(REPOSITORY_DOMAIN)
@Injectable()
export class RepositoryCommitDiscussionActions {
  @Action({
    id: 'repository.commit_discussion_list', title: 'List commit discussions', tier: 'free', readOnly: true, destructive: false,
    description: 'List the discussion threads of a commit with their notes.',
    keywords: ['commit threads', 'comments', 'conversation'],
    input: ListCommitDiscussionsDto, output: CommitDiscussionListDto, operation: 'commitDiscussionList', route: 'GET /projects/:id/repository/commits/:noteable_id/discussions',
    hints: [COMMIT_404],
    example: { project_id: '42', commit_sha: 'main' },
    request: { path: { noteable_id: 'commit_sha' } },
    reply: { list: 'discussions', shape: (answer) => asArray<Json>(answer).map(toDiscussion), render: (out, input) => renderDiscussions(out, input.commit_sha), nextSteps: ['repository.commit_discussion_add_note to reply to a thread', 'repository.commit_discussion_create to start a thread'] },
  })
  readonly commitDiscussionList?: Declared;

  @Action({
    id: 'repository.commit_discussion_get', title: 'Get a commit discussion', tier: 'free', readOnly: true, destructive: false,
    description: 'Get one discussion thread of a commit with its notes.',
    keywords: ['commit thread', 'comments', 'conversation'],
    input: CommitDiscussionRefDto, output: CommitDiscussionDto, operation: 'commitDiscussionGet', route: 'GET /projects/:id/repository/commits/:noteable_id/discussions/:discussion_id',
    hints: [{ text: 'verify commit_sha and discussion_id; use repository.commit_discussion_list to see the threads', statuses: [404] }],
    example: { project_id: '42', commit_sha: 'main', discussion_id: EXAMPLE_DISCUSSION },
    request: { path: { noteable_id: 'commit_sha' } },
    reply: { shape: (answer) => toDiscussion(asObject(answer) ?? {}), render: (out, input) => renderDiscussion(out, input.commit_sha), nextSteps: ['repository.commit_discussion_add_note to reply'] },
  })
  readonly commitDiscussionGet?: Declared;

  @Action({
    id: 'repository.commit_discussion_create', title: 'Start a commit discussion', tier: 'free', readOnly: false, destructive: false,
    description: 'Start a discussion thread on a commit, general or on a line of its diff (position).',
    keywords: ['commit thread', 'comment', 'conversation'],
    input: CreateCommitDiscussionDto, output: CommitDiscussionDto, operation: 'commitDiscussionCreate', route: 'POST /projects/:id/repository/commits/:noteable_id/discussions',
    hints: [{ text: 'a diff thread needs a position matching the commit diff (base_sha, start_sha, head_sha and a changed line; see repository.commit_diff)', statuses: [400] }, COMMIT_404],
    example: { project_id: '42', commit_sha: 'main', body: 'Should this be configurable?' },
    request: { path: { noteable_id: 'commit_sha' } },
    reply: { shape: (answer) => toDiscussion(asObject(answer) ?? {}), render: (out, input) => renderDiscussion(out, input.commit_sha), nextSteps: ['repository.commit_discussion_list to see every thread'] },
  })
  readonly commitDiscussionCreate?: Declared;

  @Action({
    id: 'repository.commit_discussion_add_note', title: 'Reply to a commit discussion', tier: 'free', readOnly: false, destructive: false,
    description: 'Add a note (reply) to a discussion thread of a commit.',
    keywords: ['respond', 'answer', 'commit thread', 'comment'],
    input: AddCommitDiscussionNoteDto, output: DiscussionNoteDto, operation: 'commitDiscussionAddNote', route: 'POST /projects/:id/repository/commits/:noteable_id/discussions/:discussion_id/notes',
    hints: [{ text: 'verify commit_sha and discussion_id; use repository.commit_discussion_list', statuses: [404] }],
    example: { project_id: '42', commit_sha: 'main', discussion_id: EXAMPLE_DISCUSSION, body: 'Agreed, done in the next commit.' },
    request: { path: { noteable_id: 'commit_sha' } },
    reply: { shape: (answer) => toNote(asObject(answer) ?? {}), render: (out) => renderDiscussionNote(out, 'added'), nextSteps: ['repository.commit_discussion_get to read the thread'] },
  })
  readonly commitDiscussionAddNote?: Declared;

  @Action({
    id: 'repository.commit_discussion_update_note', title: 'Update a commit discussion note', tier: 'free', readOnly: false, destructive: false, idempotent: true,
    description: 'Change the text of a note in a commit discussion, or resolve/unresolve it.',
    keywords: ['edit comment', 'commit thread'],
    input: UpdateCommitDiscussionNoteDto, output: DiscussionNoteDto, operation: 'commitDiscussionUpdateNote', route: 'PUT /projects/:id/repository/commits/:noteable_id/discussions/:discussion_id/notes/:note_id',
    hints: [
      { text: 'give body or resolved', statuses: [400] },
      { text: 'verify discussion_id and note_id; use repository.commit_discussion_get', statuses: [404] },
      { text: 'only the author of a note (or a Maintainer) may change it', statuses: [403], namesRole: true },
    ],
    example: { project_id: '42', commit_sha: 'main', discussion_id: EXAMPLE_DISCUSSION, note_id: 1, body: 'Updated: see the follow-up commit.' },
    request: { path: { noteable_id: 'commit_sha' } },
    reply: { shape: (answer) => toNote(asObject(answer) ?? {}), render: (out) => renderDiscussionNote(out, 'updated'), nextSteps: ['repository.commit_discussion_get to read the thread'] },
  })
  readonly commitDiscussionUpdateNote?: Declared;

  @Action({
    id: 'repository.commit_discussion_delete_note', title: 'Delete a commit discussion note', tier: 'free', readOnly: false, destructive: true, idempotent: true,
    description: 'Delete a note from a commit discussion. It cannot be restored.',
    keywords: ['remove comment', 'commit thread'],
    input: CommitDiscussionNoteRefDto, output: NoteDeletionDto, operation: 'commitDiscussionDeleteNote', route: 'DELETE /projects/:id/repository/commits/:noteable_id/discussions/:discussion_id/notes/:note_id',
    hints: [
      { text: 'verify discussion_id and note_id; use repository.commit_discussion_get', statuses: [404] },
      { text: 'only the author of a note (or a Maintainer) may delete it', statuses: [403], namesRole: true },
    ],
    example: { project_id: '42', commit_sha: 'main', discussion_id: EXAMPLE_DISCUSSION, note_id: 1 },
    request: { path: { noteable_id: 'commit_sha' } },
    reply: { shape: (_, input) => ({ project_id: input.project_id, commit_sha: input.commit_sha, discussion_id: input.discussion_id, note_id: input.note_id, message: 'Note deleted.' }), render: renderNoteDeletion, nextSteps: ['repository.commit_discussion_get to see the rest of the thread'] },
  })
  readonly commitDiscussionDeleteNote?: Declared;
}

function toNote(n: Json): CommitThreadNoteDto {
  return { ...n, id: asInt(n.id) ?? 0, body: asString(n.body), type: asString(n.type), noteable_type: asString(n.noteable_type), resolved_by: asObject(n.resolved_by), author: asObject(n.author) };
}

function toDiscussion(d: Json): CommitDiscussionDto {
  return { ...d, id: asString(d.id) ?? '', individual_note: asBool(d.individual_note), notes: asArray<Json>(d.notes).map(toNote) };
}
