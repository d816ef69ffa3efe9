/** One note of an epic's discussion. */
export interface SimEpicNote {
  id: number;
  body: string;
  authorId: number;
  internal: boolean;
  system: boolean;
  createdAt: string;
  updatedAt: string;
  lastEditedById: number | null;
}

/** A discussion of an epic: one note (a comment) or a thread of replies. */
export interface SimEpicDiscussion {
  /** GitLab's 40-hex discussion id. */
  id: string;
  resolved: boolean;
  resolvedById: number | null;
  resolvedAt: string | null;
  notes: SimEpicNote[];
}

/** A label added to or removed from an epic (`resource_label_events`). */
export interface SimEpicLabelEvent {
  id: number;
  action: 'add' | 'remove';
  label: string;
  userId: number;
  createdAt: string;
}

/** An epic: a work item of type Epic in a group. `id` is its work item id, shared with the issues' sequence. */
export interface SimEpic {
  id: number;
  iid: number;
  groupId: number;
  title: string;
  description: string;
  state: 'opened' | 'closed';
  labels: string[];
  authorId: number;
  confidential: boolean;
  startDate: string | null;
  dueDate: string | null;
  color: string;
  parentEpicId: number | null;
  createdAt: string;
  updatedAt: string;
  closedAt: string | null;
  /** Work item ids of the child issues, in their relative order. */
  childIssueIds: number[];
  discussions: SimEpicDiscussion[];
  labelEvents: SimEpicLabelEvent[];
}

/** An epic board list: a label column, or the Open/Closed lists. */
export interface SimEpicBoardList {
  id: number;
  label: string | null;
  listType: 'backlog' | 'closed' | 'label';
  position: number | null;
}

export interface SimEpicBoard {
  id: number;
  groupId: number;
  name: string;
  hideBacklogList: boolean;
  hideClosedList: boolean;
  labels: string[];
  lists: SimEpicBoardList[];
}

/** Group epics, their notes and label history, and epic boards. */
export interface SimEpics {
  epics: SimEpic[];
  boards: SimEpicBoard[];
  nextNoteId: number;
  nextLabelEventId: number;
}
