import { Action, Domain, type NotFoundSpec, type Declared } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { MergeRequestOutcomeDto } from './dto/merge-request.dto.js';
import {
  AwardEmojiRefDto,
  CreateAwardEmojiDto,
  CreateNoteAwardEmojiDto,
  MergeRequestPageDto,
  NoteAwardEmojiListDto,
  NoteAwardEmojiRefDto,
} from './dto/merge-request-params.dto.js';
import { AwardEmojiDto, AwardEmojiListDto } from '../shared/award-emoji.dto.js';
import { renderEmoji, renderEmojiList } from './merge-request-award-emoji.format.js';
import { MERGE_REQUEST_DOMAIN } from './merge-request.domain.js';
import { renderOutcome } from './merge-request.format.js';
import { MR_404 } from './merge-request.hints.js';
import { asList } from './merge-request.shaping.js';

const EMOJI_NOT_FOUND: NotFoundSpec = {
  resource: 'Award Emoji',
  identifier: '{award_id} on merge request !{merge_request_iid} in project {project_id}',
  nextSteps: ["Use action 'merge_request.emoji_mr_list' to list the emoji awarded to the merge request", "Use action 'merge_request.get' to check the merge request exists"],
};

const NOTE_EMOJI_NOT_FOUND: NotFoundSpec = {
  resource: 'Award Emoji',
  identifier: '{award_id} on note {note_id} of merge request !{merge_request_iid} in project {project_id}',
  nextSteps: ["Use action 'merge_request.emoji_mr_note_list' to list the emoji awarded to the comment", "Use action 'mr_review.note_list' to find the comment"],
};

/** Award emoji on the merge request and on its comments. */
@Domain(MERGE_REQUEST_DOMAIN)
@Injectable()
export class MergeRequestAwardEmojiActions {
  @Action({
    id: 'merge_request.emoji_mr_list', title: 'List emoji on a merge request', tier: 'free', readOnly: true, destructive: false,
    description: 'List the award emoji (reactions such as thumbsup) given to a merge request, with who gave them.',
    keywords: ['thumbs up', 'votes', 'upvotes'],
    input: MergeRequestPageDto, output: AwardEmojiListDto, operation: 'mrEmojiList', route: 'GET /projects/:id/merge_requests/:merge_request_iid/award_emoji',
    hints: [MR_404],
    example: { project_id: '42', merge_request_iid: 7 },
    reply: { list: 'award_emoji', shape: asList, render: (out, input) => renderEmojiList(out, `Award emoji on merge request !${input.merge_request_iid}`), nextSteps: ['merge_request.emoji_mr_create to react'] },
  })
  readonly emojiList?: Declared;

  @Action({
    id: 'merge_request.emoji_mr_get', title: 'Get an emoji on a merge request', tier: 'free', readOnly: true, destructive: false,
    description: 'Get one award emoji given to a merge request by its ID.',
    keywords: ['reaction', 'thumbs up', 'vote'],
    input: AwardEmojiRefDto, output: AwardEmojiDto, operation: 'mrEmojiGet', route: 'GET /projects/:id/merge_requests/:merge_request_iid/award_emoji/:award_id',
    notFound: EMOJI_NOT_FOUND, example: { project_id: '42', merge_request_iid: 7, award_id: 1 },
    reply: { render: (out, input) => renderEmoji(out, `Award emoji ${input.award_id} on merge request !${input.merge_request_iid}`), nextSteps: ['merge_request.emoji_mr_delete to remove it (your own only)'] },
  })
  readonly emojiGet?: Declared;

  @Action({
    id: 'merge_request.emoji_mr_create', title: 'React to a merge request with an emoji', tier: 'free', readOnly: false, destructive: false,
    description: 'Award an emoji (e.g. "thumbsup", "rocket") to a merge request as the caller.',
    keywords: ['reaction', 'thumbs up', 'upvote', 'like', '+1'],
    input: CreateAwardEmojiDto, output: AwardEmojiDto, operation: 'mrEmojiCreate', route: 'POST /projects/:id/merge_requests/:merge_request_iid/award_emoji',
    hints: [{ text: 'the emoji name may be unknown, or you already awarded it; names have no colons (thumbsup)', statuses: [400, 404, 422] }],
    example: { project_id: '42', merge_request_iid: 7, name: 'thumbsup' },
    reply: { render: (out, input) => renderEmoji(out, `Emoji awarded to merge request !${input.merge_request_iid}`), nextSteps: ['merge_request.emoji_mr_list to see all reactions'] },
  })
  readonly emojiCreate?: Declared;

  @Action({
    id: 'merge_request.emoji_mr_delete', title: 'Remove an emoji from a merge request', tier: 'free', readOnly: false, destructive: true, idempotent: true,
    description: 'Remove an award emoji from a merge request (only your own, unless you are an administrator).',
    keywords: ['unreact', 'remove reaction', 'undo reaction', 'unlike'],
    input: AwardEmojiRefDto, output: MergeRequestOutcomeDto, operation: 'mrEmojiDelete', route: 'DELETE /projects/:id/merge_requests/:merge_request_iid/award_emoji/:award_id',
    hints: [
      { text: 'the emoji may not exist on this merge request; use merge_request.emoji_mr_list', statuses: [404] },
      { text: 'only the user who awarded an emoji (or an administrator) can remove it', statuses: [401, 403], namesRole: true },
    ],
    example: { project_id: '42', merge_request_iid: 7, award_id: 1 },
    reply: { shape: (_, input) => ({ project_id: input.project_id, merge_request_iid: input.merge_request_iid, message: `Award emoji ${input.award_id} removed.` }), render: (out, input) => renderOutcome(out, `Award emoji ${input.award_id} removed`), nextSteps: ['merge_request.emoji_mr_list to see the remaining reactions'] },
  })
  readonly emojiDelete?: Declared;

  @Action({
    id: 'merge_request.emoji_mr_note_list', title: 'List emoji on a merge request comment', tier: 'free', readOnly: true, destructive: false,
    description: 'List the award emoji given to one comment (note) of a merge request.',
    keywords: ['reactions', 'comment reactions', 'votes'],
    input: NoteAwardEmojiListDto, output: AwardEmojiListDto, operation: 'mrNoteEmojiList', route: 'GET /projects/:id/merge_requests/:merge_request_iid/notes/:note_id/award_emoji',
    hints: [{ text: 'verify merge_request_iid and note_id; use mr_review.note_list to find the comment', statuses: [404] }],
    example: { project_id: '42', merge_request_iid: 7, note_id: 1 },
    reply: { list: 'award_emoji', shape: asList, render: (out, input) => renderEmojiList(out, `Award emoji on note ${input.note_id} of merge request !${input.merge_request_iid}`), nextSteps: ['merge_request.emoji_mr_note_create to react'] },
  })
  readonly noteEmojiList?: Declared;

  @Action({
    id: 'merge_request.emoji_mr_note_get', title: 'Get an emoji on a merge request comment', tier: 'free', readOnly: true, destructive: false,
    description: 'Get one award emoji given to a comment (note) of a merge request.',
    keywords: ['reaction', 'comment reaction'],
    input: NoteAwardEmojiRefDto, output: AwardEmojiDto, operation: 'mrNoteEmojiGet', route: 'GET /projects/:id/merge_requests/:merge_request_iid/notes/:note_id/award_emoji/:award_id',
    notFound: NOTE_EMOJI_NOT_FOUND, example: { project_id: '42', merge_request_iid: 7, note_id: 1, award_id: 1 },
    reply: { render: (out, input) => renderEmoji(out, `Award emoji ${input.award_id} on note ${input.note_id}`), nextSteps: ['merge_request.emoji_mr_note_delete to remove it (your own only)'] },
  })
  readonly noteEmojiGet?: Declared;

  @Action({
    id: 'merge_request.emoji_mr_note_create', title: 'React to a merge request comment', tier: 'free', readOnly: false, destructive: false,
    description: 'Award an emoji (e.g. "thumbsup") to one comment (note) of a merge request as the caller.',
    keywords: ['reaction', 'thumbs up', 'like comment', '+1'],
    input: CreateNoteAwardEmojiDto, output: AwardEmojiDto, operation: 'mrNoteEmojiCreate', route: 'POST /projects/:id/merge_requests/:merge_request_iid/notes/:note_id/award_emoji',
    hints: [{ text: 'the emoji name may be unknown or already awarded, or the comment may not exist (mr_review.note_list)', statuses: [400, 404, 422] }],
    example: { project_id: '42', merge_request_iid: 7, note_id: 1, name: 'thumbsup' },
    reply: { render: (out, input) => renderEmoji(out, `Emoji awarded to note ${input.note_id}`), nextSteps: ['merge_request.emoji_mr_note_list to see all reactions on the comment'] },
  })
  readonly noteEmojiCreate?: Declared;

  @Action({
    id: 'merge_request.emoji_mr_note_delete', title: 'Remove an emoji from a merge request comment', tier: 'free', readOnly: false, destructive: true, idempotent: true,
    description: 'Remove an award emoji from a comment (note) of a merge request (only your own, unless you are an administrator).',
    keywords: ['unreact', 'remove reaction', 'undo reaction'],
    input: NoteAwardEmojiRefDto, output: MergeRequestOutcomeDto, operation: 'mrNoteEmojiDelete', route: 'DELETE /projects/:id/merge_requests/:merge_request_iid/notes/:note_id/award_emoji/:award_id',
    hints: [
      { text: 'the emoji may not exist on this comment; use merge_request.emoji_mr_note_list', statuses: [404] },
      { text: 'only the user who awarded an emoji (or an administrator) can remove it', statuses: [401, 403], namesRole: true },
    ],
    example: { project_id: '42', merge_request_iid: 7, note_id: 1, award_id: 1 },
    reply: { shape: (_, input) => ({ project_id: input.project_id, merge_request_iid: input.merge_request_iid, message: `Award emoji ${input.award_id} removed from note ${input.note_id}.` }), render: (out, input) => renderOutcome(out, `Award emoji ${input.award_id} removed`), nextSteps: ['merge_request.emoji_mr_note_list to see the remaining reactions'] },
  })
  readonly noteEmojiDelete?: Declared;
}
