import type { ActionContext } from '@gitlab-mcp/action-kit';
import { ActionRefusalError } from '@gitlab-mcp/errors';
import { pageInfoOf } from '../shared/cursor-page.dto.js';
import { requireGraphqlData } from '../shared/graphql.js';
import type { DiscussionDto } from '../shared/note.dto.js';
import type { UserBasicDto } from '../shared/user-basic.dto.js';
import type { EpicDto, EpicIssueDto, EpicNoteDto } from './dto/epic.dto.js';
import { EPIC_GET_QUERY, type EpicChildNode, type EpicDiscussionNode, type EpicGetData, type EpicNode, type EpicNoteNode } from './group-epics.query.js';

/** GraphQL names groups by full path; a numeric `group_id` is looked up over REST first. */
export async function groupFullPath(groupId: string, ctx: ActionContext): Promise<string> {
  if (!/^\d+$/.test(groupId)) return groupId;
  const res = await ctx.gitlab.rest<{ full_path: string }>({ method: 'GET', path: `/groups/${groupId}`, signal: ctx.signal });
  return res.data.full_path;
}

/** The refusal when the group has no epic with that IID (or the token cannot see it). */
export function noEpic(operation: string, fullPath: string, iid: number): ActionRefusalError {
  return new ActionRefusalError(`${operation}: no epic ${iid} in group ${fullPath}, or the token cannot see it. Use group.epic_list to see the group's epics.`);
}

/** The epic's work item: its global ID and the group's full path. */
export async function resolveEpic(input: { group_id: string; epic_iid: number }, ctx: ActionContext, operation: string): Promise<{ fullPath: string; node: EpicNode }> {
  const fullPath = await groupFullPath(input.group_id, ctx);
  const res = await ctx.gitlab.graphql<EpicGetData>(EPIC_GET_QUERY, { fullPath, iid: String(input.epic_iid) }, ctx.signal);
  const node = requireGraphqlData(res, operation).namespace?.workItem;
  if (!node || node.workItemType?.name !== 'Epic') throw noEpic(operation, fullPath, input.epic_iid);
  return { fullPath, node };
}

/** The number at the end of a global ID (`gid://gitlab/Note/3001` → 3001). */
export function gidNumber(gid: string): number {
  return Number(/(\d+)$/.exec(gid)?.[1] ?? Number.NaN);
}

/** The 40-hex id at the end of a discussion's global ID. */
export const discussionKey = (gid: string): string => gid.replace(/^gid:\/\/gitlab\/Discussion\//, '');

export function epicOf(n: EpicNode): EpicDto {
  const widget = (type: string) => (n.widgets ?? []).find((w) => w.type === type);
  const labels = widget('LABELS')?.labels?.nodes;
  const dates = widget('START_AND_DUE_DATE');
  const parent = widget('HIERARCHY')?.parent;
  return {
    id: n.id,
    iid: n.iid,
    title: n.title,
    state: n.state,
    description: n.description ?? undefined,
    confidential: n.confidential,
    created_at: n.createdAt,
    updated_at: n.updatedAt,
    closed_at: n.closedAt ?? undefined,
    web_url: n.webUrl ?? undefined,
    author_username: n.author?.username,
    labels: labels ? labels.flatMap((l) => (l ? [{ id: l.id, title: l.title }] : [])) : undefined,
    start_date: dates?.startDate ?? undefined,
    due_date: dates?.dueDate ?? undefined,
    parent: parent ? { id: parent.id, iid: parent.iid, title: parent.title } : undefined,
  };
}

export function epicIssueOf(c: EpicChildNode): EpicIssueDto {
  return { id: c.id, issue_id: gidNumber(c.id), iid: c.iid, title: c.title, state: c.state, web_url: c.webUrl ?? undefined, type: c.workItemType?.name };
}

function userOf(u: { id: string; username: string; name: string; webUrl: string } | null): UserBasicDto | undefined {
  return u ? { id: gidNumber(u.id), username: u.username, name: u.name, web_url: u.webUrl } : undefined;
}

export function epicNoteOf(n: EpicNoteNode): EpicNoteDto {
  return {
    id: gidNumber(n.id),
    type: n.discussion ? 'DiscussionNote' : undefined,
    body: n.body,
    author: userOf(n.author),
    created_at: n.createdAt,
    updated_at: n.updatedAt,
    system: n.system,
    internal: n.internal ?? undefined,
    noteable_id: n.noteableId ?? undefined,
    noteable_type: n.noteableType,
    resolvable: n.resolvable,
    resolved: n.resolved,
    resolved_at: n.resolvedAt ?? undefined,
    resolved_by: userOf(n.resolvedBy),
    discussion_id: n.discussion ? discussionKey(n.discussion.id) : undefined,
  };
}

export function epicDiscussionOf(d: EpicDiscussionNode): DiscussionDto {
  const notes = (d.notes.nodes ?? []).filter((n): n is EpicNoteNode => n !== null).map(epicNoteOf);
  return { id: discussionKey(d.id), individual_note: notes.length === 1, resolvable: d.resolvable, resolved: d.resolved, notes };
}

/** One widget's connection of an epic, or an empty page when GitLab sent none. */
export function widgetPage<T>(conn: { nodes: Array<T | null> | null; pageInfo: Parameters<typeof pageInfoOf>[0] } | null | undefined): { nodes: T[]; pageInfo: ReturnType<typeof pageInfoOf> } {
  return { nodes: (conn?.nodes ?? []).filter((n): n is T => n !== null), pageInfo: pageInfoOf(conn?.pageInfo) };
}
