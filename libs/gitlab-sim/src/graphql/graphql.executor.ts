import {
  buildSchema,
  execute,
  getOperationAST,
  GraphQLError,
  Kind,
  parse,
  validate,
  type DocumentNode,
  type GraphQLFormattedError,
  type GraphQLSchema,
} from 'graphql';
import { GITLAB_SCHEMA_SDL } from './gitlab-schema.sdl';
import { rootValue, type GraphqlRequestContext } from './gitlab-graphql.resolver';
import { toGitlabError } from './graphql-error.mapper';

let schema: GraphQLSchema | undefined;

function gitlabSchema(): GraphQLSchema {
  schema ??= buildSchema(GITLAB_SCHEMA_SDL);
  return schema;
}

/** One GraphQL request as posted: `{ query, variables, operationName }`. */
export interface GraphqlPayload {
  query?: unknown;
  variables?: unknown;
  operationName?: unknown;
}

export interface GraphqlResult {
  data?: Record<string, unknown> | null;
  errors?: readonly GraphQLFormattedError[];
}

/** The sentence refusing a mutation's root field, or `undefined` when the caller may run it. */
export type MutationRefusal = (field: string) => string | undefined;

/** A mutation with a refused root field resolves whole to null, each refused field with its error entry. */
function refuseMutation(document: DocumentNode, operationName: string | undefined, refusal: MutationRefusal): GraphqlResult | undefined {
  const operation = getOperationAST(document, operationName);
  if (operation?.operation !== 'mutation') return undefined;
  const data: Record<string, unknown> = {};
  const errors: GraphQLFormattedError[] = [];
  for (const selection of operation.selectionSet.selections) {
    if (selection.kind !== Kind.FIELD) continue;
    const key = selection.alias?.value ?? selection.name.value;
    data[key] = null;
    const sentence = refusal(selection.name.value);
    if (sentence !== undefined) errors.push(new GraphQLError(sentence, { nodes: selection, path: [key] }).toJSON());
  }
  return errors.length > 0 ? { data, errors } : undefined;
}

/**
 * Runs one GraphQL request the way GitLab's GraphqlController answers: parse and validation errors come back
 * with HTTP 200 and no `data`; a mutation the caller may not run (`refusal`) resolves to null with GitLab's
 * error: "resource not available" for a caller without the `api` scope, the granular sentence for a
 * fine-grained token outside its grant.
 */
export function runGraphql(ctx: GraphqlRequestContext, payload: GraphqlPayload, refusal: MutationRefusal | undefined): GraphqlResult {
  if (typeof payload.query !== 'string' || payload.query.trim() === '') {
    return { errors: [{ message: 'No query string was present' }] };
  }
  let document: DocumentNode;
  try {
    document = parse(payload.query);
  } catch (error) {
    return { errors: [error instanceof GraphQLError ? error.toJSON() : { message: String(error) }] };
  }
  const operationName = typeof payload.operationName === 'string' ? payload.operationName : undefined;
  if (refusal !== undefined) {
    const refused = refuseMutation(document, operationName, refusal);
    if (refused) return refused;
  }
  const validationErrors = validate(gitlabSchema(), document);
  if (validationErrors.length > 0) return { errors: validationErrors.map(toGitlabError) };
  const variables =
    payload.variables !== null && typeof payload.variables === 'object' && !Array.isArray(payload.variables)
      ? (payload.variables as Record<string, unknown>)
      : undefined;
  const result = execute({
    schema: gitlabSchema(),
    document,
    rootValue: rootValue(ctx),
    variableValues: variables,
    operationName,
  });
  if (result instanceof Promise) throw new Error('GitLab simulator resolvers are synchronous');
  const body: GraphqlResult = {};
  if (result.errors) body.errors = result.errors.map((e) => e.toJSON());
  if (result.data !== undefined) body.data = result.data as Record<string, unknown> | null;
  return body;
}
