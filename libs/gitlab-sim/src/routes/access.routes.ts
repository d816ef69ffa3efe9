import type { FastifyInstance } from 'fastify';
import type { SimContext } from '../sim-context.interface';
import { registerAccessDeployRoutes } from './access-deploy.routes';
import { registerAccessMembershipRoutes } from './access-membership.routes';
import { registerAccessTokenRoutes } from './access-tokens.routes';

/**
 * The access area: deploy keys and tokens, access requests, invitations, personal, project and group
 * access tokens. The `self/rotate` routes of project and group tokens stay shaped.
 */
export function registerAccessRoutes(app: FastifyInstance, ctx: SimContext): void {
  registerAccessDeployRoutes(app, ctx);
  registerAccessMembershipRoutes(app, ctx);
  registerAccessTokenRoutes(app, ctx);
}
