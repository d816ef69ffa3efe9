import type { FastifyInstance } from 'fastify';
import { registerAccessRoutes } from './routes/access.routes';
import { registerBranchRoutes } from './routes/branches.routes';
import { registerCommitRoutes } from './routes/commits.routes';
import { registerEnvironmentAndVariableRoutes } from './routes/ci-environments.routes';
import { registerPipelineAndJobRoutes } from './routes/pipelines.routes';
import { registerProjectCollaborationRoutes } from './routes/project-collaboration.routes';
import { registerProjectSettingsRoutes } from './routes/project-settings.routes';
import { registerProjectAdminRoutes } from './routes/projects-admin.routes';
import { registerEpicRoutes } from './routes/epics.routes';
import { registerFileRoutes } from './routes/files.routes';
import { registerGroupBoardRoutes } from './routes/group-boards.routes';
import { registerGroupContentRoutes } from './routes/group-content.routes';
import { registerGroupExportRelationRoutes } from './routes/group-export-relations.routes';
import { registerGraphqlRoutes } from './routes/graphql.routes';
import { registerGroupCredentialRoutes } from './routes/group-credentials.routes';
import { registerGroupGovernanceRoutes } from './routes/group-governance.routes';
import { registerGroupHookRoutes } from './routes/group-hooks.routes';
import { registerGroupLabelRoutes } from './routes/group-labels.routes';
import { registerGroupMilestoneRoutes } from './routes/group-milestones.routes';
import { registerGroupServiceAccountRoutes } from './routes/group-service-accounts.routes';
import { registerGroupRoutes } from './routes/groups.routes';
import { registerInstanceRoutes } from './routes/instance.routes';
import { registerIssueNoteRoutes } from './routes/issue-notes.routes';
import { registerIssueRoutes } from './routes/issues.routes';
import { registerMergeRequestLifecycleRoutes } from './routes/merge-request-lifecycle.routes';
import { registerMergeRequestRoutes } from './routes/merge-requests.routes';
import { registerMrNoteRoutes } from './routes/mr-notes.routes';
import { registerProjectRoutes } from './routes/projects.routes';
import { registerProtectedBranchRoutes } from './routes/protected-branches.routes';
import { registerTagAndReleaseRoutes } from './routes/releases.routes';
import { registerTreeRoutes } from './routes/tree.routes';
import { registerUserProfileRoutes } from './routes/user-profile.routes';
import { registerSearchRoutes } from './routes/search.routes';
import { registerUserCredentialRoutes } from './routes/user-credentials.routes';
import { registerWikiRoutes } from './routes/wikis.routes';
import { registerOAuthRoutes } from './oauth/oauth.routes';
import type { SimOAuthState } from './oauth/oauth.state';
import { registerShapeRoutes, type ShapeRegistration } from './shapes/shape.responder';
import type { SimContext } from './sim-context.interface';

/** The simulator's OAuth provider: its state and the seeded user who consents to every authorization. */
export interface SimOAuthProvider {
  readonly state: SimOAuthState;
  readonly consentingUserId: () => number;
}

/**
 * Registers GitLab's REST and GraphQL API: the handwritten, stateful routes first, then a shape-based answer for
 * every other REST route of the reference catalogue. Returns which shaped routes were registered and which a
 * handwritten route already owned.
 */
export function registerSimApiRoutes(app: FastifyInstance, ctx: SimContext, oauth: SimOAuthProvider): ShapeRegistration {
  // GitLab's OAuth provider, and its admin Applications API under /api/v4, before the shaped answers.
  registerOAuthRoutes(app, ctx, oauth.state, oauth.consentingUserId);
  registerInstanceRoutes(app, ctx);
  registerProjectRoutes(app, ctx);
  registerBranchRoutes(app, ctx);
  registerProtectedBranchRoutes(app, ctx);
  registerIssueRoutes(app, ctx);
  registerIssueNoteRoutes(app, ctx);
  registerMergeRequestRoutes(app, ctx);
  registerMergeRequestLifecycleRoutes(app, ctx);
  registerMrNoteRoutes(app, ctx);
  registerFileRoutes(app, ctx);
  registerGroupBoardRoutes(app, ctx);
  registerGroupLabelRoutes(app, ctx);
  registerGroupMilestoneRoutes(app, ctx);
  registerGroupContentRoutes(app, ctx);
  registerGroupExportRelationRoutes(app, ctx);
  registerTreeRoutes(app, ctx);
  registerCommitRoutes(app, ctx);
  registerTagAndReleaseRoutes(app, ctx);
  registerProjectAdminRoutes(app, ctx);
  registerProjectCollaborationRoutes(app, ctx);
  registerProjectSettingsRoutes(app, ctx);
  registerPipelineAndJobRoutes(app, ctx);
  registerEnvironmentAndVariableRoutes(app, ctx);
  registerWikiRoutes(app, ctx);
  registerSearchRoutes(app, ctx);
  registerEpicRoutes(app, ctx);
  registerUserCredentialRoutes(app, ctx);
  registerUserProfileRoutes(app, ctx);
  registerGroupHookRoutes(app, ctx);
  registerGroupGovernanceRoutes(app, ctx);
  registerGroupServiceAccountRoutes(app, ctx);
  registerGroupCredentialRoutes(app, ctx);
  registerGroupRoutes(app, ctx);
  registerGraphqlRoutes(app, ctx);
  registerAccessRoutes(app, ctx);
  // Last, so that a handwritten route always wins.
  return registerShapeRoutes(app, ctx);
}
