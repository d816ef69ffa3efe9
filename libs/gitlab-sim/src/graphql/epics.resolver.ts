import { GraphQLError } from 'graphql';
import { ACCESS } from '../gitlab-sim.constants';
import { messages } from '../gitlab-sim.messages';
import { canReadGroup, canReadProject } from '../store/access.policy';
import type { SimEpic, SimEpicDiscussion, SimEpicNote } from '../store/epics.state';
import { discussionIdFor, epicById, epicNoteById, epicsOf, groupAccess, groupLabelId, groupLabelNames, issueById, placeChild } from '../store/epics.store';
import type { SimNamespace, SimUser } from '../store/sim-model.interface';
import { connection, type ConnectionArgs } from './cursor.paginator';
import type { GraphqlRequestContext } from './gitlab-graphql.resolver';
import { workItem as issueWorkItem } from './work-items.resolver';

type Resolved = Record<string, unknown>;
type Field = (args: never) => unknown;

/** GitLab's Epic work item type. */
const EPIC_TYPE = { id: 'gid://gitlab/WorkItems::Type/8', name: 'Epic', iconName: 'work-item-epic' };

const notAvailable = (): GraphQLError => new GraphQLError(messages.graphqlResourceNotAvailable());
const gidNumber = (gid: unknown, kind: string): number | undefined => {
  const m = new RegExp(`^gid://gitlab/${kind}/(\\d+)$`).exec(String(gid ?? ''));
  return m ? Number(m[1]) : undefined;
};
const discussionHex = (gid: unknown): string | undefined => /^gid:\/\/gitlab\/Discussion\/([0-9a-f]{40})$/.exec(String(gid ?? ''))?.[1];

function page<T>(items: readonly T[], args: ConnectionArgs, key: (t: T) => string, map: (t: T) => Resolved): Resolved {
  const c = connection(items, args, key);
  return { nodes: c.nodes.map(map), pageInfo: c.pageInfo };
}

function userCore(ctx: GraphqlRequestContext, id: number | null): Resolved | null {
  const u = id === null ? undefined : ctx.store.user(id);
  return u ? { id: `gid://gitlab/User/${u.id}`, username: u.username, name: u.name, webUrl: `${ctx.baseUrl}/${u.username}` } : null;
}

function groupOf(ctx: GraphqlRequestContext, epic: SimEpic): SimNamespace {
  const g = ctx.store.namespace(epic.groupId);
  if (!g) throw notAvailable();
  return g;
}

/** The epic with this global ID the caller can read, or GitLab's "does not exist" error. */
function readableEpic(ctx: GraphqlRequestContext, gid: unknown): SimEpic {
  const epic = epicById(ctx.store, gidNumber(gid, 'WorkItem'));
  if (!epic || !ctx.user || !canReadGroup(ctx.store, groupOf(ctx, epic), ctx.user)) throw notAvailable();
  return epic;
}

function requireRole(ctx: GraphqlRequestContext, epic: SimEpic, level: number): SimUser {
  if (!ctx.user || groupAccess(ctx.store, groupOf(ctx, epic), ctx.user) < level) throw notAvailable();
  return ctx.user;
}

function epicUrl(ctx: GraphqlRequestContext, epic: SimEpic): string {
  return `${ctx.baseUrl}/groups/${ctx.store.namespaceFullPath(groupOf(ctx, epic))}/-/epics/${epic.iid}`;
}

function discussionOf(ctx: GraphqlRequestContext, epic: SimEpic, d: SimEpicDiscussion): Resolved {
  const first = d.notes[0];
  return {
    id: `gid://gitlab/Discussion/${d.id}`,
    replyId: `gid://gitlab/Discussion/${d.id}`,
    createdAt: first?.createdAt ?? epic.createdAt,
    resolvable: !(first?.system ?? false),
    resolved: d.resolved,
    resolvedAt: d.resolvedAt,
    resolvedBy: userCore(ctx, d.resolvedById),
    notes: (args: ConnectionArgs) => page(d.notes, args, (n) => String(n.id), (n) => noteOf(ctx, epic, d, n)),
  };
}

function noteOf(ctx: GraphqlRequestContext, epic: SimEpic, d: SimEpicDiscussion, n: SimEpicNote): Resolved {
  return {
    id: `gid://gitlab/Note/${n.id}`,
    body: n.body,
    author: userCore(ctx, n.authorId),
    createdAt: n.createdAt,
    updatedAt: n.updatedAt,
    lastEditedAt: n.lastEditedById === null ? null : n.updatedAt,
    lastEditedBy: userCore(ctx, n.lastEditedById),
    internal: n.internal,
    system: n.system,
    noteableId: epic.id,
    noteableType: 'Epic',
    resolvable: !n.system,
    resolved: d.resolved,
    resolvedAt: d.resolvedAt,
    resolvedBy: userCore(ctx, d.resolvedById),
    url: `${epicUrl(ctx, epic)}#note_${n.id}`,
    discussion: () => discussionOf(ctx, epic, d),
  };
}

/** Internal notes are seen by Reporters and up only. */
function visibleDiscussions(ctx: GraphqlRequestContext, epic: SimEpic): SimEpicDiscussion[] {
  const reporter = groupAccess(ctx.store, groupOf(ctx, epic), ctx.user) >= ACCESS.REPORTER;
  return epic.discussions.filter((d) => reporter || !d.notes.some((n) => n.internal));
}

function byFilter(filter: string | null | undefined): (n: SimEpicNote) => boolean {
  if (filter === 'ONLY_COMMENTS') return (n) => !n.system;
  if (filter === 'ONLY_ACTIVITY') return (n) => n.system;
  return () => true;
}

/** The child issues of an epic the caller can read, as work items. */
function childIssues(ctx: GraphqlRequestContext, epic: SimEpic): Resolved[] {
  return epic.childIssueIds.flatMap((id) => {
    const hit = issueById(ctx.store, id);
    return hit && canReadProject(ctx.store, hit.project, ctx.user) ? [issueWorkItem(ctx, hit.project, hit.issue)] : [];
  });
}

function labelNode(ctx: GraphqlRequestContext, epic: SimEpic, name: string): Resolved {
  return { id: `gid://gitlab/GroupLabel/${groupLabelId(ctx.store, groupOf(ctx, epic), name)}`, title: name, color: '#6699cc' };
}

/** An epic as GitLab's `WorkItem` of type Epic. */
function epicWorkItem(ctx: GraphqlRequestContext, epic: SimEpic): Resolved {
  const parent = epicById(ctx.store, epic.parentEpicId ?? undefined);
  const children = (): Resolved[] => [...epicsOf(ctx.store, groupOf(ctx, epic)).filter((e) => e.parentEpicId === epic.id).map((e) => epicWorkItem(ctx, e)), ...childIssues(ctx, epic)];
  return {
    id: `gid://gitlab/WorkItem/${epic.id}`,
    iid: String(epic.iid),
    title: epic.title,
    state: epic.state === 'closed' ? 'CLOSED' : 'OPEN',
    description: epic.description,
    confidential: epic.confidential,
    createdAt: epic.createdAt,
    updatedAt: epic.updatedAt,
    closedAt: epic.closedAt,
    webUrl: epicUrl(ctx, epic),
    author: userCore(ctx, epic.authorId),
    workItemType: EPIC_TYPE,
    widgets: [
      { __typename: 'WorkItemWidgetDescription', type: 'DESCRIPTION', description: epic.description },
      {
        __typename: 'WorkItemWidgetLabels',
        type: 'LABELS',
        allowsScopedLabels: true,
        labels: (args: ConnectionArgs) => page([...epic.labels].sort(), args, (l) => l, (l) => labelNode(ctx, epic, l)),
      },
      { __typename: 'WorkItemWidgetAssignees', type: 'ASSIGNEES', allowsMultipleAssignees: true, canInviteMembers: false, assignees: (args: ConnectionArgs) => page([], args, String, () => ({})) },
      { __typename: 'WorkItemWidgetStartAndDueDate', type: 'START_AND_DUE_DATE', startDate: epic.startDate, dueDate: epic.dueDate, isFixed: epic.startDate !== null || epic.dueDate !== null, rollUp: false },
      {
        __typename: 'WorkItemWidgetHierarchy',
        type: 'HIERARCHY',
        parent: parent ? epicWorkItem(ctx, parent) : null,
        hasParent: parent !== undefined,
        hasChildren: epic.childIssueIds.length > 0 || epicsOf(ctx.store, groupOf(ctx, epic)).some((e) => e.parentEpicId === epic.id),
        children: (args: ConnectionArgs & { state?: string | null }) =>
          page(children().filter((c) => !args.state || c['state'] === args.state), args, (c) => String(c['id']), (c) => c),
      },
      {
        __typename: 'WorkItemWidgetNotes',
        type: 'NOTES',
        discussionLocked: false,
        discussions: (args: ConnectionArgs & { filter?: string | null; sort?: string | null }) => {
          const keep = byFilter(args.filter);
          const list = visibleDiscussions(ctx, epic).filter((d) => d.notes.some(keep));
          const ordered = args.sort === 'CREATED_DESC' ? [...list].reverse() : list;
          return page(ordered, args, (d) => d.id, (d) => discussionOf(ctx, epic, d));
        },
        notes: (args: ConnectionArgs & { filter?: string | null }) => {
          const keep = byFilter(args.filter);
          const pairs = visibleDiscussions(ctx, epic).flatMap((d) => d.notes.filter(keep).map((n) => ({ d, n })));
          return page(pairs, args, (p) => String(p.n.id), (p) => noteOf(ctx, epic, p.d, p.n));
        },
      },
    ],
  };
}

interface EpicFilterArgs extends ConnectionArgs {
  state?: string | null;
  search?: string | null;
  types?: string[] | null;
  labelName?: string[] | null;
  authorUsername?: string | null;
  iid?: string | null;
  sort?: string | null;
}

function epicList(ctx: GraphqlRequestContext, group: SimNamespace, args: EpicFilterArgs): Resolved {
  const search = args.search?.toLowerCase();
  const author = args.authorUsername ? ctx.store.userByUsername(args.authorUsername)?.id ?? -1 : undefined;
  const reporter = groupAccess(ctx.store, group, ctx.user) >= ACCESS.REPORTER;
  const sort = (args.sort ?? 'CREATED_DESC').toUpperCase();
  const field = sort.startsWith('UPDATED') ? 'updatedAt' : sort.startsWith('TITLE') ? 'title' : 'createdAt';
  const items = epicsOf(ctx.store, group)
    .filter((e) => !e.confidential || reporter || e.authorId === ctx.user?.id)
    .filter((e) => !args.state || args.state === 'all' || e.state === args.state)
    .filter((e) => !search || e.title.toLowerCase().includes(search) || e.description.toLowerCase().includes(search))
    .filter((e) => !args.labelName || args.labelName.every((l) => e.labels.includes(l)))
    .filter((e) => author === undefined || e.authorId === author)
    .filter((e) => !args.iid || String(e.iid) === args.iid)
    .sort((a, b) => {
      const cmp = String(a[field]).localeCompare(String(b[field])) || a.id - b.id;
      return sort.endsWith('_ASC') ? cmp : -cmp;
    });
  return page(items, args, (e) => String(e.id), (e) => epicWorkItem(ctx, e));
}

/** A group namespace from the base resolver, with the group's epics among its work items. */
function withEpics(ctx: GraphqlRequestContext, ns: Resolved | null, fullPath: string): Resolved | null {
  const group = /^\d+$/.test(fullPath) ? undefined : ctx.store.findGroup(fullPath);
  if (!ns || !group || !ctx.user || !canReadGroup(ctx.store, group, ctx.user)) return ns;
  const baseItems = ns['workItems'] as (args: EpicFilterArgs) => Resolved;
  const baseTypes = ns['workItemTypes'] as (args: ConnectionArgs & { name?: string | null }) => Resolved;
  return {
    ...ns,
    workItem: (args: { iid: string }) => {
      const epic = epicsOf(ctx.store, group).find((e) => String(e.iid) === args.iid);
      return epic ? epicWorkItem(ctx, epic) : null;
    },
    workItems: (args: EpicFilterArgs) => (args.types?.includes('EPIC') ? epicList(ctx, group, args) : baseItems(args)),
    workItemTypes: (args: ConnectionArgs & { name?: string | null }) => (args.name === 'EPIC' ? page([EPIC_TYPE], args, (t) => t.id, (t) => t) : baseTypes(args)),
  };
}

type WorkItemInput = {
  id?: string;
  namespacePath?: string | null;
  projectPath?: string | null;
  title?: string | null;
  workItemTypeId?: string;
  confidential?: boolean | null;
  stateEvent?: string | null;
  descriptionWidget?: { description?: string | null } | null;
  labelsWidget?: { labelIds?: string[] | null; addLabelIds?: string[] | null; removeLabelIds?: string[] | null } | null;
  startAndDueDateWidget?: { startDate?: string | null; dueDate?: string | null } | null;
  hierarchyWidget?: { parentId?: string | null; childrenIds?: string[] | null; adjacentWorkItemId?: string | null; relativePosition?: string | null } | null;
};

function labelsFrom(ctx: GraphqlRequestContext, group: SimNamespace, gids: readonly string[] | null | undefined): string[] {
  const wanted = new Set((gids ?? []).map((g) => gidNumber(g, 'GroupLabel')));
  return groupLabelNames(ctx.store, group).filter((n) => wanted.has(groupLabelId(ctx.store, group, n)));
}

function applyEpicInput(ctx: GraphqlRequestContext, epic: SimEpic, input: WorkItemInput, user: SimUser): string[] {
  const group = groupOf(ctx, epic);
  const now = new Date().toISOString();
  if (typeof input.title === 'string') {
    if (input.title.trim() === '') return ["Title can't be blank"];
    epic.title = input.title;
  }
  if (typeof input.confidential === 'boolean') epic.confidential = input.confidential;
  if (typeof input.descriptionWidget?.description === 'string') epic.description = input.descriptionWidget.description;
  if (input.startAndDueDateWidget) {
    if (input.startAndDueDateWidget.startDate !== undefined) epic.startDate = input.startAndDueDateWidget.startDate;
    if (input.startAndDueDateWidget.dueDate !== undefined) epic.dueDate = input.startAndDueDateWidget.dueDate;
  }
  if (input.labelsWidget) {
    const add = labelsFrom(ctx, group, [...(input.labelsWidget.labelIds ?? []), ...(input.labelsWidget.addLabelIds ?? [])]).filter((l) => !epic.labels.includes(l));
    const remove = labelsFrom(ctx, group, input.labelsWidget.removeLabelIds).filter((l) => epic.labels.includes(l));
    epic.labels = [...epic.labels, ...add].filter((l) => !remove.includes(l));
    const events = ctx.store.data.epics;
    for (const [action, names] of [['add', add], ['remove', remove]] as const) {
      for (const label of names) epic.labelEvents.push({ id: events.nextLabelEventId++, action, label, userId: user.id, createdAt: now });
    }
  }
  if (input.hierarchyWidget) {
    const h = input.hierarchyWidget;
    if (h.parentId !== undefined) {
      const parent = h.parentId === null ? undefined : readableEpic(ctx, h.parentId);
      if (parent && parent.groupId !== epic.groupId) return ['Parent must be in the same group hierarchy'];
      epic.parentEpicId = parent ? parent.id : null;
    }
    for (const child of h.childrenIds ?? []) {
      const hit = issueById(ctx.store, gidNumber(child, 'WorkItem'));
      if (!hit || !canReadProject(ctx.store, hit.project, ctx.user)) return ['No matching work item found. Make sure that you are adding a valid work item ID.'];
      placeChild(ctx.store, epic, hit.issue.id);
    }
  }
  if (input.stateEvent === 'CLOSE' && epic.state === 'opened') {
    epic.state = 'closed';
    epic.closedAt = now;
  } else if (input.stateEvent === 'REOPEN' && epic.state === 'closed') {
    epic.state = 'opened';
    epic.closedAt = null;
  }
  epic.updatedAt = now;
  return [];
}

function createEpic(ctx: GraphqlRequestContext, group: SimNamespace, input: WorkItemInput): Resolved {
  if (!ctx.user || groupAccess(ctx.store, group, ctx.user) < ACCESS.PLANNER) throw notAvailable();
  if (!input.title || input.title.trim() === '') return { errors: ["Title can't be blank"], workItem: null };
  const now = new Date().toISOString();
  const epic: SimEpic = {
    id: ctx.store.nextId('issue'),
    iid: Math.max(0, ...epicsOf(ctx.store, group).map((e) => e.iid)) + 1,
    groupId: group.id,
    title: input.title,
    description: '',
    state: 'opened',
    labels: [],
    authorId: ctx.user.id,
    confidential: false,
    startDate: null,
    dueDate: null,
    color: '#1068bf',
    parentEpicId: null,
    createdAt: now,
    updatedAt: now,
    closedAt: null,
    childIssueIds: [],
    discussions: [],
    labelEvents: [],
  };
  ctx.store.data.epics.epics.push(epic);
  const errors = applyEpicInput(ctx, epic, { ...input, stateEvent: null }, ctx.user);
  if (errors.length > 0) {
    ctx.store.data.epics.epics.splice(ctx.store.data.epics.epics.indexOf(epic), 1);
    return { errors, workItem: null };
  }
  return { errors: [], workItem: epicWorkItem(ctx, epic) };
}

/** Links or unlinks an issue to an epic through the issue's own hierarchy widget (`parentId`). */
function reparentIssue(ctx: GraphqlRequestContext, input: WorkItemInput): void {
  const parentId = input.hierarchyWidget?.parentId;
  if (parentId === undefined) return;
  const hit = issueById(ctx.store, gidNumber(input.id, 'WorkItem'));
  if (!hit) return;
  if (parentId === null) {
    const holder = ctx.store.data.epics.epics.find((e) => e.childIssueIds.includes(hit.issue.id));
    if (holder) requireRole(ctx, holder, ACCESS.GUEST);
    for (const e of ctx.store.data.epics.epics) e.childIssueIds = e.childIssueIds.filter((id) => id !== hit.issue.id);
    return;
  }
  const parent = epicById(ctx.store, gidNumber(parentId, 'WorkItem'));
  if (parent) {
    requireRole(ctx, parent, ACCESS.GUEST);
    placeChild(ctx.store, parent, hit.issue.id);
  }
}

/**
 * Root fields for epics: the base work-item root (`base`) with group namespaces serving their epics, the
 * work-item mutations applied to epics (issues still go to `base`), notes and discussions, and hierarchy.
 */
export function epicRoot(ctx: GraphqlRequestContext, base: Readonly<Record<string, unknown>>): Resolved {
  const call = (name: string, args: unknown): unknown => (base[name] as Field)(args as never);
  return {
    ...base,
    namespace: (args: { fullPath: string }) => withEpics(ctx, call('namespace', args) as Resolved | null, String(args.fullPath)),

    workItemCreate: (args: { input: WorkItemInput }) => {
      const path = args.input.namespacePath ?? '';
      const group = /^\d+$/.test(path) || args.input.workItemTypeId !== EPIC_TYPE.id ? undefined : ctx.store.findGroup(path);
      if (!group) return call('workItemCreate', args);
      if (!ctx.user || !canReadGroup(ctx.store, group, ctx.user)) throw notAvailable();
      return createEpic(ctx, group, args.input);
    },

    workItemUpdate: (args: { input: WorkItemInput }) => {
      const epic = epicById(ctx.store, gidNumber(args.input.id, 'WorkItem'));
      if (!epic) {
        reparentIssue(ctx, args.input);
        return call('workItemUpdate', args);
      }
      readableEpic(ctx, args.input.id);
      const user = requireRole(ctx, epic, ACCESS.PLANNER);
      const errors = applyEpicInput(ctx, epic, args.input, user);
      return { errors, workItem: errors.length > 0 ? null : epicWorkItem(ctx, epic) };
    },

    workItemDelete: (args: { input: { id: string } }) => {
      const epic = epicById(ctx.store, gidNumber(args.input.id, 'WorkItem'));
      if (!epic) return call('workItemDelete', args);
      readableEpic(ctx, args.input.id);
      if (epic.authorId !== ctx.user?.id) requireRole(ctx, epic, ACCESS.OWNER);
      const all = ctx.store.data.epics.epics;
      all.splice(all.indexOf(epic), 1);
      for (const e of all) if (e.parentEpicId === epic.id) e.parentEpicId = null;
      return { errors: [], namespace: null };
    },

    workItemHierarchyAddChildrenItems: ({ input }: { input: { id: string; childrenIds: string[] } }) => {
      const epic = readableEpic(ctx, input.id);
      const user = requireRole(ctx, epic, ACCESS.GUEST);
      const errors = applyEpicInput(ctx, epic, { hierarchyWidget: { childrenIds: input.childrenIds } }, user);
      if (errors.length > 0) return { errors, addedChildren: [] };
      const added = new Set(input.childrenIds);
      return { errors: [], addedChildren: childIssues(ctx, epic).filter((c) => added.has(String(c['id']))) };
    },

    workItemsHierarchyReorder: ({ input }: { input: { id: string; parentId?: string | null; adjacentWorkItemId?: string | null; relativePosition?: string | null } }) => {
      const childId = gidNumber(input.id, 'WorkItem');
      const hit = issueById(ctx.store, childId);
      const parent = input.parentId ? readableEpic(ctx, input.parentId) : ctx.store.data.epics.epics.find((e) => childId !== undefined && e.childIssueIds.includes(childId));
      if (!hit || !parent || !canReadProject(ctx.store, hit.project, ctx.user)) throw notAvailable();
      requireRole(ctx, parent, ACCESS.GUEST);
      const adjacent = gidNumber(input.adjacentWorkItemId, 'WorkItem');
      if (adjacent !== undefined && !parent.childIssueIds.includes(adjacent)) return { errors: ['The adjacent work item is not a child of the parent'], workItem: null };
      placeChild(ctx.store, parent, hit.issue.id, adjacent, input.relativePosition === 'AFTER' ? 'AFTER' : 'BEFORE');
      const adj = adjacent === undefined ? undefined : issueById(ctx.store, adjacent);
      return {
        errors: [],
        workItem: issueWorkItem(ctx, hit.project, hit.issue),
        parentWorkItem: epicWorkItem(ctx, parent),
        adjacentWorkItem: adj ? issueWorkItem(ctx, adj.project, adj.issue) : null,
      };
    },

    note: (args: { id: string }) => {
      const hit = epicNoteById(ctx.store, gidNumber(args.id, 'Note'));
      if (!hit || !ctx.user || !canReadGroup(ctx.store, groupOf(ctx, hit.epic), ctx.user) || !visibleDiscussions(ctx, hit.epic).includes(hit.discussion)) return null;
      return noteOf(ctx, hit.epic, hit.discussion, hit.note);
    },

    createNote: ({ input }: { input: { noteableId: string; body: string; discussionId?: string | null; internal?: boolean | null } }) => {
      const epic = readableEpic(ctx, input.noteableId);
      const user = requireRole(ctx, epic, ACCESS.GUEST);
      if (input.body.trim() === '') return { errors: ["Note can't be blank"], note: null };
      const now = new Date().toISOString();
      const note: SimEpicNote = { id: ctx.store.data.epics.nextNoteId++, body: input.body, authorId: user.id, internal: input.internal ?? false, system: false, createdAt: now, updatedAt: now, lastEditedById: null };
      let discussion: SimEpicDiscussion | undefined;
      if (input.discussionId) {
        const hex = discussionHex(input.discussionId);
        discussion = epic.discussions.find((d) => d.id === hex);
        if (!discussion) throw notAvailable();
        discussion.notes.push(note);
      } else {
        discussion = { id: discussionIdFor(note.id), resolved: false, resolvedById: null, resolvedAt: null, notes: [note] };
        epic.discussions.push(discussion);
      }
      epic.updatedAt = now;
      return { errors: [], note: noteOf(ctx, epic, discussion, note) };
    },

    updateNote: ({ input }: { input: { id: string; body?: string | null } }) => {
      const hit = epicNoteById(ctx.store, gidNumber(input.id, 'Note'));
      if (!hit || hit.note.authorId !== ctx.user?.id) throw notAvailable();
      if (typeof input.body === 'string') {
        if (input.body.trim() === '') return { errors: ["Note can't be blank"], note: null };
        hit.note.body = input.body;
        hit.note.updatedAt = new Date().toISOString();
        hit.note.lastEditedById = ctx.user.id;
      }
      return { errors: [], note: noteOf(ctx, hit.epic, hit.discussion, hit.note) };
    },

    destroyNote: ({ input }: { input: { id: string } }) => {
      const hit = epicNoteById(ctx.store, gidNumber(input.id, 'Note'));
      if (!hit) throw notAvailable();
      if (hit.note.authorId !== ctx.user?.id) requireRole(ctx, hit.epic, ACCESS.MAINTAINER);
      const gone = noteOf(ctx, hit.epic, hit.discussion, hit.note);
      hit.discussion.notes.splice(hit.discussion.notes.indexOf(hit.note), 1);
      if (hit.discussion.notes.length === 0) hit.epic.discussions.splice(hit.epic.discussions.indexOf(hit.discussion), 1);
      return { errors: [], note: gone };
    },

    discussionToggleResolve: ({ input }: { input: { id: string; resolve: boolean } }) => {
      const hex = discussionHex(input.id);
      const epic = ctx.store.data.epics.epics.find((e) => e.discussions.some((d) => d.id === hex));
      const discussion = epic?.discussions.find((d) => d.id === hex);
      if (!epic || !discussion) throw notAvailable();
      readableEpic(ctx, `gid://gitlab/WorkItem/${epic.id}`);
      if (discussion.notes[0]?.authorId !== ctx.user?.id) requireRole(ctx, epic, ACCESS.REPORTER);
      discussion.resolved = input.resolve;
      discussion.resolvedById = input.resolve ? (ctx.user?.id ?? null) : null;
      discussion.resolvedAt = input.resolve ? new Date().toISOString() : null;
      return { errors: [], discussion: discussionOf(ctx, epic, discussion) };
    },
  };
}
