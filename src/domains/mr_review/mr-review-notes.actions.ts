import { Action, Domain, type ActionHint, type Declared } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { MrReviewOutcomeDto } from './dto/mr-review.dto.js';
import { NoteDto, NoteListDto } from '../shared/note.dto.js';
import { CreateMrNoteDto, ListMrNotesDto, MrNoteRefDto, UpdateMrNoteDto } from './dto/mr-review-params.dto.js';
import { MR_REVIEW_DOMAIN } from './mr-review.domain.js';
import { renderOutcome } from './mr-review.format-helpers.js';
import { COMMENT_403, DELETE_403, MR_404 } from './mr-review.hints.js';
import { renderNote, renderNoteList } from './mr-review-notes.format.js';

const NOTE_404: ActionHint = { text: 'verify merge_request_iid and note_id; use mr_review.note_list to see the comments of the merge request', statuses: [404] };
const EDIT_403: ActionHint = { text: 'only the author of a comment (or an administrator) can edit it', statuses: [403], namesRole: true };

/** Comments (notes) on a merge request. */
@Domain(MR_REVIEW_DOMAIN)
@Injectable()
export class MrReviewNoteActions {
  @Action({
    id: 'mr_review.note_list', title: 'List merge request comments', tier: 'free', readOnly: true, destructive: false,
    description: 'List the comments (notes) of a merge request, including system notes unless filtered, sorted by creation or update time.',
    keywords: ['discussion', 'feedback', 'review comments', 'conversation'],
    input: ListMrNotesDto, output: NoteListDto, operation: 'mrNoteList', route: 'GET /projects/:id/merge_requests/:noteable_id/notes',
    hints: [MR_404],
    example: { project_id: '42', merge_request_iid: 7, sort: 'asc', order_by: 'created_at', per_page: 20 },
    request: { path: { noteable_id: 'merge_request_iid' } },
    reply: { list: 'notes', render: (out, input) => renderNoteList(out, input.project_id, input.merge_request_iid), nextSteps: ['mr_review.note_create to add a comment', 'mr_review.discussion_list to see the comments grouped by thread'] },
  })
  readonly noteList?: Declared;

  @Action({
    id: 'mr_review.note_get', title: 'Get a merge request comment', tier: 'free', readOnly: true, destructive: false,
    description: 'Get one comment (note) of a merge request by its ID, with its author, position and resolution.',
    keywords: ['comment details', 'feedback', 'review comment'],
    input: MrNoteRefDto, output: NoteDto, operation: 'mrNoteGet', route: 'GET /projects/:id/merge_requests/:noteable_id/notes/:note_id',
    hints: [NOTE_404],
    example: { project_id: '42', merge_request_iid: 7, note_id: 301 },
    request: { path: { noteable_id: 'merge_request_iid' } },
    reply: { render: (out) => renderNote(out), nextSteps: ['mr_review.note_update to edit it', 'mr_review.note_list for the other comments'] },
  })
  readonly noteGet?: Declared;

  @Action({
    id: 'mr_review.note_create', title: 'Comment on a merge request', tier: 'free', readOnly: false, destructive: false,
    description: 'Add a general comment to a merge request (not attached to a line and not resolvable). For an inline diff comment or a resolvable thread use mr_review.discussion_create.',
    keywords: ['add comment', 'reply', 'post comment', 'feedback', 'leave comment', 'remark'],
    input: CreateMrNoteDto, output: NoteDto, operation: 'mrNoteCreate', route: 'POST /projects/:id/merge_requests/:noteable_id/notes',
    hints: [MR_404, COMMENT_403],
    example: { project_id: '42', merge_request_iid: 7, body: 'Thanks, this looks good overall. A few inline remarks follow.' },
    request: { path: { noteable_id: 'merge_request_iid' } },
    reply: { render: (out) => renderNote(out, 'Comment created:'), nextSteps: ['mr_review.note_update to edit it', 'mr_review.discussion_create for an inline comment on the diff'] },
  })
  readonly noteCreate?: Declared;

  @Action({
    id: 'mr_review.note_update', title: 'Edit a merge request comment', tier: 'free', readOnly: false, destructive: false, idempotent: true,
    description: 'Replace the text of a merge request comment. Only its author can edit it.',
    keywords: ['change comment', 'edit note', 'fix comment'],
    input: UpdateMrNoteDto, output: NoteDto, operation: 'mrNoteUpdate', route: 'PUT /projects/:id/merge_requests/:noteable_id/notes/:note_id',
    hints: [NOTE_404, EDIT_403],
    example: { project_id: '42', merge_request_iid: 7, note_id: 301, body: 'Thanks! Reviewed: see the inline comments.' },
    request: { path: { noteable_id: 'merge_request_iid' } },
    reply: { render: (out) => renderNote(out, 'Comment updated:'), nextSteps: ['mr_review.note_get to read it back'] },
  })
  readonly noteUpdate?: Declared;

  @Action({
    id: 'mr_review.note_delete', title: 'Delete a merge request comment', tier: 'free', readOnly: false, destructive: true, idempotent: true,
    description: 'Delete a comment of a merge request. It cannot be restored.',
    keywords: ['remove comment', 'delete note'],
    input: MrNoteRefDto, output: MrReviewOutcomeDto, operation: 'mrNoteDelete', route: 'DELETE /projects/:id/merge_requests/:noteable_id/notes/:note_id',
    hints: [NOTE_404, DELETE_403],
    example: { project_id: '42', merge_request_iid: 7, note_id: 301 },
    request: { path: { noteable_id: 'merge_request_iid' } },
    reply: { shape: (_, input) => ({ project_id: input.project_id, merge_request_iid: input.merge_request_iid, note_id: input.note_id, message: 'Comment deleted.' }), render: (out, input) => renderOutcome(out, `Comment ${input.note_id} deleted`), nextSteps: ['mr_review.note_list to see the remaining comments'] },
  })
  readonly noteDelete?: Declared;
}
