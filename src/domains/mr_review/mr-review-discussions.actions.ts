import { Action, Domain, pageOf, respond, type ActionContext, type ActionHint, type ActionResult } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { segment } from '../shared/project-ref.js';
import { MrDiscussionDto, MrDiscussionListDto, MrNoteDto, MrReviewOutcomeDto } from './dto/mr-review.dto.js';
import {
  CreateMrDiscussionDto,
  ListMrDiscussionsDto,
  MrDiscussionNoteRefDto,
  MrDiscussionRefDto,
  ReplyMrDiscussionDto,
  ResolveMrDiscussionDto,
  UpdateMrDiscussionNoteDto,
} from './dto/mr-review-params.dto.js';
import { renderDiscussion, renderDiscussionList } from './mr-review-discussions.format.js';
import { MR_REVIEW_DOMAIN } from './mr-review.domain.js';
import { renderOutcome } from './mr-review.format-helpers.js';
import { COMMENT_403, DELETE_403, MR_404, POSITION_400 } from './mr-review.hints.js';
import { renderNote } from './mr-review-notes.format.js';
import { completePosition } from './mr-review.position.js';
import { mrPath } from './mr-review.rest.js';

const DISCUSSION_404: ActionHint = { text: 'verify merge_request_iid and discussion_id; use mr_review.discussion_list to see the threads', statuses: [404] };
const RESOLVE_403: ActionHint = {
  text: 'resolving threads needs at least the Developer role or being the merge request author, and only resolvable threads (not single comments) can be resolved',
  statuses: [403],
  namesRole: true,
};

const EXAMPLE_DISCUSSION = 'fff0b6e29351020390be1635b84284b31eab4f79';

/** Threads: inline diff comments, replies, resolving. */
@Domain(MR_REVIEW_DOMAIN)
@Injectable()
export class MrReviewDiscussionActions {
  @Action({
    id: 'mr_review.discussion_list',
    title: 'List merge request threads',
    description: 'List the discussions (threads) of a merge request with all their notes: general comments, inline diff threads and whether each is resolved.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: ListMrDiscussionsDto,
    output: MrDiscussionListDto,
    operation: 'mrDiscussionList',
    route: 'GET /projects/:id/merge_requests/:noteable_id/discussions',
    hints: [MR_404],
    example: { project_id: '42', merge_request_iid: 7, per_page: 20 },
  })
  async discussionList(input: ListMrDiscussionsDto, ctx: ActionContext): Promise<ActionResult<MrDiscussionListDto>> {
    const res = await ctx.gitlab.rest<MrDiscussionDto[]>({
      method: 'GET',
      path: `${mrPath(input.project_id, input.merge_request_iid)}/discussions`,
      query: { page: input.page, per_page: input.per_page },
      signal: ctx.signal,
    });
    const out: MrDiscussionListDto = {
      discussions: res.data,
      pagination: pageOf(res, input),
      next_steps: ['mr_review.discussion_reply to answer a thread', 'mr_review.discussion_resolve to resolve one', 'mr_review.discussion_create to start a thread'],
    };
    return respond(out, renderDiscussionList(out, input.project_id, input.merge_request_iid));
  }

  @Action({
    id: 'mr_review.discussion_get',
    title: 'Get a merge request thread',
    description: 'Get one discussion (thread) of a merge request with all its notes.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: MrDiscussionRefDto,
    output: MrDiscussionDto,
    operation: 'mrDiscussionGet',
    route: 'GET /projects/:id/merge_requests/:noteable_id/discussions/:discussion_id',
    hints: [DISCUSSION_404],
    example: { project_id: '42', merge_request_iid: 7, discussion_id: EXAMPLE_DISCUSSION },
  })
  async discussionGet(input: MrDiscussionRefDto, ctx: ActionContext): Promise<ActionResult<MrDiscussionDto>> {
    const res = await ctx.gitlab.rest<MrDiscussionDto>({
      method: 'GET',
      path: `${mrPath(input.project_id, input.merge_request_iid)}/discussions/${segment(input.discussion_id)}`,
      signal: ctx.signal,
    });
    const out: MrDiscussionDto = { ...res.data, next_steps: ['mr_review.discussion_reply to answer it', 'mr_review.discussion_resolve to resolve it'] };
    return respond(out, renderDiscussion(out));
  }

  @Action({
    id: 'mr_review.discussion_create',
    title: 'Start a merge request thread',
    description:
      'Start a resolvable thread on a merge request: a general thread, or an inline comment on the diff with position (new_path + new_line for an added or unchanged line, old_path + old_line for a removed one, line_range for several lines, position_type image or file). The base/start/head SHAs are read from the merge request when omitted.',
    tier: 'free',
    readOnly: false,
    destructive: false,
    input: CreateMrDiscussionDto,
    output: MrDiscussionDto,
    operation: 'mrDiscussionCreate',
    route: 'POST /projects/:id/merge_requests/:noteable_id/discussions',
    hints: [POSITION_400, MR_404, COMMENT_403],
    example: { project_id: '42', merge_request_iid: 7, body: 'Should this return false on a network error instead of throwing?', position: { new_path: 'src/login.ts', new_line: 3 } },
  })
  async discussionCreate(input: CreateMrDiscussionDto, ctx: ActionContext): Promise<ActionResult<MrDiscussionDto>> {
    const { project_id, merge_request_iid, position, ...rest } = input;
    const body = { ...rest, position: await completePosition(position, project_id, merge_request_iid, ctx, 'mrDiscussionCreate') };
    const res = await ctx.gitlab.rest<MrDiscussionDto>({ method: 'POST', path: `${mrPath(project_id, merge_request_iid)}/discussions`, body, signal: ctx.signal });
    const out: MrDiscussionDto = { ...res.data, next_steps: ['mr_review.discussion_reply to add to the thread', 'mr_review.discussion_resolve once it is addressed'] };
    return respond(out, renderDiscussion(out, 'Thread started:'));
  }

  @Action({
    id: 'mr_review.discussion_reply',
    title: 'Reply to a merge request thread',
    description: 'Add a note to an existing thread of a merge request (single comments that are not threads cannot be replied to).',
    tier: 'free',
    readOnly: false,
    destructive: false,
    input: ReplyMrDiscussionDto,
    output: MrNoteDto,
    operation: 'mrDiscussionReply',
    route: 'POST /projects/:id/merge_requests/:noteable_id/discussions/:discussion_id/notes',
    hints: [DISCUSSION_404, { text: 'the discussion may be a single comment, which takes no replies; start a thread with mr_review.discussion_create', statuses: [400] }, COMMENT_403],
    example: { project_id: '42', merge_request_iid: 7, discussion_id: EXAMPLE_DISCUSSION, body: 'Agreed, an early return is clearer.' },
  })
  async discussionReply(input: ReplyMrDiscussionDto, ctx: ActionContext): Promise<ActionResult<MrNoteDto>> {
    const { project_id, merge_request_iid, discussion_id, ...body } = input;
    const res = await ctx.gitlab.rest<MrNoteDto>({
      method: 'POST',
      path: `${mrPath(project_id, merge_request_iid)}/discussions/${segment(discussion_id)}/notes`,
      body,
      signal: ctx.signal,
    });
    const out: MrNoteDto = { ...res.data, next_steps: ['mr_review.discussion_resolve to resolve the thread', 'mr_review.discussion_get to read the whole thread'] };
    return respond(out, renderNote(out, `Reply added to thread ${discussion_id}:`));
  }

  @Action({
    id: 'mr_review.discussion_resolve',
    title: 'Resolve or reopen a merge request thread',
    description: 'Resolve a thread of a merge request (resolved: true) or reopen it (resolved: false).',
    tier: 'free',
    readOnly: false,
    destructive: false,
    idempotent: true,
    input: ResolveMrDiscussionDto,
    output: MrDiscussionDto,
    operation: 'mrDiscussionResolve',
    route: 'PUT /projects/:id/merge_requests/:noteable_id/discussions/:discussion_id',
    hints: [DISCUSSION_404, RESOLVE_403],
    example: { project_id: '42', merge_request_iid: 7, discussion_id: EXAMPLE_DISCUSSION, resolved: true },
  })
  async discussionResolve(input: ResolveMrDiscussionDto, ctx: ActionContext): Promise<ActionResult<MrDiscussionDto>> {
    const res = await ctx.gitlab.rest<MrDiscussionDto>({
      method: 'PUT',
      path: `${mrPath(input.project_id, input.merge_request_iid)}/discussions/${segment(input.discussion_id)}`,
      body: { resolved: input.resolved },
      signal: ctx.signal,
    });
    const out: MrDiscussionDto = { ...res.data, next_steps: ['mr_review.discussion_list to see the threads still open'] };
    return respond(out, renderDiscussion(out, input.resolved ? 'Thread resolved:' : 'Thread reopened:'));
  }

  @Action({
    id: 'mr_review.discussion_note_update',
    title: 'Edit or resolve a note in a thread',
    description: 'Change one note of a merge request thread: its text (body, author only) or its resolution (resolved). Give exactly one of the two.',
    tier: 'free',
    readOnly: false,
    destructive: false,
    idempotent: true,
    input: UpdateMrDiscussionNoteDto,
    output: MrNoteDto,
    operation: 'mrDiscussionNoteUpdate',
    route: 'PUT /projects/:id/merge_requests/:noteable_id/discussions/:discussion_id/notes/:note_id',
    hints: [
      { text: 'give exactly one of body and resolved', statuses: [400] },
      DISCUSSION_404,
      { text: 'editing needs to be the note author; resolving needs at least the Developer role or being the merge request author', statuses: [403], namesRole: true },
    ],
    example: { project_id: '42', merge_request_iid: 7, discussion_id: EXAMPLE_DISCUSSION, note_id: 302, body: 'Should an empty user name or password be rejected before calling the API?' },
  })
  async discussionNoteUpdate(input: UpdateMrDiscussionNoteDto, ctx: ActionContext): Promise<ActionResult<MrNoteDto>> {
    const { project_id, merge_request_iid, discussion_id, note_id, ...body } = input;
    const res = await ctx.gitlab.rest<MrNoteDto>({
      method: 'PUT',
      path: `${mrPath(project_id, merge_request_iid)}/discussions/${segment(discussion_id)}/notes/${segment(note_id)}`,
      body,
      signal: ctx.signal,
    });
    const out: MrNoteDto = { ...res.data, next_steps: ['mr_review.discussion_get to read the whole thread'] };
    return respond(out, renderNote(out, 'Thread note updated:'));
  }

  @Action({
    id: 'mr_review.discussion_note_delete',
    title: 'Delete a note from a thread',
    description: 'Delete one note of a merge request thread; the thread disappears with its last note. It cannot be restored.',
    tier: 'free',
    readOnly: false,
    destructive: true,
    idempotent: true,
    input: MrDiscussionNoteRefDto,
    output: MrReviewOutcomeDto,
    operation: 'mrDiscussionNoteDelete',
    route: 'DELETE /projects/:id/merge_requests/:noteable_id/discussions/:discussion_id/notes/:note_id',
    hints: [DISCUSSION_404, DELETE_403],
    example: { project_id: '42', merge_request_iid: 7, discussion_id: EXAMPLE_DISCUSSION, note_id: 303 },
  })
  async discussionNoteDelete(input: MrDiscussionNoteRefDto, ctx: ActionContext): Promise<ActionResult<MrReviewOutcomeDto>> {
    await ctx.gitlab.rest<undefined>({
      method: 'DELETE',
      path: `${mrPath(input.project_id, input.merge_request_iid)}/discussions/${segment(input.discussion_id)}/notes/${segment(input.note_id)}`,
      signal: ctx.signal,
    });
    const out: MrReviewOutcomeDto = {
      project_id: input.project_id,
      merge_request_iid: input.merge_request_iid,
      discussion_id: input.discussion_id,
      note_id: input.note_id,
      message: 'Note deleted from the thread.',
      next_steps: ['mr_review.discussion_get to see what remains of the thread'],
    };
    return respond(out, renderOutcome(out, `Note ${input.note_id} deleted`));
  }
}
