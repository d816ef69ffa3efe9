import type { SimCollaboration } from '../store/collaboration.state';

/** The group `acme` (10): its group labels. */
const ACME = 10;

/**
 * Group `acme`'s collaboration seed, added to the project one: group labels "planning" (80) and
 * "design" (81), and a group board "Roadmap" (50) with a "planning" list (50).
 */
export function seedGroupCollaboration(state: SimCollaboration): SimCollaboration {
  const label = (id: number, name: string, color: string, description: string) => ({ id, projectId: null, groupId: ACME, name, color, description, priority: null, archived: false });
  return {
    ...state,
    labels: [...state.labels, label(80, 'planning', '#428BCA', 'Roadmap and release planning'), label(81, 'design', '#5843AD', 'Needs a design decision')],
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
        lists: [{ id: 50, labelId: 80, assigneeId: null, milestoneId: null, iterationId: null, position: 0 }],
      },
    ],
    nextLabelId: Math.max(state.nextLabelId, 100),
  };
}
