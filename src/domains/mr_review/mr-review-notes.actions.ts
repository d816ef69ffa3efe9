import { Action, Domain, pageOf, respond, type ActionContext, type ActionHint, type ActionResult } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { segment } from '../shared/project-ref.js';
import { MrNoteDto, MrNoteListDto, MrReviewOutcomeDto } from './dto/mr-review.dto.js';
import { CreateMrNoteDto, ListMrNotesDto, MrNoteRefDto, UpdateMrNoteDto } from './dto/mr-review-params.dto.js';
import { MR_REVIEW_DOMAIN } from './mr-review.domain.js';
import { renderOutcome } from './mr-review.format-helpers.js';
import { COMMENT_403, DELETE_403, MR_404 } from './mr-review.hints.js';
import { renderNote, renderNoteList } from './mr-review-notes.format.js';
import { mrPath } from './mr-review.rest.js';

const NOTE_404: ActionHint = { text: 'verify merge_request_iid and note_id; use mr_review.note_list to see the comments of the merge request', statuses: [404] };
const EDIT_403: ActionHint = { text: 'only the author of a comment (or an administrator) can edit it', statuses: [403], namesRole: true };

/** Comments (notes) on a merge request. */
@Domain(MR_REVIEW_DOMAIN)
@Injectable()
export class MrReviewNoteActions {
  @Action({
    id: 'mr_review.note_list',
    title: 'List merge request comments',
    description: 'List the comments (notes) of a merge request, including system notes unless filtered, sorted by creation or update time.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: ListMrNotesDto,
    output: MrNoteListDto,
    operation: 'mrNoteList',
    route: 'GET /projects/:id/merge_requests/:noteable_id/notes',
    hints: [MR_404],
    example: { project_id: '42', merge_request_iid: 7, sort: 'asc', order_by: 'created_at', per_page: 20 },
  })
  async noteList(input: ListMrNotesDto, ctx: ActionContext): Promise<ActionResult<MrNoteListDto>> {
    const res = await ctx.gitlab.rest<MrNoteDto[]>({
      method: 'GET',
      path: `${mrPath(input.project_id, input.merge_request_iid)}/notes`,
      query: { sort: input.sort, order_by: input.order_by, activity_filter: input.activity_filter, page: input.page, per_page: input.per_page },
      signal: ctx.signal,
    });
    const out: MrNoteListDto = {
      notes: res.data,
      pagination: pageOf(res, input),
      next_steps: ['mr_review.note_create to add a comment', 'mr_review.discussion_list to see the comments grouped by thread'],
    };
    return respond(out, renderNoteList(out, input.project_id, input.merge_request_iid));
  }

  @Action({
    id: 'mr_review.note_get',
    title: 'Get a merge request comment',
    description: 'Get one comment (note) of a merge request by its ID, with its author, position and resolution.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: MrNoteRefDto,
    output: MrNoteDto,
    operation: 'mrNoteGet',
    route: 'GET /projects/:id/merge_requests/:noteable_id/notes/:note_id',
    hints: [NOTE_404],
    example: { project_id: '42', merge_request_iid: 7, note_id: 301 },
  })
  async noteGet(input: MrNoteRefDto, ctx: ActionContext): Promise<ActionResult<MrNoteDto>> {
    const res = await ctx.gitlab.rest<MrNoteDto>({
      method: 'GET',
      path: `${mrPath(input.project_id, input.merge_request_iid)}/notes/${segment(input.note_id)}`,
      signal: ctx.signal,
    });
    const out: MrNoteDto = { ...res.data, next_steps: ['mr_review.note_update to edit it', 'mr_review.note_list for the other comments'] };
    return respond(out, renderNote(out));
  }

  @Action({
    id: 'mr_review.note_create',
    title: 'Comment on a merge request',
    description: 'Add a general comment to a merge request (not attached to a line and not resolvable). For an inline diff comment or a resolvable thread use mr_review.discussion_create.',
    tier: 'free',
    readOnly: false,
    destructive: false,
    input: CreateMrNoteDto,
    output: MrNoteDto,
    operation: 'mrNoteCreate',
    route: 'POST /projects/:id/merge_requests/:noteable_id/notes',
    hints: [MR_404, COMMENT_403],
    example: { project_id: '42', merge_request_iid: 7, body: 'Thanks, this looks good overall. A few inline remarks follow.' },
  })
  async noteCreate(input: CreateMrNoteDto, ctx: ActionContext): Promise<ActionResult<MrNoteDto>> {
    const { project_id, merge_request_iid, ...body } = input;
    const res = await ctx.gitlab.rest<MrNoteDto>({ method: 'POST', path: `${mrPath(project_id, merge_request_iid)}/notes`, body, signal: ctx.signal });
    const out: MrNoteDto = { ...res.data, next_steps: ['mr_review.note_update to edit it', 'mr_review.discussion_create for an inline comment on the diff'] };
    return respond(out, renderNote(out, 'Comment created:'));
  }

  @Action({
    id: 'mr_review.note_update',
    title: 'Edit a merge request comment',
    description: 'Replace the text of a merge request comment. Only its author can edit it.',
    tier: 'free',
    readOnly: false,
    destructive: false,
    idempotent: true,
    input: UpdateMrNoteDto,
    output: MrNoteDto,
    operation: 'mrNoteUpdate',
    route: 'PUT /projects/:id/merge_requests/:noteable_id/notes/:note_id',
    hints: [NOTE_404, EDIT_403],
    example: { project_id: '42', merge_request_iid: 7, note_id: 301, body: 'Thanks! Reviewed: see the inline comments.' },
  })
  async noteUpdate(input: UpdateMrNoteDto, ctx: ActionContext): Promise<ActionResult<MrNoteDto>> {
    const { project_id, merge_request_iid, note_id, ...body } = input;
    const res = await ctx.gitlab.rest<MrNoteDto>({
      method: 'PUT',
      path: `${mrPath(project_id, merge_request_iid)}/notes/${segment(note_id)}`,
      body,
      signal: ctx.signal,
    });
    const out: MrNoteDto = { ...res.data, next_steps: ['mr_review.note_get to read it back'] };
    return respond(out, renderNote(out, 'Comment updated:'));
  }

  @Action({
    id: 'mr_review.note_delete',
    title: 'Delete a merge request comment',
    description: 'Delete a comment of a merge request. It cannot be restored.',
    tier: 'free',
    readOnly: false,
    destructive: true,
    idempotent: true,
    input: MrNoteRefDto,
    output: MrReviewOutcomeDto,
    operation: 'mrNoteDelete',
    route: 'DELETE /projects/:id/merge_requests/:noteable_id/notes/:note_id',
    hints: [NOTE_404, DELETE_403],
    example: { project_id: '42', merge_request_iid: 7, note_id: 301 },
  })
  async noteDelete(input: MrNoteRefDto, ctx: ActionContext): Promise<ActionResult<MrReviewOutcomeDto>> {
    await ctx.gitlab.rest<undefined>({
      method: 'DELETE',
      path: `${mrPath(input.project_id, input.merge_request_iid)}/notes/${segment(input.note_id)}`,
      signal: ctx.signal,
    });
    const out: MrReviewOutcomeDto = {
      project_id: input.project_id,
      merge_request_iid: input.merge_request_iid,
      note_id: input.note_id,
      message: 'Comment deleted.',
      next_steps: ['mr_review.note_list to see the remaining comments'],
    };
    return respond(out, renderOutcome(out, `Comment ${input.note_id} deleted`));
  }
}
