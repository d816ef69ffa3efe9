import { Action, Domain, respond, type ActionContext, type ActionHint, type ActionResult } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { pageOf } from '../shared/page.js';
import { projectPath, segment } from '../shared/project-ref.js';
import {
  CreateMrDiscussionDto,
  CreateMrDraftNoteDto,
  CreateMrNoteDto,
  ListMrDiffsDto,
  ListMrDiffVersionsDto,
  ListMrDiscussionsDto,
  ListMrNotesDto,
  MergeRequestRefDto,
  MrDiffVersionRefDto,
  MrDiscussionNoteRefDto,
  MrDiscussionRefDto,
  MrDraftNoteRefDto,
  MrNoteRefDto,
  PublishAllMrDraftNotesDto,
  ReplyMrDiscussionDto,
  ResolveMrDiscussionDto,
  UpdateMrDiscussionNoteDto,
  UpdateMrDraftNoteDto,
  UpdateMrNoteDto,
  type PositionParamsDto,
} from './dto/mr-review-params.dto.js';
import {
  MrDiffDto,
  MrDiffListDto,
  MrDiffVersionDto,
  MrDiffVersionListDto,
  MrDiscussionDto,
  MrDiscussionListDto,
  MrDraftNoteDto,
  MrDraftNoteListDto,
  MrNoteDto,
  MrNoteListDto,
  MrRawDiffsDto,
  MrReviewOutcomeDto,
} from './dto/mr-review.dto.js';
import {
  renderDiffList,
  renderDiffVersion,
  renderDiffVersionList,
  renderDiscussion,
  renderDiscussionList,
  renderDraftNote,
  renderDraftNoteList,
  renderNote,
  renderNoteList,
  renderOutcome,
  renderRawDiffs,
} from './mr-review.format.js';

/** `/projects/<id>/merge_requests/<iid>`. */
function mrPath(projectId: string, iid: number): string {
  return `${projectPath(projectId)}/merge_requests/${segment(iid)}`;
}

/** GitLab's `diff_refs`: the three SHAs every diff position names. */
interface DiffRefs {
  base_sha?: string | null;
  start_sha?: string | null;
  head_sha?: string | null;
}

/**
 * The `position` GitLab expects: `position_type` defaults to text, a lone `old_path`/`new_path` stands for both (an
 * unrenamed file), and SHAs the caller left out come from the merge request's current `diff_refs`.
 */
export async function completePosition(
  position: PositionParamsDto | undefined,
  projectId: string,
  iid: number,
  ctx: ActionContext,
): Promise<Record<string, unknown> | undefined> {
  if (!position) return undefined;
  const out: Record<string, unknown> = { ...position, position_type: position.position_type ?? 'text' };
  if (out['position_type'] !== 'image') {
    out['new_path'] = position.new_path ?? position.old_path;
    out['old_path'] = position.old_path ?? position.new_path;
  }
  if (!position.base_sha || !position.start_sha || !position.head_sha) {
    const res = await ctx.gitlab.rest<{ diff_refs?: DiffRefs | null }>({ method: 'GET', path: mrPath(projectId, iid), signal: ctx.signal });
    const refs = res.data.diff_refs ?? {};
    out['base_sha'] = position.base_sha ?? refs.base_sha ?? undefined;
    out['start_sha'] = position.start_sha ?? refs.start_sha ?? undefined;
    out['head_sha'] = position.head_sha ?? refs.head_sha ?? undefined;
  }
  for (const key of Object.keys(out)) if (out[key] === undefined) delete out[key];
  return out;
}

const MR_404: ActionHint = { text: 'verify project_id and merge_request_iid; use merge_request.list to find the merge request', statuses: [404] };
const NOTE_404: ActionHint = { text: 'verify merge_request_iid and note_id; use mr_review.note_list to see the comments of the merge request', statuses: [404] };
const DISCUSSION_404: ActionHint = { text: 'verify merge_request_iid and discussion_id; use mr_review.discussion_list to see the threads', statuses: [404] };
const DRAFT_404: ActionHint = { text: 'verify draft_note_id; draft notes are visible only to their author, use mr_review.draft_note_list to see yours', statuses: [404] };
const POSITION_400: ActionHint = {
  text: 'the position must name a line the merge request changes: check new_path/new_line (old_line for a removed line) with mr_review.changes_get, and the SHAs against diff_refs from merge_request.get (leave them out to use the current ones)',
  statuses: [400],
};
const COMMENT_403: ActionHint = { text: 'commenting needs at least the Guest role in the project, and the discussion may be locked', statuses: [403], namesRole: true };
const RESOLVE_403: ActionHint = {
  text: 'resolving threads needs at least the Developer role or being the merge request author, and only resolvable threads (not single comments) can be resolved',
  statuses: [403],
  namesRole: true,
};
const EDIT_403: ActionHint = { text: 'only the author of a comment (or an administrator) can edit it', statuses: [403], namesRole: true };
const DELETE_403: ActionHint = { text: "deleting another user's comment needs the Maintainer or Owner role", statuses: [403], namesRole: true };

const EXAMPLE_DISCUSSION = 'fff0b6e29351020390be1635b84284b31eab4f79';

@Domain({ name: 'mr_review', description: 'Merge request review: comments, threads (inline diff comments, replies, resolving), draft notes and the diff itself.' })
@Injectable()
export class MrReviewActions {
  // Notes

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

  // Discussions

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
    const body = { ...rest, position: await completePosition(position, project_id, merge_request_iid, ctx) };
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

  // Draft notes

  @Action({
    id: 'mr_review.draft_note_list',
    title: 'List your draft notes',
    description: 'List your pending draft notes (unpublished review comments) on a merge request; only their author sees them.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: MergeRequestRefDto,
    output: MrDraftNoteListDto,
    operation: 'mrDraftNoteList',
    route: 'GET /projects/:id/merge_requests/:merge_request_iid/draft_notes',
    hints: [MR_404],
    example: { project_id: '42', merge_request_iid: 7 },
  })
  async draftNoteList(input: MergeRequestRefDto, ctx: ActionContext): Promise<ActionResult<MrDraftNoteListDto>> {
    const res = await ctx.gitlab.rest<MrDraftNoteDto[]>({ method: 'GET', path: `${mrPath(input.project_id, input.merge_request_iid)}/draft_notes`, signal: ctx.signal });
    const out: MrDraftNoteListDto = {
      draft_notes: res.data,
      pagination: res.pagination ? { ...res.pagination } : undefined,
      next_steps: ['mr_review.draft_note_publish_all to publish your review', 'mr_review.draft_note_create to add a draft'],
    };
    return respond(out, renderDraftNoteList(out, input.project_id, input.merge_request_iid));
  }

  @Action({
    id: 'mr_review.draft_note_get',
    title: 'Get a draft note',
    description: 'Get one of your pending draft notes on a merge request.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: MrDraftNoteRefDto,
    output: MrDraftNoteDto,
    operation: 'mrDraftNoteGet',
    route: 'GET /projects/:id/merge_requests/:merge_request_iid/draft_notes/:draft_note_id',
    hints: [DRAFT_404],
    example: { project_id: '42', merge_request_iid: 7, draft_note_id: 31 },
  })
  async draftNoteGet(input: MrDraftNoteRefDto, ctx: ActionContext): Promise<ActionResult<MrDraftNoteDto>> {
    const res = await ctx.gitlab.rest<MrDraftNoteDto>({
      method: 'GET',
      path: `${mrPath(input.project_id, input.merge_request_iid)}/draft_notes/${segment(input.draft_note_id)}`,
      signal: ctx.signal,
    });
    const out: MrDraftNoteDto = { ...res.data, next_steps: ['mr_review.draft_note_update to change it', 'mr_review.draft_note_publish to publish it'] };
    return respond(out, renderDraftNote(out));
  }

  @Action({
    id: 'mr_review.draft_note_create',
    title: 'Create a draft note',
    description:
      'Write a pending review comment on a merge request, published later with the whole review: a general draft, an inline draft with position (SHAs read from the merge request when omitted), or a reply to a thread with in_reply_to_discussion_id.',
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
    const body = { ...rest, position: await completePosition(position, project_id, merge_request_iid, ctx) };
    const res = await ctx.gitlab.rest<MrDraftNoteDto>({ method: 'POST', path: `${mrPath(project_id, merge_request_iid)}/draft_notes`, body, signal: ctx.signal });
    const out: MrDraftNoteDto = { ...res.data, next_steps: ['mr_review.draft_note_publish_all to publish the review', 'mr_review.draft_note_list to see all your drafts'] };
    return respond(out, renderDraftNote(out, 'Draft note created:'));
  }

  @Action({
    id: 'mr_review.draft_note_update',
    title: 'Update a draft note',
    description: 'Change the text or the diff position of one of your pending draft notes.',
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
    const body = { ...rest, position: await completePosition(position, project_id, merge_request_iid, ctx) };
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
    id: 'mr_review.draft_note_delete',
    title: 'Delete a draft note',
    description: 'Discard one of your pending draft notes. It cannot be restored.',
    tier: 'free',
    readOnly: false,
    destructive: true,
    idempotent: true,
    input: MrDraftNoteRefDto,
    output: MrReviewOutcomeDto,
    operation: 'mrDraftNoteDelete',
    route: 'DELETE /projects/:id/merge_requests/:merge_request_iid/draft_notes/:draft_note_id',
    hints: [DRAFT_404],
    example: { project_id: '42', merge_request_iid: 7, draft_note_id: 31 },
  })
  async draftNoteDelete(input: MrDraftNoteRefDto, ctx: ActionContext): Promise<ActionResult<MrReviewOutcomeDto>> {
    await ctx.gitlab.rest<undefined>({
      method: 'DELETE',
      path: `${mrPath(input.project_id, input.merge_request_iid)}/draft_notes/${segment(input.draft_note_id)}`,
      signal: ctx.signal,
    });
    const out: MrReviewOutcomeDto = {
      project_id: input.project_id,
      merge_request_iid: input.merge_request_iid,
      draft_note_id: input.draft_note_id,
      message: 'Draft note discarded.',
      next_steps: ['mr_review.draft_note_list to see your remaining drafts'],
    };
    return respond(out, renderOutcome(out, `Draft note ${input.draft_note_id} deleted`));
  }

  @Action({
    id: 'mr_review.draft_note_publish',
    title: 'Publish a draft note',
    description: 'Publish one of your draft notes: it becomes a visible comment or thread (and resolves the thread it replies to when it says so). Publishing cannot be undone.',
    tier: 'free',
    readOnly: false,
    destructive: false,
    input: MrDraftNoteRefDto,
    output: MrReviewOutcomeDto,
    operation: 'mrDraftNotePublish',
    route: 'PUT /projects/:id/merge_requests/:merge_request_iid/draft_notes/:draft_note_id/publish',
    hints: [DRAFT_404],
    example: { project_id: '42', merge_request_iid: 7, draft_note_id: 31 },
  })
  async draftNotePublish(input: MrDraftNoteRefDto, ctx: ActionContext): Promise<ActionResult<MrReviewOutcomeDto>> {
    await ctx.gitlab.rest<undefined>({
      method: 'PUT',
      path: `${mrPath(input.project_id, input.merge_request_iid)}/draft_notes/${segment(input.draft_note_id)}/publish`,
      signal: ctx.signal,
    });
    const out: MrReviewOutcomeDto = {
      project_id: input.project_id,
      merge_request_iid: input.merge_request_iid,
      draft_note_id: input.draft_note_id,
      message: 'Draft note published.',
      next_steps: ['mr_review.discussion_list to see it among the threads'],
    };
    return respond(out, renderOutcome(out, `Draft note ${input.draft_note_id} published`));
  }

  @Action({
    id: 'mr_review.draft_note_publish_all',
    title: 'Publish your review',
    description: 'Publish all your pending draft notes on a merge request at once, optionally with a summary comment and a review state (reviewed, requested_changes, approved).',
    tier: 'free',
    readOnly: false,
    destructive: false,
    input: PublishAllMrDraftNotesDto,
    output: MrReviewOutcomeDto,
    operation: 'mrDraftNotePublishAll',
    route: 'POST /projects/:id/merge_requests/:merge_request_iid/draft_notes/bulk_publish',
    hints: [MR_404],
    example: { project_id: '42', merge_request_iid: 7, note: 'Review done: two small remarks.', reviewer_state: 'reviewed' },
  })
  async draftNotePublishAll(input: PublishAllMrDraftNotesDto, ctx: ActionContext): Promise<ActionResult<MrReviewOutcomeDto>> {
    const { project_id, merge_request_iid, ...body } = input;
    await ctx.gitlab.rest<undefined>({
      method: 'POST',
      path: `${mrPath(project_id, merge_request_iid)}/draft_notes/bulk_publish`,
      body,
      signal: ctx.signal,
    });
    const out: MrReviewOutcomeDto = {
      project_id,
      merge_request_iid,
      message: 'All your draft notes were published.',
      next_steps: ['mr_review.discussion_list to see the published threads', 'merge_request.approve to approve the merge request'],
    };
    return respond(out, renderOutcome(out, `Review published on !${merge_request_iid}`));
  }

  // Diffs

  @Action({
    id: 'mr_review.changes_get',
    title: 'Get merge request changes',
    description: 'List the file diffs of a merge request (paths, added/renamed/deleted flags and the hunks), page by page; use it to pick lines for inline comments.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: ListMrDiffsDto,
    output: MrDiffListDto,
    operation: 'mrChangesGet',
    route: 'GET /projects/:id/merge_requests/:merge_request_iid/diffs',
    hints: [MR_404],
    example: { project_id: '42', merge_request_iid: 7, per_page: 20 },
  })
  async changesGet(input: ListMrDiffsDto, ctx: ActionContext): Promise<ActionResult<MrDiffListDto>> {
    const res = await ctx.gitlab.rest<MrDiffDto[]>({
      method: 'GET',
      path: `${mrPath(input.project_id, input.merge_request_iid)}/diffs`,
      query: { unidiff: input.unidiff, page: input.page, per_page: input.per_page },
      signal: ctx.signal,
    });
    const out: MrDiffListDto = {
      diffs: res.data,
      pagination: pageOf(res, input),
      next_steps: ['mr_review.discussion_create with position to comment on a line', 'mr_review.raw_diffs for the whole diff as text'],
    };
    return respond(out, renderDiffList(out, input.project_id, input.merge_request_iid));
  }

  @Action({
    id: 'mr_review.raw_diffs',
    title: 'Get the raw diff of a merge request',
    description: 'Get the whole diff of a merge request as plain text, as git prints it.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: MergeRequestRefDto,
    output: MrRawDiffsDto,
    operation: 'mrRawDiffs',
    route: 'GET /projects/:id/merge_requests/:merge_request_iid/raw_diffs',
    hints: [MR_404],
    example: { project_id: '42', merge_request_iid: 7 },
  })
  async rawDiffs(input: MergeRequestRefDto, ctx: ActionContext): Promise<ActionResult<MrRawDiffsDto>> {
    const res = await ctx.gitlab.rest<string>({
      method: 'GET',
      path: `${mrPath(input.project_id, input.merge_request_iid)}/raw_diffs`,
      responseType: 'text',
      signal: ctx.signal,
    });
    const diff = typeof res.data === 'string' ? res.data : '';
    const out: MrRawDiffsDto = {
      project_id: input.project_id,
      merge_request_iid: input.merge_request_iid,
      diff,
      size: diff.length,
      files_changed: (diff.match(/^diff --git /gm) ?? []).length,
      next_steps: ['mr_review.changes_get for the diff file by file', 'mr_review.discussion_create to comment on a line'],
    };
    return respond(out, renderRawDiffs(out));
  }

  @Action({
    id: 'mr_review.diff_versions_list',
    title: 'List merge request diff versions',
    description: 'List the diff versions of a merge request (one per push), with their head, base and start SHAs.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: ListMrDiffVersionsDto,
    output: MrDiffVersionListDto,
    operation: 'mrDiffVersionsList',
    route: 'GET /projects/:id/merge_requests/:merge_request_iid/versions',
    hints: [MR_404],
    example: { project_id: '42', merge_request_iid: 7 },
  })
  async diffVersionsList(input: ListMrDiffVersionsDto, ctx: ActionContext): Promise<ActionResult<MrDiffVersionListDto>> {
    const res = await ctx.gitlab.rest<MrDiffVersionDto[]>({
      method: 'GET',
      path: `${mrPath(input.project_id, input.merge_request_iid)}/versions`,
      query: { page: input.page, per_page: input.per_page },
      signal: ctx.signal,
    });
    const out: MrDiffVersionListDto = {
      versions: res.data,
      pagination: pageOf(res, input),
      next_steps: ['mr_review.diff_version_get for the commits and diffs of one version'],
    };
    return respond(out, renderDiffVersionList(out, input.project_id, input.merge_request_iid));
  }

  @Action({
    id: 'mr_review.diff_version_get',
    title: 'Get a merge request diff version',
    description: 'Get one diff version of a merge request with its commits and file diffs.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: MrDiffVersionRefDto,
    output: MrDiffVersionDto,
    operation: 'mrDiffVersionGet',
    route: 'GET /projects/:id/merge_requests/:merge_request_iid/versions/:version_id',
    hints: [{ text: 'verify version_id; use mr_review.diff_versions_list to see the versions of the merge request', statuses: [404] }],
    example: { project_id: '42', merge_request_iid: 7, version_id: 2007 },
  })
  async diffVersionGet(input: MrDiffVersionRefDto, ctx: ActionContext): Promise<ActionResult<MrDiffVersionDto>> {
    const res = await ctx.gitlab.rest<MrDiffVersionDto>({
      method: 'GET',
      path: `${mrPath(input.project_id, input.merge_request_iid)}/versions/${segment(input.version_id)}`,
      query: { unidiff: input.unidiff },
      signal: ctx.signal,
    });
    const out: MrDiffVersionDto = { ...res.data, next_steps: ['mr_review.discussion_create with this version\'s SHAs in position to comment on it'] };
    return respond(out, renderDiffVersion(out));
  }
}
