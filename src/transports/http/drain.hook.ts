import type { FastifyInstance } from 'fastify';
import type { DrainState } from './drain.state.js';

/**
 * While draining, every response carries `Connection: close`, so a keep-alive client opens its
 * next connection through the load balancer, which sends it to a replica that stays. Set on the
 * raw response, it also reaches the responses the MCP SDK writes itself.
 */
export function installDrainHook(fastify: FastifyInstance, state: DrainState): void {
  fastify.addHook('onRequest', (_request, reply, done) => {
    if (state.draining) reply.raw.setHeader('Connection', 'close');
    done();
  });
}
