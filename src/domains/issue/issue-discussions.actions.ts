import { Action, Domain, type ActionHint, type Declared } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { IssueChangeDto, IssueDiscussionDto, IssueDiscussionListDto, IssueNoteDto } from './dto/issue.dto.js';
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

const DISCUSSION_404: ActionHint = { text: 'verify issue_iid and discussion_id; use issue.discussion_list to see the threads of the issue', statuses: [404] };

/** Discussions (threads) on an issue. */
@Domain(ISSUE_DOMAIN)
@Injectable()
export class IssueDiscussionActions {
  @Action({
    id: 'issue.discussion_list', title: 'List issue discussions', tier: 'free', readOnly: true, destructive: false,
    description: 'List the discussion threads of an issue, each with its notes; each body is user content.',
    keywords: ['conversation', 'comments', 'replies'],
    input: IssuePageDto, output: IssueDiscussionListDto, operation: 'issueDiscussionList', route: 'GET /projects/:id/issues/:noteable_id/discussions',
    hints: [ISSUE_404], example: { project_id: '42', issue_iid: 1 },
    request: { path: { noteable_id: 'issue_iid' } },
    reply: {
      list: 'discussions',
      render: (out, input) => renderDiscussionList(out, `Discussions of issue #${input.issue_iid}`),
      nextSteps: ['issue.discussion_add_note to reply in a thread', 'issue.discussion_create to start one'],
    },
  })
  readonly discussionList?: Declared;

  @Action({
    id: 'issue.discussion_get', title: 'Get an issue discussion', tier: 'free', readOnly: true, destructive: false,
    description: 'Get one discussion thread of an issue with all its notes.',
    keywords: ['conversation', 'comments'],
    input: IssueDiscussionRefDto, output: IssueDiscussionDto, operation: 'issueDiscussionGet', route: 'GET /projects/:id/issues/:noteable_id/discussions/:discussion_id',
    hints: [DISCUSSION_404], example: { project_id: '42', issue_iid: 1, discussion_id: '5a217a9ffc23c368ecc0959db37f53024efa04e8' },
    request: { path: { noteable_id: 'issue_iid' } },
    reply: { render: (out, input) => renderDiscussion(out, `Discussion on issue #${input.issue_iid}`), nextSteps: ['issue.discussion_add_note to reply'] },
  })
  readonly discussionGet?: Declared;

  @Action({
    id: 'issue.discussion_create', title: 'Start an issue discussion', tier: 'free', readOnly: false, destructive: false,
    description: 'Start a new discussion thread on an issue with a first comment that others can reply to.',
    keywords: ['new thread', 'conversation', 'ask question'],
    input: CreateIssueDiscussionDto, output: IssueDiscussionDto, operation: 'issueDiscussionCreate', route: 'POST /projects/:id/issues/:noteable_id/discussions',
    hints: [ISSUE_404], example: { project_id: '42', issue_iid: 1, body: 'Should we backport the fix to v1.0?' },
    request: { path: { noteable_id: 'issue_iid' } },
    reply: {
      shape: (answer) => ({ ...(answer as IssueDiscussionDto), next_steps: [`issue.discussion_add_note with discussion_id ${(answer as IssueDiscussionDto).id} to reply`] }),
      render: (out, input) => renderDiscussion(out, `Discussion started on issue #${input.issue_iid}`),
    },
  })
  readonly discussionCreate?: Declared;

  @Action({
    id: 'issue.discussion_add_note', title: 'Reply in an issue discussion', tier: 'free', readOnly: false, destructive: false,
    description: 'Add a reply (note) to an existing discussion thread of an issue.',
    keywords: ['respond', 'answer', 'comment'],
    input: AddDiscussionNoteDto, output: IssueNoteDto, operation: 'issueDiscussionAddNote', route: 'POST /projects/:id/issues/:noteable_id/discussions/:discussion_id/notes',
    hints: [DISCUSSION_404],
    example: { project_id: '42', issue_iid: 1, discussion_id: '5a217a9ffc23c368ecc0959db37f53024efa04e8', body: 'Yes, v1.0 is still supported.' },
    request: { path: { noteable_id: 'issue_iid' } },
    reply: { render: (out, input) => renderNote(out, `Reply ${out.id} added to discussion ${input.discussion_id}`), nextSteps: ['issue.discussion_get to read the whole thread'] },
  })
  readonly discussionAddNote?: Declared;

  @Action({
    id: 'issue.discussion_update_note', title: 'Edit a note in an issue discussion', tier: 'free', readOnly: false, destructive: false, idempotent: true,
    description: 'Change the body of a note in a discussion thread, or resolve/unresolve it.',
    keywords: ['edit comment', 'change comment', 'resolve thread'],
    input: UpdateDiscussionNoteDto, output: IssueNoteDto, operation: 'issueDiscussionUpdateNote', route: 'PUT /projects/:id/issues/:noteable_id/discussions/:discussion_id/notes/:note_id',
    hints: [DISCUSSION_404, { text: 'only the author of a note (or an administrator) can edit it', statuses: [403], namesRole: true }],
    example: { project_id: '42', issue_iid: 1, discussion_id: '5a217a9ffc23c368ecc0959db37f53024efa04e8', note_id: 1, body: 'Yes, v1.0 is supported until June.' },
    request: { path: { noteable_id: 'issue_iid' } },
    reply: { render: (out) => renderNote(out, `Note ${out.id} updated`), nextSteps: ['issue.discussion_get to read the whole thread'] },
  })
  readonly discussionUpdateNote?: Declared;

  @Action({
    id: 'issue.discussion_delete_note', title: 'Delete a note from an issue discussion', tier: 'free', readOnly: false, destructive: true, idempotent: true,
    description: 'Delete one note of a discussion thread for good (deleting the last note removes the thread).',
    keywords: ['remove comment'],
    input: DiscussionNoteRefDto, output: IssueChangeDto, operation: 'issueDiscussionDeleteNote', route: 'DELETE /projects/:id/issues/:noteable_id/discussions/:discussion_id/notes/:note_id',
    hints: [DISCUSSION_404, { text: 'only the author of a note, a Maintainer or Owner, or an administrator can delete it', statuses: [403], namesRole: true }],
    example: { project_id: '42', issue_iid: 1, discussion_id: '5a217a9ffc23c368ecc0959db37f53024efa04e8', note_id: 1 },
    request: { path: { noteable_id: 'issue_iid' } },
    reply: {
      shape: (_, input) => ({ project_id: input.project_id, issue_iid: input.issue_iid, discussion_id: input.discussion_id, note_id: input.note_id, message: 'Note deleted from the discussion.' }),
      render: (out, input) => renderIssueChange(out, `Note ${input.note_id} deleted`),
      nextSteps: ['issue.discussion_list to see the remaining threads'],
    },
  })
  readonly discussionDeleteNote?: Declared;
}
