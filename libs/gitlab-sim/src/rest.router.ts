import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import { authenticateRest, type RouteAuth } from './auth.guard';
import { REST_PREFIX } from './gitlab-sim.constants';
import { messages } from './gitlab-sim.messages';
import type { Caller, SimContext } from './sim-context.interface';
import { SimHttpError } from './sim-http.error';
import { canReadProject, effectiveAccess } from './store/access.policy';
import type { SimProject } from './store/sim-model.interface';

export type RestHandler = (request: FastifyRequest, reply: FastifyReply, caller: Caller) => unknown;

export interface RestRouteSpec {
  method: HTTPMethods;
  /** Path below `/api/v4`, Fastify syntax (`/projects/:id`). */
  url: string;
  auth?: RouteAuth;
  /** Set to false on a GET route that has its own HEAD route. */
  exposeHeadRoute?: boolean;
  handler: RestHandler;
}

/** Registers a REST route under `/api/v4` that authenticates before its handler runs. */
export function restRoute(app: FastifyInstance, ctx: SimContext, spec: RestRouteSpec): void {
  const mode = spec.auth ?? 'api';
  app.route({
    method: spec.method,
    url: `${REST_PREFIX}${spec.url}`,
    exposeHeadRoute: spec.exposeHeadRoute ?? true,
    handler: async (request, reply) => {
      const caller = authenticateRest(ctx.store, request, mode, ctx.baseUrl());
      const result = await spec.handler(request, reply, caller);
      return result;
    },
  });
}

/** A decoded path parameter. */
export function param(request: FastifyRequest, name: string): string {
  const value = (request.params as Record<string, string | undefined>)[name];
  return value ?? '';
}

/** Parameters from the query string and the body together, as Grape merges them (the body wins). */
export function input(request: FastifyRequest): Record<string, unknown> {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const body = request.body;
  const fromBody = body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  return { ...query, ...fromBody };
}

export function str(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

/** Grape's Boolean coercion. */
export function bool(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === '1' || value === 1) return true;
  if (value === 'false' || value === '0' || value === 0) return false;
  return undefined;
}

export function int(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (typeof value === 'string' && /^-?\d+$/.test(value)) return Number(value);
  return undefined;
}

/** Grape's `requires` check: missing parameters answer 400 `{"error":"x is missing, y is missing"}`. */
export function requireParams(values: Record<string, unknown>, names: string[]): void {
  const errors = names.flatMap((name) => {
    const v = values[name];
    if (v === undefined || v === null) return [`${name} is missing`];
    if (typeof v === 'string' && v.trim() === '') return [`${name} is empty`];
    return [];
  });
  if (errors.length > 0) throw new SimHttpError(400, messages.validation(errors));
}

/** Finds the project in `:id` the caller may read, or answers 404 "Project Not Found" like GitLab. */
export function loadProject(ctx: SimContext, request: FastifyRequest, caller: Caller): SimProject {
  const project = ctx.store.findProject(param(request, 'id'));
  if (!project || !canReadProject(ctx.store, project, caller.user)) {
    throw new SimHttpError(404, messages.notFound('Project'));
  }
  return project;
}

/** Answers 403 Forbidden unless the caller has at least `level` in the project. */
export function requireAccess(ctx: SimContext, project: SimProject, caller: Caller, level: number): void {
  if (effectiveAccess(ctx.store, project, caller.user) < level) {
    throw new SimHttpError(403, messages.forbidden());
  }
}
