import { Action, Domain, respond, type ActionContext, type ActionHint, type ActionResult, type Declared } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { segment } from '../shared/project-ref.js';
import { MrDraftNoteDto, MrDraftNoteListDto, MrReviewOutcomeDto } from './dto/mr-review.dto.js';
import { CreateMrDraftNoteDto, MrReviewRefDto, MrDraftNoteRefDto, PublishAllMrDraftNotesDto, UpdateMrDraftNoteDto } from './dto/mr-review-params.dto.js';
import { MR_REVIEW_DOMAIN } from './mr-review.domain.js';
import { renderDraftNote, renderDraftNoteList } from './mr-review-draft-notes.format.js';
import { renderOutcome } from './mr-review.format-helpers.js';
import { COMMENT_403, MR_404, POSITION_400 } from './mr-review.hints.js';
import { completePosition } from './mr-review.position.js';
import { mrPath } from './mr-review.rest.js';

const DRAFT_404: ActionHint = { text: 'verify draft_note_id; draft notes are visible only to their author, use mr_review.draft_note_list to see yours', statuses: [404] };

/** Draft notes: a review written first and published at once. */
@Domain(MR_REVIEW_DOMAIN)
@Injectable()
export class MrReviewDraftNoteActions {
  @Action({
    id: 'mr_review.draft_note_list',
    title: 'List your draft notes',
    description: 'List your pending draft notes (unpublished review comments) on a merge request; only their author sees them.',
    keywords: ['pending review', 'unpublished comments', 'pending comments', 'review drafts'],
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: MrReviewRefDto,
    output: MrDraftNoteListDto,
    operation: 'mrDraftNoteList',
    route: 'GET /projects/:id/merge_requests/:merge_request_iid/draft_notes',
    hints: [MR_404],
    example: { project_id: '42', merge_request_iid: 7 },
  })
  async draftNoteList(input: MrReviewRefDto, ctx: ActionContext): Promise<ActionResult<MrDraftNoteListDto>> {
    const res = await ctx.gitlab.rest<MrDraftNoteDto[]>({ method: 'GET', path: `${mrPath(input.project_id, input.merge_request_iid)}/draft_notes`, signal: ctx.signal });
    const out: MrDraftNoteListDto = {
      draft_notes: res.data,
      pagination: res.pagination ? { ...res.pagination } : undefined,
      next_steps: ['mr_review.draft_note_publish_all to publish your review', 'mr_review.draft_note_create to add a draft'],
    };
    return respond(out, renderDraftNoteList(out, input.project_id, input.merge_request_iid));
  }

  @Action({
    id: 'mr_review.draft_note_get', title: 'Get a draft note', tier: 'free', readOnly: true, destructive: false,
    description: 'Get one of your pending draft notes on a merge request.',
    keywords: ['pending comment', 'review draft', 'unpublished comment'],
    input: MrDraftNoteRefDto, output: MrDraftNoteDto, operation: 'mrDraftNoteGet', route: 'GET /projects/:id/merge_requests/:merge_request_iid/draft_notes/:draft_note_id',
    hints: [DRAFT_404],
    example: { project_id: '42', merge_request_iid: 7, draft_note_id: 31 },
    reply: { render: (out) => renderDraftNote(out), nextSteps: ['mr_review.draft_note_update to change it', 'mr_review.draft_note_publish to publish it'] },
  })
  readonly draftNoteGet?: Declared;

  @Action({
    id: 'mr_review.draft_note_create',
    title: 'Create a draft note',
    description:
      'Write a pending review comment on a merge request, published later with the whole review: a general draft, an inline draft with position (SHAs read from the merge request when omitted), or a reply to a thread with in_reply_to_discussion_id.',
    keywords: ['pending comment', 'start review', 'add to review'],
    tier: 'free',
    readOnly: false,
    destructive: false,
    input: CreateMrDraftNoteDto,
    output: MrDraftNoteDto,
    operation: 'mrDraftNoteCreate',
    route: 'POST /projects/:id/merge_requests/:merge_request_iid/draft_notes',
    hints: [POSITION_400, MR_404, COMMENT_403],
    example: { project_id: '42', merge_request_iid: 7, note: 'Nit: name the endpoint in a constant.', position: { new_path: 'src/login.ts', new_line: 2 } },
  })
  async draftNoteCreate(input: CreateMrDraftNoteDto, ctx: ActionContext): Promise<ActionResult<MrDraftNoteDto>> {
    const { project_id, merge_request_iid, position, ...rest } = input;
    const body = { ...rest, position: await completePosition(position, project_id, merge_request_iid, ctx, 'mrDraftNoteCreate') };
    const res = await ctx.gitlab.rest<MrDraftNoteDto>({ method: 'POST', path: `${mrPath(project_id, merge_request_iid)}/draft_notes`, body, signal: ctx.signal });
    const out: MrDraftNoteDto = { ...res.data, next_steps: ['mr_review.draft_note_publish_all to publish the review', 'mr_review.draft_note_list to see all your drafts'] };
    return respond(out, renderDraftNote(out, 'Draft note created:'));
  }

  @Action({
    id: 'mr_review.draft_note_update',
    title: 'Update a draft note',
    description: 'Change the text or the diff position of one of your pending draft notes.',
    keywords: ['edit pending comment', 'review draft', 'change comment'],
    tier: 'free',
    readOnly: false,
    destructive: false,
    idempotent: true,
    input: UpdateMrDraftNoteDto,
    output: MrDraftNoteDto,
    operation: 'mrDraftNoteUpdate',
    route: 'PUT /projects/:id/merge_requests/:merge_request_iid/draft_notes/:draft_note_id',
    hints: [DRAFT_404, POSITION_400],
    example: { project_id: '42', merge_request_iid: 7, draft_note_id: 31, note: 'Consider moving the fetch call into an auth client module.' },
  })
  async draftNoteUpdate(input: UpdateMrDraftNoteDto, ctx: ActionContext): Promise<ActionResult<MrDraftNoteDto>> {
    const { project_id, merge_request_iid, draft_note_id, position, ...rest } = input;
    const body = { ...rest, position: await completePosition(position, project_id, merge_request_iid, ctx, 'mrDraftNoteUpdate') };
    const res = await ctx.gitlab.rest<MrDraftNoteDto>({
      method: 'PUT',
      path: `${mrPath(project_id, merge_request_iid)}/draft_notes/${segment(draft_note_id)}`,
      body,
      signal: ctx.signal,
    });
    const out: MrDraftNoteDto = { ...res.data, next_steps: ['mr_review.draft_note_publish to publish it'] };
    return respond(out, renderDraftNote(out, 'Draft note updated:'));
  }

  @Action({
    id: 'mr_review.draft_note_delete', title: 'Delete a draft note', tier: 'free', readOnly: false, destructive: true, idempotent: true,
    description: 'Discard one of your pending draft notes. It cannot be restored.',
    keywords: ['discard comment', 'remove pending comment', 'review draft'],
    input: MrDraftNoteRefDto, output: MrReviewOutcomeDto, operation: 'mrDraftNoteDelete', route: 'DELETE /projects/:id/merge_requests/:merge_request_iid/draft_notes/:draft_note_id',
    hints: [DRAFT_404],
    example: { project_id: '42', merge_request_iid: 7, draft_note_id: 31 },
    reply: { shape: (_, input) => ({ project_id: input.project_id, merge_request_iid: input.merge_request_iid, draft_note_id: input.draft_note_id, message: 'Draft note discarded.' }), render: (out, input) => renderOutcome(out, `Draft note ${input.draft_note_id} deleted`), nextSteps: ['mr_review.draft_note_list to see your remaining drafts'] },
  })
  readonly draftNoteDelete?: Declared;

  @Action({
    id: 'mr_review.draft_note_publish', title: 'Publish a draft note', tier: 'free', readOnly: false, destructive: false,
    description: 'Publish one of your draft notes: it becomes a visible comment or thread (and resolves the thread it replies to when it says so). Publishing cannot be undone.',
    keywords: ['submit comment', 'send comment', 'post draft'],
    input: MrDraftNoteRefDto, output: MrReviewOutcomeDto, operation: 'mrDraftNotePublish', route: 'PUT /projects/:id/merge_requests/:merge_request_iid/draft_notes/:draft_note_id/publish',
    hints: [DRAFT_404],
    example: { project_id: '42', merge_request_iid: 7, draft_note_id: 31 },
    reply: { shape: (_, input) => ({ project_id: input.project_id, merge_request_iid: input.merge_request_iid, draft_note_id: input.draft_note_id, message: 'Draft note published.' }), render: (out, input) => renderOutcome(out, `Draft note ${input.draft_note_id} published`), nextSteps: ['mr_review.discussion_list to see it among the threads'] },
  })
  readonly draftNotePublish?: Declared;

  @Action({
    id: 'mr_review.draft_note_publish_all', title: 'Publish your review', tier: 'free', readOnly: false, destructive: false,
    description: 'Publish all your pending draft notes on a merge request at once, optionally with a summary comment and a review state (reviewed, requested_changes, approved).',
    keywords: ['submit review', 'finish review', 'send review', 'request changes', 'post review'],
    input: PublishAllMrDraftNotesDto, output: MrReviewOutcomeDto, operation: 'mrDraftNotePublishAll', route: 'POST /projects/:id/merge_requests/:merge_request_iid/draft_notes/bulk_publish',
    hints: [MR_404],
    example: { project_id: '42', merge_request_iid: 7, note: 'Review done: two small remarks.', reviewer_state: 'reviewed' },
    reply: { shape: (_, input) => ({ project_id: input.project_id, merge_request_iid: input.merge_request_iid, message: 'All your draft notes were published.' }), render: (out, input) => renderOutcome(out, `Review published on !${input.merge_request_iid}`), nextSteps: ['mr_review.discussion_list to see the published threads', 'merge_request.approve to approve the merge request'] },
  })
  readonly draftNotePublishAll?: Declared;
}
