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
 * for acme/backend two badges and a "Development" board with a bug list and a feature list; the acme group has the
 * labels customer and tech-debt and the milestone "Q2 release" (id 1: project milestones are numbered from 501).
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
  const groupLabel = (name: string, color: string, description: string): SimLabel => ({ id: ++labelId, projectId: null, groupId: 10, name, color, description, priority: null, archived: false });
  labels.push(groupLabel('customer', '#428BCA', 'Reported by a customer'), groupLabel('tech-debt', '#7F8C8D', 'Upkeep with no user-facing change'));
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
    groupMilestones: [
      { id: 1, iid: 1, groupId: 10, title: 'Q2 release', description: 'What acme ships in the second quarter', state: 'active', startDate: '2026-04-01', dueDate: '2026-06-30', createdAt: '2026-03-20T09:00:00.000Z', updatedAt: '2026-03-20T09:00:00.000Z' },
    ],
    nextLabelId: labelId + 100,
    nextMilestoneId: maxMilestone + 100,
    nextBadgeId: 100,
    nextBoardId: 100,
    nextBoardListId: 100,
  };
}
