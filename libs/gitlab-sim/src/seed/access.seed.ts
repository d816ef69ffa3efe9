import { ACCESS } from '../gitlab-sim.constants';
import type { SimAccess } from '../store/access.state';
import { mintedSecret } from '../store/minted-secret';

const RESOURCE_TOKEN = {
  createdAt: '2025-05-10T08:00:00.000Z',
  expiresAt: '2027-05-10',
  lastUsedAt: '2025-06-01T06:00:00.000Z',
  expired: false,
  revoked: false,
  description: '',
};

/**
 * Deploy keys 1 (acme/backend, may push) and 2 (a public instance key, enabled in ops/infra), deploy
 * tokens 1 (acme/backend) and 2 (acme), bob's pending access requests to acme/backend and to ops, and a
 * pending invitation of dave@example.com to acme, and the access tokens 201 of acme/backend and 202 of
 * acme (their bot users 60 and 61 are not seeded users; the values are never known to a client).
 */
export function seedAccess(): SimAccess {
  return {
    deployKeys: [
      {
        id: 1,
        title: 'Release runner',
        key: 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIGJhY2tlbmQtcmVsZWFzZS1ydW5uZXIta2V5 release@acme.example',
        fingerprint: '4a:1c:7e:93:0b:55:d2:8f:61:aa:3e:19:c4:70:be:02',
        fingerprintSha256: 'SHA256:p3Lw0e8dXcQm1kR7YtZbN5vH2sJ9gF4aU6oI0lPqE8w',
        createdAt: '2025-04-02T09:30:00.000Z',
        expiresAt: null,
        lastUsedAt: '2025-06-01T07:45:00.000Z',
        userId: 1,
        public: false,
      },
      {
        id: 2,
        title: 'Fleet key',
        key: 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIGZsZWV0LWluc3RhbmNlLWRlcGxveS1rZXk fleet@acme.example',
        fingerprint: '9e:02:b4:5d:c1:7a:38:e6:0f:92:4b:d8:13:6c:a5:f7',
        fingerprintSha256: 'SHA256:Zq8rT2vX0mB6nC4kD1sF7gH3jL9pW5eR0tY2uI8oA6s',
        createdAt: '2025-03-01T09:00:00.000Z',
        expiresAt: '2026-12-31T00:00:00.000Z',
        lastUsedAt: null,
        userId: 2,
        public: true,
      },
    ],
    deployKeyLinks: [
      { keyId: 1, projectId: 42, canPush: true },
      { keyId: 2, projectId: 45, canPush: false },
    ],
    deployTokens: [
      { id: 1, name: 'ci-registry-pull', username: 'gitlab+deploy-token-1', scopes: ['read_repository', 'read_registry'], expiresAt: null, revoked: false, value: mintedSecret('gldt', 1), projectId: 42, groupId: null },
      { id: 2, name: 'registry-pull', username: 'gitlab+deploy-token-2', scopes: ['read_registry'], expiresAt: '2026-12-31T00:00:00.000Z', revoked: false, value: mintedSecret('gldt', 2), projectId: null, groupId: 10 },
    ],
    accessRequests: [
      { sourceType: 'project', sourceId: 42, userId: 4, requestedAt: '2025-06-01T12:00:00.000Z' },
      { sourceType: 'group', sourceId: 11, userId: 4, requestedAt: '2025-06-01T12:05:00.000Z' },
    ],
    invitations: [
      {
        id: 1,
        sourceType: 'group',
        sourceId: 10,
        email: 'dave@example.com',
        accessLevel: ACCESS.DEVELOPER,
        expiresAt: null,
        createdAt: '2025-05-20T10:00:00.000Z',
        createdById: 3,
        inviteToken: 'sim-invite-000001',
        memberRoleId: null,
      },
    ],
    tokenDetails: [
      { tokenId: 201, scopes: ['read_api', 'read_repository'], resourceType: 'project', resourceId: 42, accessLevel: ACCESS.DEVELOPER },
      { tokenId: 202, scopes: ['api'], resourceType: 'group', resourceId: 10, accessLevel: ACCESS.MAINTAINER },
    ],
    resourceTokens: [
      { ...RESOURCE_TOKEN, id: 201, name: 'ci-deploy', value: mintedSecret('glpat', 201), userId: 60, scopes: ['read_api'], description: 'Deploys from CI' },
      { ...RESOURCE_TOKEN, id: 202, name: 'release-bot', value: mintedSecret('glpat', 202), userId: 61, scopes: ['api'] },
    ],
    lastId: 1000,
  };
}
