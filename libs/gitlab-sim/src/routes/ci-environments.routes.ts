import type { FastifyInstance } from 'fastify';
import type { SimContext } from '../sim-context.interface';

/** Stateful ci environments routes (handwritten; the shape responder answers the rest). */
export function registerEnvironmentAndVariableRoutes(app: FastifyInstance, ctx: SimContext): void {
  void app;
  void ctx;
}
