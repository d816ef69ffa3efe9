import { ActionRefusalError } from '@gitlab-mcp/errors';
import type { HttpMethod, QueryValue } from '@gitlab-mcp/gitlab-client';

/**
 * How an action's DTO becomes its GitLab request, beside the `route` that names the method and
 * path. Every field is optional: by default a placeholder binds the field of its name (`:id`
 * binds `<singular of the segment before it>_id`, e.g. `/projects/:id` → `project_id`), and every
 * other field goes to the query string (GET, HEAD, DELETE) or the JSON body (POST, PUT, PATCH). An
 * object in a query string is sent the way GitLab reads hash parameters: `not[labels]=x`.
 *
 * @publicApi
 * @example request: { path: { name: 'branch' }, rename: { branch_name: 'branch' } }
 */
export interface RequestDeclaration<TInput extends object = object> {
  /** Placeholder (without `:`) → the DTO field it takes its value from, where the default does not fit. */
  readonly path?: Readonly<Record<string, FieldOf<TInput>>>;
  /** Fields sent in the query string of a POST, PUT or PATCH (the rest goes to the body). */
  readonly query?: readonly FieldOf<TInput>[];
  /** Fields GitLab knows under another name: DTO field → GitLab's parameter name. */
  readonly rename?: Readonly<Partial<Record<FieldOf<TInput>, string>>>;
  /** Fields that are not sent at all (they only shape the reply). */
  readonly omit?: readonly FieldOf<TInput>[];
  /** Constant parameters sent with every call, in the query (GET, HEAD, DELETE) or the body. */
  readonly fixed?: Readonly<Record<string, string | number | boolean>>;
}

/** A field name of a DTO. @publicApi */
export type FieldOf<TInput> = Extract<keyof TInput, string>;

/** The parts of one REST request the route and its declaration make from a DTO. @publicApi */
export interface RouteRequest {
  readonly method: HttpMethod;
  readonly path: string;
  /** The route's path template (`/projects/:id/repository/branches`), for telemetry. */
  readonly route: string;
  readonly query?: Readonly<Record<string, QueryValue>>;
  readonly body?: Readonly<Record<string, unknown>>;
}

/** The checked form of a route and its declaration, computed once per action at boot. */
export interface RoutePlan {
  readonly method: HttpMethod;
  /** The route's path with its placeholders: `/projects/:id/repository/branches`. */
  readonly template: string;
  /** Literal path pieces and placeholders' fields, alternating: `['/projects/', 'project_id', '/repository/branches']`. */
  readonly pieces: readonly string[];
  /** Fields sent in the query string, with the name GitLab reads. */
  readonly query: readonly (readonly [field: string, wire: string])[];
  /** Fields sent in the JSON body, with the name GitLab reads. */
  readonly body: readonly (readonly [field: string, wire: string])[];
  readonly fixed: Readonly<Record<string, string | number | boolean>>;
  readonly operation: string;
}

const ROUTE = /^(GET|HEAD|POST|PUT|PATCH|DELETE) (\/[^\s?#]*)$/;
const PLACEHOLDER = /:([A-Za-z_][A-Za-z0-9_]*)/g;
const BODY_METHODS: ReadonlySet<HttpMethod> = new Set(['POST', 'PUT', 'PATCH']);

/** `.`, `..` and their percent-encoded spellings: URL parsers collapse them, so the request would change resource. */
const DOT_SEGMENT = /^(?:\.|%2e){1,2}$/i;

/**
 * The refusal of a path value that is `.` or `..` (in any percent-encoded spelling), or undefined
 * when `value` may be one element of a request path.
 *
 * @publicApi
 */
export function dotSegmentRefusal(operation: string, field: string, value: string): ActionRefusalError | undefined {
  if (!DOT_SEGMENT.test(value)) return undefined;
  return new ActionRefusalError(`${operation}: ${field} must not be "." or ".." (it is one element of the request path and would change which resource is addressed)`);
}

/**
 * Checks a REST route against the DTO's fields and returns its plan. Throws a message (without
 * the `Class#member` prefix the caller adds) when the route is not a REST path, a placeholder
 * binds no field, or a declared field does not exist.
 *
 * @param fields the DTO's parameter names, as the input schema lists them
 */
export function planRoute(route: string, declaration: RequestDeclaration<Readonly<Record<string, unknown>>>, fields: readonly string[], operation: string): RoutePlan {
  const m = ROUTE.exec(route);
  if (!m) throw new Error(`route "${route}" is not "METHOD /path" (GraphQL, downloads and routes without a request need a handler)`);
  const method = m[1] as HttpMethod;
  const known = new Set(fields);
  const named = (field: string, what: string): string => {
    if (!known.has(field)) throw new Error(`${what} names "${field}", which is not a field of the input DTO`);
    return field;
  };
  const pieces: string[] = [];
  const bound = new Set<string>();
  let last = 0;
  for (const p of m[2].matchAll(PLACEHOLDER)) {
    pieces.push(m[2].slice(last, p.index));
    const field = declaration.path?.[p[1]] ?? defaultField(p[1], m[2].slice(0, p.index), known);
    if (field === undefined) throw new Error(`route placeholder :${p[1]} binds no field of the input DTO; name its field in request.path`);
    pieces.push(named(field, `request.path.${p[1]}`));
    bound.add(field);
    last = p.index + p[0].length;
  }
  pieces.push(m[2].slice(last));
  for (const f of [...(declaration.query ?? []), ...(declaration.omit ?? []), ...Object.keys(declaration.rename ?? {})]) named(f, 'the request declaration');
  const omitted = new Set<string>([...bound, ...(declaration.omit ?? [])]);
  const rename = declaration.rename as Readonly<Record<string, string>> | undefined;
  const sent = fields.filter((f) => !omitted.has(f)).map((f) => [f, rename?.[f] ?? f] as const);
  const inQuery = new Set<string>(BODY_METHODS.has(method) ? (declaration.query ?? []) : fields);
  return {
    method,
    template: m[2],
    pieces,
    query: sent.filter(([f]) => inQuery.has(f)),
    body: BODY_METHODS.has(method) ? sent.filter(([f]) => !inQuery.has(f)) : [],
    fixed: declaration.fixed ?? {},
    operation,
  };
}

/** `:id` after `/projects` is `project_id` (`/groups/:id` → `group_id`, ...); any other placeholder names its field. */
function defaultField(placeholder: string, before: string, known: ReadonlySet<string>): string | undefined {
  if (placeholder !== 'id') return known.has(placeholder) ? placeholder : undefined;
  const segment = /([a-z_]+)\/$/.exec(before)?.[1];
  const singular = segment?.endsWith('ies') ? `${segment.slice(0, -3)}y` : segment?.replace(/s$/, '');
  const field = `${singular}_id`;
  if (known.has(field)) return field;
  return known.has('id') ? 'id' : undefined;
}

/**
 * The request a DTO makes along a plan: each placeholder's value encoded as one path segment
 * (a `.` or `..` value is refused: it would address another resource), the other fields in the
 * query or the body, `undefined` values left out.
 */
export function requestOf(plan: RoutePlan, input: object): RouteRequest {
  const values = input as Readonly<Record<string, unknown>>;
  let path = '';
  for (let i = 0; i < plan.pieces.length; i++) {
    if (i % 2 === 0) {
      path += plan.pieces[i];
      continue;
    }
    const field = plan.pieces[i];
    const value = String(values[field] ?? '');
    const encoded = encodeURIComponent(value);
    const refusal = dotSegmentRefusal(plan.operation, field, encoded);
    if (refusal) throw refusal;
    path += encoded;
  }
  const query: Record<string, QueryValue> = {};
  for (const [field, wire] of plan.query) {
    const value = values[field];
    if (value === undefined || value === null) continue;
    if (typeof value === 'object' && !Array.isArray(value)) {
      for (const [key, inner] of Object.entries(value)) if (inner !== undefined && inner !== null) query[`${wire}[${key}]`] = inner as QueryValue;
    } else {
      query[wire] = value as QueryValue;
    }
  }
  const bodied = BODY_METHODS.has(plan.method);
  if (!bodied) Object.assign(query, plan.fixed);
  let body: Record<string, unknown> | undefined;
  if (bodied) {
    body = {};
    for (const [field, wire] of plan.body) if (values[field] !== undefined) body[wire] = values[field];
    Object.assign(body, plan.fixed);
  }
  return {
    method: plan.method,
    path,
    route: plan.template,
    ...(Object.keys(query).length > 0 ? { query } : {}),
    ...(body !== undefined && Object.keys(body).length > 0 ? { body } : {}),
  };
}
