import type { FastifyInstance } from 'fastify';
import type { SimContext } from '../sim-context.interface';
import { registerProjectBadgeRoutes } from './badges.routes';
import { registerProjectBoardRoutes } from './project-boards.routes';
import { registerProjectLabelRoutes } from './project-labels.routes';
import { registerProjectMemberRoutes } from './project-members.routes';
import { registerProjectMilestoneRoutes } from './project-milestones.routes';

/** Stateful project collaboration routes: members, labels, milestones, badges and issue boards. */
export function registerProjectCollaborationRoutes(app: FastifyInstance, ctx: SimContext): void {
  registerProjectMemberRoutes(app, ctx);
  registerProjectLabelRoutes(app, ctx);
  registerProjectMilestoneRoutes(app, ctx);
  registerProjectBadgeRoutes(app, ctx);
  registerProjectBoardRoutes(app, ctx);
}
