/**
 * GraphQL documents of the group epic actions (`group.epic_*`, A-37): an epic is a work item of type
 * Epic in the group's namespace; its comments live in the notes widget, its child issues in the
 * hierarchy widget. Checked against GitLab's schema in tests.
 */
const EPIC_FIELDS = `fragment EpicFields on WorkItem {
  id
  iid
  title
  state
  description
  confidential
  createdAt
  updatedAt
  closedAt
  webUrl
  author { username }
  workItemType { name }
  widgets {
    type
    ... on WorkItemWidgetLabels { labels(first: 100) { nodes { id title } } }
    ... on WorkItemWidgetStartAndDueDate { startDate dueDate }
    ... on WorkItemWidgetHierarchy { parent { id iid title } }
  }
}`;

const NOTE_FIELDS = `fragment EpicNoteFields on Note {
  id
  body
  author { id username name webUrl }
  createdAt
  updatedAt
  system
  internal
  noteableId
  noteableType
  resolvable
  resolved
  resolvedAt
  resolvedBy { id username name webUrl }
  discussion { id }
}`;

const DISCUSSION_FIELDS = `fragment EpicDiscussionFields on Discussion {
  id
  resolvable
  resolved
  notes(first: 100) { nodes { ...EpicNoteFields } }
}`;

const PAGE_INFO = 'pageInfo { hasNextPage hasPreviousPage startCursor endCursor }';

export const EPIC_GET_QUERY = `query epicGet($fullPath: ID!, $iid: String!) {
  namespace(fullPath: $fullPath) {
    workItem(iid: $iid) { ...EpicFields }
  }
}
${EPIC_FIELDS}`;

export const EPIC_LIST_QUERY = `query epicList($fullPath: ID!, $first: Int, $after: String, $last: Int, $before: String, $state: IssuableState, $search: String, $labelName: [String!], $authorUsername: String, $sort: WorkItemSort) {
  namespace(fullPath: $fullPath) {
    workItems(types: [EPIC], first: $first, after: $after, last: $last, before: $before, state: $state, search: $search, labelName: $labelName, authorUsername: $authorUsername, sort: $sort) {
      nodes { ...EpicFields }
      ${PAGE_INFO}
    }
  }
}
${EPIC_FIELDS}`;

export const EPIC_TYPE_QUERY = `query epicType($fullPath: ID!) {
  namespace(fullPath: $fullPath) {
    workItemTypes(name: EPIC, first: 1) { nodes { id name } }
  }
}`;

export const EPIC_CREATE_MUTATION = `mutation epicCreate($input: WorkItemCreateInput!) {
  workItemCreate(input: $input) {
    workItem { ...EpicFields }
    errors
  }
}
${EPIC_FIELDS}`;

export const EPIC_UPDATE_MUTATION = `mutation epicUpdate($input: WorkItemUpdateInput!) {
  workItemUpdate(input: $input) {
    workItem { ...EpicFields }
    errors
  }
}
${EPIC_FIELDS}`;

export const EPIC_DELETE_MUTATION = `mutation epicDelete($input: WorkItemDeleteInput!) {
  workItemDelete(input: $input) {
    errors
  }
}`;

export const EPIC_CHILDREN_QUERY = `query epicChildren($fullPath: ID!, $iid: String!, $first: Int, $after: String, $last: Int, $before: String) {
  namespace(fullPath: $fullPath) {
    workItem(iid: $iid) {
      id
      workItemType { name }
      widgets {
        type
        ... on WorkItemWidgetHierarchy {
          children(first: $first, after: $after, last: $last, before: $before) {
            nodes { id iid title state webUrl workItemType { name } }
            ${PAGE_INFO}
          }
        }
      }
    }
  }
}`;

export const EPIC_ADD_CHILD_MUTATION = `mutation epicAddChild($input: WorkItemHierarchyAddChildrenItemsInput!) {
  workItemHierarchyAddChildrenItems(input: $input) {
    addedChildren { id iid title state webUrl workItemType { name } }
    errors
  }
}`;

export const EPIC_REMOVE_CHILD_MUTATION = `mutation epicRemoveChild($input: WorkItemUpdateInput!) {
  workItemUpdate(input: $input) {
    workItem { id }
    errors
  }
}`;

export const EPIC_REORDER_CHILD_MUTATION = `mutation epicReorderChild($input: workItemsHierarchyReorderInput!) {
  workItemsHierarchyReorder(input: $input) {
    workItem { id iid title state webUrl workItemType { name } }
    errors
  }
}`;

export const EPIC_NOTES_QUERY = `query epicNotes($fullPath: ID!, $iid: String!, $first: Int, $after: String) {
  namespace(fullPath: $fullPath) {
    workItem(iid: $iid) {
      id
      workItemType { name }
      widgets {
        type
        ... on WorkItemWidgetNotes {
          notes(first: $first, after: $after) {
            nodes { ...EpicNoteFields }
            ${PAGE_INFO}
          }
        }
      }
    }
  }
}
${NOTE_FIELDS}`;

export const EPIC_DISCUSSIONS_QUERY = `query epicDiscussions($fullPath: ID!, $iid: String!, $first: Int, $after: String) {
  namespace(fullPath: $fullPath) {
    workItem(iid: $iid) {
      id
      workItemType { name }
      widgets {
        type
        ... on WorkItemWidgetNotes {
          discussions(first: $first, after: $after) {
            nodes { ...EpicDiscussionFields }
            ${PAGE_INFO}
          }
        }
      }
    }
  }
}
${DISCUSSION_FIELDS}
${NOTE_FIELDS}`;

export const EPIC_NOTE_QUERY = `query epicNote($id: NoteID!) {
  note(id: $id) { ...EpicNoteFields }
}
${NOTE_FIELDS}`;

export const EPIC_NOTE_CREATE_MUTATION = `mutation epicNoteCreate($input: CreateNoteInput!) {
  createNote(input: $input) {
    note { ...EpicNoteFields }
    errors
  }
}
${NOTE_FIELDS}`;

export const EPIC_NOTE_UPDATE_MUTATION = `mutation epicNoteUpdate($input: UpdateNoteInput!) {
  updateNote(input: $input) {
    note { ...EpicNoteFields }
    errors
  }
}
${NOTE_FIELDS}`;

export const EPIC_NOTE_DELETE_MUTATION = `mutation epicNoteDelete($input: DestroyNoteInput!) {
  destroyNote(input: $input) {
    errors
  }
}`;

export const EPIC_DISCUSSION_RESOLVE_MUTATION = `mutation epicDiscussionResolve($input: DiscussionToggleResolveInput!) {
  discussionToggleResolve(input: $input) {
    discussion { ...EpicDiscussionFields }
    errors
  }
}
${DISCUSSION_FIELDS}
${NOTE_FIELDS}`;

export interface GraphqlPageInfoNode {
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  startCursor: string | null;
  endCursor: string | null;
}

interface Connection<T> {
  nodes: Array<T | null> | null;
  pageInfo: GraphqlPageInfoNode;
}

/** `EpicFields` as GitLab answers it. */
export interface EpicNode {
  id: string;
  iid: string;
  title: string;
  state: string;
  description: string | null;
  confidential: boolean;
  createdAt: string;
  updatedAt: string;
  closedAt: string | null;
  webUrl: string | null;
  author: { username: string } | null;
  workItemType: { name: string } | null;
  widgets: Array<{
    type: string | null;
    labels?: { nodes: Array<{ id: string; title: string } | null> | null } | null;
    startDate?: string | null;
    dueDate?: string | null;
    parent?: { id: string; iid: string; title: string } | null;
  }> | null;
}

/** A child of an epic (an issue, or a child epic). */
export interface EpicChildNode {
  id: string;
  iid: string;
  title: string;
  state: string;
  webUrl: string | null;
  workItemType: { name: string } | null;
}

interface UserCoreNode {
  id: string;
  username: string;
  name: string;
  webUrl: string;
}

/** `EpicNoteFields` as GitLab answers it. */
export interface EpicNoteNode {
  id: string;
  body: string;
  author: UserCoreNode | null;
  createdAt: string;
  updatedAt: string;
  system: boolean;
  internal: boolean | null;
  noteableId: number | null;
  noteableType: string;
  resolvable: boolean;
  resolved: boolean;
  resolvedAt: string | null;
  resolvedBy: UserCoreNode | null;
  discussion: { id: string } | null;
}

/** `EpicDiscussionFields` as GitLab answers it. */
export interface EpicDiscussionNode {
  id: string;
  resolvable: boolean;
  resolved: boolean;
  notes: { nodes: Array<EpicNoteNode | null> | null };
}

/** The widgets a children, notes or discussions query reads. */
interface WidgetsOf {
  id: string;
  workItemType: { name: string } | null;
  widgets: Array<{
    type: string | null;
    children?: Connection<EpicChildNode> | null;
    notes?: Connection<EpicNoteNode> | null;
    discussions?: Connection<EpicDiscussionNode> | null;
  }> | null;
}

export interface EpicGetData {
  namespace: { workItem: EpicNode | null } | null;
}
export interface EpicListData {
  namespace: { workItems: Connection<EpicNode> | null } | null;
}
export interface EpicTypeData {
  namespace: { workItemTypes: { nodes: Array<{ id: string; name: string } | null> | null } | null } | null;
}
export interface EpicWidgetsData {
  namespace: { workItem: WidgetsOf | null } | null;
}
export interface EpicNoteData {
  note: EpicNoteNode | null;
}

interface Payload {
  errors: string[];
}
export interface EpicCreateData {
  workItemCreate: (Payload & { workItem: EpicNode | null }) | null;
}
export interface EpicUpdateData {
  workItemUpdate: (Payload & { workItem: EpicNode | null }) | null;
}
export interface EpicDeleteData {
  workItemDelete: Payload | null;
}
export interface EpicAddChildData {
  workItemHierarchyAddChildrenItems: (Payload & { addedChildren: EpicChildNode[] }) | null;
}
export interface EpicRemoveChildData {
  workItemUpdate: (Payload & { workItem: { id: string } | null }) | null;
}
export interface EpicReorderChildData {
  workItemsHierarchyReorder: (Payload & { workItem: EpicChildNode | null }) | null;
}
export interface EpicNoteCreateData {
  createNote: (Payload & { note: EpicNoteNode | null }) | null;
}
export interface EpicNoteUpdateData {
  updateNote: (Payload & { note: EpicNoteNode | null }) | null;
}
export interface EpicNoteDeleteData {
  destroyNote: Payload | null;
}
export interface EpicDiscussionResolveData {
  discussionToggleResolve: (Payload & { discussion: EpicDiscussionNode | null }) | null;
}
