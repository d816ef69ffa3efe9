import { ACCESS } from '../gitlab-sim.constants';
import type { SimNamespace, SimUser } from '../store/sim-model.interface';

function user(partial: Partial<SimUser> & Pick<SimUser, 'id' | 'username' | 'name' | 'namespaceId'>): SimUser {
  return {
    email: `${partial.username}@example.com`,
    publicEmail: '',
    bio: '',
    location: '',
    jobTitle: '',
    organization: '',
    isAdmin: false,
    bot: false,
    serviceAccount: false,
    createdAt: '2024-01-15T09:00:00.000Z',
    lastActivityOn: '2025-06-02',
    ...partial,
  };
}

/**
 * demo (1), root (2, admin), alice (3), bob (4), the service account of acme/backend (50), and three accounts
 * whose state the user-profile seed sets: dana (5) and eve (6) awaiting approval, finn (7) banned.
 */
export function seedUsers(): SimUser[] {
  return [
    user({
      id: 1,
      username: 'demo',
      name: 'Demo User',
      namespaceId: 21,
      publicEmail: 'demo@example.com',
      bio: 'Exploring the GitLab MCP server.',
      jobTitle: 'Software Engineer',
      organization: 'Acme',
    }),
    user({ id: 2, username: 'root', name: 'Administrator', namespaceId: 22, isAdmin: true, email: 'admin@example.com', createdAt: '2023-11-02T08:00:00.000Z' }),
    user({ id: 3, username: 'alice', name: 'Alice Martin', namespaceId: 23, publicEmail: 'alice@example.com', jobTitle: 'Tech Lead', organization: 'Acme' }),
    user({ id: 4, username: 'bob', name: 'Bob Chen', namespaceId: 24, location: 'Lisbon' }),
    user({ id: 5, username: 'dana', name: 'Dana Ortiz', namespaceId: 26, createdAt: '2025-06-01T18:20:00.000Z', lastActivityOn: '2025-06-01' }),
    user({ id: 6, username: 'eve', name: 'Eve Novak', namespaceId: 27, createdAt: '2025-06-02T06:05:00.000Z', lastActivityOn: '2025-06-02' }),
    user({ id: 7, username: 'finn', name: 'Finn Weber', namespaceId: 28, createdAt: '2024-05-03T11:00:00.000Z', lastActivityOn: '2025-02-14' }),
    user({
      id: 50,
      username: 'service_account_project_42_7f3c2a',
      name: 'Release bot',
      namespaceId: 25,
      email: 'service_account_project_42_7f3c2a@noreply.gitlab.example.com',
      bot: true,
      serviceAccount: true,
      createdAt: '2025-03-10T12:00:00.000Z',
    }),
  ];
}

/** Groups `acme` (10) and `ops` (11), plus one personal namespace per user. */
export function seedNamespaces(users: SimUser[]): SimNamespace[] {
  const groups: SimNamespace[] = [
    {
      id: 10,
      name: 'Acme',
      path: 'acme',
      kind: 'group',
      parentId: null,
      members: new Map([
        [3, ACCESS.OWNER],
        [1, ACCESS.DEVELOPER],
        [4, ACCESS.REPORTER],
      ]),
      ownerId: null,
      createdAt: '2024-01-20T10:00:00.000Z',
    },
    {
      id: 11,
      name: 'Ops',
      path: 'ops',
      kind: 'group',
      parentId: null,
      members: new Map([[3, ACCESS.MAINTAINER]]),
      ownerId: null,
      createdAt: '2024-02-01T10:00:00.000Z',
    },
  ];
  const personal = users.map<SimNamespace>((u) => ({
    id: u.namespaceId,
    name: u.name,
    path: u.username,
    kind: 'user',
    parentId: null,
    members: new Map([[u.id, ACCESS.OWNER]]),
    ownerId: u.id,
    createdAt: u.createdAt,
  }));
  return [...groups, ...personal];
}
