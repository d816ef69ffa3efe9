import { GraphqlDataError } from '@gitlab-mcp/errors';
import type { GraphqlResponse } from '@gitlab-mcp/gitlab-client';
import { requireGraphqlData } from './graphql.js';

/** What every GitLab mutation payload carries: its own `errors` list. */
export interface MutationPayload {
  readonly errors?: readonly string[] | null;
}

/**
 * The payload of mutation `field`, or a GraphqlDataError carrying GitLab's reason: top-level
 * `errors[]` (a null payload beside them is a rejected mutation, E-42), no payload at all, or the
 * payload's own `errors` (E-41, `<field> mutation errors: ...`). A change is never reported
 * unless GitLab returned a payload without errors.
 */
export function requireMutationPayload<D extends { [F in K]: MutationPayload | null }, K extends keyof D & string>(res: GraphqlResponse<D>, field: K): NonNullable<D[K]> {
  const data = requireGraphqlData(res, field);
  const payload = data[field] as D[K] | undefined;
  if (payload === null || payload === undefined) {
    throw new GraphqlDataError({ source: 'top-level', operation: field, messages: ['GitLab returned no result for the mutation; nothing was changed'] });
  }
  if (payload.errors && payload.errors.length > 0) {
    throw new GraphqlDataError({ source: 'mutation-payload', operation: field, messages: payload.errors });
  }
  return payload as NonNullable<D[K]>;
}
