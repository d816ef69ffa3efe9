/**
 * Embedded GitLab simulator for the demo mode and the end-to-end tests.
 *
 * @packageDocumentation
 */
export { startGitlabSim } from './gitlab-sim.server';
export { SIM_TOKENS } from './gitlab-sim.constants';
export { isUploadedFile, type SimUploadedFile } from './multipart.parser';
export type {
  FaultInjector,
  FaultRule,
  GitlabSim,
  GitlabSimOptions,
  SimPlan,
  SimRequest,
  SimTokens,
} from './gitlab-sim.interface';
export type { SimOAuthApplicationCredentials, SimOAuthControl, SimOAuthOptions } from './oauth/oauth.interface';
