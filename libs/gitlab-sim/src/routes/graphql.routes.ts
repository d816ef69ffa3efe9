import type { FastifyInstance } from 'fastify';
import { authenticateGraphql } from '../auth.guard';
import { GRAPHQL_PATH } from '../gitlab-sim.constants';
import { messages } from '../gitlab-sim.messages';
import { GRANULAR_MUTATION_PERMISSIONS } from '../granular-permissions';
import { granularRefusal, isFineGrained } from '../granular-scope.guard';
import { runGraphql, type GraphqlPayload, type MutationRefusal } from '../graphql/graphql.executor';
import type { Caller, SimContext } from '../sim-context.interface';

/**
 * Why a mutation is refused, if it is: a fine-grained token outside its grant gets GitLab's granular
 * sentence; a caller without the `api` scope (or anonymous) gets GitLab's generic refusal.
 */
function mutationRefusal(caller: Caller | undefined): MutationRefusal | undefined {
  if (caller !== undefined && isFineGrained(caller.token)) return (field) => granularRefusal(caller.token, GRANULAR_MUTATION_PERMISSIONS.get(field));
  if (caller?.token.scopes.includes('api')) return undefined;
  return () => messages.graphqlResourceNotAvailable();
}

function payloads(body: unknown): { batch: boolean; items: GraphqlPayload[] } {
  if (Array.isArray(body)) return { batch: true, items: body.filter((b): b is GraphqlPayload => b !== null && typeof b === 'object') };
  return { batch: false, items: [body !== null && typeof body === 'object' ? (body as GraphqlPayload) : {}] };
}

/** `POST /api/graphql` (single or batched), answering like GitLab's GraphqlController. */
export function registerGraphqlRoutes(app: FastifyInstance, ctx: SimContext): void {
  app.post(GRAPHQL_PATH, async (request, reply) => {
    const auth = authenticateGraphql(ctx.store, request);
    if (auth.kind === 'invalid') return reply.code(401).send(messages.graphqlInvalidToken());
    if (auth.kind === 'denied') return reply.code(403).send(messages.graphqlApiNotAccessible());
    const user = auth.kind === 'user' ? auth.caller.user : undefined;
    const refusal = mutationRefusal(auth.kind === 'user' ? auth.caller : undefined);
    const requestContext = { store: ctx.store, baseUrl: ctx.baseUrl(), user };
    const { batch, items } = payloads(request.body);
    const results = items.map((p) => runGraphql(requestContext, p, refusal));
    return reply.code(200).send(batch ? results : results[0]);
  });
}
