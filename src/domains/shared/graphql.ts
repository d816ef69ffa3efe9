import { GraphqlDataError } from '@gitlab-mcp/errors';
import type { GraphqlResponse } from '@gitlab-mcp/gitlab-client';

/**
 * The `data` of a GraphQL answer; errors GitLab put inside the 200 become a GraphqlDataError
 * naming the document (E-41, E-42), so a refused query is never read as an empty result.
 */
export function requireGraphqlData<T>(res: GraphqlResponse<T>, document: string): T {
  if (res.errors && res.errors.length > 0) {
    throw new GraphqlDataError({ source: 'top-level', operation: document, messages: res.errors.map((e) => e.message) });
  }
  if (res.data === null || res.data === undefined) {
    throw new GraphqlDataError({ source: 'top-level', operation: document, messages: ['GitLab returned no data'] });
  }
  return res.data;
}
