import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ACCESS } from '../gitlab-sim.constants';
import { messages } from '../gitlab-sim.messages';
import { presentProtectedEnvironment } from '../presenters/ci-environments.presenter';
import { paginate } from '../rest.paginator';
import { bool, input, int, param, requireParams, restRoute, str } from '../rest.router';
import type { Caller, SimContext } from '../sim-context.interface';
import { SimHttpError } from '../sim-http.error';
import type { SimGroupGovernance, SimGroupProtectedEnvironment, SimGroupPushRule, SimLdapLink, SimSamlLink } from '../store/group-governance.state';
import type { SimNamespace } from '../store/sim-model.interface';
import { loadLicensedGroup } from './group-access';
import { accessOf, applyAccess, entries } from './protected-environments.routes';

const PUSH_RULE_STRINGS = ['commit_message_regex', 'commit_message_negative_regex', 'branch_name_regex', 'author_email_regex', 'file_name_regex'];
const PUSH_RULE_BOOLEANS = ['deny_delete_tag', 'member_check', 'prevent_secrets', 'commit_committer_check', 'commit_committer_name_check', 'reject_unsigned_commits', 'reject_non_dco_commits'];
const TIERS = ['production', 'staging', 'testing', 'development', 'other'];

function applyPushRule(rule: SimGroupPushRule, params: Record<string, unknown>): void {
  for (const name of PUSH_RULE_STRINGS) {
    const v = str(params[name]);
    if (v !== undefined) rule.settings[name] = v;
  }
  for (const name of PUSH_RULE_BOOLEANS) {
    const v = bool(params[name]);
    if (v !== undefined) rule.settings[name] = v;
  }
  const size = int(params['max_file_size']);
  if (size !== undefined) {
    if (size < 0) throw new SimHttpError(400, messages.validation(['max_file_size does not have a valid value']));
    rule.settings['max_file_size'] = size;
  }
}

/** `API::Entities::GroupPushRule`. */
function presentPushRule(rule: SimGroupPushRule): Record<string, unknown> {
  const out: Record<string, unknown> = { id: rule.id, created_at: rule.createdAt, max_file_size: rule.settings['max_file_size'] ?? 0 };
  for (const name of PUSH_RULE_STRINGS) out[name] = rule.settings[name] ?? null;
  for (const name of PUSH_RULE_BOOLEANS) out[name] = rule.settings[name] ?? false;
  return out;
}

const presentLdap = (l: SimLdapLink): Record<string, unknown> => ({ cn: l.cn, filter: l.filter, group_access: l.groupAccess, member_role_id: l.memberRoleId, provider: l.provider });
const presentSaml = (l: SimSamlLink): Record<string, unknown> => ({ name: l.name, access_level: l.accessLevel, member_role_id: l.memberRoleId, provider: l.provider });

/** Group push rule (one per group), LDAP and SAML group links and group-level protected environments (Premium), all stateful. */
export function registerGroupGovernanceRoutes(app: FastifyInstance, ctx: SimContext): void {
  const state = (): SimGroupGovernance => ctx.store.data.groupGovernance;
  const group = (req: FastifyRequest, caller: Caller, level: number): SimNamespace => loadLicensedGroup(ctx, req, caller, 'premium', level);
  const pushRule = (g: SimNamespace): SimGroupPushRule => {
    const rule = state().pushRules.find((r) => r.groupId === g.id);
    if (!rule) throw new SimHttpError(404, messages.notFound('Push Rule'));
    return rule;
  };

  restRoute(app, ctx, {
    method: 'GET',
    url: '/groups/:id/push_rule',
    handler: (req, reply, caller) => {
      const rule = state().pushRules.find((r) => r.groupId === group(req, caller, ACCESS.MAINTAINER).id);
      return rule ? presentPushRule(rule) : reply.code(200).type('application/json').send('null');
    },
  });
  restRoute(app, ctx, {
    method: 'POST',
    url: '/groups/:id/push_rule',
    handler: (req, reply, caller) => {
      const g = group(req, caller, ACCESS.MAINTAINER);
      if (state().pushRules.some((r) => r.groupId === g.id)) throw new SimHttpError(422, messages.apiError('Group push rule exists, try updating'));
      state().sequences.pushRule += 1;
      const rule: SimGroupPushRule = { id: state().sequences.pushRule, groupId: g.id, settings: {}, createdAt: new Date().toISOString() };
      applyPushRule(rule, input(req));
      state().pushRules.push(rule);
      reply.code(201);
      return presentPushRule(rule);
    },
  });
  restRoute(app, ctx, {
    method: 'PUT',
    url: '/groups/:id/push_rule',
    handler: (req, _reply, caller) => {
      const rule = pushRule(group(req, caller, ACCESS.MAINTAINER));
      applyPushRule(rule, input(req));
      return presentPushRule(rule);
    },
  });
  restRoute(app, ctx, {
    method: 'DELETE',
    url: '/groups/:id/push_rule',
    handler: (req, reply, caller) => {
      const rule = pushRule(group(req, caller, ACCESS.MAINTAINER));
      state().pushRules = state().pushRules.filter((r) => r !== rule);
      return reply.code(204).send();
    },
  });

  restRoute(app, ctx, {
    method: 'GET',
    url: '/groups/:id/ldap_group_links',
    handler: (req, _reply, caller) => {
      const g = group(req, caller, ACCESS.OWNER);
      return state().ldapLinks.filter((l) => l.groupId === g.id).map(presentLdap);
    },
  });
  restRoute(app, ctx, {
    method: 'POST',
    url: '/groups/:id/ldap_group_links',
    handler: (req, reply, caller) => {
      const g = group(req, caller, ACCESS.OWNER);
      const params = input(req);
      requireParams(params, ['group_access', 'provider']);
      const cn = str(params['cn']) ?? null;
      const filter = str(params['filter']) ?? null;
      if ((cn === null) === (filter === null)) throw new SimHttpError(400, messages.validation(['cn, filter are mutually exclusive', 'cn, filter are missing, exactly one parameter must be provided']));
      const provider = str(params['provider']) as string;
      if (state().ldapLinks.some((l) => l.groupId === g.id && l.provider === provider && l.cn === cn && l.filter === filter)) {
        throw new SimHttpError(400, { message: { base: ['has already been taken'] } });
      }
      const link: SimLdapLink = { groupId: g.id, cn, filter, groupAccess: int(params['group_access']) as number, memberRoleId: int(params['member_role_id']) ?? null, provider };
      state().ldapLinks.push(link);
      reply.code(201);
      return presentLdap(link);
    },
  });
  const removeLdap = (g: SimNamespace, match: (l: SimLdapLink) => boolean): void => {
    const link = state().ldapLinks.find((l) => l.groupId === g.id && match(l));
    if (!link) throw new SimHttpError(404, messages.notFound('Linked LDAP group'));
    state().ldapLinks = state().ldapLinks.filter((l) => l !== link);
  };
  restRoute(app, ctx, {
    method: 'DELETE',
    url: '/groups/:id/ldap_group_links',
    handler: (req, reply, caller) => {
      const g = group(req, caller, ACCESS.OWNER);
      const params = input(req);
      const cn = str(params['cn']);
      const filter = str(params['filter']);
      const provider = str(params['provider']);
      if (cn === undefined && filter === undefined) throw new SimHttpError(400, messages.validation(['cn, filter are missing, at least one parameter must be provided']));
      removeLdap(g, (l) => (cn === undefined || l.cn === cn) && (filter === undefined || l.filter === filter) && (provider === undefined || l.provider === provider));
      return reply.code(204).send();
    },
  });
  restRoute(app, ctx, {
    method: 'DELETE',
    url: '/groups/:id/ldap_group_links/:provider/:cn',
    handler: (req, reply, caller) => {
      const g = group(req, caller, ACCESS.OWNER);
      removeLdap(g, (l) => l.provider === param(req, 'provider') && l.cn === param(req, 'cn'));
      return reply.code(204).send();
    },
  });
  restRoute(app, ctx, {
    method: 'POST',
    url: '/groups/:id/ldap_sync',
    handler: (req, reply, caller) => {
      group(req, caller, ACCESS.OWNER);
      return reply.code(202).send();
    },
  });

  const samlLink = (g: SimNamespace, req: FastifyRequest): SimSamlLink => {
    const provider = str(input(req)['provider']);
    const link = state().samlLinks.find((l) => l.groupId === g.id && l.name === param(req, 'saml_group_name') && (provider === undefined || l.provider === provider));
    if (!link) throw new SimHttpError(404, messages.notFound('Linked SAML group link'));
    return link;
  };
  restRoute(app, ctx, {
    method: 'GET',
    url: '/groups/:id/saml_group_links',
    handler: (req, _reply, caller) => {
      const g = group(req, caller, ACCESS.OWNER);
      return state().samlLinks.filter((l) => l.groupId === g.id).map(presentSaml);
    },
  });
  restRoute(app, ctx, { method: 'GET', url: '/groups/:id/saml_group_links/:saml_group_name', handler: (req, _reply, caller) => presentSaml(samlLink(group(req, caller, ACCESS.OWNER), req)) });
  restRoute(app, ctx, {
    method: 'POST',
    url: '/groups/:id/saml_group_links',
    handler: (req, reply, caller) => {
      const g = group(req, caller, ACCESS.OWNER);
      const params = input(req);
      requireParams(params, ['saml_group_name', 'access_level']);
      const name = str(params['saml_group_name']) as string;
      const provider = str(params['provider']) ?? null;
      if (state().samlLinks.some((l) => l.groupId === g.id && l.name === name && l.provider === provider)) {
        throw new SimHttpError(400, { message: { saml_group_name: ['has already been taken'] } });
      }
      const link: SimSamlLink = { groupId: g.id, name, accessLevel: int(params['access_level']) as number, memberRoleId: int(params['member_role_id']) ?? null, provider };
      state().samlLinks.push(link);
      reply.code(201);
      return presentSaml(link);
    },
  });
  restRoute(app, ctx, {
    method: 'DELETE',
    url: '/groups/:id/saml_group_links/:saml_group_name',
    handler: (req, reply, caller) => {
      const link = samlLink(group(req, caller, ACCESS.OWNER), req);
      state().samlLinks = state().samlLinks.filter((l) => l !== link);
      return reply.code(204).send();
    },
  });

  const envs = (): SimGroupProtectedEnvironment[] => state().protectedEnvironments;
  const findEnv = (g: SimNamespace, req: FastifyRequest): SimGroupProtectedEnvironment => {
    const pe = envs().find((x) => x.groupId === g.id && x.name === param(req, 'name'));
    if (!pe) throw new SimHttpError(404, messages.recordNotFound());
    return pe;
  };
  restRoute(app, ctx, {
    method: 'GET',
    url: '/groups/:id/protected_environments',
    handler: (req, reply, caller) => {
      const g = group(req, caller, ACCESS.MAINTAINER);
      return paginate(ctx.baseUrl(), req, reply, envs().filter((x) => x.groupId === g.id)).map((x) => presentProtectedEnvironment(ctx.store, x));
    },
  });
  restRoute(app, ctx, {
    method: 'GET',
    url: '/groups/:id/protected_environments/:name',
    handler: (req, _reply, caller) => presentProtectedEnvironment(ctx.store, findEnv(group(req, caller, ACCESS.MAINTAINER), req)),
  });
  restRoute(app, ctx, {
    method: 'POST',
    url: '/groups/:id/protected_environments',
    handler: (req, reply, caller) => {
      const g = group(req, caller, ACCESS.MAINTAINER);
      const params = input(req);
      requireParams(params, ['name', 'deploy_access_levels']);
      const name = str(params['name']) as string;
      if (!TIERS.includes(name)) throw new SimHttpError(400, messages.validation(['name does not have a valid value']));
      if (envs().some((x) => x.groupId === g.id && x.name === name)) throw new SimHttpError(400, { message: { name: ['has already been taken'] } });
      const deploy = entries(params['deploy_access_levels']);
      if (deploy.length === 0) throw new SimHttpError(400, messages.validation(['deploy_access_levels is empty']));
      const ci = ctx.store.data.ciEnvironments;
      const pe: SimGroupProtectedEnvironment = {
        groupId: g.id,
        name,
        deployAccessLevels: deploy.map((e) => accessOf(ci, e)),
        approvalRules: entries(params['approval_rules']).map((e) => accessOf(ci, e)),
        requiredApprovalCount: int(params['required_approval_count']) ?? 0,
      };
      envs().push(pe);
      reply.code(201);
      return presentProtectedEnvironment(ctx.store, pe);
    },
  });
  restRoute(app, ctx, {
    method: 'PUT',
    url: '/groups/:id/protected_environments/:name',
    handler: (req, _reply, caller) => {
      const pe = findEnv(group(req, caller, ACCESS.MAINTAINER), req);
      const params = input(req);
      const ci = ctx.store.data.ciEnvironments;
      pe.deployAccessLevels = applyAccess(ci, pe.deployAccessLevels, entries(params['deploy_access_levels']));
      pe.approvalRules = applyAccess(ci, pe.approvalRules, entries(params['approval_rules']));
      const count = int(params['required_approval_count']);
      if (count !== undefined) pe.requiredApprovalCount = count;
      return presentProtectedEnvironment(ctx.store, pe);
    },
  });
  restRoute(app, ctx, {
    method: 'DELETE',
    url: '/groups/:id/protected_environments/:name',
    handler: (req, reply, caller) => {
      const pe = findEnv(group(req, caller, ACCESS.MAINTAINER), req);
      state().protectedEnvironments = envs().filter((x) => x !== pe);
      return reply.code(204).send();
    },
  });
}
