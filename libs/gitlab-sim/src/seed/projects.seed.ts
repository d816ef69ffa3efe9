import { ACCESS } from '../gitlab-sim.constants';
import type { SimAccessRule, SimProject, SimProtectedBranch, SimRepository } from '../store/sim-model.interface';
import { seedBackendIssues, seedBackendMilestones, seedFrontendIssues } from './issues.seed';
import { seedBackendMergeRequests } from './merge-requests.seed';
import {
  seedBackendRepository,
  seedFrontendRepository,
  seedInfraRepository,
  seedSandboxRepository,
} from './repositories.seed';

class RuleIds {
  private next = 1;
  rule(accessLevel: number): SimAccessRule {
    return { id: this.next++, accessLevel, userId: null, groupId: null, deployKeyId: null };
  }
  get last(): number {
    return this.next - 1;
  }
}

function protectedBranch(
  ids: RuleIds,
  id: number,
  name: string,
  push: number,
  merge: number,
  createdAt: string,
): SimProtectedBranch {
  return {
    id,
    name,
    pushAccessLevels: [ids.rule(push)],
    mergeAccessLevels: [ids.rule(merge)],
    unprotectAccessLevels: [ids.rule(ACCESS.MAINTAINER)],
    allowForcePush: false,
    codeOwnerApprovalRequired: false,
    createdAt,
    updatedAt: createdAt,
  };
}

function project(
  partial: Pick<SimProject, 'id' | 'name' | 'path' | 'namespaceId' | 'description' | 'visibility' | 'createdAt' | 'creatorId'> &
    Partial<SimProject> & { repository: SimRepository },
): SimProject {
  return {
    defaultBranch: 'main',
    updatedAt: partial.createdAt,
    lastActivityAt: partial.createdAt,
    archived: false,
    topics: [],
    starCount: 0,
    forksCount: 0,
    members: new Map(),
    protectedBranches: [],
    issues: [],
    mergeRequests: [],
    milestones: [],
    serviceAccountIds: [],
    license: null,
    ...partial,
  };
}

/** acme/backend (42), acme/frontend (43), demo/sandbox (44), ops/infra (45); returns the last access-rule id used. */
export function seedProjects(): { projects: SimProject[]; lastAccessRuleId: number } {
  const ids = new RuleIds();
  const backendRepo = seedBackendRepository();
  const backend = project({
    id: 42,
    name: 'backend',
    path: 'backend',
    namespaceId: 10,
    description: "Acme's backend service",
    visibility: 'private',
    createdAt: '2025-04-01T08:55:00.000Z',
    updatedAt: '2025-04-20T11:00:00.000Z',
    lastActivityAt: '2025-04-20T11:00:00.000Z',
    creatorId: 3,
    topics: ['api', 'typescript'],
    starCount: 4,
    forksCount: 1,
    members: new Map([
      [1, ACCESS.MAINTAINER],
      [50, ACCESS.DEVELOPER],
    ]),
    repository: backendRepo,
    protectedBranches: [
      protectedBranch(ids, 201, 'main', ACCESS.MAINTAINER, ACCESS.DEVELOPER, '2025-04-01T09:00:00.000Z'),
      protectedBranch(ids, 202, 'release/*', ACCESS.MAINTAINER, ACCESS.MAINTAINER, '2025-04-02T09:00:00.000Z'),
    ],
    issues: seedBackendIssues(),
    milestones: seedBackendMilestones(),
    mergeRequests: seedBackendMergeRequests(backendRepo),
    serviceAccountIds: [50],
    license: {
      key: 'mit',
      name: 'MIT License',
      nickname: null,
      htmlUrl: 'https://opensource.org/licenses/MIT',
      sourceUrl: 'https://opensource.org/licenses/MIT',
    },
  });
  const frontend = project({
    id: 43,
    name: 'frontend',
    path: 'frontend',
    namespaceId: 10,
    description: 'Acme web client',
    visibility: 'internal',
    createdAt: '2025-04-05T08:55:00.000Z',
    lastActivityAt: '2025-04-22T10:00:00.000Z',
    creatorId: 3,
    topics: ['react'],
    starCount: 1,
    repository: seedFrontendRepository(),
    protectedBranches: [protectedBranch(ids, 203, 'main', ACCESS.MAINTAINER, ACCESS.MAINTAINER, '2025-04-05T09:00:00.000Z')],
    issues: seedFrontendIssues(),
  });
  const sandbox = project({
    id: 44,
    name: 'sandbox',
    path: 'sandbox',
    namespaceId: 21,
    description: 'Personal playground',
    visibility: 'public',
    createdAt: '2025-05-01T08:55:00.000Z',
    lastActivityAt: '2025-05-02T09:00:00.000Z',
    creatorId: 1,
    repository: seedSandboxRepository(),
    protectedBranches: [protectedBranch(ids, 204, 'main', ACCESS.MAINTAINER, ACCESS.MAINTAINER, '2025-05-01T09:00:00.000Z')],
  });
  const infra = project({
    id: 45,
    name: 'infra',
    path: 'infra',
    namespaceId: 11,
    description: 'Terraform for Acme',
    visibility: 'private',
    createdAt: '2025-03-01T08:55:00.000Z',
    creatorId: 2,
    repository: seedInfraRepository(),
    protectedBranches: [protectedBranch(ids, 205, 'main', ACCESS.MAINTAINER, ACCESS.MAINTAINER, '2025-03-01T09:00:00.000Z')],
  });
  return { projects: [backend, frontend, sandbox, infra], lastAccessRuleId: ids.last };
}
