import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { messages } from '../gitlab-sim.messages';
import { presentServiceAccount, presentUserBasic } from '../presenters/user.presenter';
import { paginate } from '../rest.paginator';
import { input, int, param, restRoute, str } from '../rest.router';
import type { Caller, SimContext } from '../sim-context.interface';
import { SimHttpError } from '../sim-http.error';
import { canReadProject } from '../store/access.policy';
import type { SimUser } from '../store/sim-model.interface';

/** An event derived from the seed: an issue or merge request opened by its author (GitLab's action "created"). */
interface SimEvent {
  id: number;
  projectId: number;
  authorId: number;
  targetType: 'Issue' | 'MergeRequest';
  targetId: number;
  targetIid: number;
  targetTitle: string;
  createdAt: string;
}

const TARGET_TYPES: Readonly<Record<string, SimEvent['targetType']>> = { issue: 'Issue', merge_request: 'MergeRequest' };

function events(ctx: SimContext, caller: Caller): SimEvent[] {
  const out: SimEvent[] = [];
  for (const p of ctx.store.data.projects.filter((x) => canReadProject(ctx.store, x, caller.user))) {
    for (const i of p.issues) out.push({ id: 100_000 + i.id, projectId: p.id, authorId: i.authorId, targetType: 'Issue', targetId: i.id, targetIid: i.iid, targetTitle: i.title, createdAt: i.createdAt });
    for (const m of p.mergeRequests) out.push({ id: 200_000 + m.id, projectId: p.id, authorId: m.authorId, targetType: 'MergeRequest', targetId: m.id, targetIid: m.iid, targetTitle: m.title, createdAt: m.createdAt });
  }
  return out;
}

function filtered(list: SimEvent[], params: Record<string, unknown>): SimEvent[] {
  const action = str(params['action']);
  const target = str(params['target_type']);
  const before = str(params['before']);
  const after = str(params['after']);
  const asc = str(params['sort']) === 'asc';
  return list
    .filter(() => action === undefined || action === 'created')
    .filter((e) => target === undefined || TARGET_TYPES[target] === e.targetType)
    .filter((e) => before === undefined || e.createdAt.slice(0, 10) < before)
    .filter((e) => after === undefined || e.createdAt.slice(0, 10) > after)
    .sort((a, b) => (asc ? a.createdAt.localeCompare(b.createdAt) : b.createdAt.localeCompare(a.createdAt)));
}

function presentEvent(ctx: SimContext, e: SimEvent): Record<string, unknown> {
  const author = ctx.store.user(e.authorId);
  return {
    id: e.id, project_id: e.projectId, action_name: 'opened', target_id: e.targetId, target_iid: e.targetIid, target_type: e.targetType, target_title: e.targetTitle,
    author_id: e.authorId, author_username: author?.username ?? null, author: author ? presentUserBasic(ctx.baseUrl(), author) : null, imported: false, imported_from: 'none', created_at: e.createdAt,
  };
}

function loadUser(ctx: SimContext, raw: string): SimUser {
  const id = int(raw);
  const user = id === undefined ? ctx.store.userByUsername(raw) : ctx.store.user(id);
  if (!user) throw new SimHttpError(404, messages.notFound('User'));
  return user;
}

/** Events, last activity, avatars and the instance's service accounts. */
export function registerUserActivityRoutes(app: FastifyInstance, ctx: SimContext): void {
  restRoute(app, ctx, {
    method: 'GET', url: '/events',
    handler: (req, reply, caller) => {
      const params = input(req);
      const all = str(params['scope']) === 'all' ? events(ctx, caller) : events(ctx, caller).filter((e) => e.authorId === caller.user.id);
      return paginate(ctx.baseUrl(), req, reply, filtered(all, params)).map((e) => presentEvent(ctx, e));
    },
  });
  restRoute(app, ctx, {
    method: 'GET', url: '/users/:user_id/events',
    handler: (req, reply, caller) => {
      const user = loadUser(ctx, param(req, 'user_id'));
      const list = events(ctx, caller).filter((e) => e.authorId === user.id);
      return paginate(ctx.baseUrl(), req, reply, filtered(list, input(req))).map((e) => presentEvent(ctx, e));
    },
  });
  restRoute(app, ctx, {
    method: 'GET', url: '/projects/:id/events',
    handler: (req, reply, caller) => {
      const project = ctx.store.findProject(param(req, 'id'));
      if (!project || !canReadProject(ctx.store, project, caller.user)) throw new SimHttpError(404, messages.notFound('Project'));
      const list = events(ctx, caller).filter((e) => e.projectId === project.id);
      return paginate(ctx.baseUrl(), req, reply, filtered(list, input(req))).map((e) => presentEvent(ctx, e));
    },
  });
  restRoute(app, ctx, {
    method: 'GET', url: '/user/activities',
    handler: (req, reply, caller) => {
      if (!caller.user.isAdmin) throw new SimHttpError(403, messages.forbidden());
      const from = str(input(req)['from']) ?? '2024-12-02';
      const list = ctx.store.data.users.filter((u) => !u.bot && u.lastActivityOn >= from).sort((a, b) => b.lastActivityOn.localeCompare(a.lastActivityOn));
      return paginate(ctx.baseUrl(), req, reply, list).map((u) => ({ username: u.username, last_activity_on: u.lastActivityOn, last_activity_at: u.lastActivityOn }));
    },
  });
  restRoute(app, ctx, {
    method: 'GET', url: '/avatar', auth: 'any',
    handler: (req) => {
      const email = str(input(req)['email']);
      if (!email) throw new SimHttpError(400, messages.validation(['email is missing']));
      const size = int(input(req)['size']) ?? 80;
      const hash = createHash('md5').update(email.trim().toLowerCase()).digest('hex');
      return { avatar_url: `https://www.gravatar.com/avatar/${hash}?s=${size}&d=identicon` };
    },
  });

  const accounts = (): SimUser[] => ctx.store.data.users.filter((u) => u.serviceAccount);
  const admin = (caller: Caller): void => {
    if (!caller.user.isAdmin) throw new SimHttpError(403, messages.forbidden());
  };
  restRoute(app, ctx, {
    method: 'GET', url: '/service_accounts',
    handler: (req, reply, caller) => {
      admin(caller);
      const params = input(req);
      const byName = str(params['order_by']) === 'username';
      const asc = str(params['sort']) === 'asc';
      const list = [...accounts()].sort((a, b) => (byName ? a.username.localeCompare(b.username) : a.id - b.id) * (asc ? 1 : -1));
      return paginate(ctx.baseUrl(), req, reply, list).map(presentServiceAccount);
    },
  });
  restRoute(app, ctx, {
    method: 'POST', url: '/service_accounts',
    handler: (req, reply, caller) => {
      admin(caller);
      const params = input(req);
      const id = ctx.store.data.userProfiles.nextUserId++;
      const username = str(params['username']) ?? `service_account_${id.toString(16).padStart(8, '0')}`;
      const users = ctx.store.data.users;
      if (users.some((u) => u.username.toLowerCase() === username.toLowerCase())) throw new SimHttpError(400, messages.apiError('Username has already been taken'));
      const user: SimUser = {
        id, username, name: str(params['name']) ?? 'Service account user', email: str(params['email']) ?? `${username}@noreply.gitlab.example.com`, publicEmail: '', bio: '', location: '', jobTitle: '', organization: '',
        isAdmin: false, bot: true, serviceAccount: true, createdAt: '2025-06-02T12:00:00.000Z', lastActivityOn: '2025-06-02', namespaceId: 1000 + id,
      };
      users.push(user);
      reply.code(201);
      return presentServiceAccount(user);
    },
  });
  restRoute(app, ctx, {
    method: 'PATCH', url: '/service_accounts/:user_id',
    handler: (req, _reply, caller) => {
      admin(caller);
      const id = int(param(req, 'user_id'));
      const user = accounts().find((u) => u.id === id);
      if (!user) throw new SimHttpError(404, messages.notFound('User'));
      const params = input(req);
      const username = str(params['username']);
      if (username && ctx.store.data.users.some((u) => u.id !== user.id && u.username.toLowerCase() === username.toLowerCase())) throw new SimHttpError(400, messages.apiError('Username has already been taken'));
      user.username = username ?? user.username;
      user.name = str(params['name']) ?? user.name;
      user.email = str(params['email']) ?? user.email;
      return presentServiceAccount(user);
    },
  });
}
