import type { FastifyInstance } from 'fastify';
import type { SimContext } from '../sim-context.interface';
import { registerUserEmailRoutes } from './user-emails.routes';
import { registerUserKeyRoutes } from './user-keys.routes';
import { registerUserTokenRoutes } from './user-tokens.routes';

/** Registers users' SSH and GPG keys, secondary emails, impersonation tokens and API-created personal access tokens. */
export function registerUserCredentialRoutes(app: FastifyInstance, ctx: SimContext): void {
  registerUserKeyRoutes(app, ctx);
  registerUserEmailRoutes(app, ctx);
  registerUserTokenRoutes(app, ctx);
}
