/**
 * The committed data behind the shape-based responder, written by `scripts/gen-sim-shapes.mjs` from the reference
 * catalogue (`actions.tsv`) and GitLab's API shapes (`gitlab-api-shapes.json`). Field-name lists live once in
 * {@link RouteShapeData.sets} and are referred to by index.
 */

/** How a route answers. */
export type ShapeKind = 'list' | 'object' | 'empty' | 'raw' | 'literal';

/** Response fields of one entity. */
export interface FieldShape {
  /** Index into `sets`: the entity's top-level field names. */
  f?: number;
  /** Nested object fields: field name → index into `sets`. */
  n?: Record<string, number>;
  /** Nested fields that are arrays of objects. */
  a?: string[];
}

/** One REST route of the reference catalogue. */
export interface RouteShape extends FieldShape {
  /** HTTP method. */
  m: string;
  /** Path below `/api/v4` as `actions.tsv` spells it (`:param`, optional `(...)` groups, `*wildcards`). */
  p: string;
  /** Status to answer with. */
  s: number;
  k: ShapeKind;
  /** Content type of a `raw` answer. */
  ct?: string;
  /** Body of a `literal` answer. */
  v?: unknown;
  /** Search routes: the list shape for each `scope`. */
  x?: Record<string, FieldShape>;
}

export interface RouteShapeData {
  source: Record<string, unknown>;
  sets: string[][];
  routes: RouteShape[];
}
