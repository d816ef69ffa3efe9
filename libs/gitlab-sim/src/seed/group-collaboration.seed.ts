import type { SimCollaboration } from '../store/collaboration.state';

/** The group `acme` (10). */
const ACME = 10;
/** The group `my-org` (30), owned by demo. */
const MY_ORG = 30;

/**
 * Group `acme`'s collaboration seed, added to the project one: a group board "Roadmap" (50) with
 * an assignee list for bob (50). No group labels: the projects of acme would inherit them. Group
 * `my-org` has a badge "handbook" (3), shown on every project of the group.
 */
export function seedGroupCollaboration(state: SimCollaboration): SimCollaboration {
  return {
    ...state,
    badges: [
      ...state.badges,
      { id: 3, projectId: null, groupId: MY_ORG, name: 'handbook', linkUrl: 'https://handbook.example.com/%{project_path}', imageUrl: 'https://img.shields.io/badge/handbook-read-blue' },
    ],
    boards: [
      ...state.boards,
      {
        id: 50,
        projectId: null,
        groupId: ACME,
        name: 'Roadmap',
        hideBacklogList: false,
        hideClosedList: false,
        milestoneId: null,
        assigneeId: null,
        labelIds: [],
        weight: null,
        lists: [{ id: 50, labelId: null, assigneeId: 4, milestoneId: null, iterationId: null, position: 0 }],
      },
    ],
  };
}
