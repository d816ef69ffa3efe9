import { Action, Domain, respond, type ActionContext, type ActionResult } from '@gitlab-mcp/action-kit';
import { Injectable } from '@nestjs/common';
import { requireGraphqlData } from '../shared/graphql.js';
import { requireMutationPayload } from '../shared/graphql-mutation.js';
import { EpicNoteDeletionDto, EpicNoteDto, EpicNotePageDto } from './dto/epic.dto.js';
import { EpicForwardPageDto, EpicNoteCreateDto, EpicNoteRefDto, EpicNoteUpdateDto } from './dto/epic-params.dto.js';
import { epicNoteOf, groupFullPath, noEpic, resolveEpic, widgetPage } from './epic-lookup.js';
import { epicNote, noteGid, requireNote } from './epic-note-lookup.js';
import { GROUP_DOMAIN } from './group.domain.js';
import { renderEpicNote, renderEpicNoteDeletion, renderEpicNotePage } from './group-epic-notes.format.js';
import {
  EPIC_NOTE_CREATE_MUTATION,
  EPIC_NOTE_DELETE_MUTATION,
  EPIC_NOTE_UPDATE_MUTATION,
  EPIC_NOTES_QUERY,
  type EpicNoteCreateData,
  type EpicNoteDeleteData,
  type EpicNoteNode,
  type EpicNoteUpdateData,
  type EpicWidgetsData,
} from './group-epics.query.js';

const NOTE_HINT = { text: 'verify epic_iid and note_id; use group.epic_note_list to see the comments of the epic', anyError: true };
const NOTE_ROLE = { text: 'commenting needs at least the Guest role in the group; editing a note needs being its author, deleting another\'s note the Maintainer role', statuses: [401, 403], namesRole: true };

/** Comments on an epic: its work item's notes widget and GitLab's note mutations. */
@Domain(GROUP_DOMAIN)
@Injectable()
export class GroupEpicNoteActions {
  @Action({
    id: 'group.epic_note_list',
    title: 'List comments on an epic',
    description: 'List the comments (and system notes) on an epic, oldest first, over GraphQL. Forward-only cursor paging (A-35): first, then after the end_cursor.',
    keywords: ['system notes', 'epic activity', 'feedback', 'remarks'],
    tier: 'premium',
    readOnly: true,
    destructive: false,
    input: EpicForwardPageDto,
    output: EpicNotePageDto,
    operation: 'epicNoteList',
    route: 'POST graphql',
    hints: [{ text: 'verify group_id and epic_iid; use group.epic_list to see the epics of the group', anyError: true }],
    example: { group_id: 'acme', epic_iid: 1, first: 20 },
  })
  async epicNoteList(input: EpicForwardPageDto, ctx: ActionContext): Promise<ActionResult<EpicNotePageDto>> {
    const fullPath = await groupFullPath(input.group_id, ctx);
    const res = await ctx.gitlab.graphql<EpicWidgetsData>(EPIC_NOTES_QUERY, { fullPath, iid: String(input.epic_iid), first: input.first ?? 20, after: input.after }, ctx.signal);
    const item = requireGraphqlData(res, 'epicNoteList').namespace?.workItem;
    if (!item || item.workItemType?.name !== 'Epic') throw noEpic('epicNoteList', fullPath, input.epic_iid);
    const page = widgetPage<EpicNoteNode>((item.widgets ?? []).find((w) => w.type === 'NOTES')?.notes);
    const out: EpicNotePageDto = { notes: page.nodes.map(epicNoteOf), page_info: page.pageInfo, next_steps: ['group.epic_note_create to comment', 'group.epic_discussion_list for the threads'] };
    return respond(out, renderEpicNotePage(out, input.epic_iid));
  }

  @Action({
    id: 'group.epic_note_get',
    title: 'Get a comment on an epic',
    description: 'Get one comment on an epic by note ID, whole, with its author and discussion.',
    keywords: ['note by id', 'remark', 'feedback'],
    tier: 'premium',
    readOnly: true,
    destructive: false,
    input: EpicNoteRefDto,
    output: EpicNoteDto,
    operation: 'epicNoteGet',
    route: 'POST graphql',
    hints: [NOTE_HINT],
    example: { group_id: 'acme', epic_iid: 1, note_id: 3001 },
  })
  async epicNoteGet(input: EpicNoteRefDto, ctx: ActionContext): Promise<ActionResult<EpicNoteDto>> {
    const note = await epicNote(input, input.note_id, ctx, 'epicNoteGet');
    const out: EpicNoteDto = { ...epicNoteOf(note), next_steps: ['group.epic_note_update to edit it', 'group.epic_discussion_add_note to reply'] };
    return respond(out, renderEpicNote(out, `Note ${out.id} on epic &${input.epic_iid}`));
  }

  @Action({
    id: 'group.epic_note_create',
    title: 'Comment on an epic',
    description: 'Add a comment to an epic (optionally internal: seen by Reporters and up only). It starts its own discussion, which others can reply to.',
    keywords: ['internal note', 'confidential comment', 'feedback', 'remark', 'mention'],
    tier: 'premium',
    readOnly: false,
    destructive: false,
    input: EpicNoteCreateDto,
    output: EpicNoteDto,
    operation: 'epicNoteCreate',
    route: 'POST graphql',
    hints: [{ text: 'verify group_id and epic_iid; use group.epic_list to see the epics of the group', anyError: true }, NOTE_ROLE],
    example: { group_id: 'acme', epic_iid: 1, body: 'Beta sign-ups open on 1 April.' },
  })
  async epicNoteCreate(input: EpicNoteCreateDto, ctx: ActionContext): Promise<ActionResult<EpicNoteDto>> {
    const { node } = await resolveEpic(input, ctx, 'epicNoteCreate');
    const res = await ctx.gitlab.graphql<EpicNoteCreateData>(EPIC_NOTE_CREATE_MUTATION, { input: { noteableId: node.id, body: input.body, internal: input.internal } }, ctx.signal);
    const note = requireNote(requireMutationPayload(res, 'createNote').note, 'createNote');
    const out: EpicNoteDto = { ...epicNoteOf(note), next_steps: ['group.epic_note_list to see all comments', 'group.epic_note_update to edit it'] };
    return respond(out, renderEpicNote(out, `Comment added to epic &${input.epic_iid}`));
  }

  @Action({
    id: 'group.epic_note_update',
    title: 'Edit a comment on an epic',
    description: 'Change the text of a comment on an epic (your own comments only).',
    keywords: ['fix comment', 'reword', 'correct typo', 'remark'],
    tier: 'premium',
    readOnly: false,
    destructive: false,
    idempotent: true,
    input: EpicNoteUpdateDto,
    output: EpicNoteDto,
    operation: 'epicNoteUpdate',
    route: 'POST graphql',
    hints: [NOTE_HINT, NOTE_ROLE],
    example: { group_id: 'acme', epic_iid: 1, note_id: 3003, body: 'Draft of the beta announcement is in the wiki (page "Beta").' },
  })
  async epicNoteUpdate(input: EpicNoteUpdateDto, ctx: ActionContext): Promise<ActionResult<EpicNoteDto>> {
    await epicNote(input, input.note_id, ctx, 'epicNoteUpdate');
    const res = await ctx.gitlab.graphql<EpicNoteUpdateData>(EPIC_NOTE_UPDATE_MUTATION, { input: { id: noteGid(input.note_id), body: input.body } }, ctx.signal);
    const note = requireNote(requireMutationPayload(res, 'updateNote').note, 'updateNote');
    const out: EpicNoteDto = { ...epicNoteOf(note), next_steps: ['group.epic_note_get to read it back'] };
    return respond(out, renderEpicNote(out, `Note ${out.id} updated`));
  }

  @Action({
    id: 'group.epic_note_delete',
    title: 'Delete a comment on an epic',
    description: 'Delete a comment on an epic for good (your own, or anyone\'s with the Maintainer role). This cannot be undone.',
    keywords: ['remark', 'own comment', 'moderation'],
    tier: 'premium',
    readOnly: false,
    destructive: true,
    idempotent: true,
    input: EpicNoteRefDto,
    output: EpicNoteDeletionDto,
    operation: 'epicNoteDelete',
    route: 'POST graphql',
    hints: [NOTE_HINT, NOTE_ROLE],
    example: { group_id: 'acme', epic_iid: 1, note_id: 3004 },
  })
  async epicNoteDelete(input: EpicNoteRefDto, ctx: ActionContext): Promise<ActionResult<EpicNoteDeletionDto>> {
    await epicNote(input, input.note_id, ctx, 'epicNoteDelete');
    const res = await ctx.gitlab.graphql<EpicNoteDeleteData>(EPIC_NOTE_DELETE_MUTATION, { input: { id: noteGid(input.note_id) } }, ctx.signal);
    requireMutationPayload(res, 'destroyNote');
    const out: EpicNoteDeletionDto = { epic_iid: input.epic_iid, note_id: input.note_id, message: `Note ${input.note_id} deleted from epic &${input.epic_iid}.`, next_steps: ['group.epic_note_list to see the remaining comments'] };
    return respond(out, renderEpicNoteDeletion(out));
  }
}
