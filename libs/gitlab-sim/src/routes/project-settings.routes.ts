import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ACCESS } from '../gitlab-sim.constants';
import { messages } from '../gitlab-sim.messages';
import { paginate } from '../rest.paginator';
import { bool, input, int, loadProject, param, requireAccess, requireParams, restRoute, str } from '../rest.router';
import type { Caller, SimContext } from '../sim-context.interface';
import { SimHttpError } from '../sim-http.error';
import { HOOK_EVENT_FLAGS, newHook, type SimHook, type SimPagesSite } from '../store/project-settings.state';
import type { SimProject } from '../store/sim-model.interface';

/** The events `POST /projects/:id/hooks/:hook_id/test/:trigger` accepts. */
const TEST_TRIGGERS = new Set([
  'push_events',
  'tag_push_events',
  'issues_events',
  'confidential_issues_events',
  'note_events',
  'merge_requests_events',
  'job_events',
  'pipeline_events',
  'wiki_page_events',
  'releases_events',
  'emoji_events',
  'resource_access_token_events',
]);
const STRATEGIES = new Set(['wildcard', 'regex', 'all_branches']);

/** `APIEntitiesProjectHook`: secrets only as `token_present`/`signing_token_present`, headers and variables by key. */
function presentHook(hook: SimHook): Record<string, unknown> {
  return {
    id: hook.id,
    url: hook.url,
    name: hook.name,
    description: hook.description,
    project_id: hook.projectId,
    ...hook.events,
    push_events_branch_filter: hook.pushEventsBranchFilter,
    branch_filter_strategy: hook.branchFilterStrategy,
    enable_ssl_verification: hook.enableSslVerification,
    duo_flow_callback_enabled: hook.duoFlowCallbackEnabled,
    alert_status: 'executable',
    disabled_until: null,
    custom_webhook_template: hook.customWebhookTemplate,
    token_present: hook.token !== '',
    signing_token_present: hook.signingToken !== '',
    custom_headers: [...hook.customHeaders.keys()].map((key) => ({ key })),
    url_variables: [...hook.urlVariables.keys()].map((key) => ({ key })),
    organization_id: null,
    created_at: hook.createdAt,
  };
}

function keyValues(value: unknown, what: string): Map<string, string> {
  if (!Array.isArray(value)) throw new SimHttpError(400, messages.validation([`${what} is invalid`]));
  const out = new Map<string, string>();
  for (const item of value as unknown[]) {
    const entry = (item ?? {}) as Record<string, unknown>;
    const key = str(entry['key']);
    const val = str(entry['value']);
    if (!key || val === undefined) throw new SimHttpError(400, messages.validation([`${what}[key], ${what}[value] are missing`]));
    out.set(key, val);
  }
  return out;
}

/** Applies the documented hook parameters of a POST or PUT; a new URL resets the token, as GitLab does. */
function applyHookParams(hook: SimHook, params: Record<string, unknown>): void {
  const url = str(params['url']);
  if (url !== undefined) {
    if (!/^https?:\/\/[^\s/]+/.test(url)) throw new SimHttpError(422, messages.apiError('Invalid url given'));
    if (url !== hook.url && params['token'] === undefined) hook.token = '';
    hook.url = url;
  }
  for (const flag of HOOK_EVENT_FLAGS) {
    const value = bool(params[flag]);
    if (value !== undefined && flag !== 'repository_update_events') hook.events[flag] = value;
  }
  const strategy = str(params['branch_filter_strategy']);
  if (strategy !== undefined) {
    if (!STRATEGIES.has(strategy)) throw new SimHttpError(400, messages.validation(['branch_filter_strategy does not have a valid value']));
    hook.branchFilterStrategy = strategy as SimHook['branchFilterStrategy'];
  }
  hook.name = str(params['name']) ?? hook.name;
  hook.description = str(params['description']) ?? hook.description;
  hook.pushEventsBranchFilter = str(params['push_events_branch_filter']) ?? hook.pushEventsBranchFilter;
  hook.enableSslVerification = bool(params['enable_ssl_verification']) ?? hook.enableSslVerification;
  hook.duoFlowCallbackEnabled = bool(params['duo_flow_callback_enabled']) ?? hook.duoFlowCallbackEnabled;
  hook.token = str(params['token']) ?? hook.token;
  hook.signingToken = str(params['signing_token']) ?? hook.signingToken;
  hook.customWebhookTemplate = str(params['custom_webhook_template']) ?? hook.customWebhookTemplate;
  if (params['custom_headers'] !== undefined) hook.customHeaders = keyValues(params['custom_headers'], 'custom_headers');
  if (params['url_variables'] !== undefined) hook.urlVariables = keyValues(params['url_variables'], 'url_variables');
}

/** `/projects/:id/hooks/:hook_id` of a project the caller maintains, or GitLab's 404. */
function loadHook(ctx: SimContext, req: FastifyRequest, caller: Caller): { project: SimProject; hook: SimHook } {
  const project = loadMaintained(ctx, req, caller);
  const id = int(param(req, 'hook_id'));
  const hook = ctx.store.data.projectSettings.hooks.find((h) => h.projectId === project.id && h.id === id);
  if (!hook) throw new SimHttpError(404, messages.recordNotFound());
  return { project, hook };
}

function loadMaintained(ctx: SimContext, req: FastifyRequest, caller: Caller): SimProject {
  const project = loadProject(ctx, req, caller);
  requireAccess(ctx, project, caller, ACCESS.MAINTAINER);
  return project;
}

/** The answer of `GET /projects/:id/pages`: the site URL, its settings and the active deployment. */
function presentPages(ctx: SimContext, project: SimProject, site: SimPagesSite): Record<string, unknown> {
  const path = ctx.store.projectFullPath(project);
  const [namespace, ...rest] = path.split('/');
  const scheme = site.httpsOnly ? 'https' : 'http';
  const url = site.uniqueDomainEnabled ? `${scheme}://${project.path}-${project.id}.pages.example.io` : `${scheme}://${namespace}.pages.example.io/${rest.join('/')}`;
  return {
    url,
    is_unique_domain_enabled: site.uniqueDomainEnabled,
    force_https: site.httpsOnly,
    primary_domain: site.primaryDomain,
    deployments: [{ created_at: site.deployedAt, url: `${url}/`, path_prefix: '', root_directory: 'public' }],
  };
}

function loadPages(ctx: SimContext, project: SimProject): SimPagesSite {
  const site = ctx.store.data.projectSettings.pages.find((p) => p.projectId === project.id && p.published);
  if (!site) throw new SimHttpError(404, messages.notFound());
  return site;
}

/** Stateful project webhooks and Pages settings (handwritten; the shape responder answers mirrors, integrations and domains). */
export function registerProjectSettingsRoutes(app: FastifyInstance, ctx: SimContext): void {
  const settings = () => ctx.store.data.projectSettings;

  restRoute(app, ctx, {
    method: 'GET',
    url: '/projects/:id/hooks',
    handler: (req, reply, caller) => {
      const project = loadMaintained(ctx, req, caller);
      return paginate(ctx.baseUrl(), req, reply, settings().hooks.filter((h) => h.projectId === project.id)).map(presentHook);
    },
  });

  restRoute(app, ctx, { method: 'GET', url: '/projects/:id/hooks/:hook_id', handler: (req, _reply, caller) => presentHook(loadHook(ctx, req, caller).hook) });

  restRoute(app, ctx, {
    method: 'POST',
    url: '/projects/:id/hooks',
    handler: (req, reply, caller) => {
      const project = loadMaintained(ctx, req, caller);
      const params = input(req);
      requireParams(params, ['url']);
      const state = settings();
      const hook = newHook(Math.max(state.nextHookId, ...state.hooks.map((h) => h.id)) + 1, project.id, '', new Date().toISOString());
      applyHookParams(hook, params);
      state.nextHookId = hook.id;
      state.hooks.push(hook);
      reply.code(201);
      return presentHook(hook);
    },
  });

  restRoute(app, ctx, {
    method: 'PUT',
    url: '/projects/:id/hooks/:hook_id',
    handler: (req, _reply, caller) => {
      const { hook } = loadHook(ctx, req, caller);
      applyHookParams(hook, input(req));
      return presentHook(hook);
    },
  });

  restRoute(app, ctx, {
    method: 'DELETE',
    url: '/projects/:id/hooks/:hook_id',
    handler: (req, reply, caller) => {
      const { hook } = loadHook(ctx, req, caller);
      settings().hooks = settings().hooks.filter((h) => h !== hook);
      return reply.code(204).send();
    },
  });

  restRoute(app, ctx, {
    method: 'POST',
    url: '/projects/:id/hooks/:hook_id/test/:trigger',
    handler: (req, reply, caller) => {
      loadHook(ctx, req, caller);
      if (!TEST_TRIGGERS.has(param(req, 'trigger'))) throw new SimHttpError(400, messages.validation(['trigger does not have a valid value']));
      reply.code(201);
      return { message: '201 Created' };
    },
  });

  for (const [segment, field, label] of [
    ['custom_headers', 'customHeaders', 'Custom header'],
    ['url_variables', 'urlVariables', 'URL variable'],
  ] as const) {
    restRoute(app, ctx, {
      method: 'PUT',
      url: `/projects/:id/hooks/:hook_id/${segment}/:key`,
      handler: (req, reply, caller) => {
        const { hook } = loadHook(ctx, req, caller);
        const params = input(req);
        requireParams(params, ['value']);
        hook[field].set(param(req, 'key'), str(params['value']) as string);
        return reply.code(204).send();
      },
    });
    restRoute(app, ctx, {
      method: 'DELETE',
      url: `/projects/:id/hooks/:hook_id/${segment}/:key`,
      handler: (req, reply, caller) => {
        const { hook } = loadHook(ctx, req, caller);
        if (!hook[field].delete(param(req, 'key'))) throw new SimHttpError(404, messages.notFound(label));
        return reply.code(204).send();
      },
    });
  }

  restRoute(app, ctx, {
    method: 'GET',
    url: '/projects/:id/pages',
    handler: (req, _reply, caller) => {
      const project = loadMaintained(ctx, req, caller);
      return presentPages(ctx, project, loadPages(ctx, project));
    },
  });

  restRoute(app, ctx, {
    method: 'PATCH',
    url: '/projects/:id/pages',
    handler: (req, _reply, caller) => {
      const project = loadMaintained(ctx, req, caller);
      const site = loadPages(ctx, project);
      const params = input(req);
      site.uniqueDomainEnabled = bool(params['pages_unique_domain_enabled']) ?? site.uniqueDomainEnabled;
      site.httpsOnly = bool(params['pages_https_only']) ?? site.httpsOnly;
      const primary = str(params['pages_primary_domain']);
      if (primary !== undefined) site.primaryDomain = primary === '' ? null : primary;
      return presentPages(ctx, project, site);
    },
  });

  restRoute(app, ctx, {
    method: 'DELETE',
    url: '/projects/:id/pages',
    handler: (req, reply, caller) => {
      const project = loadMaintained(ctx, req, caller);
      // Idempotent, like GitLab: unpublishing a site that is not published still answers 204.
      for (const site of settings().pages) if (site.projectId === project.id) site.published = false;
      return reply.code(204).send();
    },
  });
}
