import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ACCESS } from '../gitlab-sim.constants';
import { messages } from '../gitlab-sim.messages';
import { presentCurrentUser } from '../presenters/user.presenter';
import { paginate } from '../rest.paginator';
import { bool, input, int, requireParams, restRoute, str } from '../rest.router';
import type { Caller, SimContext } from '../sim-context.interface';
import { SimHttpError } from '../sim-http.error';
import { descendantGroups } from '../store/groups.state';
import type { SimNamespace, SimUser } from '../store/sim-model.interface';
import { registerGroupBadgeRoutes } from './badges.routes';
import { loadLicensedGroup } from './group-access';
import { registerGroupUploadRoutes } from './group-uploads.routes';
import { registerProtectedBranchApi } from './protected-branches.routes';
import { userState } from './user-profile.routes';
import { registerGroupWikiRoutes } from './wiki-pages.routes';

/** A licensed group API that only a top-level group has: a subgroup answers 404 like GitLab's `root?` check. */
function loadTopLevel(ctx: SimContext, req: FastifyRequest, caller: Caller, level: number): SimNamespace {
  const group = loadLicensedGroup(ctx, req, caller, 'premium', level);
  if (group.parentId !== null) throw new SimHttpError(404, messages.notFound('Group'));
  return group;
}

/** The SAML users (`provisioned` false) or the provisioned users (true) of a top-level group, with GitLab's filters. */
function registerSsoUserList(app: FastifyInstance, ctx: SimContext, url: string, provisionedOnly: boolean): void {
  restRoute(app, ctx, {
    method: 'GET',
    url,
    handler: (req, reply, caller) => {
      const group = loadLicensedGroup(ctx, req, caller, 'premium', ACCESS.OWNER);
      if (group.parentId !== null) throw new SimHttpError(400, messages.apiError('400 Bad request - Group must be a top-level group'));
      const params = input(req);
      const username = str(params['username'])?.toLowerCase();
      const search = str(params['search'])?.toLowerCase();
      const after = str(params['created_after']);
      const before = str(params['created_before']);
      const identities = ctx.store.data.groupContent.samlIdentities.filter((i) => i.groupId === group.id && (!provisionedOnly || i.provisioned));
      const users = identities.flatMap((i): { user: SimUser; externUid: string }[] => {
        const user = ctx.store.user(i.userId);
        return user ? [{ user, externUid: i.externUid }] : [];
      });
      const state = (u: SimUser): string => userState(ctx, u);
      const list = users.filter(
        ({ user }) =>
          (username === undefined || user.username.toLowerCase() === username) &&
          (search === undefined || [user.name, user.username, user.email].some((s) => s.toLowerCase().includes(search))) &&
          (bool(params['active']) !== true || state(user) === 'active') &&
          (bool(params['blocked']) !== true || state(user) === 'blocked') &&
          (after === undefined || user.createdAt >= after) &&
          (before === undefined || user.createdAt <= before),
      );
      return paginate(ctx.baseUrl(), req, reply, list).map(({ user, externUid }) => ({
        ...presentCurrentUser(ctx.baseUrl(), user),
        state: state(user),
        identities: [{ provider: 'group_saml', extern_uid: externUid, saml_provider_id: group.id }],
      }));
    },
  });
}

/** The group parts kept per group beside its members: badges, wiki, uploads, protected branches, SAML users, security settings. */
export function registerGroupContentRoutes(app: FastifyInstance, ctx: SimContext): void {
  registerGroupBadgeRoutes(app, ctx);
  registerGroupWikiRoutes(app, ctx);
  registerGroupUploadRoutes(app, ctx);

  // Group-level protected branches (Premium, top-level groups): Owners only, for reading too.
  registerProtectedBranchApi(app, ctx, '/groups/:id', (req, caller) => {
    const group = loadTopLevel(ctx, req, caller, ACCESS.OWNER);
    const all = ctx.store.data.groupContent.protectedBranches;
    return {
      rules: () => all.get(group.id) ?? [],
      replace: (rules) => all.set(group.id, rules),
      requireRead: () => undefined,
      requireWrite: () => undefined,
    };
  });

  registerSsoUserList(app, ctx, '/groups/:id/saml_users', false);
  registerSsoUserList(app, ctx, '/groups/:id/provisioned_users', true);

  restRoute(app, ctx, {
    method: 'PUT',
    url: '/groups/:id/security_settings',
    handler: (req, _reply, caller) => {
      const group = loadLicensedGroup(ctx, req, caller, 'ultimate', ACCESS.MAINTAINER);
      const params = input(req);
      requireParams(params, ['secret_push_protection_enabled']);
      const enabled = bool(params['secret_push_protection_enabled']);
      if (enabled === undefined) throw new SimHttpError(400, messages.validation(['secret_push_protection_enabled is invalid']));
      const raw = params['projects_to_exclude'];
      const excluded = new Set((Array.isArray(raw) ? raw : raw === undefined ? [] : [raw]).map((v) => int(v)));
      const groupIds = new Set([group, ...descendantGroups(ctx.store, group)].map((g) => g.id));
      const enabledSet = ctx.store.data.groupContent.secretPushProtection;
      for (const project of ctx.store.data.projects.filter((p) => groupIds.has(p.namespaceId) && !excluded.has(p.id))) {
        if (enabled) enabledSet.add(project.id);
        else enabledSet.delete(project.id);
      }
      return { secret_push_protection_enabled: enabled, errors: [] };
    },
  });
}
