/**
 * Errors GitLab reported inside a GraphQL 200 response (E-12, E-41): there is no status to
 * classify, only GitLab's own words.
 *
 * @publicApi
 */
export interface GraphqlDataErrors {
  /**
   * Where the handler read them: the response's top-level `errors[]` (reported as
   * `<operation> GraphQL errors: ...`) or a mutation payload's own `errors` field (reported as
   * `<operation> mutation errors: ...`).
   */
  readonly source: 'top-level' | 'mutation-payload';
  /** The GraphQL operation or mutation field the handler ran (`securityAttributeCreate`). */
  readonly operation: string;
  /** Each error message, as GitLab wrote it. Several are joined with `; `. */
  readonly messages: readonly string[];
}
