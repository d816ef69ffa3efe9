import type { SimCiEnvironments, SimCiVariable, SimDeployment, SimEnvironment } from '../store/ci-environments.state';
import type { SimProject } from '../store/sim-model.interface';

const BACKEND = 42;
const ACME = 10;

function variable(partial: Partial<SimCiVariable> & Pick<SimCiVariable, 'key' | 'value'>): SimCiVariable {
  return { variableType: 'env_var', protected: false, masked: false, hidden: false, raw: false, environmentScope: '*', description: null, ...partial };
}

/**
 * acme/backend (42) has `production` (1) and `staging` (2), both available, and a stopped review app
 * (3); two deployments to production and one to staging; project variables (one masked, one
 * production-scoped); the acme group (10) has two variables; two feature flags and one user list;
 * production is protected (Maintainers deploy).
 */
export function seedCiEnvironments(projects: readonly SimProject[]): SimCiEnvironments {
  const backend = projects.find((p) => p.id === BACKEND);
  const head = backend?.repository.branches.get(backend.defaultBranch) ?? '0'.repeat(40);
  const env = (id: number, name: string, state: SimEnvironment['state'], tier: string, url: string | null, at: string): SimEnvironment => ({
    id,
    projectId: BACKEND,
    name,
    slug: name.replace(/[^a-z0-9]+/g, '-'),
    description: null,
    externalUrl: url,
    state,
    tier,
    autoStopSetting: tier === 'production' || tier === 'staging' ? 'with_action' : 'always',
    autoStopAt: null,
    kubernetesNamespace: null,
    fluxResourcePath: null,
    createdAt: at,
    updatedAt: at,
  });
  const deployment = (id: number, environmentId: number, at: string): SimDeployment => ({
    id,
    iid: id,
    projectId: BACKEND,
    environmentId,
    ref: 'main',
    sha: head,
    tag: false,
    status: 'success',
    userId: 1,
    createdAt: at,
    updatedAt: at,
    finishedAt: at,
  });
  return {
    environments: [
      { ...env(1, 'production', 'available', 'production', 'https://www.example.com', '2025-04-05T09:00:00.000Z'), description: 'Customer-facing production' },
      env(2, 'staging', 'available', 'staging', 'https://staging.example.com', '2025-04-05T09:05:00.000Z'),
      env(3, 'review/old-login', 'stopped', 'development', null, '2025-04-10T14:00:00.000Z'),
    ],
    deployments: [deployment(1, 1, '2025-04-18T10:00:00.000Z'), deployment(2, 2, '2025-04-19T10:00:00.000Z'), deployment(3, 1, '2025-04-20T10:00:00.000Z')],
    projectVariables: new Map([
      [
        BACKEND,
        [
          variable({ key: 'DATABASE_URL', value: 'postgres://db.staging.internal:5432/app', description: 'Application database' }),
          variable({ key: 'DATABASE_URL', value: 'postgres://db.prod.internal:5432/app', environmentScope: 'production', protected: true }),
          variable({ key: 'SENTRY_DSN', value: 'aHR0cHM6Ly9zZW50cnkuZXhhbXBsZQ', masked: true, protected: true }),
          variable({ key: 'DEPLOY_KEY', value: 'ZGVwbG95LWtleS1zZWNyZXQ', masked: true, hidden: true }),
        ],
      ],
    ]),
    groupVariables: new Map([
      [
        ACME,
        [
          variable({ key: 'REGISTRY_MIRROR', value: 'https://mirror.acme.example.com' }),
          variable({ key: 'SONAR_TOKEN', value: 'c29uYXItdG9rZW4tYWNtZQ', masked: true }),
        ],
      ],
    ]),
    featureFlags: [
      {
        projectId: BACKEND,
        name: 'new_checkout',
        description: 'New checkout flow',
        active: true,
        createdAt: '2025-04-12T08:00:00.000Z',
        updatedAt: '2025-04-12T08:00:00.000Z',
        strategies: [{ id: 1, name: 'flexibleRollout', parameters: { groupId: 'default', rollout: '25', stickiness: 'default' }, scopes: [{ id: 1, environmentScope: 'production' }], userListId: null }],
      },
      {
        projectId: BACKEND,
        name: 'legacy_reports',
        description: null,
        active: false,
        createdAt: '2025-03-01T08:00:00.000Z',
        updatedAt: '2025-03-02T08:00:00.000Z',
        strategies: [{ id: 2, name: 'default', parameters: {}, scopes: [{ id: 2, environmentScope: '*' }], userListId: null }],
      },
    ],
    protectedEnvironments: [
      {
        projectId: BACKEND,
        name: 'production',
        deployAccessLevels: [{ id: 1, accessLevel: 40, userId: null, groupId: null, groupInheritanceType: 0, requiredApprovals: 0 }],
        approvalRules: [],
        requiredApprovalCount: 0,
      },
    ],
    userLists: [
      { id: 1, iid: 1, projectId: BACKEND, name: 'beta testers', userXids: 'user1,user2,user3', createdAt: '2025-04-11T08:00:00.000Z', updatedAt: '2025-04-11T08:00:00.000Z' },
    ],
    sequences: { environment: 100, deployment: 100, strategy: 100, scope: 100, access: 100, userList: 100 },
  };
}
