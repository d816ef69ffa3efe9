import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ACCESS } from '../gitlab-sim.constants';
import { messages } from '../gitlab-sim.messages';
import { presentApprovals } from '../presenters/merge-request.presenter';
import { presentUserBasic } from '../presenters/user.presenter';
import { paginate } from '../rest.paginator';
import { bool, input, int, loadProject, param, requireParams, restRoute, str } from '../rest.router';
import type { Caller, SimContext } from '../sim-context.interface';
import { SimHttpError } from '../sim-http.error';
import { effectiveAccess } from '../store/access.policy';
import type { SimMergeRequest, SimProject } from '../store/sim-model.interface';
import { followSourceBranch } from '../store/merge.service';
import { mrDiffs, mrRawDiffs } from '../store/merge-request-diff';
import { discussionId, lineCode, mrNote, reviewState, type MrDiscussion, type MrDraftNote, type MrNote } from '../store/mr-review.state';
import { findMergeRequest as findMergeRequestRecord } from './merge-requests.routes';

const MR = '/projects/:id/merge_requests';
const POSITION_TYPES = ['text', 'image', 'file'];

function findMergeRequest(project: SimProject, request: FastifyRequest, name: string): SimMergeRequest {
  const iid = int(param(request, name));
  const mr = project.mergeRequests.find((m) => m.iid === iid);
  if (!mr) throw new SimHttpError(404, messages.notFound('Merge Request'));
  followSourceBranch(project, mr);
  return mr;
}

function discussionsOf(ctx: SimContext, mr: SimMergeRequest): MrDiscussion[] {
  const state = reviewState(ctx.store);
  let list = state.discussions.get(mr.id);
  if (!list) {
    list = [];
    state.discussions.set(mr.id, list);
  }
  return list;
}

function draftsOf(ctx: SimContext, mr: SimMergeRequest): MrDraftNote[] {
  const state = reviewState(ctx.store);
  let list = state.drafts.get(mr.id);
  if (!list) {
    list = [];
    state.drafts.set(mr.id, list);
  }
  return list;
}

function findDiscussion(ctx: SimContext, mr: SimMergeRequest, request: FastifyRequest): MrDiscussion {
  const id = param(request, 'discussion_id');
  const found = discussionsOf(ctx, mr).find((d) => d.id === id);
  if (!found) throw new SimHttpError(404, messages.notFound());
  return found;
}

function findNote(ctx: SimContext, mr: SimMergeRequest, request: FastifyRequest, within?: MrDiscussion): { discussion: MrDiscussion; note: MrNote } {
  const id = int(param(request, 'note_id'));
  for (const discussion of within ? [within] : discussionsOf(ctx, mr)) {
    const note = discussion.notes.find((n) => n.id === id);
    if (note) return { discussion, note };
  }
  throw new SimHttpError(404, messages.notFound('Note'));
}

function findDraft(ctx: SimContext, mr: SimMergeRequest, request: FastifyRequest, caller: Caller): MrDraftNote {
  const id = int(param(request, 'draft_note_id'));
  const draft = draftsOf(ctx, mr).find((d) => d.id === id && d.authorId === caller.user.id);
  if (!draft) throw new SimHttpError(404, messages.notFound());
  return draft;
}

function resolved(discussion: MrDiscussion): boolean {
  const resolvable = discussion.notes.filter((n) => n.resolvable);
  return resolvable.length > 0 && resolvable.every((n) => n.resolvedById !== null);
}

/** `API::Entities::Note`. */
function presentNote(ctx: SimContext, project: SimProject, mr: SimMergeRequest, note: MrNote): Record<string, unknown> {
  const author = ctx.store.user(note.authorId);
  const resolver = note.resolvedById === null ? undefined : ctx.store.user(note.resolvedById);
  return {
    id: note.id,
    type: note.type,
    body: note.body,
    author: author ? presentUserBasic(ctx.baseUrl(), author) : null,
    created_at: note.createdAt,
    updated_at: note.updatedAt,
    system: note.system,
    noteable_id: mr.id,
    noteable_type: 'MergeRequest',
    project_id: project.id,
    commit_id: note.commitId,
    position: note.position,
    resolvable: note.resolvable,
    resolved: note.resolvable ? note.resolvedById !== null : false,
    resolved_by: resolver ? presentUserBasic(ctx.baseUrl(), resolver) : null,
    resolved_at: note.resolvedAt,
    suggestions: [],
    confidential: note.internal,
    internal: note.internal,
    imported: false,
    imported_from: 'none',
    noteable_iid: mr.iid,
    commands_changes: {},
  };
}

/** `API::Entities::Discussion`. */
function presentDiscussion(ctx: SimContext, project: SimProject, mr: SimMergeRequest, d: MrDiscussion): Record<string, unknown> {
  const resolvable = d.notes.some((n) => n.resolvable);
  return {
    id: d.id,
    individual_note: d.individualNote,
    notes: d.notes.map((n) => presentNote(ctx, project, mr, n)),
    ...(resolvable ? { resolvable: true, resolved: resolved(d) } : { resolvable: false }),
  };
}

/** `API::Entities::DraftNote`. */
function presentDraft(mr: SimMergeRequest, d: MrDraftNote): Record<string, unknown> {
  return {
    id: d.id,
    author_id: d.authorId,
    merge_request_id: mr.id,
    resolve_discussion: d.resolveDiscussion,
    discussion_id: d.discussionId,
    note: d.note,
    commit_id: d.commitId,
    line_code: d.lineCode,
    position: d.position ?? {
      base_sha: null,
      start_sha: null,
      head_sha: null,
      old_path: null,
      new_path: null,
      position_type: 'text',
      old_line: null,
      new_line: null,
      line_range: null,
    },
  };
}

function badPosition(reason: string): SimHttpError {
  return new SimHttpError(400, messages.apiError(`400 Bad request - Note {:line_code=>["can't be blank", "must be a valid line code"], :position=>["${reason}"]}`));
}

function lineCount(content: Buffer | undefined): number {
  if (!content) return 0;
  const text = content.toString('utf8');
  return text.endsWith('\n') ? text.split('\n').length - 1 : text.split('\n').length;
}

/**
 * GitLab's checks of a diff position: the three SHAs of the MR's current diff, a known position type, and for text
 * positions a line that exists on a file the MR changes.
 */
function checkPosition(project: SimProject, mr: SimMergeRequest, raw: unknown): Record<string, unknown> {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) throw new SimHttpError(400, messages.validation(['position is invalid']));
  const p = raw as Record<string, unknown>;
  const missing = ['base_sha', 'start_sha', 'head_sha', 'position_type'].filter((k) => str(p[k]) === undefined).map((k) => `position[${k}] is missing`);
  if (missing.length > 0) throw new SimHttpError(400, messages.validation(missing));
  const type = str(p['position_type']) as string;
  if (!POSITION_TYPES.includes(type)) throw new SimHttpError(400, messages.validation(['position[position_type] does not have a valid value']));
  const start = project.repository.branches.get(mr.targetBranch);
  if (p['head_sha'] !== mr.sha || p['start_sha'] !== start || p['base_sha'] !== start) throw badPosition('is incomplete');
  const newPath = str(p['new_path']);
  const oldPath = str(p['old_path']) ?? newPath;
  const newLine = int(p['new_line']) ?? null;
  const oldLine = int(p['old_line']) ?? null;
  const out: Record<string, unknown> = { ...p, position_type: type, old_path: oldPath ?? null, new_path: newPath ?? oldPath ?? null, old_line: oldLine, new_line: newLine };
  if (type === 'image') return out;
  const headTree = project.repository.commits.get(mr.sha)?.tree;
  const startTree = start ? project.repository.commits.get(start)?.tree : undefined;
  const path = newPath ?? oldPath;
  if (!path) throw badPosition('is incomplete');
  const after = headTree?.get(newPath ?? path);
  const before = startTree?.get(oldPath ?? path);
  if (after?.blobId === before?.blobId) throw badPosition('is invalid');
  if (type === 'file') return out;
  if (newLine === null && oldLine === null) throw badPosition('is incomplete');
  if (newLine !== null && (newLine < 1 || newLine > lineCount(after?.content))) throw badPosition('is invalid');
  if (oldLine !== null && (oldLine < 1 || oldLine > lineCount(before?.content))) throw badPosition('is invalid');
  return { line_range: null, ...out };
}

/** Commits of the MR, newest first: from its head back to the target head. */
function mrCommits(ctx: SimContext, project: SimProject, mr: SimMergeRequest): Record<string, unknown>[] {
  const stop = project.repository.branches.get(mr.targetBranch);
  const out: Record<string, unknown>[] = [];
  for (let sha: string | undefined = mr.sha; sha && sha !== stop && out.length < 100; ) {
    const c = project.repository.commits.get(sha);
    if (!c) break;
    out.push({
      id: c.id,
      short_id: c.id.slice(0, 8),
      created_at: c.committedDate,
      parent_ids: c.parentIds,
      title: c.title,
      message: c.message,
      author_name: c.authorName,
      author_email: c.authorEmail,
      authored_date: c.authoredDate,
      committer_name: c.committerName,
      committer_email: c.committerEmail,
      committed_date: c.committedDate,
      trailers: {},
      extended_trailers: {},
      web_url: `${ctx.baseUrl()}/${ctx.store.projectFullPath(project)}/-/commit/${c.id}`,
    });
    sha = c.parentIds[0];
  }
  return out;
}

/** `API::Entities::MergeRequestDiff`: the MR's one diff version, with the id of the MR itself. */
function presentVersion(project: SimProject, mr: SimMergeRequest): Record<string, unknown> {
  const start = project.repository.branches.get(mr.targetBranch) ?? null;
  return {
    id: mr.id,
    head_commit_sha: mr.sha,
    base_commit_sha: start,
    start_commit_sha: start,
    created_at: mr.updatedAt,
    merge_request_id: mr.id,
    state: 'collected',
    real_size: String(mrDiffs(project, mr).length),
    patch_id_sha: createHash('sha1').update(`patch:${mr.sha}`).digest('hex'),
  };
}

function now(): string {
  return new Date().toISOString();
}

/**
 * Merge request review: the diffs and diff versions of an MR computed from the repository, and, stateful, its
 * comments, threads (diff positions checked against that diff), resolving, and drafts that publish into threads.
 */
export function registerMrNoteRoutes(app: FastifyInstance, ctx: SimContext): void {
  const canComment = (project: SimProject, caller: Caller): void => {
    if (effectiveAccess(ctx.store, project, caller.user) < ACCESS.GUEST) throw new SimHttpError(403, messages.forbidden());
  };
  const newNote = (caller: Caller, body: string, extra: Partial<MrNote> = {}): MrNote => {
    const at = now();
    const state = reviewState(ctx.store);
    state.nextNoteId += 1;
    return mrNote(state.nextNoteId, caller.user.id, body, at, extra);
  };
  const setResolved = (discussion: MrDiscussion, value: boolean, caller: Caller): void => {
    for (const n of discussion.notes.filter((x) => x.resolvable)) {
      n.resolvedById = value ? caller.user.id : null;
      n.resolvedAt = value ? now() : null;
    }
  };
  const canResolve = (project: SimProject, mr: SimMergeRequest, caller: Caller): void => {
    if (mr.authorId !== caller.user.id && effectiveAccess(ctx.store, project, caller.user) < ACCESS.DEVELOPER) {
      throw new SimHttpError(403, messages.forbidden());
    }
  };

  // Diffs of the MR's current version, computed from the repository: file by file, and as one text.
  restRoute(app, ctx, {
    method: 'GET',
    url: `${MR}/:merge_request_iid/diffs`,
    handler: (req, reply, caller) => {
      const project = loadProject(ctx, req, caller);
      const mr = findMergeRequest(project, req, 'merge_request_iid');
      return paginate(ctx.baseUrl(), req, reply, mrDiffs(project, mr));
    },
  });
  restRoute(app, ctx, {
    method: 'GET',
    url: `${MR}/:merge_request_iid/raw_diffs`,
    handler: (req, reply, caller) => {
      const project = loadProject(ctx, req, caller);
      const mr = findMergeRequest(project, req, 'merge_request_iid');
      return reply.type('text/plain; charset=utf-8').send(mrRawDiffs(project, mr));
    },
  });
  restRoute(app, ctx, {
    method: 'GET',
    url: `${MR}/:merge_request_iid/versions`,
    handler: (req, reply, caller) => {
      const project = loadProject(ctx, req, caller);
      const mr = findMergeRequest(project, req, 'merge_request_iid');
      return paginate(ctx.baseUrl(), req, reply, [presentVersion(project, mr)]);
    },
  });
  restRoute(app, ctx, {
    method: 'GET',
    url: `${MR}/:merge_request_iid/versions/:version_id`,
    handler: (req, _reply, caller) => {
      const project = loadProject(ctx, req, caller);
      const mr = findMergeRequest(project, req, 'merge_request_iid');
      if (int(param(req, 'version_id')) !== mr.id) throw new SimHttpError(404, messages.notFound('MergeRequestDiff'));
      return { ...presentVersion(project, mr), commits: mrCommits(ctx, project, mr), diffs: mrDiffs(project, mr) };
    },
  });

  // Notes
  restRoute(app, ctx, {
    method: 'GET',
    url: `${MR}/:noteable_id/notes`,
    handler: (req, reply, caller) => {
      const project = loadProject(ctx, req, caller);
      const mr = findMergeRequest(project, req, 'noteable_id');
      const q = input(req);
      const orderBy = str(q['order_by']) ?? 'created_at';
      const sort = str(q['sort']) ?? 'desc';
      const notes = discussionsOf(ctx, mr)
        .flatMap((d) => d.notes)
        .filter((n) => (str(q['activity_filter']) === 'only_activity' ? n.system : str(q['activity_filter']) === 'only_comments' ? !n.system : true))
        .sort((a, b) => {
          const cmp = (orderBy === 'updated_at' ? a.updatedAt.localeCompare(b.updatedAt) : a.createdAt.localeCompare(b.createdAt)) || a.id - b.id;
          return sort === 'asc' ? cmp : -cmp;
        });
      return paginate(ctx.baseUrl(), req, reply, notes).map((n) => presentNote(ctx, project, mr, n));
    },
  });
  restRoute(app, ctx, {
    method: 'POST',
    url: `${MR}/:noteable_id/notes`,
    handler: (req, reply, caller) => {
      const project = loadProject(ctx, req, caller);
      const mr = findMergeRequest(project, req, 'noteable_id');
      canComment(project, caller);
      const q = input(req);
      requireParams(q, ['body']);
      const note = newNote(caller, str(q['body']) as string, { internal: bool(q['internal']) ?? bool(q['confidential']) ?? false });
      if (str(q['created_at'])) note.createdAt = str(q['created_at']) as string;
      discussionsOf(ctx, mr).push({ id: discussionId(`${mr.id}:${note.id}`), individualNote: true, notes: [note] });
      reply.code(201);
      return presentNote(ctx, project, mr, note);
    },
  });
  restRoute(app, ctx, {
    method: 'GET',
    url: `${MR}/:noteable_id/notes/:note_id`,
    handler: (req, _reply, caller) => {
      const project = loadProject(ctx, req, caller);
      const mr = findMergeRequest(project, req, 'noteable_id');
      return presentNote(ctx, project, mr, findNote(ctx, mr, req).note);
    },
  });
  restRoute(app, ctx, {
    method: 'PUT',
    url: `${MR}/:noteable_id/notes/:note_id`,
    handler: (req, _reply, caller) => {
      const project = loadProject(ctx, req, caller);
      const mr = findMergeRequest(project, req, 'noteable_id');
      const { note } = findNote(ctx, mr, req);
      if (note.authorId !== caller.user.id && !caller.user.isAdmin) throw new SimHttpError(403, messages.forbidden());
      const q = input(req);
      if (str(q['body']) !== undefined) note.body = str(q['body']) as string;
      if (bool(q['confidential']) !== undefined) note.internal = bool(q['confidential']) as boolean;
      note.updatedAt = now();
      return presentNote(ctx, project, mr, note);
    },
  });
  restRoute(app, ctx, {
    method: 'DELETE',
    url: `${MR}/:noteable_id/notes/:note_id`,
    handler: (req, reply, caller) => {
      const project = loadProject(ctx, req, caller);
      const mr = findMergeRequest(project, req, 'noteable_id');
      const { discussion, note } = findNote(ctx, mr, req);
      if (note.authorId !== caller.user.id && effectiveAccess(ctx.store, project, caller.user) < ACCESS.MAINTAINER) {
        throw new SimHttpError(403, messages.forbidden());
      }
      discussion.notes = discussion.notes.filter((n) => n !== note);
      const list = discussionsOf(ctx, mr);
      if (discussion.notes.length === 0) list.splice(list.indexOf(discussion), 1);
      return reply.code(204).send();
    },
  });

  // Discussions
  restRoute(app, ctx, {
    method: 'GET',
    url: `${MR}/:noteable_id/discussions`,
    handler: (req, reply, caller) => {
      const project = loadProject(ctx, req, caller);
      const mr = findMergeRequest(project, req, 'noteable_id');
      return paginate(ctx.baseUrl(), req, reply, discussionsOf(ctx, mr)).map((d) => presentDiscussion(ctx, project, mr, d));
    },
  });
  restRoute(app, ctx, {
    method: 'POST',
    url: `${MR}/:noteable_id/discussions`,
    handler: (req, reply, caller) => {
      const project = loadProject(ctx, req, caller);
      const mr = findMergeRequest(project, req, 'noteable_id');
      canComment(project, caller);
      const q = input(req);
      requireParams(q, ['body']);
      const position = q['position'] === undefined ? null : checkPosition(project, mr, q['position']);
      const note = newNote(caller, str(q['body']) as string, {
        type: position ? 'DiffNote' : 'DiscussionNote',
        position,
        commitId: str(q['commit_id']) ?? null,
        resolvable: true,
      });
      if (str(q['created_at'])) note.createdAt = str(q['created_at']) as string;
      const discussion: MrDiscussion = { id: discussionId(`${mr.id}:${note.id}`), individualNote: false, notes: [note] };
      discussionsOf(ctx, mr).push(discussion);
      reply.code(201);
      return presentDiscussion(ctx, project, mr, discussion);
    },
  });
  restRoute(app, ctx, {
    method: 'GET',
    url: `${MR}/:noteable_id/discussions/:discussion_id`,
    handler: (req, _reply, caller) => {
      const project = loadProject(ctx, req, caller);
      const mr = findMergeRequest(project, req, 'noteable_id');
      return presentDiscussion(ctx, project, mr, findDiscussion(ctx, mr, req));
    },
  });
  restRoute(app, ctx, {
    method: 'PUT',
    url: `${MR}/:noteable_id/discussions/:discussion_id`,
    handler: (req, _reply, caller) => {
      const project = loadProject(ctx, req, caller);
      const mr = findMergeRequest(project, req, 'noteable_id');
      const discussion = findDiscussion(ctx, mr, req);
      const q = input(req);
      requireParams(q, ['resolved']);
      canResolve(project, mr, caller);
      if (!discussion.notes.some((n) => n.resolvable)) throw new SimHttpError(403, messages.forbidden());
      setResolved(discussion, bool(q['resolved']) ?? false, caller);
      return presentDiscussion(ctx, project, mr, discussion);
    },
  });
  restRoute(app, ctx, {
    method: 'POST',
    url: `${MR}/:noteable_id/discussions/:discussion_id/notes`,
    handler: (req, reply, caller) => {
      const project = loadProject(ctx, req, caller);
      const mr = findMergeRequest(project, req, 'noteable_id');
      const discussion = findDiscussion(ctx, mr, req);
      canComment(project, caller);
      const q = input(req);
      requireParams(q, ['body']);
      if (discussion.individualNote) throw new SimHttpError(400, messages.apiError('400 Bad request - discussion is an individual note.'));
      const first = discussion.notes[0];
      const note = newNote(caller, str(q['body']) as string, {
        type: first?.type ?? 'DiscussionNote',
        position: first?.position ?? null,
        resolvable: first?.resolvable ?? true,
      });
      if (str(q['created_at'])) note.createdAt = str(q['created_at']) as string;
      if (resolved(discussion)) {
        note.resolvedById = caller.user.id;
        note.resolvedAt = note.createdAt;
      }
      discussion.notes.push(note);
      reply.code(201);
      return presentNote(ctx, project, mr, note);
    },
  });
  restRoute(app, ctx, {
    method: 'PUT',
    url: `${MR}/:noteable_id/discussions/:discussion_id/notes/:note_id`,
    handler: (req, _reply, caller) => {
      const project = loadProject(ctx, req, caller);
      const mr = findMergeRequest(project, req, 'noteable_id');
      const discussion = findDiscussion(ctx, mr, req);
      const { note } = findNote(ctx, mr, req, discussion);
      const q = input(req);
      const body = str(q['body']);
      const resolve = bool(q['resolved']);
      if (body === undefined && resolve === undefined) throw new SimHttpError(400, messages.validation(['body, resolved are missing, exactly one parameter must be provided']));
      if (body !== undefined && resolve !== undefined) throw new SimHttpError(400, messages.validation(['body, resolved are mutually exclusive']));
      if (body !== undefined) {
        if (note.authorId !== caller.user.id && !caller.user.isAdmin) throw new SimHttpError(403, messages.forbidden());
        note.body = body;
        note.updatedAt = now();
      } else {
        canResolve(project, mr, caller);
        if (!note.resolvable) throw new SimHttpError(403, messages.forbidden());
        note.resolvedById = resolve ? caller.user.id : null;
        note.resolvedAt = resolve ? now() : null;
      }
      return presentNote(ctx, project, mr, note);
    },
  });
  restRoute(app, ctx, {
    method: 'DELETE',
    url: `${MR}/:noteable_id/discussions/:discussion_id/notes/:note_id`,
    handler: (req, reply, caller) => {
      const project = loadProject(ctx, req, caller);
      const mr = findMergeRequest(project, req, 'noteable_id');
      const discussion = findDiscussion(ctx, mr, req);
      const { note } = findNote(ctx, mr, req, discussion);
      if (note.authorId !== caller.user.id && effectiveAccess(ctx.store, project, caller.user) < ACCESS.MAINTAINER) {
        throw new SimHttpError(403, messages.forbidden());
      }
      discussion.notes = discussion.notes.filter((n) => n !== note);
      const list = discussionsOf(ctx, mr);
      if (discussion.notes.length === 0) list.splice(list.indexOf(discussion), 1);
      return reply.code(204).send();
    },
  });

  // Draft notes
  restRoute(app, ctx, {
    method: 'GET',
    url: `${MR}/:merge_request_iid/draft_notes`,
    handler: (req, reply, caller) => {
      const project = loadProject(ctx, req, caller);
      const mr = findMergeRequest(project, req, 'merge_request_iid');
      const mine = draftsOf(ctx, mr).filter((d) => d.authorId === caller.user.id);
      return paginate(ctx.baseUrl(), req, reply, mine).map((d) => presentDraft(mr, d));
    },
  });
  restRoute(app, ctx, {
    method: 'POST',
    url: `${MR}/:merge_request_iid/draft_notes`,
    handler: (req, reply, caller) => {
      const project = loadProject(ctx, req, caller);
      const mr = findMergeRequest(project, req, 'merge_request_iid');
      canComment(project, caller);
      const q = input(req);
      requireParams(q, ['note']);
      const replyTo = str(q['in_reply_to_discussion_id']);
      if (replyTo !== undefined && !discussionsOf(ctx, mr).some((d) => d.id === replyTo)) throw new SimHttpError(404, messages.notFound());
      const position = q['position'] === undefined ? null : checkPosition(project, mr, q['position']);
      const state = reviewState(ctx.store);
      state.nextDraftId += 1;
      const draft: MrDraftNote = {
        id: state.nextDraftId,
        authorId: caller.user.id,
        note: str(q['note']) as string,
        commitId: str(q['commit_id']) ?? null,
        discussionId: replyTo ?? null,
        resolveDiscussion: bool(q['resolve_discussion']) ?? false,
        position,
        lineCode: position && str(position['new_path']) ? lineCode(str(position['new_path']) as string, int(position['old_line']) ?? null, int(position['new_line']) ?? null) : null,
      };
      draftsOf(ctx, mr).push(draft);
      reply.code(201);
      return presentDraft(mr, draft);
    },
  });
  restRoute(app, ctx, {
    method: 'GET',
    url: `${MR}/:merge_request_iid/draft_notes/:draft_note_id`,
    handler: (req, _reply, caller) => {
      const project = loadProject(ctx, req, caller);
      const mr = findMergeRequest(project, req, 'merge_request_iid');
      return presentDraft(mr, findDraft(ctx, mr, req, caller));
    },
  });
  restRoute(app, ctx, {
    method: 'PUT',
    url: `${MR}/:merge_request_iid/draft_notes/:draft_note_id`,
    handler: (req, _reply, caller) => {
      const project = loadProject(ctx, req, caller);
      const mr = findMergeRequest(project, req, 'merge_request_iid');
      const draft = findDraft(ctx, mr, req, caller);
      const q = input(req);
      if (str(q['note']) !== undefined) draft.note = str(q['note']) as string;
      if (q['position'] !== undefined) draft.position = checkPosition(project, mr, q['position']);
      return presentDraft(mr, draft);
    },
  });
  restRoute(app, ctx, {
    method: 'DELETE',
    url: `${MR}/:merge_request_iid/draft_notes/:draft_note_id`,
    handler: (req, reply, caller) => {
      const project = loadProject(ctx, req, caller);
      const mr = findMergeRequest(project, req, 'merge_request_iid');
      const draft = findDraft(ctx, mr, req, caller);
      const list = draftsOf(ctx, mr);
      list.splice(list.indexOf(draft), 1);
      return reply.code(204).send();
    },
  });
  const publish = (mr: SimMergeRequest, draft: MrDraftNote, caller: Caller): void => {
    const list = draftsOf(ctx, mr);
    list.splice(list.indexOf(draft), 1);
    const target = draft.discussionId ? discussionsOf(ctx, mr).find((d) => d.id === draft.discussionId) : undefined;
    if (target) {
      const first = target.notes[0];
      target.notes.push(newNote(caller, draft.note, { type: first?.type ?? 'DiscussionNote', position: first?.position ?? null, resolvable: true }));
      if (draft.resolveDiscussion) setResolved(target, true, caller);
      return;
    }
    const note = newNote(caller, draft.note, { type: draft.position ? 'DiffNote' : 'DiscussionNote', position: draft.position, commitId: draft.commitId, resolvable: true });
    discussionsOf(ctx, mr).push({ id: discussionId(`${mr.id}:${note.id}`), individualNote: false, notes: [note] });
  };
  restRoute(app, ctx, {
    method: 'PUT',
    url: `${MR}/:merge_request_iid/draft_notes/:draft_note_id/publish`,
    handler: (req, reply, caller) => {
      const project = loadProject(ctx, req, caller);
      const mr = findMergeRequest(project, req, 'merge_request_iid');
      publish(mr, findDraft(ctx, mr, req, caller), caller);
      return reply.code(204).send();
    },
  });
  // Approving can submit the approver's pending review first (`publish_review`), as DraftNotes::PublishService does.
  restRoute(app, ctx, {
    method: 'POST',
    url: `${MR}/:merge_request_iid/approve`,
    handler: (req, reply, caller) => {
      const project = loadProject(ctx, req, caller);
      // `find_merge_request_with_access` raises RecordNotFound: "404 Not found", unlike the notes routes.
      const mr = findMergeRequestRecord(project, req);
      const q = input(req);
      const sha = str(q['sha']);
      if (sha !== undefined && sha !== mr.sha) {
        throw new SimHttpError(409, messages.conflict(`SHA does not match HEAD of source branch: ${mr.sha}`));
      }
      if (bool(q['publish_review']) === true) {
        for (const draft of draftsOf(ctx, mr).filter((d) => d.authorId === caller.user.id)) publish(mr, draft, caller);
      }
      const canApprove =
        mr.state === 'opened' &&
        mr.authorId !== caller.user.id &&
        effectiveAccess(ctx.store, project, caller.user) >= ACCESS.DEVELOPER &&
        !mr.approvedBy.some((a) => a.userId === caller.user.id);
      // GitLab answers an approval it refuses (already approved, own MR, closed MR) with 401.
      if (!canApprove) throw new SimHttpError(401, messages.unauthorized());
      mr.approvedBy.push({ userId: caller.user.id, approvedAt: new Date().toISOString() });
      reply.code(201);
      return presentApprovals(ctx.store, ctx.baseUrl(), project, mr, caller.user);
    },
  });
  restRoute(app, ctx, {
    method: 'POST',
    url: `${MR}/:merge_request_iid/draft_notes/bulk_publish`,
    handler: (req, reply, caller) => {
      const project = loadProject(ctx, req, caller);
      const mr = findMergeRequest(project, req, 'merge_request_iid');
      const q = input(req);
      for (const draft of draftsOf(ctx, mr).filter((d) => d.authorId === caller.user.id)) publish(mr, draft, caller);
      const summary = str(q['note']);
      if (summary) {
        const note = newNote(caller, summary, { internal: bool(q['internal']) ?? false });
        discussionsOf(ctx, mr).push({ id: discussionId(`${mr.id}:${note.id}`), individualNote: true, notes: [note] });
      }
      return reply.code(204).send();
    },
  });
}
