import type { FastifyInstance, FastifyRequest } from 'fastify';
import { messages } from '../gitlab-sim.messages';
import { presentCurrentUser } from '../presenters/user.presenter';
import { paginate } from '../rest.paginator';
import { bool, input, int, param, restRoute, str } from '../rest.router';
import type { Caller, SimContext } from '../sim-context.interface';
import { SimHttpError } from '../sim-http.error';
import { registerUserActivityRoutes } from './user-activity.routes';
import { canReadGroup, canReadProject, effectiveAccess } from '../store/access.policy';
import { mintedSecret } from '../store/minted-secret';
import type { SimUser } from '../store/sim-model.interface';
import { NOTIFICATION_EVENTS, NOTIFICATION_LEVELS, type SimNotificationSetting, type SimTodo, type SimUserState } from '../store/user-profile.state';

const NOW = '2025-06-02T12:00:00.000Z';

function requireAdmin(caller: Caller): void {
  if (!caller.user.isAdmin) throw new SimHttpError(403, messages.forbidden());
}

function loadUser(ctx: SimContext, request: FastifyRequest): SimUser {
  const raw = param(request, 'user_id');
  const id = int(raw);
  const user = id === undefined ? ctx.store.userByUsername(raw) : ctx.store.user(id);
  if (!user) throw new SimHttpError(404, messages.notFound('User'));
  return user;
}

/** The account state of a user (active unless a transition changed it). */
export function userState(ctx: SimContext, user: SimUser): SimUserState {
  return ctx.store.data.userProfiles.states.get(user.id) ?? 'active';
}

/** The administrator's view of a user, with its current state. */
function presentAdminUser(ctx: SimContext, user: SimUser): Record<string, unknown> {
  return { ...presentCurrentUser(ctx.baseUrl(), user), state: userState(ctx, user), is_admin: user.isAdmin, two_factor_enabled: ctx.store.data.userProfiles.twoFactor.has(user.id) };
}

function presentStatus(ctx: SimContext, user: SimUser): Record<string, unknown> {
  const s = ctx.store.data.userProfiles.statuses.get(user.id);
  if (!s) return { emoji: null, message: null, message_html: null, availability: 'not_set', clear_status_at: null };
  return { emoji: s.emoji, message: s.message, message_html: s.message ? `<p>${s.message}</p>` : '', availability: s.availability, clear_status_at: s.clearStatusAt };
}

const CLEAR_AFTER_HOURS: Readonly<Record<string, number>> = { '30_minutes': 0.5, '3_hours': 3, '8_hours': 8, '1_day': 24, '3_days': 72, '7_days': 168, '30_days': 720 };

/** A state change: the states it starts from, the state it leads to, and GitLab's refusal otherwise. */
interface Transition {
  readonly action: string;
  readonly from: readonly SimUserState[];
  readonly to: SimUserState | 'deleted';
  readonly refusal: (state: SimUserState) => string;
  readonly body?: unknown;
}

const TRANSITIONS: readonly Transition[] = [
  { action: 'block', from: ['active', 'deactivated', 'blocked'], to: 'blocked', refusal: (s) => (s === 'ldap_blocked' ? '403 Forbidden - LDAP blocked users cannot be modified by the API' : `403 Forbidden - A ${s} user cannot be blocked by the API`) },
  { action: 'unblock', from: ['blocked', 'active'], to: 'active', refusal: (s) => (s === 'ldap_blocked' ? '403 Forbidden - LDAP blocked users cannot be unblocked by the API' : s === 'deactivated' ? '403 Forbidden - Deactivated users cannot be unblocked by the API' : `403 Forbidden - A ${s} user cannot be unblocked by the API`) },
  { action: 'ban', from: ['active'], to: 'banned', refusal: (s) => `You cannot ban ${s} users.` },
  { action: 'unban', from: ['banned'], to: 'active', refusal: (s) => `You cannot unban ${s} users.` },
  { action: 'activate', from: ['deactivated', 'active'], to: 'active', refusal: () => '403 Forbidden - A blocked user must be unblocked to be activated' },
  { action: 'deactivate', from: ['active', 'deactivated'], to: 'deactivated', refusal: () => '403 Forbidden - A blocked user cannot be deactivated by the API' },
  { action: 'approve', from: ['blocked_pending_approval'], to: 'active', refusal: () => 'The user you are trying to approve is not pending approval', body: { message: 'Success' } },
  { action: 'reject', from: ['blocked_pending_approval'], to: 'deleted', refusal: () => 'User does not have a pending request', body: { message: 'Success' } },
];

function notificationKey(level: 'global' | 'group' | 'project', userId: number, sourceId?: number): string {
  return sourceId === undefined ? `${level}:${userId}` : `${level}:${userId}:${sourceId}`;
}

function notificationSetting(ctx: SimContext, key: string, global: boolean, user: SimUser): SimNotificationSetting {
  const found = ctx.store.data.userProfiles.notifications.get(key);
  if (found) return found;
  const events = Object.fromEntries(NOTIFICATION_EVENTS.map((e) => [e, false]));
  return global ? { level: 'participating', notificationEmail: user.email, events } : { level: 'global', events };
}

function presentNotifications(s: SimNotificationSetting, global: boolean): Record<string, unknown> {
  const body: Record<string, unknown> = { level: s.level };
  if (global) body['notification_email'] = s.notificationEmail;
  if (s.level === 'custom') body['events'] = s.events;
  return body;
}

function updateNotifications(ctx: SimContext, request: FastifyRequest, key: string, global: boolean, user: SimUser): Record<string, unknown> {
  const params = input(request);
  const current = notificationSetting(ctx, key, global, user);
  const level = str(params['level']);
  if (level !== undefined && !NOTIFICATION_LEVELS.includes(level)) throw new SimHttpError(400, messages.apiError('level does not have a valid value'));
  const events = { ...current.events };
  for (const e of NOTIFICATION_EVENTS) {
    const v = bool(params[e]);
    if (v !== undefined) events[e] = v;
  }
  const email = str(params['notification_email']);
  const next: SimNotificationSetting = { level: level ?? current.level, events, ...(global ? { notificationEmail: email ?? current.notificationEmail } : {}) };
  ctx.store.data.userProfiles.notifications.set(key, next);
  return presentNotifications(next, global);
}

function presentTodo(ctx: SimContext, t: SimTodo): Record<string, unknown> {
  const base = ctx.baseUrl();
  const project = ctx.store.data.projects.find((p) => p.id === t.projectId);
  const path = project ? ctx.store.projectFullPath(project) : '';
  const author = ctx.store.user(t.authorId);
  const kind = t.targetType === 'MergeRequest' ? 'merge_requests' : 'issues';
  return {
    id: t.id,
    project: project ? { id: project.id, name: project.name, name_with_namespace: ctx.store.projectNameWithNamespace(project), path: project.path, path_with_namespace: path } : null,
    author: author ? { id: author.id, username: author.username, name: author.name, state: 'active', web_url: `${base}/${author.username}` } : null,
    action_name: t.actionName,
    target_type: t.targetType,
    target: { id: t.projectId * 1000 + t.targetIid, iid: t.targetIid, project_id: t.projectId, title: t.targetTitle, state: 'opened', web_url: `${base}/${path}/-/${kind}/${t.targetIid}` },
    target_url: `${base}/${path}/-/${kind}/${t.targetIid}`,
    body: t.body,
    state: t.state,
    created_at: t.createdAt,
    updated_at: t.createdAt,
  };
}

function presentNamespaceOf(ctx: SimContext, id: string, caller: Caller): Record<string, unknown> {
  const n = int(id);
  const ns = n === undefined ? ctx.store.data.namespaces.find((x) => ctx.store.namespaceFullPath(x).toLowerCase() === id.toLowerCase()) : ctx.store.namespace(n);
  const visible = ns !== undefined && (caller.user.isAdmin || ns.ownerId === caller.user.id || (ns.kind === 'group' && canReadGroup(ctx.store, ns, caller.user)));
  if (!ns || !visible) throw new SimHttpError(404, messages.notFound('Namespace'));
  const fullPath = ctx.store.namespaceFullPath(ns);
  const projects = ctx.store.data.projects.filter((p) => p.namespaceId === ns.id).length;
  const base = ctx.baseUrl();
  return {
    id: ns.id, name: ns.name, path: ns.path, kind: ns.kind, full_path: fullPath, parent_id: ns.parentId, avatar_url: null,
    web_url: ns.kind === 'group' ? `${base}/groups/${fullPath}` : `${base}/${fullPath}`,
    members_count_with_descendants: ns.members.size, billable_members_count: ns.members.size, seats_in_use: ns.members.size, max_seats_used: ns.members.size,
    plan: ctx.store.data.plan, trial: false, projects_count: projects,
  };
}

/** Account administration, status, notification settings, to-dos and namespaces of the users (with their events and service accounts). */
export function registerUserProfileRoutes(app: FastifyInstance, ctx: SimContext): void {
  const profiles = () => ctx.store.data.userProfiles;
  registerUserActivityRoutes(app, ctx);

  restRoute(app, ctx, { method: 'GET', url: '/user/status', auth: 'user', handler: (_req, _reply, caller) => presentStatus(ctx, caller.user) });
  restRoute(app, ctx, { method: 'GET', url: '/users/:user_id/status', auth: 'user', handler: (req) => presentStatus(ctx, loadUser(ctx, req)) });
  restRoute(app, ctx, {
    method: 'PUT', url: '/user/status',
    handler: (req, _reply, caller) => {
      const params = input(req);
      const message = str(params['message']) ?? '';
      if (message.length > 100) throw new SimHttpError(400, messages.apiError('Message is too long (maximum is 100 characters)'));
      const availability = str(params['availability']) === 'busy' ? 'busy' : 'not_set';
      const hours = CLEAR_AFTER_HOURS[str(params['clear_status_after']) ?? ''];
      const clearStatusAt = hours === undefined ? null : new Date(Date.parse(NOW) + hours * 3_600_000).toISOString();
      const emoji = str(params['emoji']) ?? (message ? 'speech_balloon' : '');
      profiles().statuses.set(caller.user.id, { emoji, message, availability, clearStatusAt });
      return presentStatus(ctx, caller.user);
    },
  });

  restRoute(app, ctx, {
    method: 'POST', url: '/users',
    handler: (req, reply, caller) => {
      requireAdmin(caller);
      const params = input(req);
      const username = str(params['username']);
      const email = str(params['email']);
      const name = str(params['name']);
      if (!username || !email || !name) throw new SimHttpError(400, messages.validation([!username ? 'username is missing' : !email ? 'email is missing' : 'name is missing']));
      if (!str(params['password']) && bool(params['reset_password']) !== true && bool(params['force_random_password']) !== true) {
        throw new SimHttpError(400, messages.validation(['password, reset_password, force_random_password are missing, at least one parameter must be provided']));
      }
      const users = ctx.store.data.users;
      if (users.some((u) => u.email.toLowerCase() === email.toLowerCase())) throw new SimHttpError(409, messages.conflict('Email has already been taken'));
      if (users.some((u) => u.username.toLowerCase() === username.toLowerCase())) throw new SimHttpError(409, messages.conflict('Username has already been taken'));
      const id = profiles().nextUserId++;
      const namespaceId = 1000 + id;
      const user: SimUser = {
        id, username, name, email, namespaceId, publicEmail: str(params['public_email']) ?? '', bio: str(params['bio']) ?? '', location: str(params['location']) ?? '',
        jobTitle: '', organization: str(params['organization']) ?? '', isAdmin: bool(params['admin']) === true, bot: false, serviceAccount: false, createdAt: NOW, lastActivityOn: NOW.slice(0, 10),
      };
      users.push(user);
      ctx.store.data.namespaces.push({ id: namespaceId, name, path: username, kind: 'user', parentId: null, members: new Map([[id, 50]]), ownerId: id, createdAt: NOW });
      reply.code(201);
      return presentAdminUser(ctx, user);
    },
  });

  restRoute(app, ctx, {
    method: 'PUT', url: '/users/:user_id',
    handler: (req, _reply, caller) => {
      requireAdmin(caller);
      const user = loadUser(ctx, req);
      const params = input(req);
      const email = str(params['email']);
      const username = str(params['username']);
      const others = ctx.store.data.users.filter((u) => u.id !== user.id);
      if (email && others.some((u) => u.email.toLowerCase() === email.toLowerCase())) throw new SimHttpError(409, messages.conflict('Email has already been taken'));
      if (username && others.some((u) => u.username.toLowerCase() === username.toLowerCase())) throw new SimHttpError(409, messages.conflict('Username has already been taken'));
      if (email) user.email = email;
      if (username) user.username = username;
      const text = (k: string): string | undefined => str(params[k]);
      user.name = text('name') ?? user.name;
      user.bio = text('bio') ?? user.bio;
      user.location = text('location') ?? user.location;
      user.organization = text('organization') ?? user.organization;
      user.publicEmail = text('public_email') ?? user.publicEmail;
      const admin = bool(params['admin']);
      if (admin !== undefined) user.isAdmin = admin;
      return presentAdminUser(ctx, user);
    },
  });

  restRoute(app, ctx, {
    method: 'DELETE', url: '/users/:user_id',
    handler: (req, reply, caller) => {
      requireAdmin(caller);
      const user = loadUser(ctx, req);
      if (user.id === caller.user.id) throw new SimHttpError(403, messages.forbidden());
      ctx.store.data.users = ctx.store.data.users.filter((u) => u.id !== user.id);
      reply.code(204);
      return '';
    },
  });

  for (const t of TRANSITIONS) {
    restRoute(app, ctx, {
      method: 'POST', url: `/users/:user_id/${t.action}`,
      handler: (req, reply, caller) => {
        requireAdmin(caller);
        const user = loadUser(ctx, req);
        const state = userState(ctx, user);
        if (!t.from.includes(state)) throw new SimHttpError(403, messages.apiError(t.refusal(state)));
        if (t.action === 'deactivate' && user.bot) throw new SimHttpError(403, messages.apiError('403 Forbidden - An internal user cannot be deactivated by the API'));
        if (t.to === 'deleted') ctx.store.data.users = ctx.store.data.users.filter((u) => u.id !== user.id);
        else if (t.to === 'active') profiles().states.delete(user.id);
        else profiles().states.set(user.id, t.to);
        reply.code(t.action === 'reject' ? 200 : 201);
        return t.body ?? true;
      },
    });
  }

  restRoute(app, ctx, {
    method: 'PATCH', url: '/users/:user_id/disable_two_factor',
    handler: (req, reply, caller) => {
      requireAdmin(caller);
      const user = loadUser(ctx, req);
      if (!profiles().twoFactor.delete(user.id)) throw new SimHttpError(400, messages.apiError('400 Bad request - Two-factor authentication is not enabled for this user'));
      reply.code(204);
      return '';
    },
  });

  restRoute(app, ctx, {
    method: 'GET', url: '/users/:user_id/associations_count', auth: 'user',
    handler: (req, _reply, caller) => {
      const user = loadUser(ctx, req);
      if (!caller.user.isAdmin && caller.user.id !== user.id) throw new SimHttpError(403, messages.forbidden());
      const data = ctx.store.data;
      return {
        groups_count: data.namespaces.filter((n) => n.kind === 'group' && n.members.has(user.id)).length,
        projects_count: data.projects.filter((p) => p.members.has(user.id)).length,
        issues_count: data.projects.reduce((sum, p) => sum + p.issues.filter((i) => i.authorId === user.id).length, 0),
        merge_requests_count: data.projects.reduce((sum, p) => sum + p.mergeRequests.filter((m) => m.authorId === user.id).length, 0),
      };
    },
  });

  restRoute(app, ctx, {
    method: 'GET', url: '/users/:user_id/memberships',
    handler: (req, reply, caller) => {
      requireAdmin(caller);
      const user = loadUser(ctx, req);
      const type = str(input(req)['type']);
      const data = ctx.store.data;
      const projects = data.projects.filter((p) => p.members.has(user.id)).map((p) => ({ source_id: p.id, source_name: p.name, source_type: 'Project', access_level: p.members.get(user.id) }));
      const groups = data.namespaces.filter((n) => n.kind === 'group' && n.members.has(user.id)).map((n) => ({ source_id: n.id, source_name: n.name, source_type: 'Namespace', access_level: n.members.get(user.id) }));
      const list = type === 'Project' ? projects : type === 'Namespace' ? groups : [...groups, ...projects];
      return paginate(ctx.baseUrl(), req, reply, list);
    },
  });

  restRoute(app, ctx, { method: 'GET', url: '/notification_settings', auth: 'user', handler: (_req, _reply, caller) => presentNotifications(notificationSetting(ctx, notificationKey('global', caller.user.id), true, caller.user), true) });
  restRoute(app, ctx, { method: 'PUT', url: '/notification_settings', handler: (req, _reply, caller) => updateNotifications(ctx, req, notificationKey('global', caller.user.id), true, caller.user) });
  for (const level of ['group', 'project'] as const) {
    const url = level === 'group' ? '/groups/:id/notification_settings' : '/projects/:id/notification_settings';
    const source = (req: FastifyRequest, caller: Caller): number => {
      const id = param(req, 'id');
      if (level === 'group') {
        const group = ctx.store.findGroup(id);
        if (!group || !canReadGroup(ctx.store, group, caller.user)) throw new SimHttpError(404, messages.notFound('Group'));
        return group.id;
      }
      const project = ctx.store.findProject(id);
      if (!project || !canReadProject(ctx.store, project, caller.user)) throw new SimHttpError(404, messages.notFound('Project'));
      return project.id;
    };
    restRoute(app, ctx, { method: 'GET', url, handler: (req, _reply, caller) => presentNotifications(notificationSetting(ctx, notificationKey(level, caller.user.id, source(req, caller)), false, caller.user), false) });
    restRoute(app, ctx, { method: 'PUT', url, handler: (req, _reply, caller) => updateNotifications(ctx, req, notificationKey(level, caller.user.id, source(req, caller)), false, caller.user) });
  }

  restRoute(app, ctx, {
    method: 'GET', url: '/todos',
    handler: (req, reply, caller) => {
      const params = input(req);
      const state = str(params['state']) ?? 'pending';
      const filters: [string, (t: SimTodo) => unknown][] = [['action', (t) => t.actionName], ['type', (t) => t.targetType], ['author_id', (t) => String(t.authorId)], ['project_id', (t) => String(t.projectId)]];
      const list = profiles()
        .todos.filter((t) => t.userId === caller.user.id && t.state === state)
        .filter((t) => filters.every(([k, get]) => params[k] === undefined || String(params[k]) === get(t)))
        .sort((a, b) => b.id - a.id);
      return paginate(ctx.baseUrl(), req, reply, list).map((t) => presentTodo(ctx, t));
    },
  });
  restRoute(app, ctx, {
    method: 'POST', url: '/todos/:id/mark_as_done',
    handler: (req, reply, caller) => {
      const id = int(param(req, 'id'));
      const todo = profiles().todos.find((t) => t.id === id && t.userId === caller.user.id);
      if (!todo) throw new SimHttpError(404, messages.notFound('Todo'));
      todo.state = 'done';
      reply.code(201);
      return presentTodo(ctx, todo);
    },
  });
  restRoute(app, ctx, {
    method: 'POST', url: '/todos/mark_as_done',
    handler: (_req, reply, caller) => {
      for (const t of profiles().todos) if (t.userId === caller.user.id) t.state = 'done';
      reply.code(204);
      return '';
    },
  });

  restRoute(app, ctx, {
    method: 'POST', url: '/user/runners',
    handler: (req, reply, caller) => {
      const params = input(req);
      const type = str(params['runner_type']);
      if (type !== 'instance_type' && type !== 'group_type' && type !== 'project_type') throw new SimHttpError(400, messages.validation(['runner_type does not have a valid value']));
      if (type === 'instance_type') requireAdmin(caller);
      if (type === 'group_type') {
        const group = int(params['group_id']) === undefined ? undefined : ctx.store.namespace(int(params['group_id']) ?? 0);
        if (!group || group.kind !== 'group') throw new SimHttpError(400, messages.validation(['group_id is missing']));
        if (!caller.user.isAdmin && (group.members.get(caller.user.id) ?? 0) < 50) throw new SimHttpError(403, messages.forbidden());
      }
      if (type === 'project_type') {
        const project = ctx.store.findProject(String(params['project_id'] ?? ''));
        if (!project) throw new SimHttpError(400, messages.validation(['project_id is missing']));
        if (!caller.user.isAdmin && effectiveAccess(ctx.store, project, caller.user) < 40) throw new SimHttpError(403, messages.forbidden());
      }
      const id = profiles().nextRunnerId++;
      reply.code(201);
      return { id, token: mintedSecret('glrt', id), token_expires_at: str(params['token_expires_at']) ?? null };
    },
  });

  restRoute(app, ctx, { method: 'GET', url: '/namespaces/:id', handler: (req, _reply, caller) => presentNamespaceOf(ctx, param(req, 'id'), caller) });
  restRoute(app, ctx, {
    method: 'GET', url: '/namespaces/:id/exists',
    handler: (req) => {
      const path = param(req, 'id').toLowerCase();
      const parentId = int(input(req)['parent_id']) ?? null;
      const siblings = ctx.store.data.namespaces.filter((n) => n.parentId === parentId).map((n) => n.path.toLowerCase());
      const exists = siblings.includes(path);
      const suggests = exists ? [1, 2, 3].map((i) => `${path}${i}`).filter((p) => !siblings.includes(p)).slice(0, 1) : [];
      return { exists, suggests };
    },
  });
}
