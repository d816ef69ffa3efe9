import { Action, Domain, respond, type ActionContext, type ActionResult, type NotFoundSpec } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { pageOf } from '../shared/page.js';
import { segment } from '../shared/project-ref.js';
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
import { mrPath, page, rest } from './merge-request.rest.js';
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
    id: 'merge_request.emoji_mr_list',
    title: 'List emoji on a merge request',
    description: 'List the award emoji (reactions such as thumbsup) given to a merge request, with who gave them.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: MergeRequestPageDto,
    output: AwardEmojiListDto,
    operation: 'mrEmojiList',
    route: 'GET /projects/:id/merge_requests/:merge_request_iid/award_emoji',
    hints: [MR_404],
    example: { project_id: '42', merge_request_iid: 7 },
  })
  async emojiList(input: MergeRequestPageDto, ctx: ActionContext): Promise<ActionResult<AwardEmojiListDto>> {
    const res = await rest<unknown[]>(ctx, 'GET', `${mrPath(input.project_id, input.merge_request_iid)}/award_emoji`, { query: page(input) });
    const out: AwardEmojiListDto = { award_emoji: asList<AwardEmojiDto>(res.data), pagination: pageOf(res, input), next_steps: ['merge_request.emoji_mr_create to react'] };
    return respond(out, renderEmojiList(out, `Award emoji on merge request !${input.merge_request_iid}`));
  }

  @Action({
    id: 'merge_request.emoji_mr_get',
    title: 'Get an emoji on a merge request',
    description: 'Get one award emoji given to a merge request by its ID.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: AwardEmojiRefDto,
    output: AwardEmojiDto,
    operation: 'mrEmojiGet',
    route: 'GET /projects/:id/merge_requests/:merge_request_iid/award_emoji/:award_id',
    notFound: EMOJI_NOT_FOUND,
    example: { project_id: '42', merge_request_iid: 7, award_id: 1 },
  })
  async emojiGet(input: AwardEmojiRefDto, ctx: ActionContext): Promise<ActionResult<AwardEmojiDto>> {
    const res = await rest<AwardEmojiDto>(ctx, 'GET', `${mrPath(input.project_id, input.merge_request_iid)}/award_emoji/${segment(input.award_id)}`);
    const out: AwardEmojiDto = { ...res.data, next_steps: ['merge_request.emoji_mr_delete to remove it (your own only)'] };
    return respond(out, renderEmoji(out, `Award emoji ${input.award_id} on merge request !${input.merge_request_iid}`));
  }

  @Action({
    id: 'merge_request.emoji_mr_create',
    title: 'React to a merge request with an emoji',
    description: 'Award an emoji (e.g. "thumbsup", "rocket") to a merge request as the caller.',
    tier: 'free',
    readOnly: false,
    destructive: false,
    input: CreateAwardEmojiDto,
    output: AwardEmojiDto,
    operation: 'mrEmojiCreate',
    route: 'POST /projects/:id/merge_requests/:merge_request_iid/award_emoji',
    hints: [{ text: 'the emoji name may be unknown, or you already awarded it; names have no colons (thumbsup)', statuses: [400, 404, 422] }],
    example: { project_id: '42', merge_request_iid: 7, name: 'thumbsup' },
  })
  async emojiCreate(input: CreateAwardEmojiDto, ctx: ActionContext): Promise<ActionResult<AwardEmojiDto>> {
    const res = await rest<AwardEmojiDto>(ctx, 'POST', `${mrPath(input.project_id, input.merge_request_iid)}/award_emoji`, { body: { name: input.name } });
    const out: AwardEmojiDto = { ...res.data, next_steps: ['merge_request.emoji_mr_list to see all reactions'] };
    return respond(out, renderEmoji(out, `Emoji awarded to merge request !${input.merge_request_iid}`));
  }

  @Action({
    id: 'merge_request.emoji_mr_delete',
    title: 'Remove an emoji from a merge request',
    description: 'Remove an award emoji from a merge request (only your own, unless you are an administrator).',
    tier: 'free',
    readOnly: false,
    destructive: true,
    idempotent: true,
    input: AwardEmojiRefDto,
    output: MergeRequestOutcomeDto,
    operation: 'mrEmojiDelete',
    route: 'DELETE /projects/:id/merge_requests/:merge_request_iid/award_emoji/:award_id',
    hints: [
      { text: 'the emoji may not exist on this merge request; use merge_request.emoji_mr_list', statuses: [404] },
      { text: 'only the user who awarded an emoji (or an administrator) can remove it', statuses: [401, 403], namesRole: true },
    ],
    example: { project_id: '42', merge_request_iid: 7, award_id: 1 },
  })
  async emojiDelete(input: AwardEmojiRefDto, ctx: ActionContext): Promise<ActionResult<MergeRequestOutcomeDto>> {
    await rest<undefined>(ctx, 'DELETE', `${mrPath(input.project_id, input.merge_request_iid)}/award_emoji/${segment(input.award_id)}`);
    const out: MergeRequestOutcomeDto = {
      project_id: input.project_id,
      merge_request_iid: input.merge_request_iid,
      message: `Award emoji ${input.award_id} removed.`,
      next_steps: ['merge_request.emoji_mr_list to see the remaining reactions'],
    };
    return respond(out, renderOutcome(out, `Award emoji ${input.award_id} removed`));
  }

  @Action({
    id: 'merge_request.emoji_mr_note_list',
    title: 'List emoji on a merge request comment',
    description: 'List the award emoji given to one comment (note) of a merge request.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: NoteAwardEmojiListDto,
    output: AwardEmojiListDto,
    operation: 'mrNoteEmojiList',
    route: 'GET /projects/:id/merge_requests/:merge_request_iid/notes/:note_id/award_emoji',
    hints: [{ text: 'verify merge_request_iid and note_id; use mr_review.note_list to find the comment', statuses: [404] }],
    example: { project_id: '42', merge_request_iid: 7, note_id: 1 },
  })
  async noteEmojiList(input: NoteAwardEmojiListDto, ctx: ActionContext): Promise<ActionResult<AwardEmojiListDto>> {
    const res = await rest<unknown[]>(ctx, 'GET', `${mrPath(input.project_id, input.merge_request_iid)}/notes/${segment(input.note_id)}/award_emoji`, { query: page(input) });
    const out: AwardEmojiListDto = { award_emoji: asList<AwardEmojiDto>(res.data), pagination: pageOf(res, input), next_steps: ['merge_request.emoji_mr_note_create to react'] };
    return respond(out, renderEmojiList(out, `Award emoji on note ${input.note_id} of merge request !${input.merge_request_iid}`));
  }

  @Action({
    id: 'merge_request.emoji_mr_note_get',
    title: 'Get an emoji on a merge request comment',
    description: 'Get one award emoji given to a comment (note) of a merge request.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: NoteAwardEmojiRefDto,
    output: AwardEmojiDto,
    operation: 'mrNoteEmojiGet',
    route: 'GET /projects/:id/merge_requests/:merge_request_iid/notes/:note_id/award_emoji/:award_id',
    notFound: NOTE_EMOJI_NOT_FOUND,
    example: { project_id: '42', merge_request_iid: 7, note_id: 1, award_id: 1 },
  })
  async noteEmojiGet(input: NoteAwardEmojiRefDto, ctx: ActionContext): Promise<ActionResult<AwardEmojiDto>> {
    const res = await rest<AwardEmojiDto>(ctx, 'GET', `${mrPath(input.project_id, input.merge_request_iid)}/notes/${segment(input.note_id)}/award_emoji/${segment(input.award_id)}`);
    const out: AwardEmojiDto = { ...res.data, next_steps: ['merge_request.emoji_mr_note_delete to remove it (your own only)'] };
    return respond(out, renderEmoji(out, `Award emoji ${input.award_id} on note ${input.note_id}`));
  }

  @Action({
    id: 'merge_request.emoji_mr_note_create',
    title: 'React to a merge request comment',
    description: 'Award an emoji (e.g. "thumbsup") to one comment (note) of a merge request as the caller.',
    tier: 'free',
    readOnly: false,
    destructive: false,
    input: CreateNoteAwardEmojiDto,
    output: AwardEmojiDto,
    operation: 'mrNoteEmojiCreate',
    route: 'POST /projects/:id/merge_requests/:merge_request_iid/notes/:note_id/award_emoji',
    hints: [{ text: 'the emoji name may be unknown or already awarded, or the comment may not exist (mr_review.note_list)', statuses: [400, 404, 422] }],
    example: { project_id: '42', merge_request_iid: 7, note_id: 1, name: 'thumbsup' },
  })
  async noteEmojiCreate(input: CreateNoteAwardEmojiDto, ctx: ActionContext): Promise<ActionResult<AwardEmojiDto>> {
    const res = await rest<AwardEmojiDto>(ctx, 'POST', `${mrPath(input.project_id, input.merge_request_iid)}/notes/${segment(input.note_id)}/award_emoji`, { body: { name: input.name } });
    const out: AwardEmojiDto = { ...res.data, next_steps: ['merge_request.emoji_mr_note_list to see all reactions on the comment'] };
    return respond(out, renderEmoji(out, `Emoji awarded to note ${input.note_id}`));
  }

  @Action({
    id: 'merge_request.emoji_mr_note_delete',
    title: 'Remove an emoji from a merge request comment',
    description: 'Remove an award emoji from a comment (note) of a merge request (only your own, unless you are an administrator).',
    tier: 'free',
    readOnly: false,
    destructive: true,
    idempotent: true,
    input: NoteAwardEmojiRefDto,
    output: MergeRequestOutcomeDto,
    operation: 'mrNoteEmojiDelete',
    route: 'DELETE /projects/:id/merge_requests/:merge_request_iid/notes/:note_id/award_emoji/:award_id',
    hints: [
      { text: 'the emoji may not exist on this comment; use merge_request.emoji_mr_note_list', statuses: [404] },
      { text: 'only the user who awarded an emoji (or an administrator) can remove it', statuses: [401, 403], namesRole: true },
    ],
    example: { project_id: '42', merge_request_iid: 7, note_id: 1, award_id: 1 },
  })
  async noteEmojiDelete(input: NoteAwardEmojiRefDto, ctx: ActionContext): Promise<ActionResult<MergeRequestOutcomeDto>> {
    await rest<undefined>(ctx, 'DELETE', `${mrPath(input.project_id, input.merge_request_iid)}/notes/${segment(input.note_id)}/award_emoji/${segment(input.award_id)}`);
    const out: MergeRequestOutcomeDto = {
      project_id: input.project_id,
      merge_request_iid: input.merge_request_iid,
      message: `Award emoji ${input.award_id} removed from note ${input.note_id}.`,
      next_steps: ['merge_request.emoji_mr_note_list to see the remaining reactions'],
    };
    return respond(out, renderOutcome(out, `Award emoji ${input.award_id} removed`));
  }
}
