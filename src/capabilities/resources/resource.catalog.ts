import type { ActionRun } from '@gitlab-mcp/action-kit';
import { boundGitlabText } from '@gitlab-mcp/errors';
import { GitlabRequestFailureError } from '@gitlab-mcp/gitlab-client';
import type { CatalogView } from '../../catalog/index.js';
import type { ToolSurface } from '../../config/index.js';
import type { ToolDefinition } from '../../surfaces/tool-definition.interface.js';
import { CapabilityError, type CapabilityRequest } from '../capability.interface.js';
import { capabilityMessages as msg } from '../capabilities.messages.js';
import type { CatalogActionRunner } from '../catalog-action.runner.js';
import { isExcluded } from '../exclusion.js';
import { fileResourceBody } from './file-content.js';
import { GUIDES } from './guides.js';
import { RESOURCE_TEMPLATES, type ResourceTemplateSpec } from './resource-templates.js';
import { findToolEntry, toolDetail, toolManifest } from './tool-manifest.js';
import { UriTemplate } from './uri-template.js';

/** The `_meta` key of a collection's page information (A-34; the seed's key, kept for its clients). */
export const PAGE_INFO_META_KEY = 'io.github.jmrplens/pageInfo';
/** Items per collection resource. */
export const COLLECTION_PAGE_SIZE = 100;

export const MANIFEST_URI = 'gitlab://tools';
export const TOOL_DETAIL_TEMPLATE = 'gitlab://tools/{id}';
export const CURRENT_USER_URI = 'gitlab://user/current';
export const GROUPS_URI = 'gitlab://groups';

const JSON_MIME = 'application/json';

/** A fixed resource as `resources/list` shows it. */
export interface ResourceListing {
  readonly uri: string;
  readonly name: string;
  readonly title: string;
  readonly description: string;
  readonly mimeType: string;
}

/** A URI template as `resources/templates/list` shows it. */
export interface TemplateListing {
  readonly uriTemplate: string;
  readonly name: string;
  readonly title: string;
  readonly description: string;
  readonly mimeType: string;
}

/** A collection's page information. */
export interface PageInfo {
  readonly returned: number;
  readonly total?: number;
  readonly complete: boolean;
}

/** What `resources/read` answers; plain data, the MCP layer sends it as is. */
export interface ResourceReadResult {
  readonly contents: readonly { uri: string; mimeType: string; text: string; _meta?: Record<string, unknown> }[];
  readonly _meta?: Record<string, unknown>;
}

/** A template in use: its spec and its matcher. */
export interface ActiveTemplate {
  readonly spec: ResourceTemplateSpec;
  readonly template: UriTemplate;
}

/** Settings of one configuration's resources. */
export interface ResourceSettings {
  readonly toolSurface: ToolSurface;
  /** `GITLAB_MCP_CAPABILITY_SURFACE=minimal`: the tools manifest only. */
  readonly minimal: boolean;
}

/**
 * The resources of one configuration: fixed resources, guides, the tools manifest and
 * the URI templates whose catalog action the view holds. Templates are read through the catalog
 * (the dispatcher runs the action with the caller's session), never by HTTP of their own.
 */
export class ResourceCatalog {
  readonly templates: readonly ActiveTemplate[];
  private readonly toolDetailTemplate = new UriTemplate(TOOL_DETAIL_TEMPLATE);

  constructor(
    private readonly view: CatalogView,
    private readonly settings: ResourceSettings,
    private readonly tools: readonly ToolDefinition[],
    private readonly runner: CatalogActionRunner,
  ) {
    this.templates = settings.minimal ? [] : RESOURCE_TEMPLATES.filter((s) => this.usable(s)).map((spec) => ({ spec, template: new UriTemplate(spec.uriTemplate) }));
  }

  list(): ResourceListing[] {
    const manifest = { uri: MANIFEST_URI, name: 'tool_manifest', title: 'Tool manifest', description: `The ${this.settings.toolSurface} surface's tools and the actions behind each.`, mimeType: JSON_MIME };
    if (this.settings.minimal) return [manifest];
    const out: ResourceListing[] = [];
    if (!isExcluded(this.view, 'user.current')) out.push({ uri: CURRENT_USER_URI, name: 'current_user', title: 'Current user', description: 'The GitLab user the token belongs to.', mimeType: JSON_MIME });
    if (!isExcluded(this.view, 'group.list')) out.push({ uri: GROUPS_URI, name: 'groups', title: 'Groups', description: 'Groups the user can see: one page of up to 100.', mimeType: JSON_MIME });
    out.push(manifest);
    for (const g of GUIDES) out.push({ uri: g.uri, name: g.name, title: g.title, description: g.description, mimeType: 'text/markdown' });
    return out;
  }

  templateListings(): TemplateListing[] {
    if (this.settings.minimal) return [];
    return [
      ...this.templates.map(({ spec }) => ({ uriTemplate: spec.uriTemplate, name: spec.name, title: spec.title, description: spec.description, mimeType: JSON_MIME })),
      { uriTemplate: TOOL_DETAIL_TEMPLATE, name: 'tool_detail', title: 'Action schema', description: 'One action\'s input and output schema; {id} is branch.get, gitlab_branch/get or gitlab_branch_get.', mimeType: JSON_MIME },
    ];
  }

  /** The active template a URI belongs to, with its variables. */
  matchTemplate(uri: string): { active: ActiveTemplate; vars: Record<string, string> } | undefined {
    for (const active of this.templates) {
      const vars = active.template.match(uri);
      if (vars) return { active, vars };
    }
    return undefined;
  }

  /** The variables of an offered template (completion of resource-template arguments). */
  templateVariables(uriTemplate: string): readonly string[] | undefined {
    if (!this.settings.minimal && uriTemplate === TOOL_DETAIL_TEMPLATE) return this.toolDetailTemplate.variables;
    return this.templates.find((t) => t.spec.uriTemplate === uriTemplate)?.template.variables;
  }

  /** Whether `uri` may be subscribed to: a subscribable template's URI. */
  subscribable(uri: string): boolean {
    return this.matchTemplate(uri)?.active.spec.subscribable === true;
  }

  async read(uri: string, req: CapabilityRequest): Promise<ResourceReadResult> {
    if (uri === MANIFEST_URI) return json(uri, toolManifest(this.view, this.settings.toolSurface, this.tools));
    if (this.settings.minimal) throw new CapabilityError('not_found', msg.unknownResource(uri));
    const guide = GUIDES.find((g) => g.uri === uri);
    if (guide) return { contents: [{ uri, mimeType: 'text/markdown', text: guide.markdown }] };
    if (uri === CURRENT_USER_URI && !isExcluded(this.view, 'user.current')) return this.currentUser(uri, req);
    if (uri === GROUPS_URI && !isExcluded(this.view, 'group.list')) return this.groups(uri, req);
    const detail = this.toolDetailTemplate.match(uri);
    if (detail) {
      const entry = findToolEntry(this.view, detail.id);
      if (!entry) throw new CapabilityError('not_found', msg.unknownTool(detail.id));
      return json(uri, toolDetail(this.view, this.settings.toolSurface, entry));
    }
    const matched = this.matchTemplate(uri);
    if (!matched) throw new CapabilityError('not_found', msg.unknownResource(uri));
    return this.readTemplate(uri, matched.active.spec, matched.vars, req);
  }

  private async readTemplate(uri: string, spec: ResourceTemplateSpec, vars: Record<string, string>, req: CapabilityRequest): Promise<ResourceReadResult> {
    const entry = this.view.find(spec.action)!;
    const params: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(vars)) {
      if (name === spec.iidLookup?.variable) continue;
      const param = spec.params?.[name] ?? name;
      const type = entry.inputSchema.properties?.[param]?.type;
      params[param] = (type === 'integer' || type === 'number') && /^\d+$/.test(value) ? Number(value) : value;
    }
    if (spec.iidLookup) params[spec.iidLookup.param] = await this.idOfIid(uri, spec.iidLookup.listAction, params, vars[spec.iidLookup.variable] ?? '', req);
    if (spec.collection && entry.params.includes('per_page')) params.per_page = COLLECTION_PAGE_SIZE;
    const run = await this.runner.read(this.view, spec.action, params, req.session, req.signal);
    const out = this.output(uri, run);
    if (spec.file) return json(uri, fileResourceBody(out));
    if (!spec.collection) return json(uri, out);
    return json(uri, out, collectionPageInfo(out));
  }

  /** The global id of the item with this IID, through the list action's `iids` filter; not found when there is none. */
  private async idOfIid(uri: string, listAction: string, params: Record<string, unknown>, iid: string, req: CapabilityRequest): Promise<number> {
    const wanted = /^\d+$/.test(iid) ? Number(iid) : undefined;
    const run = wanted === undefined ? undefined : await this.runner.read(this.view, listAction, { ...params, iids: [wanted] }, req.session, req.signal);
    const items = run ? Object.values(this.output(uri, run)).find((v): v is unknown[] => Array.isArray(v)) : undefined;
    const found = items?.find((i): i is { id: number } => typeof i === 'object' && i !== null && (i as { iid?: unknown }).iid === wanted && typeof (i as { id?: unknown }).id === 'number');
    if (!found) throw new CapabilityError('not_found', msg.readFailed(uri, `no item with IID ${iid}`));
    return found.id;
  }

  private output(uri: string, run: ActionRun): Readonly<Record<string, unknown>> {
    if (run.ok) return run.structured;
    throw new CapabilityError(/not found/i.test(run.text) ? 'not_found' : 'failed', msg.readFailed(uri, run.text));
  }

  private async currentUser(uri: string, req: CapabilityRequest): Promise<ResourceReadResult> {
    const res = await this.gitlab(uri, () => req.session.client.rest<Record<string, unknown>>({ method: 'GET', path: '/user', signal: req.signal }));
    return json(uri, res.data);
  }

  private async groups(uri: string, req: CapabilityRequest): Promise<ResourceReadResult> {
    const res = await this.gitlab(uri, () =>
      req.session.client.rest<unknown[]>({ method: 'GET', path: '/groups', query: { per_page: COLLECTION_PAGE_SIZE, page: 1, order_by: 'name', sort: 'asc' }, signal: req.signal }),
    );
    const groups = Array.isArray(res.data) ? res.data : [];
    const totalHeader = res.headers['x-total'];
    const total = totalHeader !== undefined && /^\d+$/.test(totalHeader) ? Number(totalHeader) : undefined;
    const more = res.pagination ? res.pagination.has_more : total !== undefined ? total > groups.length : groups.length >= COLLECTION_PAGE_SIZE;
    return json(uri, { groups }, { returned: groups.length, ...(total !== undefined ? { total } : {}), complete: !more });
  }

  /** The direct GitLab reads of the two fixed resources that have no catalog action behind them yet. */
  private async gitlab<T>(uri: string, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (e) {
      if (e instanceof GitlabRequestFailureError) {
        throw new CapabilityError(e.failure.status === 404 ? 'not_found' : 'failed', msg.readFailed(uri, boundGitlabText(e.message)));
      }
      throw e;
    }
  }

  private usable(spec: ResourceTemplateSpec): boolean {
    const entry = this.view.find(spec.action);
    if (!entry || !entry.options.readOnly) return false;
    const lookup = spec.iidLookup;
    if (lookup) {
      const list = this.view.find(lookup.listAction);
      if (!list || !list.options.readOnly || !list.params.includes('iids') || !entry.params.includes(lookup.param)) return false;
    }
    return new UriTemplate(spec.uriTemplate).variables.every((v) => v === lookup?.variable || entry.params.includes(spec.params?.[v] ?? v));
  }
}

/** A-34 page information of a list action's output (its `pagination`, A-33). */
export function collectionPageInfo(out: Readonly<Record<string, unknown>>): PageInfo {
  const items = Object.entries(out).find(([k, v]) => k !== 'next_steps' && Array.isArray(v))?.[1] as unknown[] | undefined;
  const returned = items?.length ?? 0;
  const p = out.pagination as { total_items?: number; has_more?: boolean; has_next_page?: boolean } | undefined;
  const more = p?.has_more ?? p?.has_next_page ?? false;
  const total = typeof p?.total_items === 'number' && p.total_items > 0 ? p.total_items : undefined;
  return { returned, ...(total !== undefined ? { total } : {}), complete: !more };
}

function json(uri: string, body: unknown, pageInfo?: PageInfo): ResourceReadResult {
  const meta = pageInfo ? { [PAGE_INFO_META_KEY]: pageInfo } : undefined;
  return {
    contents: [{ uri, mimeType: JSON_MIME, text: JSON.stringify(body, null, 2), ...(meta ? { _meta: meta } : {}) }],
    ...(meta ? { _meta: meta } : {}),
  };
}
