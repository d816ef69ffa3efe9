import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ACCESS } from '../gitlab-sim.constants';
import { messages } from '../gitlab-sim.messages';
import { paginate } from '../rest.paginator';
import { bool, input, int, param, requireParams, restRoute, str } from '../rest.router';
import type { Caller, SimContext } from '../sim-context.interface';
import { SimHttpError } from '../sim-http.error';
import type { SimGroupGovernance, SimGroupHook, SimHookKey } from '../store/group-governance.state';
import type { SimNamespace } from '../store/sim-model.interface';
import { loadLicensedGroup } from './group-access';

/** The event flags of a group webhook; push events are on unless turned off. */
const EVENTS = [
  'push_events', 'tag_push_events', 'merge_requests_events', 'issues_events', 'confidential_issues_events', 'note_events', 'confidential_note_events',
  'job_events', 'pipeline_events', 'wiki_page_events', 'deployment_events', 'feature_flag_events', 'releases_events', 'milestone_events', 'emoji_events',
  'resource_access_token_events', 'member_events', 'project_events', 'subgroup_events', 'repository_update_events', 'vulnerability_events',
];
const TRIGGERS = ['push_events', 'tag_push_events', 'issues_events', 'confidential_issues_events', 'note_events', 'merge_requests_events', 'job_events', 'pipeline_events', 'wiki_page_events', 'releases_events', 'emoji_events', 'resource_access_token_events'];

type Json = Record<string, unknown>;

const keysOf = (value: unknown): SimHookKey[] =>
  (Array.isArray(value) ? value : []).flatMap((e: unknown) => {
    const o = e as Json;
    const key = str(o?.['key']);
    return key === undefined ? [] : [{ key, value: str(o['value']) ?? '' }];
  });

function checkUrl(url: string): void {
  let ok = false;
  try {
    ok = ['http:', 'https:'].includes(new URL(url.replace(/\{\w+\}/g, 'x')).protocol);
  } catch {
    ok = false;
  }
  if (!ok) throw new SimHttpError(422, { message: { url: ['is blocked: Only allowed schemes are http, https'] } });
}

/** `API::Entities::GroupHook`: secrets as `*_present` flags, headers and URL variables as keys only. */
function present(h: SimGroupHook): Json {
  const out: Json = {
    id: h.id,
    url: h.url,
    name: h.name,
    description: h.description,
    group_id: h.groupId,
    created_at: h.createdAt,
    push_events_branch_filter: h.pushEventsBranchFilter,
    branch_filter_strategy: h.branchFilterStrategy,
    enable_ssl_verification: h.enableSslVerification,
    alert_status: 'executable',
    disabled_until: null,
    token_present: h.token !== '',
    signing_token_present: false,
    custom_headers: h.customHeaders.map((k) => ({ key: k.key })),
    url_variables: h.urlVariables.map((k) => ({ key: k.key })),
  };
  for (const e of EVENTS) out[e] = h.events[e] ?? false;
  return out;
}

function applySettings(h: SimGroupHook, params: Json): void {
  const url = str(params['url']);
  if (url !== undefined) {
    checkUrl(url);
    if (url !== h.url && params['token'] === undefined) h.token = '';
    h.url = url;
  }
  for (const e of EVENTS) {
    const v = bool(params[e]);
    if (v !== undefined) h.events[e] = v;
  }
  h.name = str(params['name']) ?? h.name;
  h.description = str(params['description']) ?? h.description;
  h.pushEventsBranchFilter = str(params['push_events_branch_filter']) ?? h.pushEventsBranchFilter;
  h.branchFilterStrategy = str(params['branch_filter_strategy']) ?? h.branchFilterStrategy;
  h.enableSslVerification = bool(params['enable_ssl_verification']) ?? h.enableSslVerification;
  h.token = str(params['token']) ?? h.token;
  if (params['custom_headers'] !== undefined) h.customHeaders = keysOf(params['custom_headers']);
  if (params['url_variables'] !== undefined) h.urlVariables = keysOf(params['url_variables']);
}

/** Group webhooks (Premium, Owner): CRUD, custom headers, URL variables, test deliveries and resends, all stateful. */
export function registerGroupHookRoutes(app: FastifyInstance, ctx: SimContext): void {
  const state = (): SimGroupGovernance => ctx.store.data.groupGovernance;
  const group = (req: FastifyRequest, caller: Caller): SimNamespace => loadLicensedGroup(ctx, req, caller, 'premium', ACCESS.OWNER);
  const find = (req: FastifyRequest, caller: Caller): SimGroupHook => {
    const g = group(req, caller);
    const id = int(param(req, 'hook_id'));
    const hook = state().hooks.find((h) => h.groupId === g.id && h.id === id);
    if (!hook) throw new SimHttpError(404, messages.notFound('Hook'));
    return hook;
  };
  const setKey = (list: (h: SimGroupHook) => SimHookKey[]) => (req: FastifyRequest, reply: import('fastify').FastifyReply, caller: Caller) => {
    const hook = find(req, caller);
    const params = input(req);
    requireParams(params, ['value']);
    const key = param(req, 'key');
    const entries = list(hook);
    const existing = entries.find((k) => k.key === key);
    if (existing) existing.value = str(params['value']) ?? '';
    else entries.push({ key, value: str(params['value']) ?? '' });
    return reply.code(204).send();
  };
  const deleteKey = (list: (h: SimGroupHook) => SimHookKey[], what: string) => (req: FastifyRequest, reply: import('fastify').FastifyReply, caller: Caller) => {
    const hook = find(req, caller);
    const entries = list(hook);
    const index = entries.findIndex((k) => k.key === param(req, 'key'));
    if (index < 0) throw new SimHttpError(404, messages.notFound(what));
    entries.splice(index, 1);
    return reply.code(204).send();
  };

  restRoute(app, ctx, {
    method: 'GET',
    url: '/groups/:id/hooks',
    handler: (req, reply, caller) => {
      const g = group(req, caller);
      return paginate(ctx.baseUrl(), req, reply, state().hooks.filter((h) => h.groupId === g.id)).map(present);
    },
  });
  restRoute(app, ctx, { method: 'GET', url: '/groups/:id/hooks/:hook_id', handler: (req, _reply, caller) => present(find(req, caller)) });
  restRoute(app, ctx, {
    method: 'POST',
    url: '/groups/:id/hooks',
    handler: (req, reply, caller) => {
      const g = group(req, caller);
      const params = input(req);
      requireParams(params, ['url']);
      state().sequences.hook += 1;
      const hook: SimGroupHook = {
        id: state().sequences.hook,
        groupId: g.id,
        url: '',
        name: '',
        description: '',
        events: { push_events: true },
        pushEventsBranchFilter: '',
        branchFilterStrategy: 'wildcard',
        enableSslVerification: true,
        token: '',
        customHeaders: [],
        urlVariables: [],
        log: [],
        createdAt: new Date().toISOString(),
      };
      applySettings(hook, params);
      state().hooks.push(hook);
      reply.code(201);
      return present(hook);
    },
  });
  restRoute(app, ctx, {
    method: 'PUT',
    url: '/groups/:id/hooks/:hook_id',
    handler: (req, _reply, caller) => {
      const hook = find(req, caller);
      applySettings(hook, input(req));
      return present(hook);
    },
  });
  restRoute(app, ctx, {
    method: 'DELETE',
    url: '/groups/:id/hooks/:hook_id',
    handler: (req, reply, caller) => {
      const hook = find(req, caller);
      state().hooks = state().hooks.filter((h) => h !== hook);
      return reply.code(204).send();
    },
  });
  restRoute(app, ctx, { method: 'PUT', url: '/groups/:id/hooks/:hook_id/custom_headers/:key', handler: setKey((h) => h.customHeaders) });
  restRoute(app, ctx, { method: 'DELETE', url: '/groups/:id/hooks/:hook_id/custom_headers/:key', handler: deleteKey((h) => h.customHeaders, 'Custom header') });
  restRoute(app, ctx, { method: 'PUT', url: '/groups/:id/hooks/:hook_id/url_variables/:key', handler: setKey((h) => h.urlVariables) });
  restRoute(app, ctx, { method: 'DELETE', url: '/groups/:id/hooks/:hook_id/url_variables/:key', handler: deleteKey((h) => h.urlVariables, 'URL variable') });
  restRoute(app, ctx, {
    method: 'POST',
    url: '/groups/:id/hooks/:hook_id/test/:trigger',
    handler: (req, reply, caller) => {
      const hook = find(req, caller);
      const trigger = param(req, 'trigger');
      if (!TRIGGERS.includes(trigger)) throw new SimHttpError(400, messages.validation(['trigger does not have a valid value']));
      state().sequences.hookEvent += 1;
      hook.log.push({ id: state().sequences.hookEvent, trigger, responseStatus: 200, createdAt: new Date().toISOString() });
      reply.code(201);
      return { message: '201 Created' };
    },
  });
  restRoute(app, ctx, {
    method: 'POST',
    url: '/groups/:id/hooks/:hook_id/events/:hook_log_id/resend',
    handler: (req, reply, caller) => {
      const hook = find(req, caller);
      const event = hook.log.find((e) => e.id === int(param(req, 'hook_log_id')));
      if (!event) throw new SimHttpError(404, messages.notFound('Hook log'));
      state().sequences.hookEvent += 1;
      hook.log.push({ ...event, id: state().sequences.hookEvent, createdAt: new Date().toISOString() });
      reply.code(201);
      return { response_status: event.responseStatus };
    },
  });
}
