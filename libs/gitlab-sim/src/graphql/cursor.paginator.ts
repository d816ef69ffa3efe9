import { GraphQLError } from 'graphql';
import { GRAPHQL_MAX_PAGE_SIZE } from '../gitlab-sim.constants';

/** Relay connection arguments as GitLab accepts them. */
export interface ConnectionArgs {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
}

export interface Connection<T> {
  nodes: T[];
  edges: { cursor: string; node: T }[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
}

/** Opaque cursor: base64 of a small JSON object, the way GitLab's keyset cursors look. */
export function encodeCursor(key: string): string {
  return Buffer.from(JSON.stringify({ id: key }), 'utf8').toString('base64');
}

function decodeCursor(cursor: string): string {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, 'base64').toString('utf8'));
    if (parsed !== null && typeof parsed === 'object' && 'id' in parsed && typeof parsed.id === 'string') return parsed.id;
  } catch {
    // fall through to the GraphQL error below
  }
  throw new GraphQLError('Please provide a valid cursor');
}

/** Slices `items` (already ordered) by Relay arguments; `keyOf` gives each item's stable cursor key. */
export function connection<T>(items: readonly T[], args: ConnectionArgs, keyOf: (item: T) => string): Connection<T> {
  const keys = items.map(keyOf);
  let start = 0;
  let end = items.length;
  if (args.after) {
    const index = keys.indexOf(decodeCursor(args.after));
    if (index < 0) throw new GraphQLError('Please provide a valid cursor');
    start = index + 1;
  }
  if (args.before) {
    const index = keys.indexOf(decodeCursor(args.before));
    if (index < 0) throw new GraphQLError('Please provide a valid cursor');
    end = index;
  }
  const first = Math.max(0, Math.min(args.first ?? GRAPHQL_MAX_PAGE_SIZE, GRAPHQL_MAX_PAGE_SIZE));
  let sliceStart = start;
  let sliceEnd = Math.min(end, start + first);
  if (args.last !== undefined && args.last !== null) {
    const last = Math.max(0, Math.min(args.last, GRAPHQL_MAX_PAGE_SIZE));
    sliceStart = Math.max(sliceStart, sliceEnd - last);
  }
  const page = items.slice(sliceStart, sliceEnd);
  const edges = page.map((node, i) => ({ cursor: encodeCursor(keys[sliceStart + i] as string), node }));
  return {
    nodes: page,
    edges,
    pageInfo: {
      hasNextPage: sliceEnd < end,
      hasPreviousPage: sliceStart > start || (args.after !== undefined && args.after !== null && start > 0),
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges[edges.length - 1]?.cursor ?? null,
    },
  };
}
