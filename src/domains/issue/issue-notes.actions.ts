import { Action, Domain, pageOf, respond, type ActionContext, type ActionResult } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { IssueChangeDto, NoteDto, NoteListDto } from './dto/issue.dto.js';
import { CreateIssueNoteDto, IssueNoteRefDto, ListIssueNotesDto, UpdateIssueNoteDto } from './dto/issue-note-params.dto.js';
import { ISSUE_DOMAIN } from './issue.domain.js';
import { renderIssueChange } from './issue.format.js';
import { ISSUE_404, NOTE_404 } from './issue.hints.js';
import { renderNote, renderNoteList } from './issue-notes.format.js';
import { issuePath, notePath } from './issue.rest.js';

/** Comments (notes) on an issue. */
@Domain(ISSUE_DOMAIN)
@Injectable()
export class IssueNoteActions {
  @Action({
    id: 'issue.note_list',
    title: 'List issue comments',
    description: 'List the comments (notes) of an issue, system notes included unless activity_filter=only_comments; each body is user content.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: ListIssueNotesDto,
    output: NoteListDto,
    operation: 'issueNoteList',
    route: 'GET /projects/:id/issues/:noteable_id/notes',
    hints: [ISSUE_404],
    example: { project_id: '42', issue_iid: 1, sort: 'asc', order_by: 'created_at' },
  })
  async noteList(input: ListIssueNotesDto, ctx: ActionContext): Promise<ActionResult<NoteListDto>> {
    const { project_id, issue_iid, ...query } = input;
    const res = await ctx.gitlab.rest<NoteDto[]>({ method: 'GET', path: `${issuePath(project_id, issue_iid)}/notes`, query, signal: ctx.signal });
    const out: NoteListDto = { notes: res.data, pagination: pageOf(res, input), next_steps: ['issue.note_create to comment', 'issue.discussion_list to see the threads'] };
    return respond(out, renderNoteList(out, `Comments on issue #${issue_iid}`));
  }

  @Action({
    id: 'issue.note_get',
    title: 'Get an issue comment',
    description: 'Get one comment (note) of an issue with its whole body.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: IssueNoteRefDto,
    output: NoteDto,
    operation: 'issueNoteGet',
    route: 'GET /projects/:id/issues/:noteable_id/notes/:note_id',
    hints: [NOTE_404],
    example: { project_id: '42', issue_iid: 1, note_id: 1 },
  })
  async noteGet(input: IssueNoteRefDto, ctx: ActionContext): Promise<ActionResult<NoteDto>> {
    const res = await ctx.gitlab.rest<NoteDto>({ method: 'GET', path: notePath(input), signal: ctx.signal });
    const out: NoteDto = { ...res.data, next_steps: ['issue.note_update to edit it', 'issue.emoji_issue_note_create to react to it'] };
    return respond(out, renderNote(out, `Comment ${out.id} on issue #${input.issue_iid}`));
  }

  @Action({
    id: 'issue.note_create',
    title: 'Comment on an issue',
    description: 'Add a comment (note) to an issue; internal comments are visible to project members only. Quick actions in the body (/label, /close) run too.',
    tier: 'free',
    readOnly: false,
    destructive: false,
    input: CreateIssueNoteDto,
    output: NoteDto,
    operation: 'issueNoteCreate',
    route: 'POST /projects/:id/issues/:noteable_id/notes',
    hints: [ISSUE_404, { text: 'the discussion may be locked (only project members can comment), or you need at least the Guest role', statuses: [403], namesRole: true }],
    example: { project_id: '42', issue_iid: 1, body: 'Reproduced on main; looking into it.' },
  })
  async noteCreate(input: CreateIssueNoteDto, ctx: ActionContext): Promise<ActionResult<NoteDto>> {
    const { project_id, issue_iid, ...body } = input;
    const res = await ctx.gitlab.rest<NoteDto>({ method: 'POST', path: `${issuePath(project_id, issue_iid)}/notes`, body, signal: ctx.signal });
    const out: NoteDto = { ...res.data, next_steps: ['issue.note_list to see the conversation', 'issue.note_update to edit the comment'] };
    return respond(out, renderNote(out, `Comment ${out.id} added to issue #${issue_iid}`));
  }

  @Action({
    id: 'issue.note_update',
    title: 'Edit an issue comment',
    description: 'Change the body of a comment (note) on an issue. Only its author can (administrators too).',
    tier: 'free',
    readOnly: false,
    destructive: false,
    idempotent: true,
    input: UpdateIssueNoteDto,
    output: NoteDto,
    operation: 'issueNoteUpdate',
    route: 'PUT /projects/:id/issues/:noteable_id/notes/:note_id',
    hints: [NOTE_404, { text: 'only the author of a comment (or an administrator) can edit it', statuses: [403], namesRole: true }],
    example: { project_id: '42', issue_iid: 1, note_id: 1, body: 'Reproduced on main and on v1.0.' },
  })
  async noteUpdate(input: UpdateIssueNoteDto, ctx: ActionContext): Promise<ActionResult<NoteDto>> {
    const res = await ctx.gitlab.rest<NoteDto>({ method: 'PUT', path: notePath(input), body: { body: input.body, confidential: input.confidential }, signal: ctx.signal });
    const out: NoteDto = { ...res.data, next_steps: ['issue.note_get to read it back'] };
    return respond(out, renderNote(out, `Comment ${out.id} updated`));
  }

  @Action({
    id: 'issue.note_delete',
    title: 'Delete an issue comment',
    description: 'Delete a comment (note) of an issue for good.',
    tier: 'free',
    readOnly: false,
    destructive: true,
    idempotent: true,
    input: IssueNoteRefDto,
    output: IssueChangeDto,
    operation: 'issueNoteDelete',
    route: 'DELETE /projects/:id/issues/:noteable_id/notes/:note_id',
    hints: [NOTE_404, { text: 'only the author of a comment, a Maintainer or Owner, or an administrator can delete it', statuses: [403], namesRole: true }],
    example: { project_id: '42', issue_iid: 1, note_id: 2 },
  })
  async noteDelete(input: IssueNoteRefDto, ctx: ActionContext): Promise<ActionResult<IssueChangeDto>> {
    await ctx.gitlab.rest<undefined>({ method: 'DELETE', path: notePath(input), signal: ctx.signal });
    const out: IssueChangeDto = { project_id: input.project_id, issue_iid: input.issue_iid, note_id: input.note_id, message: 'Comment deleted.', next_steps: ['issue.note_list to see the remaining comments'] };
    return respond(out, renderIssueChange(out, `Comment ${input.note_id} deleted`));
  }
}
