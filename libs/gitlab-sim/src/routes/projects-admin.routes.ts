import type { FastifyInstance } from 'fastify';
import type { SimContext } from '../sim-context.interface';

/** Stateful projects admin routes (handwritten; the shape responder answers the rest). */
export function registerProjectAdminRoutes(app: FastifyInstance, ctx: SimContext): void {
  void app;
  void ctx;
}
