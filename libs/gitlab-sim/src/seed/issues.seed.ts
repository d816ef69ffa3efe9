import type { SimIssue, SimMilestone } from '../store/sim-model.interface';

function issue(partial: Partial<SimIssue> & Pick<SimIssue, 'id' | 'iid' | 'projectId' | 'title' | 'authorId' | 'createdAt'>): SimIssue {
  return {
    description: '',
    state: 'opened',
    labels: [],
    assigneeIds: [],
    milestoneId: null,
    confidential: false,
    dueDate: null,
    startDate: null,
    weight: null,
    updatedAt: partial.createdAt,
    closedAt: null,
    closedById: null,
    upvotes: 0,
    downvotes: 0,
    userNotesCount: 0,
    discussionLocked: null,
    issueType: 'issue',
    severity: 'unknown',
    ...partial,
  };
}

/** Milestones v1.0 (501) and v1.1 (502) of acme/backend. */
export function seedBackendMilestones(): SimMilestone[] {
  return [
    {
      id: 501,
      iid: 1,
      projectId: 42,
      title: 'v1.0',
      description: 'First stable release',
      state: 'active',
      dueDate: '2025-06-30',
      startDate: '2025-04-01',
      createdAt: '2025-04-01T09:30:00.000Z',
      updatedAt: '2025-04-01T09:30:00.000Z',
    },
    {
      id: 502,
      iid: 2,
      projectId: 42,
      title: 'v1.1',
      description: 'Search and polish',
      state: 'active',
      dueDate: '2025-09-30',
      startDate: '2025-07-01',
      createdAt: '2025-04-01T09:35:00.000Z',
      updatedAt: '2025-04-01T09:35:00.000Z',
    },
  ];
}

/** Issues 1–5 of acme/backend (ids 1001–1005); #3 is closed. */
export function seedBackendIssues(): SimIssue[] {
  return [
    issue({
      id: 1001,
      iid: 1,
      projectId: 42,
      title: 'Login page returns 500 on empty password',
      description: 'Steps to reproduce:\n\n1. Open /login\n2. Leave the password empty\n3. Submit\n\nExpected a validation error, got a 500.',
      labels: ['backend', 'bug'],
      authorId: 3,
      assigneeIds: [1],
      milestoneId: 501,
      createdAt: '2025-04-06T10:00:00.000Z',
      updatedAt: '2025-04-12T08:00:00.000Z',
      userNotesCount: 2,
      upvotes: 3,
      weight: 3,
    }),
    issue({
      id: 1002,
      iid: 2,
      projectId: 42,
      title: 'Add search to the API',
      description: 'We need a `/search?q=` endpoint.',
      labels: ['feature'],
      authorId: 1,
      milestoneId: 502,
      createdAt: '2025-04-08T12:00:00.000Z',
    }),
    issue({
      id: 1003,
      iid: 3,
      projectId: 42,
      title: 'Typo in README',
      description: '"Contribtuions" should read "Contributions".',
      state: 'closed',
      labels: ['documentation'],
      authorId: 4,
      assigneeIds: [1],
      createdAt: '2025-04-02T16:00:00.000Z',
      updatedAt: '2025-04-04T08:45:00.000Z',
      closedAt: '2025-04-04T08:45:00.000Z',
      closedById: 1,
    }),
    issue({
      id: 1004,
      iid: 4,
      projectId: 42,
      title: 'Upgrade Node.js to 22',
      labels: ['maintenance'],
      authorId: 2,
      assigneeIds: [3],
      createdAt: '2025-04-15T09:00:00.000Z',
      dueDate: '2025-07-15',
    }),
    issue({
      id: 1005,
      iid: 5,
      projectId: 42,
      title: 'Document the release process',
      description: 'Write down how we tag and publish a release.',
      labels: ['documentation'],
      authorId: 1,
      milestoneId: 501,
      createdAt: '2025-04-20T11:00:00.000Z',
      confidential: true,
    }),
  ];
}

/** Issue 1 of acme/frontend (id 1006). */
export function seedFrontendIssues(): SimIssue[] {
  return [
    issue({
      id: 1006,
      iid: 1,
      projectId: 43,
      title: 'Header overlaps the menu on mobile',
      labels: ['bug', 'frontend'],
      authorId: 4,
      assigneeIds: [1],
      createdAt: '2025-04-22T10:00:00.000Z',
    }),
  ];
}
