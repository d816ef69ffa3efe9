import type { SimTokens } from './gitlab-sim.interface';

/**
 * The seeded token values. They are fake, fixed and only valid against the simulator.
 *
 * @publicApi
 */
export const SIM_TOKENS: SimTokens = Object.freeze({
  api: 'glpat-sim-api-000000000000',
  readApi: 'glpat-sim-readapi-00000000',
  readUser: 'glpat-sim-readuser-0000000',
  admin: 'glpat-sim-admin-0000000000',
  expired: 'glpat-sim-expired-00000000',
  granular: 'glpat-sim-granular-0000000',
});

export const REST_PREFIX = '/api/v4';
export const GRAPHQL_PATH = '/api/graphql';
export const CONTROL_PREFIX = '/-/sim';

export const DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_PER_PAGE = 20;
export const MAX_PER_PAGE = 100;
export const GRAPHQL_MAX_PAGE_SIZE = 100;

/** GitLab.com's authenticated API throttle: 2,000 requests a minute. */
export const RATE_LIMIT_PER_MINUTE = 2000;
export const RATE_LIMIT_NAME = 'throttle_authenticated_api';

export const GITLAB_VERSION = '18.4.1-ee';
export const GITLAB_REVISION = 'b7d4c2e91a3';
export const KAS_VERSION = '18.4.1';

/** GitLab access levels (`Gitlab::Access`). */
export const ACCESS = Object.freeze({
  NO_ACCESS: 0,
  MINIMAL: 5,
  GUEST: 10,
  PLANNER: 15,
  REPORTER: 20,
  DEVELOPER: 30,
  MAINTAINER: 40,
  OWNER: 50,
  ADMIN: 60,
});
