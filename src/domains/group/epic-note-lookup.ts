import type { ActionContext } from '@gitlab-mcp/action-kit';
import { ActionRefusalError, GraphqlDataError } from '@gitlab-mcp/errors';
import { requireGraphqlData } from '../shared/graphql.js';
import { discussionKey, gidNumber, resolveEpic } from './epic-lookup.js';
import { EPIC_NOTE_QUERY, type EpicNoteData, type EpicNoteNode } from './group-epics.query.js';

export const noteGid = (noteId: number): string => `gid://gitlab/Note/${noteId}`;
export const discussionGid = (discussionId: string): string => `gid://gitlab/Discussion/${discussionId}`;

/** The note of a mutation payload, or GitLab's silence as an error (never a reported change). */
export function requireNote(node: EpicNoteNode | null | undefined, operation: string): EpicNoteNode {
  if (!node) throw new GraphqlDataError({ source: 'mutation-payload', operation, messages: ['GitLab returned no note'] });
  return node;
}

/**
 * The note `noteId`, refused unless it is a comment on this epic (and, when `discussionId` is
 * given, in that discussion): a note ID alone could name a comment anywhere.
 */
export async function epicNote(input: { group_id: string; epic_iid: number }, noteId: number, ctx: ActionContext, operation: string, discussionId?: string): Promise<EpicNoteNode> {
  const { node: epic } = await resolveEpic(input, ctx, operation);
  const res = await ctx.gitlab.graphql<EpicNoteData>(EPIC_NOTE_QUERY, { id: noteGid(noteId) }, ctx.signal);
  const note = requireGraphqlData(res, operation).note;
  const onEpic = note !== null && note.noteableId === gidNumber(epic.id);
  const inDiscussion = discussionId === undefined || (note?.discussion !== null && note?.discussion !== undefined && discussionKey(note.discussion.id) === discussionId);
  if (!note || !onEpic || !inDiscussion) {
    const where = discussionId === undefined ? `epic &${input.epic_iid}` : `discussion ${discussionId} of epic &${input.epic_iid}`;
    throw new ActionRefusalError(`${operation}: ${where} has no note ${noteId}, or the token cannot see it. Use group.epic_note_list or group.epic_discussion_list to see its notes.`);
  }
  return note;
}
