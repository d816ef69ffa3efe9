import type { SimEpic, SimEpicDiscussion, SimEpics } from '../store/epics.state';

const AT = (day: number): string => `2025-03-${String(day).padStart(2, '0')}T09:00:00.000Z`;

function epic(partial: Pick<SimEpic, 'id' | 'iid' | 'title' | 'description' | 'authorId' | 'createdAt'> & Partial<SimEpic>): SimEpic {
  return {
    groupId: 10,
    state: 'opened',
    labels: [],
    confidential: false,
    startDate: null,
    dueDate: null,
    color: '#1068bf',
    parentEpicId: null,
    updatedAt: partial.createdAt,
    closedAt: null,
    childIssueIds: [],
    discussions: [],
    labelEvents: [],
    ...partial,
  };
}

const launchThread: SimEpicDiscussion = {
  id: '6a9c1d2e3f4a5b6c7d8e9f0a1b2c3d4e5f6a7b8c',
  resolved: false,
  resolvedById: null,
  resolvedAt: null,
  notes: [
    { id: 3001, body: 'Should the login fix ship before the search API?', authorId: 3, internal: false, system: false, createdAt: AT(5), updatedAt: AT(5), lastEditedById: null },
    { id: 3002, body: 'Yes: the 500 blocks the beta testers.', authorId: 1, internal: false, system: false, createdAt: AT(6), updatedAt: AT(6), lastEditedById: null },
  ],
};

/** Single comments of demo's on the beta epic. */
const comments: SimEpicDiscussion[] = [
  { id: '7b0d2e3f4a5b6c7d8e9f0a1b2c3d4e5f6a7b8c9d', resolved: false, resolvedById: null, resolvedAt: null, notes: [{ id: 3003, body: 'Draft of the beta announcement is in the wiki.', authorId: 1, internal: false, system: false, createdAt: AT(7), updatedAt: AT(7), lastEditedById: null }] },
  { id: '8c1e3f4a5b6c7d8e9f0a1b2c3d4e5f6a7b8c9d0e', resolved: false, resolvedById: null, resolvedAt: null, notes: [{ id: 3004, body: 'Reminder: book the launch review.', authorId: 1, internal: false, system: false, createdAt: AT(8), updatedAt: AT(8), lastEditedById: null }] },
];

/**
 * Epics of the Acme group (id 10): "Public beta" with the backend's issues 1001 and 1002 as children and
 * a thread and two comments of demo's, its child epic "Search everywhere", and "Retire the legacy API" written by demo.
 */
export function seedEpics(): SimEpics {
  return {
    epics: [
      epic({
        id: 901,
        iid: 1,
        title: 'Public beta',
        description: 'Everything the public beta needs.',
        authorId: 3,
        createdAt: AT(1),
        updatedAt: AT(6),
        labels: ['roadmap'],
        startDate: '2025-04-01',
        dueDate: '2025-06-30',
        childIssueIds: [1001, 1002],
        discussions: [launchThread, ...comments],
        labelEvents: [{ id: 4001, action: 'add', label: 'roadmap', userId: 3, createdAt: AT(1) }],
      }),
      epic({ id: 902, iid: 2, title: 'Search everywhere', description: 'Search in the API and the UI.', authorId: 3, createdAt: AT(2), parentEpicId: 901 }),
      epic({
        id: 903,
        iid: 3,
        title: 'Retire the legacy API',
        description: 'Move the last clients to v2.',
        authorId: 1,
        createdAt: AT(3),
        labels: [],
        labelEvents: [
          { id: 4002, action: 'add', label: 'tech-debt', userId: 1, createdAt: AT(3) },
          { id: 4003, action: 'remove', label: 'tech-debt', userId: 3, createdAt: AT(4) },
        ],
      }),
    ],
    boards: [
      {
        id: 1,
        groupId: 10,
        name: 'Roadmap',
        hideBacklogList: false,
        hideClosedList: false,
        labels: [],
        lists: [
          { id: 11, label: null, listType: 'backlog', position: null },
          { id: 12, label: 'roadmap', listType: 'label', position: 0 },
          { id: 13, label: null, listType: 'closed', position: null },
        ],
      },
    ],
    nextNoteId: 3100,
    nextLabelEventId: 4100,
  };
}
