import { SIM_TOKENS } from '../gitlab-sim.constants';
import type { SimToken } from '../store/sim-model.interface';

/** One personal access token per entry of {@link SIM_TOKENS}. */
export function seedTokens(): SimToken[] {
  const base = {
    createdAt: '2025-05-01T08:00:00.000Z',
    expiresAt: '2026-05-01',
    lastUsedAt: '2025-06-02T10:15:00.000Z',
    expired: false,
    revoked: false,
    description: '',
  };
  return [
    { ...base, id: 101, name: 'demo-api', value: SIM_TOKENS.api, userId: 1, scopes: ['api'], description: 'Full API access for the demo' },
    { ...base, id: 102, name: 'demo-read-api', value: SIM_TOKENS.readApi, userId: 1, scopes: ['read_api'] },
    { ...base, id: 103, name: 'demo-read-user', value: SIM_TOKENS.readUser, userId: 1, scopes: ['read_user'] },
    { ...base, id: 104, name: 'root-api', value: SIM_TOKENS.admin, userId: 2, scopes: ['api'] },
    {
      ...base,
      id: 106,
      name: 'demo-granular',
      value: SIM_TOKENS.granular,
      userId: 1,
      scopes: ['granular'],
      description: 'Fine-grained: reads branches and merge requests, creates branches',
      granularScopes: [
        { access: 'all_memberships', permissions: ['read_project', 'read_branch', 'create_branch', 'read_merge_request'] },
        { access: 'user', permissions: ['read_user', 'read_namespace'] },
      ],
    },
    {
      ...base,
      id: 105,
      name: 'demo-expired',
      value: SIM_TOKENS.expired,
      userId: 1,
      scopes: ['api'],
      createdAt: '2024-01-01T08:00:00.000Z',
      expiresAt: '2024-12-31',
      lastUsedAt: '2024-12-30T17:00:00.000Z',
      expired: true,
    },
  ];
}
