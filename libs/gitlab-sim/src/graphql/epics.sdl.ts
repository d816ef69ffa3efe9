/**
 * Epics as work items of groups: the notes widget, discussions, hierarchy children and the note and hierarchy
 * mutations the `group.epic_*` actions use. Names and types copied from GitLab's schema; inputs keep only the
 * fields the simulator applies.
 */
export const EPICS_SDL = /* GraphQL */ `
  scalar DiscussionID
  scalar NoteID
  scalar NoteableID

  enum NotesFilterType { ALL_NOTES ONLY_ACTIVITY ONLY_COMMENTS }
  enum WorkItemDiscussionsSort { CREATED_ASC CREATED_DESC }
  enum RelativePositionType { AFTER BEFORE }

  type Note {
    author: UserCore
    body: String!
    createdAt: Time!
    discussion: Discussion
    id: NoteID!
    internal: Boolean
    lastEditedAt: Time
    lastEditedBy: UserCore
    noteableId: Int
    noteableType: String!
    resolvable: Boolean!
    resolved: Boolean!
    resolvedAt: Time
    resolvedBy: UserCore
    system: Boolean!
    updatedAt: Time!
    url: String
  }

  type NoteConnection {
    nodes: [Note]
    pageInfo: PageInfo!
  }

  type Discussion {
    createdAt: Time!
    id: DiscussionID!
    notes(after: String, before: String, first: Int, last: Int): NoteConnection!
    replyId: DiscussionID!
    resolvable: Boolean!
    resolved: Boolean!
    resolvedAt: Time
    resolvedBy: UserCore
  }

  type DiscussionConnection {
    nodes: [Discussion]
    pageInfo: PageInfo!
  }

  type WorkItemWidgetNotes implements WorkItemWidget {
    discussionLocked: Boolean
    discussions(after: String, filter: NotesFilterType = ALL_NOTES, first: Int, sort: WorkItemDiscussionsSort = CREATED_ASC): DiscussionConnection
    notes(after: String, before: String, filter: NotesFilterType = ALL_NOTES, first: Int, last: Int): NoteConnection!
    type: WorkItemWidgetType
  }

  extend type WorkItemWidgetHierarchy {
    children(after: String, before: String, first: Int, last: Int, state: WorkItemState): WorkItemConnection
  }

  extend input WorkItemWidgetHierarchyUpdateInput {
    adjacentWorkItemId: WorkItemID
    childrenIds: [WorkItemID!]
    relativePosition: RelativePositionType
  }

  extend type Query {
    note(id: NoteID!): Note
  }

  input CreateNoteInput { body: String! clientMutationId: String discussionId: DiscussionID internal: Boolean noteableId: NoteableID! }
  input UpdateNoteInput { body: String clientMutationId: String id: NoteID! }
  input DestroyNoteInput { clientMutationId: String id: NoteID! }
  input DiscussionToggleResolveInput { clientMutationId: String id: DiscussionID! resolve: Boolean! }
  input WorkItemHierarchyAddChildrenItemsInput { childrenIds: [WorkItemID!]! clientMutationId: String id: WorkItemID! }
  input workItemsHierarchyReorderInput { adjacentWorkItemId: WorkItemID clientMutationId: String id: WorkItemID! parentId: WorkItemID relativePosition: RelativePositionType }

  type CreateNotePayload { clientMutationId: String errors: [String!]! note: Note }
  type UpdateNotePayload { clientMutationId: String errors: [String!]! note: Note }
  type DestroyNotePayload { clientMutationId: String errors: [String!]! note: Note }
  type DiscussionToggleResolvePayload { clientMutationId: String discussion: Discussion errors: [String!]! }
  type WorkItemHierarchyAddChildrenItemsPayload { addedChildren: [WorkItem!]! clientMutationId: String errors: [String!]! }
  type workItemsHierarchyReorderPayload { adjacentWorkItem: WorkItem clientMutationId: String errors: [String!]! parentWorkItem: WorkItem workItem: WorkItem }

  extend type Mutation {
    createNote(input: CreateNoteInput!): CreateNotePayload
    destroyNote(input: DestroyNoteInput!): DestroyNotePayload
    discussionToggleResolve(input: DiscussionToggleResolveInput!): DiscussionToggleResolvePayload
    updateNote(input: UpdateNoteInput!): UpdateNotePayload
    workItemHierarchyAddChildrenItems(input: WorkItemHierarchyAddChildrenItemsInput!): WorkItemHierarchyAddChildrenItemsPayload
    workItemsHierarchyReorder(input: workItemsHierarchyReorderInput!): workItemsHierarchyReorderPayload
  }
`;
