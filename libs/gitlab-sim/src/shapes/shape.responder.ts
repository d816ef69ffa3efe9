import { gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import type { RouteAuth } from '../auth.guard';
import { ACCESS, REST_PREFIX } from '../gitlab-sim.constants';
import { messages } from '../gitlab-sim.messages';
import { paginate } from '../rest.paginator';
import { bool, input, int, loadProject, param, requireParams, restRoute, str, type RestHandler } from '../rest.router';
import type { Caller, SimContext } from '../sim-context.interface';
import { SimHttpError } from '../sim-http.error';
import { canReadGroup, effectiveAccess } from '../store/access.policy';
import type { FieldShape, RouteShape, RouteShapeData } from './route-shape.interface';
import { ROUTE_SHAPES } from './route-shapes.generated';
import { fakeSha, seededValues, valueFor, type ShapeScope, type ValueSlot } from './shape.values';

/** What {@link ShapeResponder.register} did: `METHOD /fastify/path` entries, below `/api/v4`. */
export interface ShapeRegistration {
  registered: string[];
  /** Shaped routes a handwritten route already owns. */
  skipped: string[];
}

/** Items a shaped list holds (before pagination). */
export const SHAPED_LIST_LENGTH = 2;

/** Routes only an administrator may call (GitLab answers 403 to anyone else). */
const ADMIN_ONLY =
  /^\/(admin|application|hooks|sidekiq|geo_sites|features|(project|group|snippet)_repository_storage_moves|usage_data\/(queries|non_sql_metrics|service_ping)|runners\/all)(\/|$)/;
/** Writes only an administrator may make. */
const ADMIN_WRITES = /^\/(users|license|broadcast_messages|topics|deploy_keys|namespaces)(\/|$)/;

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
/** An empty ZIP archive (end-of-central-directory record only). */
const EMPTY_ZIP = Buffer.from([0x50, 0x4b, 0x05, 0x06, ...new Array<number>(18).fill(0)]);

/**
 * The Fastify paths (below `/api/v4`) for a reference path: optional `(...)` groups are expanded, and a path with a
 * `*wildcard` becomes a Fastify wildcard from that segment on (`/a/:b/*`).
 */
export function fastifyPaths(referencePath: string): string[] {
  let out = [referencePath];
  while (out.some((p) => p.includes('('))) {
    out = out.flatMap((p) => {
      const m = /\(([^()]*)\)/.exec(p);
      if (!m) return [p];
      return [p.slice(0, m.index) + m[1] + p.slice(m.index + m[0].length), p.slice(0, m.index) + p.slice(m.index + m[0].length)];
    });
  }
  const paths = out.map((p) => {
    const star = p.indexOf('*');
    return star < 0 ? p : `${p.slice(0, star)}*`;
  });
  return [...new Set(paths)];
}

function singular(segment: string): string {
  if (segment.endsWith('ies')) return `${segment.slice(0, -3)}y`;
  if (/(ches|shes|sses|xes|uses)$/.test(segment)) return segment.slice(0, -2);
  if (segment.endsWith('s') && !segment.endsWith('ss')) return segment.slice(0, -1);
  return segment;
}

function lastStaticSegment(referencePath: string): string {
  const segments = referencePath
    .replace(/\([^()]*\)/g, '')
    .split('/')
    .filter((s) => s && !s.startsWith(':') && !s.startsWith('*') && s !== '-');
  return segments[segments.length - 1] ?? 'resource';
}

function paramNames(referencePath: string): string[] {
  return [...referencePath.matchAll(/[:*](\w+)/g)].map((m) => m[1] as string);
}

/** Casts an echoed string to the type the synthesized value had (GitLab answers typed JSON even for form input). */
function coerce(value: unknown, current: unknown): unknown {
  if (typeof current === 'number') return int(value) ?? (typeof value === 'string' && value !== '' && !Number.isNaN(Number(value)) ? Number(value) : value);
  if (typeof current === 'boolean') return bool(value) ?? value;
  if (Array.isArray(current) && typeof value === 'string') return value.split(',').map((v) => v.trim()).filter((v) => v !== '');
  return value;
}

function authMode(shape: RouteShape): RouteAuth {
  return /^\/users?(\/|$)/.test(shape.p) && (shape.m === 'GET' || shape.m === 'HEAD') ? 'user' : 'api';
}

/**
 * Answers every REST route of the reference catalogue that no handwritten route owns, with a realistic body built
 * from GitLab's response field names (see `scripts/gen-sim-shapes.mjs` for the data and its heuristics).
 */
export class ShapeResponder {
  constructor(
    private readonly ctx: SimContext,
    private readonly data: RouteShapeData = ROUTE_SHAPES,
  ) {}

  /**
   * Registers a Fastify route for each shaped method + path that the app does not route yet; call it after the
   * handwritten routes. Returns what was registered and what a handwritten route already owned.
   */
  register(app: FastifyInstance): ShapeRegistration {
    const registered: string[] = [];
    const skipped: string[] = [];
    const mine = new Set<string>();
    const headPaths = new Set(this.data.routes.filter((r) => r.m === 'HEAD').flatMap((r) => fastifyPaths(r.p)));
    for (const shape of this.data.routes) {
      for (const path of fastifyPaths(shape.p)) {
        const url = `${REST_PREFIX}${path}`;
        const key = `${shape.m} ${path.replace(/:\w+/g, ':')}`;
        if (mine.has(key)) continue;
        if (app.hasRoute({ method: shape.m as HTTPMethods, url })) {
          skipped.push(`${shape.m} ${path}`);
          continue;
        }
        mine.add(key);
        const exposeHeadRoute = shape.m === 'GET' && !headPaths.has(path) && !app.hasRoute({ method: 'HEAD', url });
        restRoute(app, this.ctx, {
          method: shape.m as HTTPMethods,
          url: path,
          auth: authMode(shape),
          exposeHeadRoute,
          handler: (req, reply, caller) => this.answer(shape, req, reply, caller),
        });
        registered.push(`${shape.m} ${path}`);
      }
    }
    return { registered, skipped };
  }

  /** The shaped answer of one reference route, for a handwritten route that answers only some requests itself. */
  handlerFor(method: string, referencePath: string): RestHandler {
    const shape = this.data.routes.find((r) => r.m === method && r.p === referencePath);
    if (!shape) throw new Error(`no shape for ${method} ${referencePath}`);
    return (req, reply, caller) => this.answer(shape, req, reply, caller);
  }

  private scope(shape: RouteShape, req: FastifyRequest, caller: Caller): ShapeScope {
    const segment = lastStaticSegment(shape.p);
    const scope: ShapeScope = {
      store: this.ctx.store,
      base: this.ctx.baseUrl(),
      caller: caller.user,
      noun: singular(segment),
      segment,
    };
    if (shape.p.startsWith('/projects/:id')) scope.project = loadProject(this.ctx, req, caller);
    else if (shape.p.startsWith('/groups/:id')) {
      const group = this.ctx.store.findGroup(param(req, 'id'));
      if (!group || !canReadGroup(this.ctx.store, group, caller.user)) throw new SimHttpError(404, messages.notFound('Group'));
      scope.group = group;
    } else if (/^\/users\/:(id|user_id)(\/|$)/.test(shape.p)) {
      const id = int(param(req, 'id') || param(req, 'user_id'));
      const user = id === undefined ? undefined : this.ctx.store.user(id);
      if (!user) throw new SimHttpError(404, messages.notFound('User'));
      scope.user = user;
    }
    return scope;
  }

  private authorize(shape: RouteShape, scope: ShapeScope, caller: Caller): void {
    const write = shape.m !== 'GET' && shape.m !== 'HEAD';
    if (caller.user.isAdmin) return;
    if (ADMIN_ONLY.test(shape.p) || (write && ADMIN_WRITES.test(shape.p))) throw new SimHttpError(403, messages.forbidden());
    if (write && scope.project && effectiveAccess(this.ctx.store, scope.project, caller.user) < ACCESS.GUEST) {
      throw new SimHttpError(403, messages.forbidden());
    }
    if (write && scope.group && (scope.group.members.get(caller.user.id) ?? ACCESS.NO_ACCESS) < ACCESS.GUEST) {
      throw new SimHttpError(403, messages.forbidden());
    }
  }

  private answer(shape: RouteShape, req: FastifyRequest, reply: FastifyReply, caller: Caller): unknown {
    const scope = this.scope(shape, req, caller);
    this.authorize(shape, scope, caller);
    reply.code(shape.s);
    switch (shape.k) {
      case 'empty':
        return reply.send();
      case 'literal':
        return reply.type('application/json').send(JSON.stringify(shape.v));
      case 'raw':
        return this.raw(shape, scope, reply);
      case 'list': {
        const fields = this.fieldShape(shape, req);
        const items = Array.from({ length: SHAPED_LIST_LENGTH }, (_, index) => this.entity(fields, scope, { index }, shape, req));
        return paginate(scope.base, req, reply, items);
      }
      default:
        return this.entity(shape, scope, { index: 0 }, shape, req);
    }
  }

  /** The field shape of the answer; search routes pick it by `scope`, which GitLab requires with `search`. */
  private fieldShape(shape: RouteShape, req: FastifyRequest): FieldShape {
    if (!shape.x) return shape;
    const params = input(req);
    requireParams(params, ['search', 'scope']);
    const wanted = str(params['scope']) ?? '';
    const found = shape.x[wanted];
    if (!found) throw new SimHttpError(400, messages.validation(['scope does not have a valid value']));
    return found;
  }

  private fields(index: number | undefined): string[] {
    return index === undefined ? [] : (this.data.sets[index] ?? []);
  }

  private build(names: readonly string[], shape: FieldShape, scope: ShapeScope, slot: ValueSlot): Record<string, unknown> {
    const seeded = seededValues(names, scope, slot);
    const out: Record<string, unknown> = {};
    for (const name of names) {
      const nested = shape.n?.[name];
      if (nested !== undefined) {
        const nestedNames = this.fields(nested);
        const item = this.build(nestedNames, {}, scope, { index: 0, parent: name });
        out[name] = shape.a?.includes(name) ? [item] : item;
      } else if (name in seeded) {
        out[name] = seeded[name];
      } else {
        out[name] = valueFor(name, scope, slot);
      }
    }
    return out;
  }

  private entity(fieldShape: FieldShape, scope: ShapeScope, slot: ValueSlot, shape: RouteShape, req: FastifyRequest): Record<string, unknown> {
    const names = this.fields(fieldShape.f);
    const out = this.build(names, fieldShape, scope, slot);
    if (slot.index === 0) this.echo(out, names, shape, scope, req);
    return out;
  }

  /** Puts the path parameters and, for writes, the request's fields into the answer where the names match. */
  private echo(out: Record<string, unknown>, names: readonly string[], shape: RouteShape, scope: ShapeScope, req: FastifyRequest): void {
    const has = (name: string): boolean => names.includes(name);
    const set = (name: string, value: unknown): void => {
      if (has(name)) out[name] = coerce(value, out[name]);
    };
    const refParams = paramNames(shape.p);
    const last = /[:*]\w+\)?$/.test(shape.p) ? refParams[refParams.length - 1] : undefined;
    const params = (req.params ?? {}) as Record<string, string | undefined>;
    if (shape.p === '/projects/:id' && scope.project) set('id', scope.project.id);
    if (shape.p === '/groups/:id' && scope.group) set('id', scope.group.id);
    if (/^\/users\/:(id|user_id)$/.test(shape.p) && scope.user) set('id', scope.user.id);
    for (const name of refParams) {
      const value = params[name];
      if (value === undefined || name === 'id') continue;
      if (name !== 'id') set(name, value);
      if (name.endsWith('_iid')) set('noteable_iid', value);
      if (name !== last) continue;
      if (name.endsWith('_iid')) set('iid', value);
      else if (name.endsWith('_id') && int(value) !== undefined) set('id', value);
      else if (name === 'sha' && has('short_id')) {
        set('id', value);
        set('short_id', value.slice(0, 8));
      } else if (/(^|_)name$|^(branch|tag|slug|title)$/.test(name) && !has(name)) set('name', value);
    }
    if (shape.m === 'GET' || shape.m === 'HEAD' || shape.m === 'DELETE') return;
    for (const [name, value] of Object.entries(input(req))) {
      if (name === 'id' || value === undefined) continue;
      // `tag_name` of a new tag, `branch` of a new branch: the entity's `name`.
      if ((name === `${scope.noun}_name` || name === scope.noun) && !has(name)) set('name', value);
      const nested = (shape.n ?? {})[name];
      if (nested !== undefined && (value === null || typeof value !== 'object')) continue;
      set(name, value);
    }
  }

  private raw(shape: RouteShape, scope: ShapeScope, reply: FastifyReply): FastifyReply {
    const ct = shape.ct ?? 'application/octet-stream';
    reply.type(ct);
    if (ct.startsWith('text/plain')) {
      if (shape.p.endsWith('/trace')) return reply.send('Running with gitlab-runner 18.4.1\n$ make test\nJob succeeded\n');
      return reply.send(`Example ${scope.noun} content\n`);
    }
    const file = (name: string): void => void reply.header('content-disposition', `attachment; filename="${name}"`);
    switch (ct) {
      case 'image/png':
        return reply.send(PNG_1X1);
      case 'application/zip':
        file('artifacts.zip');
        return reply.send(EMPTY_ZIP);
      case 'application/gzip':
        file(`${scope.project ? scope.project.path : (scope.group?.path ?? 'export')}_export.tar.gz`);
        return reply.send(gzipSync(Buffer.from('example export\n')));
      case 'application/json':
        return reply.send(JSON.stringify({ version: 4, serial: 1, lineage: fakeSha('terraform').slice(0, 36), outputs: {}, resources: [] }));
      default:
        file('file.bin');
        return reply.send(Buffer.from('example content\n'));
    }
  }
}

/** Registers the shaped routes; call after every handwritten route. */
export function registerShapeRoutes(app: FastifyInstance, ctx: SimContext): ShapeRegistration {
  return new ShapeResponder(ctx).register(app);
}
