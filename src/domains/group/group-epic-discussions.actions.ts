import { Action, Domain, respond, type ActionContext, type ActionResult } from '@gitlab-mcp/action-kit';
import { ActionRefusalError, GraphqlDataError } from '@gitlab-mcp/errors';
import { Injectable } from '@nestjs/common';
import { requireGraphqlData } from '../shared/graphql.js';
import { requireMutationPayload } from '../shared/graphql-mutation.js';
import { DiscussionDto } from '../shared/note.dto.js';
import { EpicDiscussionPageDto, EpicNoteDeletionDto, EpicNoteDto } from './dto/epic.dto.js';
import { EpicDiscussionNoteRefDto, EpicDiscussionNoteUpdateDto, EpicDiscussionRefDto, EpicDiscussionReplyDto, EpicForwardPageDto, EpicNoteCreateDto } from './dto/epic-params.dto.js';
import { discussionKey, epicDiscussionOf, epicNoteOf, groupFullPath, noEpic, resolveEpic, widgetPage } from './epic-lookup.js';
import { discussionGid, epicNote, noteGid, requireNote } from './epic-note-lookup.js';
import { GROUP_DOMAIN } from './group.domain.js';
import { renderEpicDiscussion, renderEpicDiscussionPage, renderEpicNote, renderEpicNoteDeletion } from './group-epic-notes.format.js';
import {
  EPIC_DISCUSSION_RESOLVE_MUTATION,
  EPIC_DISCUSSIONS_QUERY,
  EPIC_NOTE_CREATE_MUTATION,
  EPIC_NOTE_DELETE_MUTATION,
  EPIC_NOTE_UPDATE_MUTATION,
  type EpicDiscussionNode,
  type EpicDiscussionResolveData,
  type EpicNoteCreateData,
  type EpicNoteDeleteData,
  type EpicNoteUpdateData,
  type EpicWidgetsData,
} from './group-epics.query.js';

const EPIC_HINT = { text: 'verify group_id and epic_iid; use group.epic_list to see the epics of the group', anyError: true };
const DISCUSSION_HINT = { text: 'verify discussion_id (and note_id); use group.epic_discussion_list to see the discussions of the epic', anyError: true };
const NOTE_ROLE = { text: 'replying needs at least the Guest role in the group; editing a note needs being its author, resolving the Reporter role or starting the thread', statuses: [401, 403], namesRole: true };

/** One page of an epic's discussions. */
async function discussionPage(fullPath: string, epicIid: number, first: number, after: string | undefined, ctx: ActionContext, operation: string): Promise<ReturnType<typeof widgetPage<EpicDiscussionNode>>> {
  const res = await ctx.gitlab.graphql<EpicWidgetsData>(EPIC_DISCUSSIONS_QUERY, { fullPath, iid: String(epicIid), first, after }, ctx.signal);
  const item = requireGraphqlData(res, operation).namespace?.workItem;
  if (!item || item.workItemType?.name !== 'Epic') throw noEpic(operation, fullPath, epicIid);
  return widgetPage<EpicDiscussionNode>((item.widgets ?? []).find((w) => w.type === 'NOTES')?.discussions);
}

/** Threads on an epic: discussions of its notes widget, replies and resolution. */
@Domain(GROUP_DOMAIN)
@Injectable()
export class GroupEpicDiscussionActions {
  @Action({
    id: 'group.epic_discussion_list',
    title: 'List discussions on an epic',
    description: 'List the discussions (threads and single comments) on an epic, oldest first, each with its notes, over GraphQL. Forward-only cursor paging (A-35): first, then after the end_cursor.',
    keywords: ['threads', 'conversation', 'threaded replies', 'initiative'],
    tier: 'premium',
    readOnly: true,
    destructive: false,
    input: EpicForwardPageDto,
    output: EpicDiscussionPageDto,
    operation: 'epicDiscussionList',
    route: 'POST graphql',
    hints: [EPIC_HINT],
    example: { group_id: 'acme', epic_iid: 1, first: 20 },
  })
  async epicDiscussionList(input: EpicForwardPageDto, ctx: ActionContext): Promise<ActionResult<EpicDiscussionPageDto>> {
    const fullPath = await groupFullPath(input.group_id, ctx);
    const page = await discussionPage(fullPath, input.epic_iid, input.first ?? 20, input.after, ctx, 'epicDiscussionList');
    const out: EpicDiscussionPageDto = {
      discussions: page.nodes.map(epicDiscussionOf),
      page_info: page.pageInfo,
      next_steps: ['group.epic_discussion_add_note to reply to one', 'group.epic_discussion_create to start a thread'],
    };
    return respond(out, renderEpicDiscussionPage(out, input.epic_iid));
  }

  @Action({
    id: 'group.epic_discussion_get',
    title: 'Get a discussion on an epic',
    description: 'Get one discussion on an epic with all its notes and whether it is resolved.',
    keywords: ['thread', 'conversation', 'resolved thread', 'thread notes'],
    tier: 'premium',
    readOnly: true,
    destructive: false,
    input: EpicDiscussionRefDto,
    output: DiscussionDto,
    operation: 'epicDiscussionGet',
    route: 'POST graphql',
    hints: [DISCUSSION_HINT],
    example: { group_id: 'acme', epic_iid: 1, discussion_id: '6a9c1d2e3f4a5b6c7d8e9f0a1b2c3d4e5f6a7b8c' },
  })
  async epicDiscussionGet(input: EpicDiscussionRefDto, ctx: ActionContext): Promise<ActionResult<DiscussionDto>> {
    const fullPath = await groupFullPath(input.group_id, ctx);
    let after: string | undefined;
    for (;;) {
      const page = await discussionPage(fullPath, input.epic_iid, 100, after, ctx, 'epicDiscussionGet');
      const hit = page.nodes.find((d) => discussionKey(d.id) === input.discussion_id);
      if (hit) {
        const out: DiscussionDto = { ...epicDiscussionOf(hit), next_steps: ['group.epic_discussion_add_note to reply', 'group.epic_discussion_update_note with resolved to resolve it'] };
        return respond(out, renderEpicDiscussion(out, input.epic_iid));
      }
      if (!page.pageInfo.has_next_page || !page.pageInfo.end_cursor) break;
      after = page.pageInfo.end_cursor;
    }
    throw new ActionRefusalError(`epicDiscussionGet: epic &${input.epic_iid} has no discussion ${input.discussion_id}, or the token cannot see it. Use group.epic_discussion_list to see its discussions.`);
  }

  @Action({
    id: 'group.epic_discussion_create',
    title: 'Start a discussion on an epic',
    description: 'Start a new thread on an epic with a first note; others reply with group.epic_discussion_add_note and it can be resolved.',
    keywords: ['thread', 'start thread', 'conversation', 'discuss'],
    tier: 'premium',
    readOnly: false,
    destructive: false,
    input: EpicNoteCreateDto,
    output: DiscussionDto,
    operation: 'epicDiscussionCreate',
    route: 'POST graphql',
    hints: [EPIC_HINT, NOTE_ROLE],
    example: { group_id: 'acme', epic_iid: 1, body: 'Which regions does the beta cover?' },
  })
  async epicDiscussionCreate(input: EpicNoteCreateDto, ctx: ActionContext): Promise<ActionResult<DiscussionDto>> {
    const { node } = await resolveEpic(input, ctx, 'epicDiscussionCreate');
    const res = await ctx.gitlab.graphql<EpicNoteCreateData>(EPIC_NOTE_CREATE_MUTATION, { input: { noteableId: node.id, body: input.body, internal: input.internal } }, ctx.signal);
    const note = epicNoteOf(requireNote(requireMutationPayload(res, 'createNote').note, 'createNote'));
    if (!note.discussion_id) throw new GraphqlDataError({ source: 'mutation-payload', operation: 'createNote', messages: ['GitLab returned the note without its discussion'] });
    const out: DiscussionDto = { id: note.discussion_id, individual_note: false, resolvable: note.resolvable, resolved: note.resolved, notes: [note], next_steps: ['group.epic_discussion_add_note with this discussion_id to reply'] };
    return respond(out, renderEpicDiscussion(out, input.epic_iid));
  }

  @Action({
    id: 'group.epic_discussion_add_note',
    title: 'Reply to a discussion on an epic',
    description: 'Add a reply to a discussion on an epic (replying to a single comment turns it into a thread).',
    keywords: ['respond', 'answer', 'thread', 'follow-up', 'conversation'],
    tier: 'premium',
    readOnly: false,
    destructive: false,
    input: EpicDiscussionReplyDto,
    output: EpicNoteDto,
    operation: 'epicDiscussionAddNote',
    route: 'POST graphql',
    hints: [DISCUSSION_HINT, NOTE_ROLE],
    example: { group_id: 'acme', epic_iid: 1, discussion_id: '6a9c1d2e3f4a5b6c7d8e9f0a1b2c3d4e5f6a7b8c', body: 'Agreed, the login fix goes first.' },
  })
  async epicDiscussionAddNote(input: EpicDiscussionReplyDto, ctx: ActionContext): Promise<ActionResult<EpicNoteDto>> {
    const { node } = await resolveEpic(input, ctx, 'epicDiscussionAddNote');
    const res = await ctx.gitlab.graphql<EpicNoteCreateData>(EPIC_NOTE_CREATE_MUTATION, { input: { noteableId: node.id, discussionId: discussionGid(input.discussion_id), body: input.body } }, ctx.signal);
    const out: EpicNoteDto = { ...epicNoteOf(requireNote(requireMutationPayload(res, 'createNote').note, 'createNote')), next_steps: ['group.epic_discussion_get to read the whole thread'] };
    return respond(out, renderEpicNote(out, `Reply added to discussion ${input.discussion_id}`));
  }

  @Action({
    id: 'group.epic_discussion_update_note',
    title: 'Edit or resolve a note of a discussion on an epic',
    description: 'Change the text of a note in a discussion on an epic (your own notes), and/or resolve or reopen the whole discussion with resolved.',
    keywords: ['resolve thread', 'unresolve', 'reopen thread', 'thread', 'correct note'],
    tier: 'premium',
    readOnly: false,
    destructive: false,
    idempotent: true,
    input: EpicDiscussionNoteUpdateDto,
    output: EpicNoteDto,
    operation: 'epicDiscussionUpdateNote',
    route: 'POST graphql',
    hints: [DISCUSSION_HINT, NOTE_ROLE],
    example: { group_id: 'acme', epic_iid: 1, discussion_id: '6a9c1d2e3f4a5b6c7d8e9f0a1b2c3d4e5f6a7b8c', note_id: 3001, resolved: true },
  })
  async epicDiscussionUpdateNote(input: EpicDiscussionNoteUpdateDto, ctx: ActionContext): Promise<ActionResult<EpicNoteDto>> {
    if (input.body === undefined && input.resolved === undefined) throw new ActionRefusalError('epicDiscussionUpdateNote: give body, resolved, or both; nothing was changed');
    let note = await epicNote(input, input.note_id, ctx, 'epicDiscussionUpdateNote', input.discussion_id);
    if (input.body !== undefined) {
      const res = await ctx.gitlab.graphql<EpicNoteUpdateData>(EPIC_NOTE_UPDATE_MUTATION, { input: { id: noteGid(input.note_id), body: input.body } }, ctx.signal);
      note = requireNote(requireMutationPayload(res, 'updateNote').note, 'updateNote');
    }
    if (input.resolved !== undefined) {
      const res = await ctx.gitlab.graphql<EpicDiscussionResolveData>(EPIC_DISCUSSION_RESOLVE_MUTATION, { input: { id: discussionGid(input.discussion_id), resolve: input.resolved } }, ctx.signal);
      const discussion = requireMutationPayload(res, 'discussionToggleResolve').discussion;
      note = requireNote(discussion?.notes.nodes?.find((n) => n?.id === noteGid(input.note_id)), 'discussionToggleResolve');
    }
    const out: EpicNoteDto = { ...epicNoteOf(note), next_steps: ['group.epic_discussion_get to read the whole thread'] };
    const what = [input.body === undefined ? undefined : 'updated', input.resolved === undefined ? undefined : input.resolved ? 'discussion resolved' : 'discussion reopened'].filter((x) => x !== undefined).join(', ');
    return respond(out, renderEpicNote(out, `Note ${input.note_id}: ${what}`));
  }

  @Action({
    id: 'group.epic_discussion_delete_note',
    title: 'Delete a note of a discussion on an epic',
    description: 'Delete one note of a discussion on an epic for good (your own, or anyone\'s with the Maintainer role); deleting the last note removes the discussion. This cannot be undone.',
    keywords: ['thread', 'thread reply', 'conversation'],
    tier: 'premium',
    readOnly: false,
    destructive: true,
    idempotent: true,
    input: EpicDiscussionNoteRefDto,
    output: EpicNoteDeletionDto,
    operation: 'epicDiscussionDeleteNote',
    route: 'POST graphql',
    hints: [DISCUSSION_HINT, NOTE_ROLE],
    example: { group_id: 'acme', epic_iid: 1, discussion_id: '6a9c1d2e3f4a5b6c7d8e9f0a1b2c3d4e5f6a7b8c', note_id: 3002 },
  })
  async epicDiscussionDeleteNote(input: EpicDiscussionNoteRefDto, ctx: ActionContext): Promise<ActionResult<EpicNoteDeletionDto>> {
    await epicNote(input, input.note_id, ctx, 'epicDiscussionDeleteNote', input.discussion_id);
    const res = await ctx.gitlab.graphql<EpicNoteDeleteData>(EPIC_NOTE_DELETE_MUTATION, { input: { id: noteGid(input.note_id) } }, ctx.signal);
    requireMutationPayload(res, 'destroyNote');
    const out: EpicNoteDeletionDto = {
      epic_iid: input.epic_iid,
      note_id: input.note_id,
      message: `Note ${input.note_id} deleted from discussion ${input.discussion_id} of epic &${input.epic_iid}.`,
      next_steps: ['group.epic_discussion_get to see what remains of the thread'],
    };
    return respond(out, renderEpicNoteDeletion(out));
  }
}
