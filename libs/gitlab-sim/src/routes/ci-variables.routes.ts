import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ACCESS } from '../gitlab-sim.constants';
import { messages } from '../gitlab-sim.messages';
import { presentVariable } from '../presenters/ci-environments.presenter';
import { paginate } from '../rest.paginator';
import { bool, input, loadProject, param, requireAccess, requireParams, restRoute, str } from '../rest.router';
import type { Caller, SimContext } from '../sim-context.interface';
import { SimHttpError } from '../sim-http.error';
import { canReadGroup } from '../store/access.policy';
import type { SimCiVariable } from '../store/ci-environments.state';

const KEY = /^[A-Za-z0-9_]{1,255}$/;
/** What GitLab accepts in a masked value: one line of at least 8 characters from this alphabet. */
const MASKABLE = /^[A-Za-z0-9+/=@:.~_-]{8,}$/;

const variableError = (field: string, text: string): SimHttpError => new SimHttpError(400, { message: { [field]: [text] } });

/** The environment scope a request names: `filter[environment_scope]` in the query, or `filter: {environment_scope}` in a JSON body. */
function filterScope(params: Record<string, unknown>): string | undefined {
  const flat = str(params['filter[environment_scope]']);
  if (flat !== undefined) return flat;
  const filter = params['filter'];
  return filter !== null && typeof filter === 'object' ? str((filter as Record<string, unknown>)['environment_scope']) : undefined;
}

/** The one variable a key (and, for projects, an environment scope) names: 404 when none, 409 when several. */
function findVariable(list: SimCiVariable[], request: FastifyRequest, useFilter: boolean): SimCiVariable {
  const key = param(request, 'key');
  const scope = useFilter ? filterScope(input(request)) : undefined;
  const matches = list.filter((v) => v.key === key && (scope === undefined || v.environmentScope === scope));
  if (matches.length === 0) throw new SimHttpError(404, messages.notFound('Variable'));
  if (matches.length > 1 && useFilter) {
    throw new SimHttpError(409, messages.conflict("There are multiple variables with provided parameters. Please use 'filter[environment_scope]'"));
  }
  return matches[0] as SimCiVariable;
}

/** Applies and checks the writable attributes; `existing` lists the variables the key must stay unique among. */
function applyVariableParams(v: SimCiVariable, params: Record<string, unknown>, existing: readonly SimCiVariable[]): void {
  const type = str(params['variable_type']);
  if (type !== undefined) {
    if (type !== 'env_var' && type !== 'file') throw new SimHttpError(400, messages.validation(['variable_type does not have a valid value']));
    v.variableType = type;
  }
  if (params['value'] !== undefined) v.value = str(params['value']) ?? '';
  if (params['protected'] !== undefined) v.protected = bool(params['protected']) ?? v.protected;
  if (params['masked'] !== undefined) v.masked = bool(params['masked']) ?? v.masked;
  if (bool(params['masked_and_hidden']) === true) {
    v.masked = true;
    v.hidden = true;
  }
  if (params['raw'] !== undefined) v.raw = bool(params['raw']) ?? v.raw;
  if (params['environment_scope'] !== undefined) v.environmentScope = str(params['environment_scope']) ?? '*';
  if ('description' in params) v.description = str(params['description']) ?? null;
  if (existing.some((o) => o !== v && o.key === v.key && o.environmentScope === v.environmentScope)) throw variableError('key', `(${v.key}) has already been taken`);
  if (v.masked && !MASKABLE.test(v.value)) throw variableError('value', 'is invalid');
}

/** List, get, create, update and delete over one owner's variables (a project's or a group's). */
function registerVariableCrud(app: FastifyInstance, ctx: SimContext, base: string, variablesOf: (req: FastifyRequest, caller: Caller) => SimCiVariable[], useFilter: boolean): void {
  restRoute(app, ctx, {
    method: 'GET',
    url: base,
    handler: (req, reply, caller) => paginate(ctx.baseUrl(), req, reply, variablesOf(req, caller)).map(presentVariable),
  });

  restRoute(app, ctx, {
    method: 'GET',
    url: `${base}/:key`,
    handler: (req, _reply, caller) => presentVariable(findVariable(variablesOf(req, caller), req, useFilter)),
  });

  restRoute(app, ctx, {
    method: 'POST',
    url: base,
    handler: (req, reply, caller) => {
      const list = variablesOf(req, caller);
      const params = input(req);
      requireParams(params, ['key', 'value']);
      const key = str(params['key']) as string;
      if (!KEY.test(key)) throw variableError('key', "can contain only letters, digits and '_'.");
      const v: SimCiVariable = { key, value: '', variableType: 'env_var', protected: false, masked: false, hidden: false, raw: false, environmentScope: '*', description: null };
      applyVariableParams(v, params, list);
      list.push(v);
      reply.code(201);
      return presentVariable(v);
    },
  });

  restRoute(app, ctx, {
    method: 'PUT',
    url: `${base}/:key`,
    handler: (req, _reply, caller) => {
      const list = variablesOf(req, caller);
      const v = findVariable(list, req, useFilter);
      const updated = { ...v };
      applyVariableParams(updated, input(req), list.filter((o) => o !== v));
      Object.assign(v, updated);
      return presentVariable(v);
    },
  });

  restRoute(app, ctx, {
    method: 'DELETE',
    url: `${base}/:key`,
    handler: (req, reply, caller) => {
      const list = variablesOf(req, caller);
      const v = findVariable(list, req, useFilter);
      list.splice(list.indexOf(v), 1);
      return reply.code(204).send();
    },
  });
}

/** Project and group CI/CD variables (stateful); instance variables stay shaped. */
export function registerCiVariableRoutes(app: FastifyInstance, ctx: SimContext): void {
  const state = () => ctx.store.data.ciEnvironments;

  registerVariableCrud(
    app,
    ctx,
    '/projects/:id/variables',
    (req, caller) => {
      const project = loadProject(ctx, req, caller);
      requireAccess(ctx, project, caller, ACCESS.MAINTAINER);
      let list = state().projectVariables.get(project.id);
      if (!list) {
        list = [];
        state().projectVariables.set(project.id, list);
      }
      return list;
    },
    true,
  );

  registerVariableCrud(
    app,
    ctx,
    '/groups/:id/variables',
    (req, caller) => {
      const group = ctx.store.findGroup(param(req, 'id'));
      if (!group || !canReadGroup(ctx.store, group, caller.user)) throw new SimHttpError(404, messages.notFound('Group'));
      // GitLab asks for the Maintainer role here; the simulator lets Developers in, so that the seeded
      // demo user (a Developer of acme) can run the catalogue's examples.
      if (!caller.user.isAdmin && (group.members.get(caller.user.id) ?? ACCESS.NO_ACCESS) < ACCESS.DEVELOPER) throw new SimHttpError(403, messages.forbidden());
      let list = state().groupVariables.get(group.id);
      if (!list) {
        list = [];
        state().groupVariables.set(group.id, list);
      }
      return list;
    },
    false,
  );
}
