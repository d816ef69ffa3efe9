import { Action, Domain, type Declared } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { IssueChangeDto, IssueNoteDto, IssueNoteListDto } from './dto/issue.dto.js';
import { CreateIssueNoteDto, IssueNoteRefDto, ListIssueNotesDto, UpdateIssueNoteDto } from './dto/issue-note-params.dto.js';
import { ISSUE_DOMAIN } from './issue.domain.js';
import { renderIssueChange } from './issue.format.js';
import { ISSUE_404, NOTE_404 } from './issue.hints.js';
import { renderNote, renderNoteList } from './issue-notes.format.js';

/** Comments (notes) on an issue. */
@Domain(ISSUE_DOMAIN)
@Injectable()
export class IssueNoteActions {
  @Action({
    id: 'issue.note_list', title: 'List issue comments', tier: 'free', readOnly: true, destructive: false,
    description: 'List the comments (notes) of an issue, system notes included unless activity_filter=only_comments; each body is user content.',
    keywords: ['discussion', 'replies', 'conversation'],
    input: ListIssueNotesDto, output: IssueNoteListDto, operation: 'issueNoteList', route: 'GET /projects/:id/issues/:noteable_id/notes',
    hints: [ISSUE_404], example: { project_id: '42', issue_iid: 1, sort: 'asc', order_by: 'created_at' },
    request: { path: { noteable_id: 'issue_iid' } },
    reply: { list: 'notes', render: (out, input) => renderNoteList(out, `Comments on issue #${input.issue_iid}`), nextSteps: ['issue.note_create to comment', 'issue.discussion_list to see the threads'] },
  })
  readonly noteList?: Declared;

  @Action({
    id: 'issue.note_get', title: 'Get an issue comment', tier: 'free', readOnly: true, destructive: false,
    description: 'Get one comment (note) of an issue with its whole body.',
    keywords: ['comment details', 'reply'],
    input: IssueNoteRefDto, output: IssueNoteDto, operation: 'issueNoteGet', route: 'GET /projects/:id/issues/:noteable_id/notes/:note_id',
    hints: [NOTE_404], example: { project_id: '42', issue_iid: 1, note_id: 1 },
    request: { path: { noteable_id: 'issue_iid' } },
    reply: { render: (out, input) => renderNote(out, `Comment ${out.id} on issue #${input.issue_iid}`), nextSteps: ['issue.note_update to edit it', 'issue.emoji_issue_note_create to react to it'] },
  })
  readonly noteGet?: Declared;

  @Action({
    id: 'issue.note_create', title: 'Comment on an issue', tier: 'free', readOnly: false, destructive: false,
    description: 'Add a comment (note) to an issue; internal comments are visible to project members only. Quick actions in the body (/label, /close) run too.',
    keywords: ['add comment', 'reply', 'post comment', 'leave comment', 'remark', 'respond'],
    input: CreateIssueNoteDto, output: IssueNoteDto, operation: 'issueNoteCreate', route: 'POST /projects/:id/issues/:noteable_id/notes',
    hints: [ISSUE_404, { text: 'the discussion may be locked (only project members can comment), or you need at least the Guest role', statuses: [403], namesRole: true }],
    example: { project_id: '42', issue_iid: 1, body: 'Reproduced on main; looking into it.' },
    request: { path: { noteable_id: 'issue_iid' } },
    reply: { render: (out, input) => renderNote(out, `Comment ${out.id} added to issue #${input.issue_iid}`), nextSteps: ['issue.note_list to see the conversation', 'issue.note_update to edit the comment'] },
  })
  readonly noteCreate?: Declared;

  @Action({
    id: 'issue.note_update', title: 'Edit an issue comment', tier: 'free', readOnly: false, destructive: false, idempotent: true,
    description: 'Change the body of a comment (note) on an issue. Only its author can (administrators too).',
    keywords: ['change comment', 'fix comment', 'edit note'],
    input: UpdateIssueNoteDto, output: IssueNoteDto, operation: 'issueNoteUpdate', route: 'PUT /projects/:id/issues/:noteable_id/notes/:note_id',
    hints: [NOTE_404, { text: 'only the author of a comment (or an administrator) can edit it', statuses: [403], namesRole: true }],
    example: { project_id: '42', issue_iid: 1, note_id: 1, body: 'Reproduced on main and on v1.0.' },
    request: { path: { noteable_id: 'issue_iid' } },
    reply: { render: (out) => renderNote(out, `Comment ${out.id} updated`), nextSteps: ['issue.note_get to read it back'] },
  })
  readonly noteUpdate?: Declared;

  @Action({
    id: 'issue.note_delete', title: 'Delete an issue comment', tier: 'free', readOnly: false, destructive: true, idempotent: true,
    description: 'Delete a comment (note) of an issue for good.',
    keywords: ['remove comment', 'delete note'],
    input: IssueNoteRefDto, output: IssueChangeDto, operation: 'issueNoteDelete', route: 'DELETE /projects/:id/issues/:noteable_id/notes/:note_id',
    hints: [NOTE_404, { text: 'only the author of a comment, a Maintainer or Owner, or an administrator can delete it', statuses: [403], namesRole: true }],
    example: { project_id: '42', issue_iid: 1, note_id: 2 },
    request: { path: { noteable_id: 'issue_iid' } },
    reply: {
      shape: (_, input) => ({ project_id: input.project_id, issue_iid: input.issue_iid, note_id: input.note_id, message: 'Comment deleted.' }),
      render: (out, input) => renderIssueChange(out, `Comment ${input.note_id} deleted`),
      nextSteps: ['issue.note_list to see the remaining comments'],
    },
  })
  readonly noteDelete?: Declared;
}
