import type { FastifyInstance } from 'fastify';
import type { SimContext } from '../sim-context.interface';

/** Stateful project settings routes (handwritten; the shape responder answers the rest). */
export function registerProjectSettingsRoutes(app: FastifyInstance, ctx: SimContext): void {
  void app;
  void ctx;
}
