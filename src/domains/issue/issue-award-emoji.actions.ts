import { Action, Domain, type Declared } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { IssueAwardEmojiDto as AwardEmojiDto, IssueAwardEmojiListDto as AwardEmojiListDto, IssueChangeDto } from './dto/issue.dto.js';
import { AwardEmojiCreateDto, AwardRefDto, IssuePageDto, NoteAwardEmojiCreateDto, NoteAwardRefDto, NoteEmojiPageDto } from './dto/issue-note-params.dto.js';
import { renderAward, renderAwardList } from './issue-award-emoji.format.js';
import { ISSUE_DOMAIN } from './issue.domain.js';
import { renderIssueChange } from './issue.format.js';
import { ISSUE_404, NOTE_404 } from './issue.hints.js';

/** Award emoji on issues and on their comments. */
@Domain(ISSUE_DOMAIN)
@Injectable()
export class IssueAwardEmojiActions {
  @Action({
    id: 'issue.emoji_issue_list', title: 'List award emoji of an issue', tier: 'free', readOnly: true, destructive: false,
    description: 'List the emoji reactions (award emoji) on an issue, with who gave them.',
    keywords: ['thumbs up', 'votes', 'upvotes', 'likes'],
    input: IssuePageDto, output: AwardEmojiListDto, operation: 'issueEmojiIssueList', route: 'GET /projects/:id/issues/:issue_iid/award_emoji',
    hints: [ISSUE_404], example: { project_id: '42', issue_iid: 1 },
    reply: { list: 'award_emoji', render: (out, input) => renderAwardList(out, `Award emoji on issue #${input.issue_iid}`), nextSteps: ['issue.emoji_issue_create to react'] },
  })
  readonly emojiIssueList?: Declared;

  @Action({
    id: 'issue.emoji_issue_get', title: 'Get an award emoji of an issue', tier: 'free', readOnly: true, destructive: false,
    description: 'Get one emoji reaction (award emoji) on an issue by its ID.',
    keywords: ['reaction details', 'thumbs up', 'vote'],
    input: AwardRefDto, output: AwardEmojiDto, operation: 'issueEmojiIssueGet', route: 'GET /projects/:id/issues/:issue_iid/award_emoji/:award_id',
    notFound: {
      resource: 'Award Emoji',
      identifier: '{award_id} on issue #{issue_iid} in project {project_id}',
      nextSteps: ["Use action 'issue.emoji_issue_list' to list the award emoji of the issue", "Use action 'issue.list' to check the issue IID"],
    },
    example: { project_id: '42', issue_iid: 1, award_id: 1 },
    reply: { render: (out, input) => renderAward(out, `Award emoji ${out.id} on issue #${input.issue_iid}`), nextSteps: ['issue.emoji_issue_delete to remove it (your own only)'] },
  })
  readonly emojiIssueGet?: Declared;

  @Action({
    id: 'issue.emoji_issue_create', title: 'React to an issue with an emoji', tier: 'free', readOnly: false, destructive: false,
    description: 'Add an emoji reaction (award emoji, e.g. thumbsup) to an issue as the current user.',
    keywords: ['thumbs up', 'upvote', 'like', '+1', 'vote'],
    input: AwardEmojiCreateDto, output: AwardEmojiDto, operation: 'issueEmojiIssueCreate', route: 'POST /projects/:id/issues/:issue_iid/award_emoji',
    hints: [ISSUE_404, { text: 'you already gave this emoji, or the name is not a GitLab emoji (use names like thumbsup, tada, eyes)', statuses: [400, 404] }],
    example: { project_id: '42', issue_iid: 1, name: 'thumbsup' },
    reply: { render: (out, input) => renderAward(out, `Award emoji added to issue #${input.issue_iid}`), nextSteps: ['issue.emoji_issue_list to see all reactions'] },
  })
  readonly emojiIssueCreate?: Declared;

  @Action({
    id: 'issue.emoji_issue_delete', title: 'Remove an award emoji from an issue', tier: 'free', readOnly: false, destructive: true, idempotent: true,
    description: 'Remove an emoji reaction from an issue. Only the user who gave it (or an administrator) can.',
    keywords: ['unreact', 'remove vote', 'unlike', 'undo reaction'],
    input: AwardRefDto, output: IssueChangeDto, operation: 'issueEmojiIssueDelete', route: 'DELETE /projects/:id/issues/:issue_iid/award_emoji/:award_id',
    hints: [
      { text: 'verify award_id; use issue.emoji_issue_list to see the reactions of the issue', statuses: [404] },
      { text: 'only the user who gave the award emoji (or an administrator) can remove it', statuses: [401, 403], namesRole: true },
    ],
    example: { project_id: '42', issue_iid: 1, award_id: 1 },
    reply: {
      shape: (_, input) => ({ project_id: input.project_id, issue_iid: input.issue_iid, award_id: input.award_id, message: 'Award emoji removed.' }),
      render: (out, input) => renderIssueChange(out, `Award emoji ${input.award_id} removed`),
      nextSteps: ['issue.emoji_issue_list to see the remaining reactions'],
    },
  })
  readonly emojiIssueDelete?: Declared;

  @Action({
    id: 'issue.emoji_issue_note_list', title: 'List award emoji of an issue comment', tier: 'free', readOnly: true, destructive: false,
    description: 'List the emoji reactions (award emoji) on one comment of an issue.',
    keywords: ['comment reactions', 'thumbs up', 'votes'],
    input: NoteEmojiPageDto, output: AwardEmojiListDto, operation: 'issueEmojiIssueNoteList', route: 'GET /projects/:id/issues/:issue_iid/notes/:note_id/award_emoji',
    hints: [NOTE_404], example: { project_id: '42', issue_iid: 1, note_id: 1 },
    reply: { list: 'award_emoji', render: (out, input) => renderAwardList(out, `Award emoji on comment ${input.note_id}`), nextSteps: ['issue.emoji_issue_note_create to react to the comment'] },
  })
  readonly emojiIssueNoteList?: Declared;

  @Action({
    id: 'issue.emoji_issue_note_get', title: 'Get an award emoji of an issue comment', tier: 'free', readOnly: true, destructive: false,
    description: 'Get one emoji reaction (award emoji) on a comment of an issue by its ID.',
    keywords: ['comment reaction', 'thumbs up'],
    input: NoteAwardRefDto, output: AwardEmojiDto, operation: 'issueEmojiIssueNoteGet', route: 'GET /projects/:id/issues/:issue_iid/notes/:note_id/award_emoji/:award_id',
    notFound: {
      resource: 'Award Emoji',
      identifier: '{award_id} on comment {note_id} of issue #{issue_iid} in project {project_id}',
      nextSteps: ["Use action 'issue.emoji_issue_note_list' to list the award emoji of the comment", "Use action 'issue.note_list' to check the comment ID"],
    },
    example: { project_id: '42', issue_iid: 1, note_id: 1, award_id: 1 },
    reply: { render: (out, input) => renderAward(out, `Award emoji ${out.id} on comment ${input.note_id}`), nextSteps: ['issue.emoji_issue_note_delete to remove it (your own only)'] },
  })
  readonly emojiIssueNoteGet?: Declared;

  @Action({
    id: 'issue.emoji_issue_note_create', title: 'React to an issue comment with an emoji', tier: 'free', readOnly: false, destructive: false,
    description: 'Add an emoji reaction (award emoji) to one comment of an issue as the current user.',
    keywords: ['thumbs up', 'like comment', '+1'],
    input: NoteAwardEmojiCreateDto, output: AwardEmojiDto, operation: 'issueEmojiIssueNoteCreate', route: 'POST /projects/:id/issues/:issue_iid/notes/:note_id/award_emoji',
    hints: [NOTE_404], example: { project_id: '42', issue_iid: 1, note_id: 1, name: 'eyes' },
    reply: { render: (out, input) => renderAward(out, `Award emoji added to comment ${input.note_id}`), nextSteps: ['issue.emoji_issue_note_list to see all reactions on the comment'] },
  })
  readonly emojiIssueNoteCreate?: Declared;

  @Action({
    id: 'issue.emoji_issue_note_delete', title: 'Remove an award emoji from an issue comment', tier: 'free', readOnly: false, destructive: true, idempotent: true,
    description: 'Remove an emoji reaction from a comment of an issue. Only the user who gave it (or an administrator) can.',
    keywords: ['unreact', 'unlike', 'undo reaction'],
    input: NoteAwardRefDto, output: IssueChangeDto, operation: 'issueEmojiIssueNoteDelete', route: 'DELETE /projects/:id/issues/:issue_iid/notes/:note_id/award_emoji/:award_id',
    hints: [
      { text: 'verify note_id and award_id; use issue.emoji_issue_note_list to see the reactions of the comment', statuses: [404] },
      { text: 'only the user who gave the award emoji (or an administrator) can remove it', statuses: [401, 403], namesRole: true },
    ],
    example: { project_id: '42', issue_iid: 1, note_id: 1, award_id: 1 },
    reply: {
      shape: (_, input) => ({ project_id: input.project_id, issue_iid: input.issue_iid, note_id: input.note_id, award_id: input.award_id, message: 'Award emoji removed from the comment.' }),
      render: (out, input) => renderIssueChange(out, `Award emoji ${input.award_id} removed`),
      nextSteps: ['issue.emoji_issue_note_list to see the remaining reactions'],
    },
  })
  readonly emojiIssueNoteDelete?: Declared;
}
