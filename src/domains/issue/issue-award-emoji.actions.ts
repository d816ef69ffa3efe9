import { Action, Domain, respond, type ActionContext, type ActionResult } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { pageOf } from '../shared/page.js';
import { segment } from '../shared/project-ref.js';
import { IssueAwardEmojiDto as AwardEmojiDto, IssueAwardEmojiListDto as AwardEmojiListDto, IssueChangeDto } from './dto/issue.dto.js';
import { AwardEmojiCreateDto, AwardRefDto, IssuePageDto, NoteAwardEmojiCreateDto, NoteAwardRefDto, NoteEmojiPageDto } from './dto/issue-note-params.dto.js';
import { renderAward, renderAwardList } from './issue-award-emoji.format.js';
import { ISSUE_DOMAIN } from './issue.domain.js';
import { renderIssueChange } from './issue.format.js';
import { ISSUE_404, NOTE_404 } from './issue.hints.js';
import { issuePath, notePath } from './issue.rest.js';

/** Award emoji on issues and on their comments. */
@Domain(ISSUE_DOMAIN)
@Injectable()
export class IssueAwardEmojiActions {
  @Action({
    id: 'issue.emoji_issue_list',
    title: 'List award emoji of an issue',
    description: 'List the emoji reactions (award emoji) on an issue, with who gave them.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: IssuePageDto,
    output: AwardEmojiListDto,
    operation: 'issueEmojiIssueList',
    route: 'GET /projects/:id/issues/:issue_iid/award_emoji',
    hints: [ISSUE_404],
    example: { project_id: '42', issue_iid: 1 },
  })
  async emojiIssueList(input: IssuePageDto, ctx: ActionContext): Promise<ActionResult<AwardEmojiListDto>> {
    const res = await ctx.gitlab.rest<AwardEmojiDto[]>({
      method: 'GET',
      path: `${issuePath(input.project_id, input.issue_iid)}/award_emoji`,
      query: { page: input.page, per_page: input.per_page },
      signal: ctx.signal,
    });
    const out: AwardEmojiListDto = { award_emoji: res.data, pagination: pageOf(res, input), next_steps: ['issue.emoji_issue_create to react'] };
    return respond(out, renderAwardList(out, `Award emoji on issue #${input.issue_iid}`));
  }

  @Action({
    id: 'issue.emoji_issue_get',
    title: 'Get an award emoji of an issue',
    description: 'Get one emoji reaction (award emoji) on an issue by its ID.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: AwardRefDto,
    output: AwardEmojiDto,
    operation: 'issueEmojiIssueGet',
    route: 'GET /projects/:id/issues/:issue_iid/award_emoji/:award_id',
    notFound: {
      resource: 'Award Emoji',
      identifier: '{award_id} on issue #{issue_iid} in project {project_id}',
      nextSteps: ["Use action 'issue.emoji_issue_list' to list the award emoji of the issue", "Use action 'issue.list' to check the issue IID"],
    },
    example: { project_id: '42', issue_iid: 1, award_id: 1 },
  })
  async emojiIssueGet(input: AwardRefDto, ctx: ActionContext): Promise<ActionResult<AwardEmojiDto>> {
    const res = await ctx.gitlab.rest<AwardEmojiDto>({ method: 'GET', path: `${issuePath(input.project_id, input.issue_iid)}/award_emoji/${segment(input.award_id)}`, signal: ctx.signal });
    const out: AwardEmojiDto = { ...res.data, next_steps: ['issue.emoji_issue_delete to remove it (your own only)'] };
    return respond(out, renderAward(out, `Award emoji ${out.id} on issue #${input.issue_iid}`));
  }

  @Action({
    id: 'issue.emoji_issue_create',
    title: 'React to an issue with an emoji',
    description: 'Add an emoji reaction (award emoji, e.g. thumbsup) to an issue as the current user.',
    tier: 'free',
    readOnly: false,
    destructive: false,
    input: AwardEmojiCreateDto,
    output: AwardEmojiDto,
    operation: 'issueEmojiIssueCreate',
    route: 'POST /projects/:id/issues/:issue_iid/award_emoji',
    hints: [ISSUE_404, { text: 'you already gave this emoji, or the name is not a GitLab emoji (use names like thumbsup, tada, eyes)', statuses: [400, 404] }],
    example: { project_id: '42', issue_iid: 1, name: 'thumbsup' },
  })
  async emojiIssueCreate(input: AwardEmojiCreateDto, ctx: ActionContext): Promise<ActionResult<AwardEmojiDto>> {
    const res = await ctx.gitlab.rest<AwardEmojiDto>({ method: 'POST', path: `${issuePath(input.project_id, input.issue_iid)}/award_emoji`, body: { name: input.name }, signal: ctx.signal });
    const out: AwardEmojiDto = { ...res.data, next_steps: ['issue.emoji_issue_list to see all reactions'] };
    return respond(out, renderAward(out, `Award emoji added to issue #${input.issue_iid}`));
  }

  @Action({
    id: 'issue.emoji_issue_delete',
    title: 'Remove an award emoji from an issue',
    description: 'Remove an emoji reaction from an issue. Only the user who gave it (or an administrator) can.',
    tier: 'free',
    readOnly: false,
    destructive: true,
    idempotent: true,
    input: AwardRefDto,
    output: IssueChangeDto,
    operation: 'issueEmojiIssueDelete',
    route: 'DELETE /projects/:id/issues/:issue_iid/award_emoji/:award_id',
    hints: [
      { text: 'verify award_id; use issue.emoji_issue_list to see the reactions of the issue', statuses: [404] },
      { text: 'only the user who gave the award emoji (or an administrator) can remove it', statuses: [401, 403], namesRole: true },
    ],
    example: { project_id: '42', issue_iid: 1, award_id: 1 },
  })
  async emojiIssueDelete(input: AwardRefDto, ctx: ActionContext): Promise<ActionResult<IssueChangeDto>> {
    await ctx.gitlab.rest<undefined>({ method: 'DELETE', path: `${issuePath(input.project_id, input.issue_iid)}/award_emoji/${segment(input.award_id)}`, signal: ctx.signal });
    const out: IssueChangeDto = { project_id: input.project_id, issue_iid: input.issue_iid, award_id: input.award_id, message: 'Award emoji removed.', next_steps: ['issue.emoji_issue_list to see the remaining reactions'] };
    return respond(out, renderIssueChange(out, `Award emoji ${input.award_id} removed`));
  }

  @Action({
    id: 'issue.emoji_issue_note_list',
    title: 'List award emoji of an issue comment',
    description: 'List the emoji reactions (award emoji) on one comment of an issue.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: NoteEmojiPageDto,
    output: AwardEmojiListDto,
    operation: 'issueEmojiIssueNoteList',
    route: 'GET /projects/:id/issues/:issue_iid/notes/:note_id/award_emoji',
    hints: [NOTE_404],
    example: { project_id: '42', issue_iid: 1, note_id: 1 },
  })
  async emojiIssueNoteList(input: NoteEmojiPageDto, ctx: ActionContext): Promise<ActionResult<AwardEmojiListDto>> {
    const res = await ctx.gitlab.rest<AwardEmojiDto[]>({
      method: 'GET',
      path: `${notePath(input)}/award_emoji`,
      query: { page: input.page, per_page: input.per_page },
      signal: ctx.signal,
    });
    const out: AwardEmojiListDto = { award_emoji: res.data, pagination: pageOf(res, input), next_steps: ['issue.emoji_issue_note_create to react to the comment'] };
    return respond(out, renderAwardList(out, `Award emoji on comment ${input.note_id}`));
  }

  @Action({
    id: 'issue.emoji_issue_note_get',
    title: 'Get an award emoji of an issue comment',
    description: 'Get one emoji reaction (award emoji) on a comment of an issue by its ID.',
    tier: 'free',
    readOnly: true,
    destructive: false,
    input: NoteAwardRefDto,
    output: AwardEmojiDto,
    operation: 'issueEmojiIssueNoteGet',
    route: 'GET /projects/:id/issues/:issue_iid/notes/:note_id/award_emoji/:award_id',
    notFound: {
      resource: 'Award Emoji',
      identifier: '{award_id} on comment {note_id} of issue #{issue_iid} in project {project_id}',
      nextSteps: ["Use action 'issue.emoji_issue_note_list' to list the award emoji of the comment", "Use action 'issue.note_list' to check the comment ID"],
    },
    example: { project_id: '42', issue_iid: 1, note_id: 1, award_id: 1 },
  })
  async emojiIssueNoteGet(input: NoteAwardRefDto, ctx: ActionContext): Promise<ActionResult<AwardEmojiDto>> {
    const res = await ctx.gitlab.rest<AwardEmojiDto>({ method: 'GET', path: `${notePath(input)}/award_emoji/${segment(input.award_id)}`, signal: ctx.signal });
    const out: AwardEmojiDto = { ...res.data, next_steps: ['issue.emoji_issue_note_delete to remove it (your own only)'] };
    return respond(out, renderAward(out, `Award emoji ${out.id} on comment ${input.note_id}`));
  }

  @Action({
    id: 'issue.emoji_issue_note_create',
    title: 'React to an issue comment with an emoji',
    description: 'Add an emoji reaction (award emoji) to one comment of an issue as the current user.',
    tier: 'free',
    readOnly: false,
    destructive: false,
    input: NoteAwardEmojiCreateDto,
    output: AwardEmojiDto,
    operation: 'issueEmojiIssueNoteCreate',
    route: 'POST /projects/:id/issues/:issue_iid/notes/:note_id/award_emoji',
    hints: [NOTE_404],
    example: { project_id: '42', issue_iid: 1, note_id: 1, name: 'eyes' },
  })
  async emojiIssueNoteCreate(input: NoteAwardEmojiCreateDto, ctx: ActionContext): Promise<ActionResult<AwardEmojiDto>> {
    const res = await ctx.gitlab.rest<AwardEmojiDto>({ method: 'POST', path: `${notePath(input)}/award_emoji`, body: { name: input.name }, signal: ctx.signal });
    const out: AwardEmojiDto = { ...res.data, next_steps: ['issue.emoji_issue_note_list to see all reactions on the comment'] };
    return respond(out, renderAward(out, `Award emoji added to comment ${input.note_id}`));
  }

  @Action({
    id: 'issue.emoji_issue_note_delete',
    title: 'Remove an award emoji from an issue comment',
    description: 'Remove an emoji reaction from a comment of an issue. Only the user who gave it (or an administrator) can.',
    tier: 'free',
    readOnly: false,
    destructive: true,
    idempotent: true,
    input: NoteAwardRefDto,
    output: IssueChangeDto,
    operation: 'issueEmojiIssueNoteDelete',
    route: 'DELETE /projects/:id/issues/:issue_iid/notes/:note_id/award_emoji/:award_id',
    hints: [
      { text: 'verify note_id and award_id; use issue.emoji_issue_note_list to see the reactions of the comment', statuses: [404] },
      { text: 'only the user who gave the award emoji (or an administrator) can remove it', statuses: [401, 403], namesRole: true },
    ],
    example: { project_id: '42', issue_iid: 1, note_id: 1, award_id: 1 },
  })
  async emojiIssueNoteDelete(input: NoteAwardRefDto, ctx: ActionContext): Promise<ActionResult<IssueChangeDto>> {
    await ctx.gitlab.rest<undefined>({ method: 'DELETE', path: `${notePath(input)}/award_emoji/${segment(input.award_id)}`, signal: ctx.signal });
    const out: IssueChangeDto = {
      project_id: input.project_id,
      issue_iid: input.issue_iid,
      note_id: input.note_id,
      award_id: input.award_id,
      message: 'Award emoji removed from the comment.',
      next_steps: ['issue.emoji_issue_note_list to see the remaining reactions'],
    };
    return respond(out, renderIssueChange(out, `Award emoji ${input.award_id} removed`));
  }
}
