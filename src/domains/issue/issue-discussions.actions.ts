import { Action, Domain, pageOf, respond, type ActionContext, type ActionHint, type ActionResult } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { segment } from '../shared/project-ref.js';
import { DiscussionDto, DiscussionListDto, IssueChangeDto, NoteDto } from './dto/issue.dto.js';
import {
  AddDiscussionNoteDto,
  CreateIssueDiscussionDto,
  DiscussionNoteRefDto,
  IssueDiscussionRefDto,
  IssuePageDto,
  UpdateDiscussionNoteDto,
} from './dto/issue-note-params.dto.js';
import { renderDiscussion, renderDiscussionList } from './issue-discussions.format.js';
import { ISSUE_DOMAIN } from './issue.domain.js';
import { renderIssueChange } from './issue.format.js';
import { ISSUE_404 } from './issue.hints.js';
import { renderNote } from './issue-notes.format.js';
import { issuePath } from './issue.rest.js';

const DISCUSSION_404: ActionHint = { text: 'verify issue_iid and discussion_id; use issue.discussion_list to see the threads of the issue', statuses: [404] };
const discussionPath = (r: { project_id: string; issue_iid: number; discussion_id: string }): string =>
  `${issuePath(r.project_id, r.issue_iid)}/discussions/${segment(r.discussion_id)}`;

/** Discussions (threads) on an issue. */
@Domain(ISSUE_DOMAIN)
@Injectable()
export class IssueDiscussionActions {
  @Action({
    id: 'issue.discussion_list',
    title: 'List issue discussions',
    description: 'List the discussion threads of an issue, each with its notes; each body is user content.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: IssuePageDto,
    output: DiscussionListDto,
    operation: 'issueDiscussionList',
    route: 'GET /projects/:id/issues/:noteable_id/discussions',
    hints: [ISSUE_404],
    example: { project_id: '42', issue_iid: 1 },
  })
  async discussionList(input: IssuePageDto, ctx: ActionContext): Promise<ActionResult<DiscussionListDto>> {
    const res = await ctx.gitlab.rest<DiscussionDto[]>({
      method: 'GET',
      path: `${issuePath(input.project_id, input.issue_iid)}/discussions`,
      query: { page: input.page, per_page: input.per_page },
      signal: ctx.signal,
    });
    const out: DiscussionListDto = { discussions: res.data, pagination: pageOf(res, input), next_steps: ['issue.discussion_add_note to reply in a thread', 'issue.discussion_create to start one'] };
    return respond(out, renderDiscussionList(out, `Discussions of issue #${input.issue_iid}`));
  }

  @Action({
    id: 'issue.discussion_get',
    title: 'Get an issue discussion',
    description: 'Get one discussion thread of an issue with all its notes.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: IssueDiscussionRefDto,
    output: DiscussionDto,
    operation: 'issueDiscussionGet',
    route: 'GET /projects/:id/issues/:noteable_id/discussions/:discussion_id',
    hints: [DISCUSSION_404],
    example: { project_id: '42', issue_iid: 1, discussion_id: '5a217a9ffc23c368ecc0959db37f53024efa04e8' },
  })
  async discussionGet(input: IssueDiscussionRefDto, ctx: ActionContext): Promise<ActionResult<DiscussionDto>> {
    const res = await ctx.gitlab.rest<DiscussionDto>({ method: 'GET', path: discussionPath(input), signal: ctx.signal });
    const out: DiscussionDto = { ...res.data, next_steps: ['issue.discussion_add_note to reply'] };
    return respond(out, renderDiscussion(out, `Discussion on issue #${input.issue_iid}`));
  }

  @Action({
    id: 'issue.discussion_create',
    title: 'Start an issue discussion',
    description: 'Start a new discussion thread on an issue with a first comment that others can reply to.',
    tier: 'free',
    readOnly: false,
    destructive: false,
    input: CreateIssueDiscussionDto,
    output: DiscussionDto,
    operation: 'issueDiscussionCreate',
    route: 'POST /projects/:id/issues/:noteable_id/discussions',
    hints: [ISSUE_404],
    example: { project_id: '42', issue_iid: 1, body: 'Should we backport the fix to v1.0?' },
  })
  async discussionCreate(input: CreateIssueDiscussionDto, ctx: ActionContext): Promise<ActionResult<DiscussionDto>> {
    const { project_id, issue_iid, ...body } = input;
    const res = await ctx.gitlab.rest<DiscussionDto>({ method: 'POST', path: `${issuePath(project_id, issue_iid)}/discussions`, body, signal: ctx.signal });
    const out: DiscussionDto = { ...res.data, next_steps: [`issue.discussion_add_note with discussion_id ${res.data.id} to reply`] };
    return respond(out, renderDiscussion(out, `Discussion started on issue #${issue_iid}`));
  }

  @Action({
    id: 'issue.discussion_add_note',
    title: 'Reply in an issue discussion',
    description: 'Add a reply (note) to an existing discussion thread of an issue.',
    tier: 'free',
    readOnly: false,
    destructive: false,
    input: AddDiscussionNoteDto,
    output: NoteDto,
    operation: 'issueDiscussionAddNote',
    route: 'POST /projects/:id/issues/:noteable_id/discussions/:discussion_id/notes',
    hints: [DISCUSSION_404],
    example: { project_id: '42', issue_iid: 1, discussion_id: '5a217a9ffc23c368ecc0959db37f53024efa04e8', body: 'Yes, v1.0 is still supported.' },
  })
  async discussionAddNote(input: AddDiscussionNoteDto, ctx: ActionContext): Promise<ActionResult<NoteDto>> {
    const res = await ctx.gitlab.rest<NoteDto>({
      method: 'POST',
      path: `${discussionPath(input)}/notes`,
      body: { body: input.body, created_at: input.created_at },
      signal: ctx.signal,
    });
    const out: NoteDto = { ...res.data, next_steps: ['issue.discussion_get to read the whole thread'] };
    return respond(out, renderNote(out, `Reply ${out.id} added to discussion ${input.discussion_id}`));
  }

  @Action({
    id: 'issue.discussion_update_note',
    title: 'Edit a note in an issue discussion',
    description: 'Change the body of a note in a discussion thread, or resolve/unresolve it.',
    tier: 'free',
    readOnly: false,
    destructive: false,
    idempotent: true,
    input: UpdateDiscussionNoteDto,
    output: NoteDto,
    operation: 'issueDiscussionUpdateNote',
    route: 'PUT /projects/:id/issues/:noteable_id/discussions/:discussion_id/notes/:note_id',
    hints: [DISCUSSION_404, { text: 'only the author of a note (or an administrator) can edit it', statuses: [403], namesRole: true }],
    example: { project_id: '42', issue_iid: 1, discussion_id: '5a217a9ffc23c368ecc0959db37f53024efa04e8', note_id: 1, body: 'Yes, v1.0 is supported until June.' },
  })
  async discussionUpdateNote(input: UpdateDiscussionNoteDto, ctx: ActionContext): Promise<ActionResult<NoteDto>> {
    const res = await ctx.gitlab.rest<NoteDto>({
      method: 'PUT',
      path: `${discussionPath(input)}/notes/${segment(input.note_id)}`,
      body: { body: input.body, resolved: input.resolved },
      signal: ctx.signal,
    });
    const out: NoteDto = { ...res.data, next_steps: ['issue.discussion_get to read the whole thread'] };
    return respond(out, renderNote(out, `Note ${out.id} updated`));
  }

  @Action({
    id: 'issue.discussion_delete_note',
    title: 'Delete a note from an issue discussion',
    description: 'Delete one note of a discussion thread for good (deleting the last note removes the thread).',
    tier: 'free',
    readOnly: false,
    destructive: true,
    idempotent: true,
    input: DiscussionNoteRefDto,
    output: IssueChangeDto,
    operation: 'issueDiscussionDeleteNote',
    route: 'DELETE /projects/:id/issues/:noteable_id/discussions/:discussion_id/notes/:note_id',
    hints: [DISCUSSION_404, { text: 'only the author of a note, a Maintainer or Owner, or an administrator can delete it', statuses: [403], namesRole: true }],
    example: { project_id: '42', issue_iid: 1, discussion_id: '5a217a9ffc23c368ecc0959db37f53024efa04e8', note_id: 1 },
  })
  async discussionDeleteNote(input: DiscussionNoteRefDto, ctx: ActionContext): Promise<ActionResult<IssueChangeDto>> {
    await ctx.gitlab.rest<unknown>({ method: 'DELETE', path: `${discussionPath(input)}/notes/${segment(input.note_id)}`, signal: ctx.signal });
    const out: IssueChangeDto = {
      project_id: input.project_id,
      issue_iid: input.issue_iid,
      discussion_id: input.discussion_id,
      note_id: input.note_id,
      message: 'Note deleted from the discussion.',
      next_steps: ['issue.discussion_list to see the remaining threads'],
    };
    return respond(out, renderIssueChange(out, `Note ${input.note_id} deleted`));
  }
}
