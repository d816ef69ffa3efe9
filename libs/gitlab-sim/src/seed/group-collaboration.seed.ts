import type { SimCollaboration } from '../store/collaboration.state';

/** The group `acme` (10). */
const ACME = 10;

/**
 * Group `acme`'s collaboration seed, added to the project one: a group board "Roadmap" (50) with
 * an assignee list for bob (50). No group labels: the projects of acme would inherit them.
 */
export function seedGroupCollaboration(state: SimCollaboration): SimCollaboration {
  return {
    ...state,
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
