import { Action, Domain, respond, type ActionContext, type ActionHint, type ActionResult, type Declared } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { MrReviewOutcomeDto } from './dto/mr-review.dto.js';
import { DiscussionDto, DiscussionListDto, NoteDto } from '../shared/note.dto.js';
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
    id: 'mr_review.discussion_list', title: 'List merge request threads', tier: 'free', readOnly: true, destructive: false,
    description: 'List the discussions (threads) of a merge request with all their notes: general comments, inline diff threads and whether each is resolved.',
    keywords: ['review comments', 'conversations', 'unresolved', 'feedback'],
    input: ListMrDiscussionsDto, output: DiscussionListDto, operation: 'mrDiscussionList', route: 'GET /projects/:id/merge_requests/:noteable_id/discussions',
    hints: [MR_404],
    example: { project_id: '42', merge_request_iid: 7, per_page: 20 },
    request: { path: { noteable_id: 'merge_request_iid' } },
    reply: { list: 'discussions', render: (out, input) => renderDiscussionList(out, input.project_id, input.merge_request_iid), nextSteps: ['mr_review.discussion_reply to answer a thread', 'mr_review.discussion_resolve to resolve one', 'mr_review.discussion_create to start a thread'] },
  })
  readonly discussionList?: Declared;

  @Action({
    id: 'mr_review.discussion_get', title: 'Get a merge request thread', tier: 'free', readOnly: true, destructive: false,
    description: 'Get one discussion (thread) of a merge request with all its notes.',
    keywords: ['conversation', 'comments', 'review comment'],
    input: MrDiscussionRefDto, output: DiscussionDto, operation: 'mrDiscussionGet', route: 'GET /projects/:id/merge_requests/:noteable_id/discussions/:discussion_id',
    hints: [DISCUSSION_404],
    example: { project_id: '42', merge_request_iid: 7, discussion_id: EXAMPLE_DISCUSSION },
    request: { path: { noteable_id: 'merge_request_iid' } },
    reply: { render: (out) => renderDiscussion(out), nextSteps: ['mr_review.discussion_reply to answer it', 'mr_review.discussion_resolve to resolve it'] },
  })
  readonly discussionGet?: Declared;

  @Action({
    id: 'mr_review.discussion_create',
    title: 'Start a merge request thread',
    description:
      'Start a resolvable thread on a merge request: a general thread, or an inline comment on the diff with position (new_path + new_line for an added or unchanged line, old_path + old_line for a removed one, line_range for several lines, position_type image or file). The base/start/head SHAs are read from the merge request when omitted.',
    keywords: ['review comment', 'code comment', 'line comment', 'suggestion', 'conversation'],
    tier: 'free',
    readOnly: false,
    destructive: false,
    input: CreateMrDiscussionDto,
    output: DiscussionDto,
    operation: 'mrDiscussionCreate',
    route: 'POST /projects/:id/merge_requests/:noteable_id/discussions',
    hints: [POSITION_400, MR_404, COMMENT_403],
    example: { project_id: '42', merge_request_iid: 7, body: 'Should this return false on a network error instead of throwing?', position: { new_path: 'src/login.ts', new_line: 3 } },
  })
  async discussionCreate(input: CreateMrDiscussionDto, ctx: ActionContext): Promise<ActionResult<DiscussionDto>> {
    const { project_id, merge_request_iid, position, ...rest } = input;
    const body = { ...rest, position: await completePosition(position, project_id, merge_request_iid, ctx, 'mrDiscussionCreate') };
    const res = await ctx.gitlab.rest<DiscussionDto>({ method: 'POST', path: `${mrPath(project_id, merge_request_iid)}/discussions`, body, signal: ctx.signal });
    const out: DiscussionDto = { ...res.data, next_steps: ['mr_review.discussion_reply to add to the thread', 'mr_review.discussion_resolve once it is addressed'] };
    return respond(out, renderDiscussion(out, 'Thread started:'));
  }

  @Action({
    id: 'mr_review.discussion_reply', title: 'Reply to a merge request thread', tier: 'free', readOnly: false, destructive: false,
    description: 'Add a note to an existing thread of a merge request (single comments that are not threads cannot be replied to).',
    keywords: ['respond', 'answer', 'reply to comment', 'conversation'],
    input: ReplyMrDiscussionDto, output: NoteDto, operation: 'mrDiscussionReply', route: 'POST /projects/:id/merge_requests/:noteable_id/discussions/:discussion_id/notes',
    hints: [DISCUSSION_404, { text: 'the discussion may be a single comment, which takes no replies; start a thread with mr_review.discussion_create', statuses: [400] }, COMMENT_403],
    example: { project_id: '42', merge_request_iid: 7, discussion_id: EXAMPLE_DISCUSSION, body: 'Agreed, an early return is clearer.' },
    request: { path: { noteable_id: 'merge_request_iid' } },
    reply: { render: (out, input) => renderNote(out, `Reply added to thread ${input.discussion_id}:`), nextSteps: ['mr_review.discussion_resolve to resolve the thread', 'mr_review.discussion_get to read the whole thread'] },
  })
  readonly discussionReply?: Declared;

  @Action({
    id: 'mr_review.discussion_resolve', title: 'Resolve or reopen a merge request thread', tier: 'free', readOnly: false, destructive: false, idempotent: true,
    description: 'Resolve a thread of a merge request (resolved: true) or reopen it (resolved: false).',
    keywords: ['mark resolved', 'unresolve', 'close thread', 'done', 'conversation'],
    input: ResolveMrDiscussionDto, output: DiscussionDto, operation: 'mrDiscussionResolve', route: 'PUT /projects/:id/merge_requests/:noteable_id/discussions/:discussion_id',
    hints: [DISCUSSION_404, RESOLVE_403],
    example: { project_id: '42', merge_request_iid: 7, discussion_id: EXAMPLE_DISCUSSION, resolved: true },
    request: { path: { noteable_id: 'merge_request_iid' } },
    reply: { render: (out, input) => renderDiscussion(out, input.resolved ? 'Thread resolved:' : 'Thread reopened:'), nextSteps: ['mr_review.discussion_list to see the threads still open'] },
  })
  readonly discussionResolve?: Declared;

  @Action({
    id: 'mr_review.discussion_note_update', title: 'Edit or resolve a note in a thread', tier: 'free', readOnly: false, destructive: false, idempotent: true,
    description: 'Change one note of a merge request thread: its text (body, author only) or its resolution (resolved). Give exactly one of the two.',
    keywords: ['edit comment', 'change comment', 'review comment'],
    input: UpdateMrDiscussionNoteDto, output: NoteDto, operation: 'mrDiscussionNoteUpdate', route: 'PUT /projects/:id/merge_requests/:noteable_id/discussions/:discussion_id/notes/:note_id',
    hints: [
      { text: 'give exactly one of body and resolved', statuses: [400] },
      DISCUSSION_404,
      { text: 'editing needs to be the note author; resolving needs at least the Developer role or being the merge request author', statuses: [403], namesRole: true },
    ],
    example: { project_id: '42', merge_request_iid: 7, discussion_id: EXAMPLE_DISCUSSION, note_id: 302, body: 'Should an empty user name or password be rejected before calling the API?' },
    request: { path: { noteable_id: 'merge_request_iid' } },
    reply: { render: (out) => renderNote(out, 'Thread note updated:'), nextSteps: ['mr_review.discussion_get to read the whole thread'] },
  })
  readonly discussionNoteUpdate?: Declared;

  @Action({
    id: 'mr_review.discussion_note_delete', title: 'Delete a note from a thread', tier: 'free', readOnly: false, destructive: true, idempotent: true,
    description: 'Delete one note of a merge request thread; the thread disappears with its last note. It cannot be restored.',
    keywords: ['remove comment', 'review comment'],
    input: MrDiscussionNoteRefDto, output: MrReviewOutcomeDto, operation: 'mrDiscussionNoteDelete', route: 'DELETE /projects/:id/merge_requests/:noteable_id/discussions/:discussion_id/notes/:note_id',
    hints: [DISCUSSION_404, DELETE_403],
    example: { project_id: '42', merge_request_iid: 7, discussion_id: EXAMPLE_DISCUSSION, note_id: 303 },
    request: { path: { noteable_id: 'merge_request_iid' } },
    reply: { shape: (_, input) => ({ project_id: input.project_id, merge_request_iid: input.merge_request_iid, discussion_id: input.discussion_id, note_id: input.note_id, message: 'Note deleted from the thread.' }), render: (out, input) => renderOutcome(out, `Note ${input.note_id} deleted`), nextSteps: ['mr_review.discussion_get to see what remains of the thread'] },
  })
  readonly discussionNoteDelete?: Declared;
}
