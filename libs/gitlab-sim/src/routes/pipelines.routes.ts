import type { FastifyInstance } from 'fastify';
import type { SimContext } from '../sim-context.interface';

/** Stateful pipelines routes (handwritten; the shape responder answers the rest). */
export function registerPipelineAndJobRoutes(app: FastifyInstance, ctx: SimContext): void {
  void app;
  void ctx;
}
