/**
 * GraphQL documents of the saved work-item views (`issue.work_item_saved_view_*`, experimental in
 * GitLab, A-37), checked against GitLab's schema in tests.
 */
import type { GraphqlPageInfoNode } from './work-items.query.js';

const SAVED_VIEW_FIELDS = `fragment SavedViewFields on WorkItemSavedViewType {
  id
  name
  description
  filters
  sort
  isPrivate
  subscribed
  shareUrl
  updatedAt
  author { username }
}`;

export const SAVED_VIEW_LIST_QUERY = `query workItemSavedViewList($fullPath: ID!, $first: Int, $after: String, $last: Int, $before: String, $search: String, $sort: WorkItemsSavedViewsSort, $subscribedOnly: Boolean) {
  namespace(fullPath: $fullPath) {
    savedViews(first: $first, after: $after, last: $last, before: $before, search: $search, sort: $sort, subscribedOnly: $subscribedOnly) {
      nodes { ...SavedViewFields }
      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
    }
  }
}
${SAVED_VIEW_FIELDS}`;

export const SAVED_VIEW_GET_QUERY = `query workItemSavedViewGet($fullPath: ID!, $id: WorkItemsSavedViewsSavedViewID!) {
  namespace(fullPath: $fullPath) {
    savedViews(id: $id, first: 1) {
      nodes { ...SavedViewFields }
    }
  }
}
${SAVED_VIEW_FIELDS}`;

export const SAVED_VIEW_CREATE_MUTATION = `mutation workItemSavedViewCreate($input: WorkItemSavedViewCreateInput!) {
  workItemSavedViewCreate(input: $input) {
    savedView { ...SavedViewFields }
    errors
  }
}
${SAVED_VIEW_FIELDS}`;

export const SAVED_VIEW_UPDATE_MUTATION = `mutation workItemSavedViewUpdate($input: WorkItemSavedViewUpdateInput!) {
  workItemSavedViewUpdate(input: $input) {
    savedView { ...SavedViewFields }
    errors
  }
}
${SAVED_VIEW_FIELDS}`;

export const SAVED_VIEW_DELETE_MUTATION = `mutation workItemSavedViewDelete($input: WorkItemSavedViewDeleteInput!) {
  workItemSavedViewDelete(input: $input) {
    savedView { id name }
    errors
  }
}`;

export const SAVED_VIEW_SUBSCRIBE_MUTATION = `mutation workItemSavedViewSubscribe($input: WorkItemSavedViewSubscribeInput!) {
  workItemSavedViewSubscribe(input: $input) {
    savedView { ...SavedViewFields }
    errors
  }
}
${SAVED_VIEW_FIELDS}`;

export const SAVED_VIEW_UNSUBSCRIBE_MUTATION = `mutation workItemSavedViewUnsubscribe($input: WorkItemSavedViewUnsubscribeInput!) {
  workItemSavedViewUnsubscribe(input: $input) {
    savedView { ...SavedViewFields }
    errors
  }
}
${SAVED_VIEW_FIELDS}`;

/** `SavedViewFields` as GitLab answers it (`filters` is GitLab's JSON scalar). */
export interface SavedViewNode {
  id: string;
  name: string;
  description: string | null;
  filters: unknown;
  sort: string | null;
  isPrivate: boolean;
  subscribed: boolean;
  shareUrl: string | null;
  updatedAt: string | null;
  author: { username: string } | null;
}

export interface SavedViewListData {
  namespace: { savedViews: { nodes: Array<SavedViewNode | null> | null; pageInfo: GraphqlPageInfoNode } | null } | null;
}

export interface SavedViewGetData {
  namespace: { savedViews: { nodes: Array<SavedViewNode | null> | null } | null } | null;
}

export interface SavedViewPayload {
  savedView?: SavedViewNode | null;
  errors: string[];
}
