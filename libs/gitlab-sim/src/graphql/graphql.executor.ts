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
import { messages } from '../gitlab-sim.messages';
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

function refuseMutation(document: DocumentNode, operationName: string | undefined): GraphqlResult | undefined {
  const operation = getOperationAST(document, operationName);
  if (operation?.operation !== 'mutation') return undefined;
  const data: Record<string, unknown> = {};
  const errors: GraphQLFormattedError[] = [];
  for (const selection of operation.selectionSet.selections) {
    if (selection.kind !== Kind.FIELD) continue;
    const key = selection.alias?.value ?? selection.name.value;
    data[key] = null;
    errors.push(new GraphQLError(messages.graphqlResourceNotAvailable(), { nodes: selection, path: [key] }).toJSON());
  }
  return { data, errors };
}

/**
 * Runs one GraphQL request the way GitLab's GraphqlController answers: parse and validation errors come back
 * with HTTP 200 and no `data`; a mutation from a caller without the `api` scope resolves to null with
 * GitLab's "resource not available" error.
 */
export function runGraphql(ctx: GraphqlRequestContext, payload: GraphqlPayload, canMutate: boolean): GraphqlResult {
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
  if (!canMutate) {
    const refused = refuseMutation(document, operationName);
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
