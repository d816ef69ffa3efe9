import { ACCESS } from '../gitlab-sim.constants';
import { wikiSlug, wikiTitle, type SimGroupContent } from '../store/group-content.state';
import type { SimAccessRule } from '../store/sim-model.interface';

const ACME = 10;
const MY_ORG = 30;
const PLATFORM = 70;
const BACKEND = 42;

/**
 * Wikis: project acme/backend (42) has `home` and `deploy-guide`; group acme (10) has `home`,
 * `Getting-Started` and `onboarding`, my-org (30) has `home`. Uploads: my-org has `roadmap.png` (by alice)
 * and acme `logo.svg` (by demo). Group-level protected branch `main` on platform (70): Maintainers push and
 * merge. SAML identities on platform for alice and bob; my-org provisioned alice.
 * Rule IDs continue after the projects' (`firstRuleId`).
 */
export function seedGroupContent(firstRuleId: number): SimGroupContent {
  const rule = (offset: number, accessLevel: number): SimAccessRule => ({ id: firstRuleId + offset, accessLevel, userId: null, groupId: null, deployKeyId: null });
  const page = (ownerId: number, metaId: number, title: string, content: string, kind: 'group' | 'project' = 'group') => ({
    container: { kind, id: ownerId },
    metaId,
    slug: wikiSlug(title),
    title: wikiTitle(wikiSlug(title)),
    format: 'markdown' as const,
    content,
    frontMatter: {},
    updatedAt: '2025-05-20T09:00:00.000Z',
  });
  return {
    wikiPages: [
      page(ACME, 1, 'home', '# Acme\n\nWelcome to the Acme group wiki.'),
      page(ACME, 2, 'Getting Started', '# Getting started\n\nClone acme/backend and run `make dev`.'),
      page(ACME, 3, 'onboarding', '# Onboarding\n\nAsk alice for access to acme/backend.'),
      page(MY_ORG, 4, 'home', '# My Org\n\nEverything the demo organisation builds.'),
      page(BACKEND, 5, 'home', '# acme/backend\n\nSee the deploy guide before releasing.', 'project'),
      page(BACKEND, 6, 'deploy-guide', '# Deploy\n\nRun `make deploy` from main.', 'project'),
    ],
    uploads: [
      { id: 1, container: { kind: 'group', id: MY_ORG }, secret: '66dbcd21ec5d24ed6ea225176098d52b', filename: 'roadmap.png', size: 20480, uploadedById: 3, createdAt: '2025-05-12T14:00:00.000Z' },
      { id: 2, container: { kind: 'group', id: ACME }, secret: '9c1f0e2d8b7a6c5d4e3f2a1b0c9d8e7f', filename: 'logo.svg', size: 2048, uploadedById: 1, createdAt: '2025-05-15T10:30:00.000Z' },
    ],
    protectedBranches: new Map([
      [
        PLATFORM,
        [
          {
            id: 900,
            name: 'main',
            pushAccessLevels: [rule(1, ACCESS.MAINTAINER)],
            mergeAccessLevels: [rule(2, ACCESS.MAINTAINER)],
            unprotectAccessLevels: [rule(3, ACCESS.MAINTAINER)],
            allowForcePush: false,
            codeOwnerApprovalRequired: false,
            createdAt: '2025-04-10T09:00:00.000Z',
            updatedAt: '2025-04-10T09:00:00.000Z',
          },
        ],
      ],
    ]),
    samlIdentities: [
      { userId: 3, groupId: PLATFORM, externUid: 'alice@idp.example.com', provisioned: false },
      { userId: 4, groupId: PLATFORM, externUid: 'bob@idp.example.com', provisioned: false },
      { userId: 3, groupId: MY_ORG, externUid: 'alice.martin', provisioned: true },
    ],
    secretPushProtection: new Set(),
    sequences: { wikiMeta: 100, upload: 100 },
  };
}
