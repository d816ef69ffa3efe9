import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ACCESS } from '../gitlab-sim.constants';
import { messages } from '../gitlab-sim.messages';
import { presentUserBasic } from '../presenters/user.presenter';
import { paginate } from '../rest.paginator';
import { bool, input, int, loadProject, param, requireParams, restRoute, str } from '../rest.router';
import type { Caller, SimContext } from '../sim-context.interface';
import { SimHttpError } from '../sim-http.error';
import { effectiveAccess } from '../store/access.policy';
import type { SimData, SimIssue, SimProject } from '../store/sim-model.interface';

/** One comment on an issue, as the simulator keeps it. */
interface SimIssueNote {
  id: number;
  body: string;
  authorId: number;
  createdAt: string;
  updatedAt: string;
  system: boolean;
  internal: boolean;
}

interface NotesState {
  nextId: number;
  /** `<project id>:<issue iid>` → notes, oldest first. */
  byIssue: Map<string, SimIssueNote[]>;
}

/**
 * Notes live beside the seeded world, keyed by its data object: `reset()` replaces that object, so
 * the notes go back to their seed with it, without a field in the shared model.
 */
const STATE = new WeakMap<SimData, NotesState>();

function state(ctx: SimContext): NotesState {
  let s = STATE.get(ctx.store.data);
  if (!s) {
    s = { nextId: 1000, byIssue: new Map() };
    // acme/backend#1 starts with a comment and a system note.
    s.byIssue.set('42:1', [
      { id: 1, body: 'Seen on staging too: the 500 comes from the password validator.', authorId: 1, createdAt: '2025-04-03T10:15:00.000Z', updatedAt: '2025-04-03T10:15:00.000Z', system: false, internal: false },
      { id: 2, body: 'added ~bug label', authorId: 1, createdAt: '2025-04-03T10:20:00.000Z', updatedAt: '2025-04-03T10:20:00.000Z', system: true, internal: false },
    ]);
    STATE.set(ctx.store.data, s);
  }
  return s;
}

function loadIssue(ctx: SimContext, project: SimProject, req: FastifyRequest, caller: Caller): SimIssue {
  const iid = int(param(req, 'noteable_id'));
  const issue = project.issues.find((i) => i.iid === iid);
  const visible =
    issue !== undefined &&
    (!issue.confidential ||
      effectiveAccess(ctx.store, project, caller.user) >= ACCESS.PLANNER ||
      issue.authorId === caller.user.id ||
      issue.assigneeIds.includes(caller.user.id));
  if (!issue || !visible) throw new SimHttpError(404, messages.notFound());
  return issue;
}

function notesOf(ctx: SimContext, project: SimProject, issue: SimIssue): SimIssueNote[] {
  const s = state(ctx);
  const key = `${project.id}:${issue.iid}`;
  let notes = s.byIssue.get(key);
  if (!notes) {
    notes = [];
    s.byIssue.set(key, notes);
  }
  return notes;
}

function findNote(notes: SimIssueNote[], req: FastifyRequest): SimIssueNote {
  const id = int(param(req, 'note_id'));
  const note = notes.find((n) => n.id === id);
  if (!note) throw new SimHttpError(404, messages.notFound('Note'));
  return note;
}

/** `API::Entities::Note` of an issue comment. */
function present(ctx: SimContext, project: SimProject, issue: SimIssue, n: SimIssueNote): Record<string, unknown> {
  const author = ctx.store.user(n.authorId);
  return {
    id: n.id,
    type: null,
    body: n.body,
    author: author ? presentUserBasic(ctx.baseUrl(), author) : null,
    created_at: n.createdAt,
    updated_at: n.updatedAt,
    system: n.system,
    noteable_id: issue.id,
    noteable_type: 'Issue',
    project_id: project.id,
    resolvable: false,
    confidential: n.internal,
    internal: n.internal,
    imported: false,
    imported_from: 'none',
    noteable_iid: issue.iid,
    commands_changes: {},
  };
}

/** Notes API on issues: list, get, create, update, delete, stateful. */
export function registerIssueNoteRoutes(app: FastifyInstance, ctx: SimContext): void {
  const base = '/projects/:id/issues/:noteable_id/notes';

  restRoute(app, ctx, {
    method: 'GET',
    url: base,
    handler: (req, reply, caller) => {
      const project = loadProject(ctx, req, caller);
      const issue = loadIssue(ctx, project, req, caller);
      const params = input(req);
      const orderBy = str(params['order_by']) ?? 'created_at';
      const sort = str(params['sort']) ?? 'desc';
      const filter = str(params['activity_filter']) ?? 'all_notes';
      const notes = notesOf(ctx, project, issue)
        .filter((n) => filter === 'all_notes' || (filter === 'only_comments' ? !n.system : n.system))
        .sort((a, b) => {
          const cmp = (orderBy === 'updated_at' ? a.updatedAt.localeCompare(b.updatedAt) : a.createdAt.localeCompare(b.createdAt)) || a.id - b.id;
          return sort === 'asc' ? cmp : -cmp;
        });
      return paginate(ctx.baseUrl(), req, reply, notes).map((n) => present(ctx, project, issue, n));
    },
  });

  restRoute(app, ctx, {
    method: 'GET',
    url: `${base}/:note_id`,
    handler: (req, _reply, caller) => {
      const project = loadProject(ctx, req, caller);
      const issue = loadIssue(ctx, project, req, caller);
      return present(ctx, project, issue, findNote(notesOf(ctx, project, issue), req));
    },
  });

  restRoute(app, ctx, {
    method: 'POST',
    url: base,
    handler: (req, reply, caller) => {
      const project = loadProject(ctx, req, caller);
      const issue = loadIssue(ctx, project, req, caller);
      if (effectiveAccess(ctx.store, project, caller.user) < ACCESS.GUEST && project.visibility !== 'public') {
        throw new SimHttpError(403, messages.forbidden());
      }
      const params = input(req);
      requireParams(params, ['body']);
      const now = new Date().toISOString();
      const s = state(ctx);
      const note: SimIssueNote = {
        id: s.nextId++,
        body: str(params['body']) ?? '',
        authorId: caller.user.id,
        createdAt: str(params['created_at']) ?? now,
        updatedAt: now,
        system: false,
        internal: bool(params['internal']) ?? bool(params['confidential']) ?? false,
      };
      notesOf(ctx, project, issue).push(note);
      issue.userNotesCount += 1;
      issue.updatedAt = now;
      reply.code(201);
      return present(ctx, project, issue, note);
    },
  });

  restRoute(app, ctx, {
    method: 'PUT',
    url: `${base}/:note_id`,
    handler: (req, _reply, caller) => {
      const project = loadProject(ctx, req, caller);
      const issue = loadIssue(ctx, project, req, caller);
      const note = findNote(notesOf(ctx, project, issue), req);
      if (note.authorId !== caller.user.id && !caller.user.isAdmin) throw new SimHttpError(403, messages.forbidden());
      const params = input(req);
      const body = str(params['body']);
      if (body !== undefined) note.body = body;
      const internal = bool(params['confidential']);
      if (internal !== undefined) note.internal = internal;
      note.updatedAt = new Date().toISOString();
      return present(ctx, project, issue, note);
    },
  });

  restRoute(app, ctx, {
    method: 'DELETE',
    url: `${base}/:note_id`,
    handler: (req, reply, caller) => {
      const project = loadProject(ctx, req, caller);
      const issue = loadIssue(ctx, project, req, caller);
      const notes = notesOf(ctx, project, issue);
      const note = findNote(notes, req);
      if (note.authorId !== caller.user.id && !caller.user.isAdmin && effectiveAccess(ctx.store, project, caller.user) < ACCESS.MAINTAINER) {
        throw new SimHttpError(403, messages.forbidden());
      }
      notes.splice(notes.indexOf(note), 1);
      if (!note.system) issue.userNotesCount = Math.max(0, issue.userNotesCount - 1);
      reply.code(204);
      return reply.send();
    },
  });
}
