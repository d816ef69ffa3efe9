import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ACCESS, CONTROL_PREFIX } from '../gitlab-sim.constants';
import { messages } from '../gitlab-sim.messages';
import { presentMember } from '../presenters/collaboration.presenter';
import { presentUserBasic } from '../presenters/user.presenter';
import { paginate } from '../rest.paginator';
import { input, int, loadProject, param, requireParams, restRoute, str } from '../rest.router';
import type { Caller, SimContext } from '../sim-context.interface';
import { SimHttpError } from '../sim-http.error';
import { effectiveAccess } from '../store/access.policy';
import type { SimInvitation, SimSourceType } from '../store/access.state';
import { mintedSecret } from '../store/minted-secret';
import type { SimNamespace, SimProject, SimUser } from '../store/sim-model.interface';
import { accessState, groupAccess, loadGroup, MEMBER_LEVELS, nextAccessId } from './access-lookup';

/** A project or a group, as the access request and invitation routes treat both. */
interface Source {
  type: SimSourceType;
  id: number;
  /** The role needed to handle requests and invitations: Maintainer of a project, Owner of a group. */
  manager: number;
  callerLevel: (caller: Caller) => number;
  isMember: (userId: number) => boolean;
  addMember: (user: SimUser, level: number, expiresAt: string | null, byId: number) => void;
  memberView: (user: SimUser, caller: Caller) => Record<string, unknown>;
}

/** Registers the Access requests and Invitations APIs of projects and groups, and the control route that accepts an invitation. */
export function registerAccessMembershipRoutes(app: FastifyInstance, ctx: SimContext): void {
  const state = () => accessState(ctx);

  const projectSource = (project: SimProject): Source => ({
    type: 'project',
    id: project.id,
    manager: ACCESS.MAINTAINER,
    callerLevel: (caller) => effectiveAccess(ctx.store, project, caller.user),
    isMember: (userId) => project.members.has(userId),
    addMember: (user, level, expiresAt, byId) => {
      project.members.set(user.id, level);
      ctx.store.data.collaboration.memberships.push({ projectId: project.id, userId: user.id, createdAt: new Date().toISOString(), createdById: byId, expiresAt, memberRoleId: null });
    },
    memberView: (user, caller) =>
      presentMember(ctx.baseUrl(), { user, accessLevel: project.members.get(user.id) ?? ACCESS.NO_ACCESS, createdAt: new Date().toISOString(), createdBy: caller.user, expiresAt: null, memberRoleId: null }, caller.user, false),
  });
  const groupSource = (group: SimNamespace): Source => ({
    type: 'group',
    id: group.id,
    manager: ACCESS.OWNER,
    callerLevel: (caller) => groupAccess(ctx, group, caller),
    isMember: (userId) => group.members.has(userId),
    addMember: (user, level) => {
      group.members.set(user.id, level);
    },
    memberView: (user, caller) =>
      presentMember(ctx.baseUrl(), { user, accessLevel: group.members.get(user.id) ?? ACCESS.NO_ACCESS, createdAt: new Date().toISOString(), createdBy: caller.user, expiresAt: null, memberRoleId: null }, caller.user, false),
  });
  const sourceOf = (kind: SimSourceType, req: FastifyRequest, caller: Caller): Source =>
    kind === 'project' ? projectSource(loadProject(ctx, req, caller)) : groupSource(loadGroup(ctx, req, caller));
  const requireManager = (source: Source, caller: Caller): void => {
    if (source.callerLevel(caller) < source.manager) throw new SimHttpError(403, messages.forbidden());
  };
  const level = (value: unknown, fallback?: number): number => {
    const n = value === undefined ? fallback : int(value);
    if (n === undefined || !MEMBER_LEVELS.includes(n)) throw new SimHttpError(400, messages.validation(['access_level does not have a valid value']));
    return n;
  };
  const requestsOf = (source: Source) => state().accessRequests.filter((r) => r.sourceType === source.type && r.sourceId === source.id);

  /** `API::Entities::AccessRequester`. */
  const presentRequester = (user: SimUser, requestedAt: string): Record<string, unknown> => ({ ...presentUserBasic(ctx.baseUrl(), user), requested_at: requestedAt });

  /** `API::Entities::Invitation`. */
  const presentInvitation = (inv: SimInvitation): Record<string, unknown> => ({
    access_level: inv.accessLevel,
    created_at: inv.createdAt,
    expires_at: inv.expiresAt,
    invite_email: inv.email,
    invite_token: inv.inviteToken,
    created_by_name: ctx.store.user(inv.createdById)?.name ?? null,
    user_name: null,
  });

  for (const kind of ['project', 'group'] as const) {
    const base = kind === 'project' ? '/projects/:id' : '/groups/:id';

    restRoute(app, ctx, {
      method: 'GET',
      url: `${base}/access_requests`,
      handler: (req, reply, caller) => {
        const source = sourceOf(kind, req, caller);
        requireManager(source, caller);
        const rows = requestsOf(source).flatMap((r) => {
          const user = ctx.store.user(r.userId);
          return user ? [presentRequester(user, r.requestedAt)] : [];
        });
        return paginate(ctx.baseUrl(), req, reply, rows);
      },
    });

    restRoute(app, ctx, {
      method: 'POST',
      url: `${base}/access_requests`,
      handler: (req, reply, caller) => {
        const source = sourceOf(kind, req, caller);
        if (source.isMember(caller.user.id)) throw new SimHttpError(400, { message: { user: ['already exists in source'] } });
        if (requestsOf(source).some((r) => r.userId === caller.user.id)) throw new SimHttpError(400, { message: { user: ['has already been taken'] } });
        const request = { sourceType: source.type, sourceId: source.id, userId: caller.user.id, requestedAt: new Date().toISOString() };
        state().accessRequests.push(request);
        reply.code(201);
        return presentRequester(caller.user, request.requestedAt);
      },
    });

    restRoute(app, ctx, {
      method: 'PUT',
      url: `${base}/access_requests/:user_id/approve`,
      handler: (req, reply, caller) => {
        const source = sourceOf(kind, req, caller);
        requireManager(source, caller);
        const userId = int(param(req, 'user_id')) ?? -1;
        const request = requestsOf(source).find((r) => r.userId === userId);
        const user = ctx.store.user(userId);
        if (!request || !user) throw new SimHttpError(404, messages.recordNotFound());
        const role = level(input(req)['access_level'], ACCESS.DEVELOPER);
        if (role === ACCESS.OWNER && source.callerLevel(caller) < ACCESS.OWNER) throw new SimHttpError(403, messages.forbidden());
        source.addMember(user, role, null, caller.user.id);
        state().accessRequests = state().accessRequests.filter((r) => r !== request);
        reply.code(201);
        return source.memberView(user, caller);
      },
    });

    restRoute(app, ctx, {
      method: 'DELETE',
      url: `${base}/access_requests/:user_id`,
      handler: (req, reply, caller) => {
        const source = sourceOf(kind, req, caller);
        const userId = int(param(req, 'user_id')) ?? -1;
        // Withdrawing one's own request needs no role.
        if (userId !== caller.user.id) requireManager(source, caller);
        const request = requestsOf(source).find((r) => r.userId === userId);
        if (!request) throw new SimHttpError(404, messages.recordNotFound());
        state().accessRequests = state().accessRequests.filter((r) => r !== request);
        return reply.code(204).send();
      },
    });

    restRoute(app, ctx, {
      method: 'GET',
      url: `${base}/invitations`,
      handler: (req, reply, caller) => {
        const source = sourceOf(kind, req, caller);
        requireManager(source, caller);
        const query = (str(input(req)['query']) ?? '').toLowerCase();
        const rows = state().invitations.filter((i) => i.sourceType === source.type && i.sourceId === source.id && i.email.toLowerCase().includes(query));
        return paginate(ctx.baseUrl(), req, reply, rows).map(presentInvitation);
      },
    });

    restRoute(app, ctx, {
      method: 'POST',
      url: `${base}/invitations`,
      handler: (req, reply, caller) => {
        const source = sourceOf(kind, req, caller);
        requireManager(source, caller);
        const params = input(req);
        requireParams(params, ['access_level']);
        const role = level(params['access_level']);
        if (role === ACCESS.OWNER && source.callerLevel(caller) < ACCESS.OWNER) throw new SimHttpError(403, messages.forbidden());
        const emails = (str(params['email']) ?? '').split(',').map((e) => e.trim()).filter((e) => e !== '');
        const userIds = (str(params['user_id']) ?? '').split(',').map((v) => v.trim()).filter((v) => v !== '');
        if (emails.length === 0 && userIds.length === 0) throw new SimHttpError(400, messages.validation(['email, user_id are missing, at least one parameter must be provided']));
        const expiresAt = str(params['expires_at']) ?? null;
        const refused: Record<string, string> = {};
        for (const email of emails) {
          if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) refused[email] = 'Invite email is invalid';
          else if (state().invitations.some((i) => i.sourceType === source.type && i.sourceId === source.id && i.email.toLowerCase() === email.toLowerCase())) refused[email] = 'Invite email has already been taken';
          else if (ctx.store.data.users.some((u) => u.email.toLowerCase() === email.toLowerCase() && source.isMember(u.id))) refused[email] = 'User already exists in source';
          else {
            const id = nextAccessId(ctx);
            state().invitations.push({ id, sourceType: source.type, sourceId: source.id, email, accessLevel: role, expiresAt, createdAt: new Date().toISOString(), createdById: caller.user.id, inviteToken: `sim-invite-${id.toString(16).padStart(6, '0')}`, memberRoleId: int(params['member_role_id']) ?? null });
          }
        }
        for (const ref of userIds) {
          const user = ctx.store.user(int(ref) ?? -1);
          if (!user) refused[ref] = 'User not found';
          else if (source.isMember(user.id)) refused[user.username] = 'User already exists in source';
          else source.addMember(user, role, expiresAt, caller.user.id);
        }
        reply.code(201);
        return Object.keys(refused).length === 0 ? { status: 'success' } : { status: 'error', message: refused };
      },
    });
  }

  /**
   * Control route: the invitee accepts every pending invitation sent to `email` (body `{ "email": ... }`).
   * An email no user has signs up first, as on GitLab's invitation page (username from the address).
   * Answers the user and a personal access token (api scope) to act as them.
   */
  app.post(`${CONTROL_PREFIX}/invitations/accept`, async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const email = (str(body['email']) ?? '').toLowerCase();
    const pending = state().invitations.filter((i) => i.email.toLowerCase() === email);
    if (pending.length === 0) return reply.code(404).send(messages.notFound('Invitation'));
    let user = ctx.store.data.users.find((u) => u.email.toLowerCase() === email);
    if (!user) {
      const id = nextAccessId(ctx);
      const username = email.split('@')[0]?.replace(/[^a-z0-9_.-]/g, '') || `user${id}`;
      user = { id, username, name: username, email, publicEmail: '', bio: '', location: '', jobTitle: '', organization: '', isAdmin: false, bot: false, serviceAccount: false, createdAt: new Date().toISOString(), lastActivityOn: new Date().toISOString().slice(0, 10), namespaceId: 0 };
      ctx.store.data.users.push(user);
    }
    for (const inv of pending) {
      const source = inv.sourceType === 'project' ? ctx.store.data.projects.find((p) => p.id === inv.sourceId) : ctx.store.namespace(inv.sourceId);
      if (!source) continue;
      const target = inv.sourceType === 'project' ? projectSource(source as SimProject) : groupSource(source as SimNamespace);
      target.addMember(user, inv.accessLevel, inv.expiresAt, inv.createdById);
    }
    state().invitations = state().invitations.filter((i) => !pending.includes(i));
    const tokenId = nextAccessId(ctx);
    const value = mintedSecret('glpat', tokenId);
    ctx.store.data.tokens.push({ id: tokenId, name: 'invitee', value, userId: user.id, scopes: ['api'], createdAt: new Date().toISOString(), expiresAt: '2099-12-31', lastUsedAt: null, expired: false, revoked: false, description: '' });
    return { user_id: user.id, username: user.username, token: value };
  });
}
