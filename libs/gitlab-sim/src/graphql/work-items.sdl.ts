/**
 * Work items and saved work-item views: the part of GitLab's GraphQL schema the `issue.work_item_*` actions use.
 * Names and types copied from GitLab's schema; inputs keep only the fields the simulator applies (a document
 * valid against GitLab's schema that sends others fails here on purpose).
 */
export const WORK_ITEMS_SDL = /* GraphQL */ `
  scalar Date
  scalar JSON
  scalar LabelID
  scalar MilestoneID
  scalar TypesNamespaceID
  scalar WorkItemID
  scalar WorkItemsTypeID
  scalar WorkItemsSavedViewsSavedViewID

  enum IssuableState { all closed locked opened }
  enum IssueType { EPIC INCIDENT ISSUE KEY_RESULT OBJECTIVE REQUIREMENT TASK TEST_CASE TICKET }
  enum WorkItemState { CLOSED OPEN }
  enum WorkItemStateEvent { CLOSE REOPEN }
  enum WorkItemWidgetType {
    AGENT_PLAN AI_SESSION ASSIGNEES AWARD_EMOJI COLOR CRM_CONTACTS CURRENT_USER_TODOS CUSTOM_FIELDS DESCRIPTION DESIGNS
    DEVELOPMENT EMAIL_PARTICIPANTS ERROR_TRACKING HEALTH_STATUS HIERARCHY ITERATION LABELS LINKED_ITEMS LINKED_RESOURCES
    MILESTONE NOTES NOTIFICATIONS PARTICIPANTS PROGRESS REQUIREMENT_LEGACY START_AND_DUE_DATE STATUS TEST_REPORTS
    TIME_TRACKING VERIFICATION_STATUS VULNERABILITIES WEIGHT
  }
  enum WorkItemSort {
    BLOCKING_ISSUES_ASC BLOCKING_ISSUES_DESC CLOSED_AT_ASC CLOSED_AT_DESC CREATED_ASC CREATED_DESC DUE_DATE_ASC DUE_DATE_DESC
    ESCALATION_STATUS_ASC ESCALATION_STATUS_DESC HEALTH_STATUS_ASC HEALTH_STATUS_DESC LABEL_PRIORITY_ASC LABEL_PRIORITY_DESC
    MILESTONE_DUE_ASC MILESTONE_DUE_DESC POPULARITY_ASC POPULARITY_DESC PRIORITY_ASC PRIORITY_DESC RELATIVE_POSITION_ASC
    SEVERITY_ASC SEVERITY_DESC START_DATE_ASC START_DATE_DESC STATUS_ASC STATUS_DESC TITLE_ASC TITLE_DESC UPDATED_ASC
    UPDATED_DESC WEIGHT_ASC WEIGHT_DESC created_asc created_desc updated_asc updated_desc
  }
  enum WorkItemsSavedViewsSort {
    CREATED_ASC CREATED_DESC ID NAME_ASC RELATIVE_POSITION UPDATED_ASC UPDATED_DESC created_asc created_desc updated_asc updated_desc
  }

  type UserCore {
    id: UserID!
    name: String!
    username: String!
    webUrl: String!
  }

  type UserCoreConnection {
    nodes: [UserCore]
    pageInfo: PageInfo!
  }

  type Label {
    color: String!
    id: LabelID!
    title: String!
  }

  type LabelConnection {
    nodes: [Label]
    pageInfo: PageInfo!
  }

  type Milestone {
    dueDate: Time
    id: ID!
    iid: ID!
    startDate: Time
    title: String!
  }

  type WorkItemType {
    iconName: String
    id: WorkItemsTypeID!
    name: String!
  }

  type WorkItemTypeConnection {
    nodes: [WorkItemType]
    pageInfo: PageInfo!
  }

  interface WorkItemWidget {
    type: WorkItemWidgetType
  }

  type WorkItemWidgetLabels implements WorkItemWidget {
    allowsScopedLabels: Boolean
    labels(after: String, before: String, first: Int, last: Int): LabelConnection
    type: WorkItemWidgetType
  }

  type WorkItemWidgetAssignees implements WorkItemWidget {
    allowsMultipleAssignees: Boolean
    assignees(after: String, before: String, first: Int, last: Int): UserCoreConnection
    canInviteMembers: Boolean!
    type: WorkItemWidgetType
  }

  type WorkItemWidgetMilestone implements WorkItemWidget {
    milestone: Milestone
    type: WorkItemWidgetType
  }

  type WorkItemWidgetStartAndDueDate implements WorkItemWidget {
    dueDate: Date
    isFixed: Boolean!
    rollUp: Boolean!
    startDate: Date
    type: WorkItemWidgetType
  }

  type WorkItemWidgetHierarchy implements WorkItemWidget {
    hasChildren: Boolean!
    hasParent: Boolean!
    parent: WorkItem
    type: WorkItemWidgetType
  }

  type WorkItemWidgetDescription implements WorkItemWidget {
    description: String
    type: WorkItemWidgetType
  }

  type WorkItem {
    author: UserCore
    closedAt: Time
    confidential: Boolean!
    createdAt: Time!
    description: String
    id: WorkItemID!
    iid: String!
    state: WorkItemState!
    title: String!
    updatedAt: Time!
    webUrl: String
    widgets(exceptTypes: [WorkItemWidgetType!] = null, onlyTypes: [WorkItemWidgetType!] = null): [WorkItemWidget!]
    workItemType: WorkItemType!
  }

  type WorkItemConnection {
    nodes: [WorkItem]
    pageInfo: PageInfo!
  }

  type WorkItemSavedViewType {
    author: UserCore
    description: String
    displaySettings: JSON
    filters: JSON
    id: WorkItemsSavedViewsSavedViewID!
    isPrivate: Boolean!
    name: String!
    namespaceId: TypesNamespaceID!
    private: Boolean!
    shareUrl: String!
    sort: WorkItemSort
    subscribed: Boolean!
    updatedAt: Time!
  }

  type WorkItemSavedViewTypeConnection {
    nodes: [WorkItemSavedViewType]
    pageInfo: PageInfo!
  }

  type Namespace {
    fullPath: ID!
    id: ID!
    name: String!
    path: String!
    savedViews(after: String, before: String, first: Int, id: WorkItemsSavedViewsSavedViewID, last: Int, search: String, sort: WorkItemsSavedViewsSort = ID, subscribedOnly: Boolean): WorkItemSavedViewTypeConnection
    workItem(iid: String!): WorkItem
    workItemTypes(after: String, before: String, first: Int, last: Int, name: IssueType, onlyAvailable: Boolean): WorkItemTypeConnection
    workItems(after: String, assigneeUsernames: [String!], authorUsername: String, before: String, first: Int, iid: String, labelName: [String!], last: Int, search: String, sort: WorkItemSort = CREATED_DESC, state: IssuableState, types: [IssueType!]): WorkItemConnection
  }

  extend type Query {
    namespace(fullPath: ID!): Namespace
  }

  input WorkItemWidgetAssigneesInput { assigneeIds: [UserID!]! }
  input WorkItemWidgetDescriptionInput { description: String }
  input WorkItemWidgetHierarchyCreateInput { parentId: WorkItemID }
  input WorkItemWidgetHierarchyUpdateInput { parentId: WorkItemID }
  input WorkItemWidgetLabelsCreateInput { labelIds: [LabelID!]! }
  input WorkItemWidgetLabelsUpdateInput { addLabelIds: [LabelID!] removeLabelIds: [LabelID!] }
  input WorkItemWidgetMilestoneInput { milestoneId: MilestoneID }
  input WorkItemWidgetStartAndDueDateUpdateInput { dueDate: Date isFixed: Boolean startDate: Date }

  input WorkItemCreateInput {
    assigneesWidget: WorkItemWidgetAssigneesInput
    clientMutationId: String
    confidential: Boolean
    description: String
    descriptionWidget: WorkItemWidgetDescriptionInput
    hierarchyWidget: WorkItemWidgetHierarchyCreateInput
    labelsWidget: WorkItemWidgetLabelsCreateInput
    milestoneWidget: WorkItemWidgetMilestoneInput
    namespacePath: ID
    projectPath: ID
    startAndDueDateWidget: WorkItemWidgetStartAndDueDateUpdateInput
    title: String!
    workItemTypeId: WorkItemsTypeID!
  }

  input WorkItemUpdateInput {
    assigneesWidget: WorkItemWidgetAssigneesInput
    clientMutationId: String
    confidential: Boolean
    descriptionWidget: WorkItemWidgetDescriptionInput
    hierarchyWidget: WorkItemWidgetHierarchyUpdateInput
    id: WorkItemID!
    labelsWidget: WorkItemWidgetLabelsUpdateInput
    milestoneWidget: WorkItemWidgetMilestoneInput
    startAndDueDateWidget: WorkItemWidgetStartAndDueDateUpdateInput
    stateEvent: WorkItemStateEvent
    title: String
  }

  input WorkItemDeleteInput { clientMutationId: String id: WorkItemID! }

  type WorkItemCreatePayload { clientMutationId: String errors: [String!]! workItem: WorkItem }
  type WorkItemUpdatePayload { clientMutationId: String errors: [String!]! workItem: WorkItem }
  type WorkItemDeletePayload { clientMutationId: String errors: [String!]! namespace: Namespace }

  input WorkItemSavedViewFilterInput {
    assigneeUsernames: [String!]
    authorUsername: String
    confidential: Boolean
    labelName: [String!]
    milestoneTitle: [String!]
    search: String
    state: IssuableState
    types: [IssueType!]
  }

  input WorkItemSavedViewCreateInput {
    clientMutationId: String
    description: String
    displaySettings: JSON!
    filters: WorkItemSavedViewFilterInput!
    isPrivate: Boolean
    name: String!
    namespacePath: ID!
    private: Boolean
    sort: WorkItemSort!
  }

  input WorkItemSavedViewUpdateInput {
    clientMutationId: String
    description: String
    displaySettings: JSON
    filters: WorkItemSavedViewFilterInput
    id: WorkItemsSavedViewsSavedViewID!
    isPrivate: Boolean
    name: String
    private: Boolean
    sort: WorkItemSort
  }

  input WorkItemSavedViewDeleteInput { clientMutationId: String id: WorkItemsSavedViewsSavedViewID! }
  input WorkItemSavedViewSubscribeInput { clientMutationId: String id: WorkItemsSavedViewsSavedViewID! }
  input WorkItemSavedViewUnsubscribeInput { clientMutationId: String id: WorkItemsSavedViewsSavedViewID! }

  type WorkItemSavedViewCreatePayload { clientMutationId: String errors: [String!]! savedView: WorkItemSavedViewType }
  type WorkItemSavedViewUpdatePayload { clientMutationId: String errors: [String!]! savedView: WorkItemSavedViewType }
  type WorkItemSavedViewDeletePayload { clientMutationId: String errors: [String!]! savedView: WorkItemSavedViewType }
  type WorkItemSavedViewSubscribePayload { clientMutationId: String errors: [String!]! savedView: WorkItemSavedViewType }
  type WorkItemSavedViewUnsubscribePayload { clientMutationId: String errors: [String!]! savedView: WorkItemSavedViewType }

  type Mutation {
    workItemCreate(input: WorkItemCreateInput!): WorkItemCreatePayload
    workItemDelete(input: WorkItemDeleteInput!): WorkItemDeletePayload
    workItemSavedViewCreate(input: WorkItemSavedViewCreateInput!): WorkItemSavedViewCreatePayload
    workItemSavedViewDelete(input: WorkItemSavedViewDeleteInput!): WorkItemSavedViewDeletePayload
    workItemSavedViewSubscribe(input: WorkItemSavedViewSubscribeInput!): WorkItemSavedViewSubscribePayload
    workItemSavedViewUnsubscribe(input: WorkItemSavedViewUnsubscribeInput!): WorkItemSavedViewUnsubscribePayload
    workItemSavedViewUpdate(input: WorkItemSavedViewUpdateInput!): WorkItemSavedViewUpdatePayload
    workItemUpdate(input: WorkItemUpdateInput!): WorkItemUpdatePayload
  }
`;
