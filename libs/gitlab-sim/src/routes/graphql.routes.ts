import type { FastifyInstance } from 'fastify';
import { authenticateGraphql } from '../auth.guard';
import { GRAPHQL_PATH } from '../gitlab-sim.constants';
import { messages } from '../gitlab-sim.messages';
import { runGraphql, type GraphqlPayload } from '../graphql/graphql.executor';
import type { SimContext } from '../sim-context.interface';

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
    const canMutate = auth.kind === 'user' && auth.caller.token.scopes.includes('api');
    const requestContext = { store: ctx.store, baseUrl: ctx.baseUrl(), user };
    const { batch, items } = payloads(request.body);
    const results = items.map((p) => runGraphql(requestContext, p, canMutate));
    return reply.code(200).send(batch ? results : results[0]);
  });
}
