/**
 * GraphQL documents of the work-item actions (`issue.work_item_*`, A-37), checked against GitLab's
 * schema in tests. Work items are read through `namespace(fullPath:)`, which resolves a
 * group or a project's own namespace alike.
 */
const WORK_ITEM_FIELDS = `fragment WorkItemFields on WorkItem {
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
  author { username name }
  workItemType { id name }
  widgets {
    type
    ... on WorkItemWidgetLabels { labels(first: 100) { nodes { id title } } }
    ... on WorkItemWidgetAssignees { assignees(first: 100) { nodes { id username } } }
    ... on WorkItemWidgetMilestone { milestone { id title } }
    ... on WorkItemWidgetStartAndDueDate { startDate dueDate }
    ... on WorkItemWidgetHierarchy { parent { id iid title } }
  }
}`;

const PAGE_INFO = 'pageInfo { hasNextPage hasPreviousPage startCursor endCursor }';

export const WORK_ITEM_GET_QUERY = `query workItemGet($fullPath: ID!, $iid: String!) {
  namespace(fullPath: $fullPath) {
    workItem(iid: $iid) { ...WorkItemFields }
  }
}
${WORK_ITEM_FIELDS}`;

export const WORK_ITEM_LIST_QUERY = `query workItemList($fullPath: ID!, $first: Int, $after: String, $last: Int, $before: String, $state: IssuableState, $search: String, $types: [IssueType!], $labelName: [String!], $assigneeUsernames: [String!], $authorUsername: String, $sort: WorkItemSort) {
  namespace(fullPath: $fullPath) {
    workItems(first: $first, after: $after, last: $last, before: $before, state: $state, search: $search, types: $types, labelName: $labelName, assigneeUsernames: $assigneeUsernames, authorUsername: $authorUsername, sort: $sort) {
      nodes { ...WorkItemFields }
      ${PAGE_INFO}
    }
  }
}
${WORK_ITEM_FIELDS}`;

export const WORK_ITEM_TYPE_LIST_QUERY = `query workItemTypeList($fullPath: ID!, $first: Int, $after: String, $last: Int, $before: String) {
  namespace(fullPath: $fullPath) {
    workItemTypes(first: $first, after: $after, last: $last, before: $before) {
      nodes { id name iconName }
      ${PAGE_INFO}
    }
  }
}`;

export const WORK_ITEM_CREATE_MUTATION = `mutation workItemCreate($input: WorkItemCreateInput!) {
  workItemCreate(input: $input) {
    workItem { ...WorkItemFields }
    errors
  }
}
${WORK_ITEM_FIELDS}`;

export const WORK_ITEM_UPDATE_MUTATION = `mutation workItemUpdate($input: WorkItemUpdateInput!) {
  workItemUpdate(input: $input) {
    workItem { ...WorkItemFields }
    errors
  }
}
${WORK_ITEM_FIELDS}`;

export const WORK_ITEM_DELETE_MUTATION = `mutation workItemDelete($input: WorkItemDeleteInput!) {
  workItemDelete(input: $input) {
    errors
  }
}`;

/** A node of a label, user or milestone list inside a widget. */
interface Named {
  id: string;
  title?: string | null;
  username?: string | null;
}

/** One widget as the fragment reads it. */
export interface WorkItemWidgetNode {
  type: string | null;
  labels?: { nodes: Array<Named | null> | null } | null;
  assignees?: { nodes: Array<Named | null> | null } | null;
  milestone?: Named | null;
  startDate?: string | null;
  dueDate?: string | null;
  parent?: { id: string; iid: string; title: string } | null;
}

/** `WorkItemFields` as GitLab answers it. */
export interface WorkItemNode {
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
  author: { username: string; name: string } | null;
  workItemType: { id: string; name: string } | null;
  widgets: WorkItemWidgetNode[] | null;
}

export interface GraphqlPageInfoNode {
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  startCursor: string | null;
  endCursor: string | null;
}

export interface WorkItemGetData {
  namespace: { workItem: WorkItemNode | null } | null;
}

export interface WorkItemListData {
  namespace: { workItems: { nodes: Array<WorkItemNode | null> | null; pageInfo: GraphqlPageInfoNode } | null } | null;
}

export interface WorkItemTypeListData {
  namespace: {
    workItemTypes: { nodes: Array<{ id: string; name: string; iconName: string | null } | null> | null; pageInfo: GraphqlPageInfoNode } | null;
  } | null;
}

/** A mutation payload: the work item (when GitLab returns one) and GitLab's own `errors`. */
export interface WorkItemPayload {
  workItem?: WorkItemNode | null;
  errors: string[];
}

export interface WorkItemCreateData {
  workItemCreate: WorkItemPayload | null;
}
export interface WorkItemUpdateData {
  workItemUpdate: WorkItemPayload | null;
}
export interface WorkItemDeleteData {
  workItemDelete: WorkItemPayload | null;
}
