import type { SimCollaboration, SimLabel } from '../store/collaboration.state';
import { defaultLabelColor, labelNamesInUse } from '../store/collaboration.state';
import type { SimProject } from '../store/sim-model.interface';

const DESCRIPTIONS: Readonly<Record<string, string>> = {
  bug: 'Something does not work as documented',
  feature: 'New functionality',
  documentation: 'Docs and guides',
};

/**
 * Labels of the seeded issues and merge requests (bug has priority 1), a membership record per direct member, and
 * for acme/backend two badges and a "Development" board with a bug list and a feature list.
 */
export function seedCollaboration(projects: SimProject[]): SimCollaboration {
  let labelId = 0;
  const labels: SimLabel[] = projects.flatMap((p) =>
    labelNamesInUse(p).map((name) => ({
      id: ++labelId,
      projectId: p.id,
      groupId: null,
      name,
      color: name === 'bug' ? '#D9534F' : defaultLabelColor(name),
      description: DESCRIPTIONS[name] ?? '',
      priority: name === 'bug' ? 1 : null,
      archived: false,
    })),
  );
  const memberships = projects.flatMap((p) =>
    [...p.members.keys()].map((userId) => ({ projectId: p.id, userId, createdAt: p.createdAt, createdById: p.creatorId, expiresAt: null, memberRoleId: null })),
  );
  const backendLabel = (name: string): number | null => labels.find((l) => l.projectId === 42 && l.name === name)?.id ?? null;
  const labelList = (id: number, name: string, position: number) => ({ id, labelId: backendLabel(name), assigneeId: null, milestoneId: null, iterationId: null, position });
  const maxMilestone = Math.max(0, ...projects.flatMap((p) => p.milestones.map((m) => m.id)));
  return {
    labels,
    memberships,
    labelSubscriptions: new Set(),
    badges: [
      {
        id: 1,
        projectId: 42,
        groupId: null,
        name: 'pipeline',
        linkUrl: 'https://gitlab.example.com/%{project_path}/-/commits/%{default_branch}',
        imageUrl: 'https://gitlab.example.com/%{project_path}/badges/%{default_branch}/pipeline.svg',
      },
      {
        id: 2,
        projectId: 42,
        groupId: null,
        name: 'coverage',
        linkUrl: 'https://gitlab.example.com/%{project_path}/-/jobs',
        imageUrl: 'https://gitlab.example.com/%{project_path}/badges/%{default_branch}/coverage.svg',
      },
    ],
    boards: [
      {
        id: 1,
        projectId: 42,
        name: 'Development',
        hideBacklogList: false,
        hideClosedList: false,
        milestoneId: null,
        assigneeId: null,
        labelIds: [],
        weight: null,
        lists: [labelList(1, 'bug', 0), labelList(2, 'feature', 1)],
      },
    ],
    nextLabelId: labelId + 100,
    nextMilestoneId: maxMilestone + 100,
    nextBadgeId: 100,
    nextBoardId: 100,
    nextBoardListId: 100,
  };
}
